package apk

import (
	"slices"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/manifest"
)

const (
	typedAPK   = "../testdata/apkdecode/typed.apk"
	noarscAPK  = "../testdata/apkdecode/typed-noarsc.apk"
	typedXML   = "../testdata/apkdecode/typed/AndroidManifest.xml"
	appPerm    = "com.example.tools.permission.APP"
	toolSvc    = "com.example.tools.ToolService"
	toolProv   = "com.example.tools.data.ToolProvider"
	otherProv  = "com.example.tools.OtherProvider"
	authority  = "com.example.tools.provider"
	authorityM = "com.clawseed.tools.authority"
)

func load(t *testing.T, path string) *manifest.Manifest {
	t.Helper()
	f, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	m, err := f.ManifestWith(nil) // resolve every meta-data value
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func component(t *testing.T, m *manifest.Manifest, class string) *manifest.Component {
	t.Helper()
	for _, c := range m.Components {
		if c.Class == class {
			return c
		}
	}
	t.Fatalf("no component %s in %s", class, m.Path)
	return nil
}

func TestTypedManifest(t *testing.T) {
	m := load(t, typedAPK)
	if m.Package != "com.example.tools" || m.PackageFrom != manifest.FromManifest {
		t.Errorf("package = %q from %q", m.Package, m.PackageFrom)
	}
	if s, _ := m.SharedUserID.StringValue(); s != "com.example.shared" {
		t.Errorf("sharedUserId = %+v", m.SharedUserID)
	}
	if m.MinSDK != 21 || m.TargetSDK != 29 {
		t.Errorf("sdk = %d/%d, want 21/29", m.MinSDK, m.TargetSDK)
	}
	if b, ok := m.Debuggable.BoolValue(); !ok || !b || m.Debuggable.Kind != manifest.Reference {
		t.Errorf("debuggable = %+v, want a reference resolving to true", m.Debuggable)
	}
	if !m.ResourcesResolved || m.Source {
		t.Errorf("ResourcesResolved = %v, Source = %v", m.ResourcesResolved, m.Source)
	}
	if m.AppPermission != appPerm {
		t.Errorf("AppPermission = %q", m.AppPermission)
	}
	if len(m.AppMetaData) != 1 || m.AppMetaData[0].Name != "app.level" || m.AppMetaData[0].Path != "manifest/application/meta-data[app.level]" {
		t.Errorf("AppMetaData = %+v", m.AppMetaData)
	}
	wantPerms := []struct {
		name  string
		level int64
	}{{"com.example.tools.permission.BIND", 0x2}, {"com.example.tools.permission.PRIV", 0x12}}
	if len(m.Permissions) != len(wantPerms) {
		t.Fatalf("permissions = %+v", m.Permissions)
	}
	for i, w := range wantPerms {
		p := m.Permissions[i]
		if p.Name != w.name || p.ProtectionLevel.Kind != manifest.Hex || p.ProtectionLevel.Int != w.level {
			t.Errorf("permission %d = %+v, want %s %#x", i, p, w.name, w.level)
		}
	}

	// Only the first <application> counts.
	var classes []string
	for _, c := range m.Components {
		classes = append(classes, c.Kind.String()+" "+c.Class)
	}
	want := []string{
		"service com.example.tools.ToolService",
		"service com.example.tools.PlainService",
		"provider com.example.tools.data.ToolProvider",
		"provider com.example.tools.OtherProvider",
		"activity com.example.tools.ConfirmActivity",
		"activity-alias com.example.tools.ConfirmAlias",
		"receiver com.example.tools.BootReceiver",
	}
	if !slices.Equal(classes, want) {
		t.Fatalf("components:\n%s\nwant:\n%s", strings.Join(classes, "\n"), strings.Join(want, "\n"))
	}

	svc := component(t, m, toolSvc)
	if svc.Name != ".ToolService" || svc.Path != "manifest/application/service[com.example.tools.ToolService]" {
		t.Errorf("service name/path = %q %q", svc.Name, svc.Path)
	}
	if m.ExportedState(svc) != manifest.Exported || svc.Permission != appPerm {
		t.Errorf("service exported=%v permission=%q", m.ExportedState(svc), svc.Permission)
	}
	if !svc.HasAction("com.clawseed.action.TOOL_PROVIDER") || !svc.HasAction("com.example.OTHER") {
		t.Errorf("service intent filters = %+v", svc.IntentFilters)
	}

	plain := component(t, m, "com.example.tools.PlainService")
	if plain.Permission != "com.example.tools.permission.OWN" || m.ExportedState(plain) != manifest.NotExported {
		t.Errorf("PlainService = %+v", plain)
	}

	prov := component(t, m, toolProv)
	if !slices.Equal(prov.Authorities, []string{authority, "com.example.tools.alt"}) {
		t.Errorf("authorities = %q", prov.Authorities)
	}
	if prov.Exported.Kind != manifest.Reference || m.ExportedState(prov) != manifest.Exported || prov.IsEnabled() {
		t.Errorf("provider exported=%+v state=%v enabled=%v", prov.Exported, m.ExportedState(prov), prov.IsEnabled())
	}
	if prov.ReadPermission != "com.example.tools.permission.READ" || prov.WritePermission != appPerm || prov.Permission != appPerm {
		t.Errorf("provider permissions = %q %q %q", prov.Permission, prov.ReadPermission, prov.WritePermission)
	}
	other := component(t, m, otherProv)
	if !slices.Equal(other.Authorities, []string{authority}) || other.AuthoritiesAttr.Kind != manifest.Reference {
		t.Errorf("referenced authorities = %q (%+v)", other.Authorities, other.AuthoritiesAttr)
	}
	const prov2 = "com.example.tools.permission.PROV"
	if other.ReadPermission != prov2 || other.WritePermission != prov2 {
		t.Errorf("provider read/write fall back to its permission: %q %q", other.ReadPermission, other.WritePermission)
	}

	act := component(t, m, "com.example.tools.ConfirmActivity")
	alias := component(t, m, "com.example.tools.ConfirmAlias")
	if m.ExportedState(act) != manifest.NotExported || act.Permission != "com.example.tools.permission.CONFIRM" {
		t.Errorf("activity = %+v", act)
	}
	if alias.TargetActivity != act.Class || alias.Permission != act.Permission || m.ExportedState(alias) != manifest.Exported {
		t.Errorf("alias target=%q permission=%q exported=%v", alias.TargetActivity, alias.Permission, m.ExportedState(alias))
	}
	rcv := component(t, m, "com.example.tools.BootReceiver")
	if m.ExportedState(rcv) != manifest.NotExported || rcv.Permission != appPerm {
		t.Errorf("receiver = %+v", rcv)
	}
}

// TestResolvesOnlyCETPMetaData: Manifest leaves other meta-data references
// unresolved, so a large app's resources.arsc is not parsed for nothing.
func TestResolvesOnlyCETPMetaData(t *testing.T) {
	m, err := LoadManifest(typedAPK)
	if err != nil {
		t.Fatal(err)
	}
	svc := component(t, m, toolSvc)
	if md, _ := svc.Meta(authorityM); md.Value.Resolved == nil {
		t.Errorf("CETP meta-data %s not resolved", authorityM)
	}
	if md, _ := svc.Meta("int.ref"); md.Value.Resolved != nil {
		t.Errorf("meta-data int.ref resolved")
	}
}

// TestMetaDataTypes pins what aapt stores for each meta-data value and
// what the decoder makes of it.
func TestMetaDataTypes(t *testing.T) {
	m := load(t, typedAPK)
	svc := component(t, m, toolSvc)
	tests := []struct {
		name     string
		kind     manifest.Kind // as stored
		effKind  manifest.Kind // after resolution
		text     string        // effective text
		intVal   int64
		floatVal float64
	}{
		{authorityM, manifest.Reference, manifest.String, authority, 0, 0},
		{"com.clawseed.tools.version", manifest.Int, manifest.Int, "2", 2, 0},
		{"com.clawseed.tools.versions", manifest.String, manifest.String, "1,2", 0, 0},
		{"float", manifest.Float, manifest.Float, "1.0", 0, 1},
		{"big", manifest.Float, manifest.Float, "1e+11", 0, 99999997952},
		{"hex", manifest.Hex, manifest.Hex, "0x2", 2, 0},
		{"bool", manifest.Bool, manifest.Bool, "true", 1, 0},
		{"int.ref", manifest.Reference, manifest.Int, "2", 2, 0},
		{"chain", manifest.Reference, manifest.String, authority, 0, 0},
		{"attr", manifest.Attribute, manifest.Attribute, "?0x01010098", 0, 0},
		{"color", manifest.Other, manifest.Other, "#ffff0000", 0xffff0000, 0},
		{"neg", manifest.Int, manifest.Int, "-5", -5, 0},
		{"escaped", manifest.String, manifest.String, "@string/authority", 0, 0},
		{"dup", manifest.String, manifest.String, "second", 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			md, ok := svc.Meta(tt.name)
			if !ok {
				t.Fatalf("no meta-data %s", tt.name)
			}
			v, e := md.Value, md.Value.Effective()
			if v.Kind != tt.kind || e.Kind != tt.effKind || e.Text != tt.text || e.Int != tt.intVal || e.Float != tt.floatVal {
				t.Errorf("value %+v (effective %+v), want kind %v/%v text %q int %d float %g",
					v, e, tt.kind, tt.effKind, tt.text, tt.intVal, tt.floatVal)
			}
			if md.Path != svc.Path+"/meta-data["+tt.name+"]" {
				t.Errorf("path = %q", md.Path)
			}
		})
	}
	// android:resource keeps the id, unresolved: the platform stores the id.
	res, _ := svc.Meta("res")
	if res.Resource.Kind != manifest.Reference || res.Resource.RefID>>24 != 0x7f || res.Resource.Resolved != nil || res.Value.Present() {
		t.Errorf("resource meta-data = %+v", res)
	}
}

