package manifestrules

func init() { register("CETP109", checkDebuggable) }

func checkDebuggable(p *ManifestPass) {
	m := p.Manifest
	if !isToolProviderApp(m) {
		return
	}
	if b, ok := m.Debuggable.BoolValue(); ok && b {
		p.Report(At{Path: "manifest/application", Pos: m.AppPos}, "manifest/application", "debuggable",
			"tool-provider app %s is android:debuggable=\"true\"; build the release variant without it (§7)",
			m.Package)
	}
}
