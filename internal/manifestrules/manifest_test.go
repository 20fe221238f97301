package manifestrules_test

import (
	"sort"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/engine"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

// Model-level tests of the manifest rules; the fixture tests in package scan
// run the same rules over real binary APKs and source manifests.

func str(s string) manifest.Value { return manifest.Value{Kind: manifest.String, Text: s} }
func num(n int64) manifest.Value  { return manifest.Value{Kind: manifest.Int, Int: n, Text: itoa(n)} }
func boolean(b bool) manifest.Value {
	v := manifest.Value{Kind: manifest.Bool, Text: "false"}
	if b {
		v.Int, v.Text = 1, "true"
	}
	return v
}
func itoa(n int64) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b []byte
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	if neg {
		b = append([]byte{'-'}, b...)
	}
	return string(b)
}

type svcOpt func(*manifest.Component)

func meta(name string, v manifest.Value) svcOpt {
	return func(c *manifest.Component) {
		c.MetaData = append(c.MetaData, manifest.MetaData{Name: name, Value: v})
	}
}

func toolService(class string, opts ...svcOpt) *manifest.Component {
	c := &manifest.Component{Kind: manifest.Service, Name: class, Class: class,
		Path:          manifest.ComponentPath(manifest.Service, class),
		IntentFilters: []manifest.IntentFilter{{Actions: []manifest.Action{{Name: cetp.ActionToolProvider}}}}}
	for _, o := range opts {
		o(c)
	}
	return c
}

func provider(class, authorities string, exported manifest.Value) *manifest.Component {
	return &manifest.Component{Kind: manifest.Provider, Name: class, Class: class,
		Path: manifest.ComponentPath(manifest.Provider, class), Exported: exported,
		Authorities: strings.Split(authorities, ";")}
}

func app(comps ...*manifest.Component) *manifest.Manifest {
	return &manifest.Manifest{Path: "app.apk", Package: "com.example.app", MinSDK: 21, TargetSDK: 29, Components: comps}
}

func good(opts ...svcOpt) []svcOpt {
	base := []svcOpt{meta(cetp.MetaAuthority, str("com.example.app.tools")), meta(cetp.MetaVersion, num(1)),
		meta(cetp.MetaVersions, str("1,2"))}
	return append(base, opts...)
}

func ruleIDs(m *manifest.Manifest) []string {
	var ids []string
	for _, f := range engine.Run(&engine.Targets{Manifests: []*manifest.Manifest{m}}, check.Options{}) {
		ids = append(ids, f.RuleID)
	}
	sort.Strings(ids)
	return ids
}