func TestWithoutResources(t *testing.T) {
	m := load(t, noarscAPK)
	if m.ResourcesResolved || m.ResourcesError == "" {
		t.Errorf("ResourcesResolved = %v, ResourcesError = %q", m.ResourcesResolved, m.ResourcesError)
	}
	svc := component(t, m, toolSvc)
	md, _ := svc.Meta(authorityM)
	if md.Value.Kind != manifest.Reference || md.Value.Resolved != nil || !strings.HasPrefix(md.Value.Text, "@0x7f") {
		t.Errorf("authority meta-data = %+v, want an unresolved reference", md.Value)
	}
	if _, ok := md.Value.StringValue(); ok {
		t.Error("an unresolved reference must not read as a string")
	}
	if _, ok := m.Debuggable.BoolValue(); ok {
		t.Errorf("debuggable %+v reads as a boolean", m.Debuggable)
	}
	if st := m.ExportedState(component(t, m, toolProv)); st != manifest.ExportUnknown {
		t.Errorf("provider exported through an unresolved reference = %v, want unknown", st)
	}
	// Values that need no resources are unaffected.
	if v, _ := svc.Meta("float"); v.Value.Kind != manifest.Float {
		t.Errorf("float = %+v", v.Value)
	}
}

// TestSourceMatchesBinary checks that the source manifest and the APK aapt
// built from it give the rules the same model.
func TestSourceMatchesBinary(t *testing.T) {
	bin := load(t, typedAPK)
	src, err := manifest.LoadSource(typedXML, manifest.SourceOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if src.Package != bin.Package || src.MinSDK != bin.MinSDK || src.TargetSDK != bin.TargetSDK || src.AppPermission != bin.AppPermission {
		t.Errorf("source %q %d %d %q, binary %q %d %d %q", src.Package, src.MinSDK, src.TargetSDK, src.AppPermission,
			bin.Package, bin.MinSDK, bin.TargetSDK, bin.AppPermission)
	}
	for i, p := range bin.Permissions {
		sp := src.Permissions[i]
		if sp.Name != p.Name || sp.ProtectionLevel.Kind != p.ProtectionLevel.Kind || sp.ProtectionLevel.Int != p.ProtectionLevel.Int {
			t.Errorf("permission %d: source %+v, binary %+v", i, sp, p)
		}
	}
	if len(src.Components) != len(bin.Components) {
		t.Fatalf("%d source components, %d binary", len(src.Components), len(bin.Components))
	}
	for i, b := range bin.Components {
		s := src.Components[i]
		if s.Kind != b.Kind || s.Class != b.Class || s.Path != b.Path || s.Permission != b.Permission ||
			s.ReadPermission != b.ReadPermission || s.WritePermission != b.WritePermission ||
			s.TargetActivity != b.TargetActivity || s.Exported.Kind != b.Exported.Kind ||
			s.Enabled.Kind != b.Enabled.Kind || len(s.IntentFilters) != len(b.IntentFilters) {
			t.Errorf("component %d differs:\nsource %+v\nbinary %+v", i, s, b)
		}
		if s.AuthoritiesAttr.Kind == manifest.String && !slices.Equal(s.Authorities, b.Authorities) {
			t.Errorf("%s authorities: source %q, binary %q", b.Class, s.Authorities, b.Authorities)
		}
		if len(s.MetaData) != len(b.MetaData) {
			t.Fatalf("%s: %d source meta-data, %d binary", b.Class, len(s.MetaData), len(b.MetaData))
		}
		for j, bm := range b.MetaData {
			sm := s.MetaData[j]
			sv, bv := sm.Value, bm.Value
			if sm.Name != bm.Name || sm.Path != bm.Path || sv.Kind != bv.Kind || sv.Int != bv.Int ||
				float32(sv.Float) != float32(bv.Float) || sm.Resource.Kind != bm.Resource.Kind {
				t.Errorf("meta-data %s: source %+v, binary %+v", bm.Name, sv, bv)
			}
			if sv.Kind == manifest.String && sv.Text != bv.Text {
				t.Errorf("meta-data %s text: source %q, binary %q", bm.Name, sv.Text, bv.Text)
			}
		}
	}
}

func TestDexNames(t *testing.T) {
	p := writeAPK(t,
		zipEntry{name: "AndroidManifest.xml", data: minimalManifest()},
		zipEntry{name: "classes3.dex", data: []byte("dex")},
		zipEntry{name: "classes.dex", data: []byte("dex")},
		zipEntry{name: "classes10.dex", data: []byte("dex")},
		zipEntry{name: "classes2.dex", data: []byte("dex")},
		zipEntry{name: "classes5.dex", data: []byte("dex")},
		zipEntry{name: "lib/classes4.dex", data: []byte("dex")},
	)
	f, err := Open(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want := []string{"classes.dex", "classes2.dex", "classes3.dex"}
	if got := f.DexNames(); !slices.Equal(got, want) {
		t.Errorf("DexNames = %q, want %q (ART stops at the first gap)", got, want)
	}
	if b, err := f.ReadEntry("classes2.dex", 16); err != nil || string(b) != "dex" {
		t.Errorf("ReadEntry = %q, %v", b, err)
	}

	g, err := Open(typedAPK)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	if got := g.DexNames(); len(got) != 0 {
		t.Errorf("DexNames of a dex-less APK = %q", got)
	}
}

// minimalManifest is a crafted binary manifest with one provider.
func minimalManifest() []byte {
	d := &xdoc{}
	d.start("manifest", xattr{name: "package", typ: typeString, str: "com.example.min"})
	d.start("application")
	d.start("provider",
		strAttr("name", manifest.AttrName, ".P"),
		strAttr("authorities", manifest.AttrAuthorities, "com.example.min.p"),
		boolAttr("exported", manifest.AttrExported, true)).end()
	d.end().end()
	return d.bytes()
}