func TestManifestRules(t *testing.T) {
	prov := func() *manifest.Component {
		return provider("com.example.app.ToolProvider", "com.example.app.tools", boolean(true))
	}
	withMeta := func(name string, v manifest.Value) *manifest.Component {
		c := toolService("com.example.app.ToolService")
		for _, o := range good() {
			o(c)
		}
		for i := range c.MetaData {
			if c.MetaData[i].Name == name {
				c.MetaData[i].Value = v
				return c
			}
		}
		c.MetaData = append(c.MetaData, manifest.MetaData{Name: name, Value: v})
		return c
	}
	without := func(name string) *manifest.Component {
		c := toolService("com.example.app.ToolService", good()...)
		var md []manifest.MetaData
		for _, m := range c.MetaData {
			if m.Name != name {
				md = append(md, m)
			}
		}
		c.MetaData = md
		return c
	}
	tests := []struct {
		name string
		m    *manifest.Manifest
		want string
	}{
		{"dual stack clean", app(toolService("com.example.app.ToolService", good()...), prov()), ""},
		{"104 versions 2 with version 1", app(withMeta(cetp.MetaVersions, num(2)), prov()), "CETP104"},
		{"v2 only clean", app(toolService("com.example.app.ToolService", meta(cetp.MetaAuthority, str("com.example.app.tools")), meta(cetp.MetaVersion, num(2)), meta(cetp.MetaVersions, num(2))), prov()), ""},
		{"no cetp", app(prov()), ""},
		{"101 missing", app(without(cetp.MetaAuthority), prov()), "CETP101"},
		{"101 empty", app(withMeta(cetp.MetaAuthority, str(" ")), prov()), "CETP101"},
		{"101 int", app(withMeta(cetp.MetaAuthority, num(3)), prov()), "CETP101"},
		{"101 near miss: resolved reference", app(withMeta(cetp.MetaAuthority, manifest.Value{Kind: manifest.Reference, Text: "@string/auth", Resolved: &manifest.Value{Kind: manifest.String, Text: "com.example.app.tools"}}), prov()), ""},
		{"102 undeclared", app(withMeta(cetp.MetaAuthority, str("com.other.tools")), prov()), "CETP102"},
		{"102 disabled", app(toolService("com.example.app.ToolService", good()...), func() *manifest.Component { p := prov(); p.Enabled = boolean(false); return p }()), "CETP102"},
		{"102 near miss: multi-authority", app(toolService("com.example.app.ToolService", good()...), provider("com.example.app.P", "com.example.app.files;com.example.app.tools", boolean(true))), ""},
		{"103 float", app(withMeta(cetp.MetaVersion, manifest.Value{Kind: manifest.Float, Float: 1, Text: "1.0"}), prov()), "CETP103"},
		{"103 hex", app(withMeta(cetp.MetaVersion, manifest.Value{Kind: manifest.Hex, Int: 2, Text: "0x2"}), prov()), "CETP103"},
		{"103 missing version", app(without(cetp.MetaVersion), prov()), "CETP103"},
		{"103 versions spaces", app(withMeta(cetp.MetaVersions, str("1, 2")), prov()), "CETP103"},
		{"103 versions dup", app(withMeta(cetp.MetaVersions, str("2,2")), prov()), "CETP103"},
		{"103 versions zero", app(withMeta(cetp.MetaVersions, num(0)), prov()), "CETP103"},
		{"103 near miss: versions absent", app(without(cetp.MetaVersions), prov()), ""},
		{"104 dual stack version 2", app(withMeta(cetp.MetaVersion, num(2)), prov()), "CETP104"},
		{"104 not member", app(withMeta(cetp.MetaVersions, str("2,3")), prov()), "CETP104"},
		{"105 service not exported", app(func() *manifest.Component {
			c := toolService("com.example.app.ToolService", good()...)
			c.Exported = boolean(false)
			return c
		}(), prov()), "CETP105"},
		{"105 provider default", app(toolService("com.example.app.ToolService", good()...), provider("com.example.app.ToolProvider", "com.example.app.tools", manifest.Value{})), "CETP105"},
		{"105 near miss: target 16", func() *manifest.Manifest {
			m := app(toolService("com.example.app.ToolService", good()...), provider("com.example.app.ToolProvider", "com.example.app.tools", manifest.Value{}))
			m.TargetSDK = 16
			return m
		}(), ""},
		{"105 near miss: source, sdk unknown", func() *manifest.Manifest {
			m := app(toolService("com.example.app.ToolService", good()...), provider("com.example.app.ToolProvider", "com.example.app.tools", manifest.Value{}))
			m.Source, m.MinSDK, m.TargetSDK = true, 0, 0
			return m
		}(), ""},
		{"107 shared uid", func() *manifest.Manifest {
			m := app(toolService("com.example.app.ToolService", good()...), prov())
			m.SharedUserID = str("com.example.shared")
			return m
		}(), "CETP107"},
		{"107 near miss: no tool provider", func() *manifest.Manifest {
			m := app(prov())
			m.SharedUserID = str("com.example.shared")
			return m
		}(), ""},
		{"108 two services", app(toolService("com.example.app.A", good()...), toolService("com.example.app.B", good()...), prov()), "CETP108"},
		{"108 authority twice", app(toolService("com.example.app.ToolService", good()...), provider("com.example.app.ToolProvider", "com.example.app.tools;com.example.app.tools", boolean(true))), "CETP108"},
		{"108 authority three times: one finding", app(toolService("com.example.app.ToolService", good()...), provider("com.example.app.ToolProvider", "com.example.app.tools;com.example.app.tools;com.example.app.tools", boolean(true))), "CETP108"},
		{"108 near miss: no tool service", app(provider("com.example.app.ToolProvider", "com.example.app.tools;com.example.app.tools", boolean(true))), ""},
		{"108 near miss: another provider repeats its own authority", app(toolService("com.example.app.ToolService", good()...), prov(),
			provider("com.example.app.Files", "com.example.app.files;com.example.app.files", boolean(false))), ""},
		{"109 debuggable", func() *manifest.Manifest {
			m := app(toolService("com.example.app.ToolService", good()...), prov())
			m.Debuggable = boolean(true)
			return m
		}(), "CETP109"},
		{"109 near miss: not debuggable", func() *manifest.Manifest {
			m := app(toolService("com.example.app.ToolService", good()...), prov())
			m.Debuggable = boolean(false)
			return m
		}(), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := strings.Join(ruleIDs(tt.m), ",")
			if got != tt.want {
				t.Errorf("findings = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestPrecedence103Silences104(t *testing.T) {
	// version is a float and versions lists 1: CETP103 only, not CETP104 too.
	c := toolService("com.example.app.ToolService", meta(cetp.MetaAuthority, str("com.example.app.tools")),
		meta(cetp.MetaVersion, manifest.Value{Kind: manifest.Float, Float: 2, Text: "2.0"}), meta(cetp.MetaVersions, str("1,2")))
	got := ruleIDs(app(c, provider("com.example.app.P", "com.example.app.tools", boolean(true))))
	if strings.Join(got, ",") != "CETP103" {
		t.Errorf("findings = %v, want [CETP103]", got)
	}
}
