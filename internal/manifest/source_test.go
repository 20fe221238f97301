package manifest

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const header = `<manifest xmlns:android="http://schemas.android.com/apk/res/android"
    xmlns:tools="http://schemas.android.com/tools"`

func parse(t *testing.T, src string) *Manifest {
	t.Helper()
	m, err := ParseSource("AndroidManifest.xml", []byte(src), SourceOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestSourcePositions(t *testing.T) {
	// CRLF line ends and a non-BMP character before an attribute: columns
	// count UTF-16 code units.
	src := strings.ReplaceAll(header+` package="com.ex">
  <application>
    <!-- 𝄞 --><service android:name=".S"
        android:exported="true">
      <intent-filter>
        <action android:name="a.B" />
      </intent-filter>
      <meta-data android:name="k" android:value="3" />
    </service>
  </application>
</manifest>
`, "\n", "\r\n")
	m := parse(t, src)
	if m.Pos != (Pos{1, 1}) || m.AppPos != (Pos{3, 3}) {
		t.Errorf("manifest %v, application %v", m.Pos, m.AppPos)
	}
	c := m.Components[0]
	checks := []struct {
		what      string
		got, want Pos
	}{
		{"service", c.Pos, Pos{4, 16}},
		{"exported", c.Exported.Pos, Pos{5, 9}},
		{"action", c.IntentFilters[0].Actions[0].Pos, Pos{7, 9}},
		{"intent-filter", c.IntentFilters[0].Pos, Pos{6, 7}},
		{"meta-data", c.MetaData[0].Pos, Pos{9, 7}},
		{"meta-data value", c.MetaData[0].Value.Pos, Pos{9, 35}},
	}
	for _, ck := range checks {
		if ck.got != ck.want {
			t.Errorf("%s at %v, want %v", ck.what, ck.got, ck.want)
		}
	}
	if c.MetaData[0].Value.Kind != Int || c.MetaData[0].Value.Int != 3 {
		t.Errorf("meta-data value = %+v", c.MetaData[0].Value)
	}
	if !m.Source || m.ResourcesResolved || m.MinSDK != 0 || m.TargetSDK != 0 || m.EffectiveTargetSDK() != 0 {
		t.Errorf("source flags: %+v", m)
	}
}

func TestSourceByteOrderMark(t *testing.T) {
	m := parse(t, "\ufeff"+header+` package="com.ex"><application><service android:name="S"/></application></manifest>`)
	if m.Pos != (Pos{1, 1}) || m.Components[0].Class != "com.ex.S" {
		t.Errorf("pos %v class %q", m.Pos, m.Components[0].Class)
	}
}

func TestSourceRejects(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"doctype", `<?xml version="1.0"?><!DOCTYPE m [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><manifest package="x">&b;</manifest>`, "DOCTYPE"},
		{"undefined entity", `<manifest package="x">&bogus;</manifest>`, "not well-formed XML"},
		{"not xml", "this is not a manifest", "no root element"},
		{"garbage", "<manifest><application></manifest>", "not well-formed XML"},
		{"binary", "\x03\x00\x08\x00\x10\x00\x00\x00", "compiled (binary) manifest"},
		{"second root", `<manifest package="x"/><manifest package="y"/>`, "second root element"},
		{"wrong root", `<resources/>`, "root element is <resources>"},
		{"utf-16", `<?xml version="1.0" encoding="UTF-16"?><manifest/>`, "not well-formed XML"},
		{"deep", strings.Repeat("<a>", MaxDepth+5) + strings.Repeat("</a>", MaxDepth+5), "nested deeper than 128"},
		{"wide", "<manifest>" + strings.Repeat("<a/>", MaxElements+1) + "</manifest>", "more than 65536 elements"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseSource("app/AndroidManifest.xml", []byte(tt.src), SourceOptions{})
			if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.HasPrefix(err.Error(), "app/AndroidManifest.xml: ") ||
				strings.Contains(err.Error(), "\n") {
				t.Errorf("error %v, want one line naming the file and %q", err, tt.want)
			}
		})
	}
}

func TestLoadSourceCap(t *testing.T) {
	p := filepath.Join(t.TempDir(), "AndroidManifest.xml")
	if err := os.WriteFile(p, make([]byte, MaxSourceBytes+1), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadSource(p, SourceOptions{}); err == nil || !strings.Contains(err.Error(), "larger than 16 MiB") {
		t.Errorf("err = %v", err)
	}
}

// TestSourcePackage covers where a source manifest's package comes from.
func TestSourcePackage(t *testing.T) {
	const noPkg = header + `><application><service android:name=".ToolService"/></application></manifest>`
	const withPkg = header + ` package="com.legacy"><application><service android:name=".ToolService"/></application></manifest>`
	tests := []struct {
		name     string
		files    map[string]string // relative to the temp dir
		manifest string            // path of the manifest
		src      string
		flag     string
		pkg      string
		from     string
		class    string
	}{
		{"kts two levels up", map[string]string{"app/build.gradle.kts": "android {\n    namespace = \"com.kts\"\n}\n"},
			"app/src/main/AndroidManifest.xml", noPkg, "", "com.kts", FromGradle, "com.kts.ToolService"},
		{"groovy beside", map[string]string{"lib/build.gradle": "android {\n  namespace 'com.groovy'\n}\n"},
			"lib/AndroidManifest.xml", noPkg, "", "com.groovy", FromGradle, "com.groovy.ToolService"},
		{"commented namespace ignored", map[string]string{"app/build.gradle.kts": "// namespace = \"com.old\"\n/* namespace 'com.older' */ android { namespace = \"com.new\" }\n"},
			"app/src/main/AndroidManifest.xml", noPkg, "", "com.new", FromGradle, "com.new.ToolService"},
		{"flag over namespace", map[string]string{"app/build.gradle.kts": "namespace = \"com.ns\"\n"},
			"app/src/main/AndroidManifest.xml", noPkg, "com.appid", "com.appid", FromFlag, "com.ns.ToolService"},
		{"manifest attribute", nil, "AndroidManifest.xml", withPkg, "", "com.legacy", FromManifest, "com.legacy.ToolService"},
		{"flag only", nil, "AndroidManifest.xml", noPkg, "com.flag", "com.flag", FromFlag, "com.flag.ToolService"},
		{"nothing", nil, "AndroidManifest.xml", noPkg, "", "", "", ".ToolService"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, body := range tt.files {
				p := filepath.Join(dir, name)
				os.MkdirAll(filepath.Dir(p), 0o755)
				if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			mp := filepath.Join(dir, tt.manifest)
			os.MkdirAll(filepath.Dir(mp), 0o755)
			os.WriteFile(mp, []byte(tt.src), 0o644)
			m, err := LoadSource(mp, SourceOptions{Package: tt.flag})
			if err != nil {
				t.Fatal(err)
			}
			if m.Package != tt.pkg || m.PackageFrom != tt.from || m.Components[0].Class != tt.class {
				t.Errorf("package %q from %q class %q, want %q %q %q", m.Package, m.PackageFrom, m.Components[0].Class, tt.pkg, tt.from, tt.class)
			}
		})
	}
}

func TestSourceTools(t *testing.T) {
	m := parse(t, header+` package="com.ex" tools:ignore="CETP107">
  <application tools:ignore="CETP109, CETP001 ">
    <service android:name=".Kept" android:exported="${exported}" tools:ignore="CETP105,CETP101">
      <meta-data android:name="com.clawseed.tools.version" android:value="1.0" tools:ignore="CETP103"/>
    </service>
    <service android:name=".FromLibrary" tools:node="remove"/>
    <provider android:name=".P" android:authorities="${applicationId}.tools;${applicationId}.b"/>
  </application>
</manifest>`)
	if !slices.Equal(m.AppIgnore, []string{"CETP107", "CETP109", "CETP001"}) {
		t.Errorf("AppIgnore = %q", m.AppIgnore)
	}
	if len(m.Components) != 2 {
		t.Fatalf("components = %d, want the removed one dropped", len(m.Components))
	}
	c := m.Components[0]
	if !slices.Equal(c.Ignore, []string{"CETP105", "CETP101"}) || !slices.Equal(c.MetaData[0].Ignore, []string{"CETP103"}) {
		t.Errorf("ignores: component %q, meta-data %q", c.Ignore, c.MetaData[0].Ignore)
	}
	if c.Exported.Kind != String || m.ExportedState(c) != ExportUnknown {
		t.Errorf("placeholder exported = %+v (%v)", c.Exported, m.ExportedState(c))
	}
	if v := c.MetaData[0].Value; v.Kind != Float || v.Text != "1.0" {
		t.Errorf("version = %+v", v)
	}
	if p := m.Components[1]; !slices.Equal(p.Authorities, []string{"${applicationId}.tools", "${applicationId}.b"}) {
		t.Errorf("authorities = %q", p.Authorities)
	}
}

// TestBuildSemantics covers platform rules the builder applies to either
// kind of manifest.
func TestBuildSemantics(t *testing.T) {
	m := parse(t, header+` package="com.ex">
  <uses-sdk android:minSdkVersion="14" android:targetSdkVersion="Tiramisu"/>
  <service android:name=".OutsideApplication"/>
  <application android:permission="com.ex.APP">
    <provider android:name=".Legacy" android:authorities="a;;b"/>
    <activity android:name="com.other.Full"/>
    <activity-alias android:name=".Alias" android:targetActivity="com.other.Full" android:permission="com.ex.ALIAS"/>
  </application>
</manifest>`)
	if m.MinSDK != 14 || m.TargetSDK != 10000 {
		t.Errorf("sdk = %d/%d, want 14/10000 (a codename is in development)", m.MinSDK, m.TargetSDK)
	}
	if len(m.Components) != 3 {
		t.Fatalf("components = %d", len(m.Components))
	}
	p := m.Components[0]
	if !slices.Equal(p.Authorities, []string{"a", "b"}) || p.ReadPermission != "com.ex.APP" || p.WritePermission != "com.ex.APP" {
		t.Errorf("provider = %+v", p)
	}
	if m.Components[1].Class != "com.other.Full" || m.Components[2].Permission != "com.ex.ALIAS" {
		t.Errorf("activity %q alias permission %q", m.Components[1].Class, m.Components[2].Permission)
	}
	// A provider is exported by default only up to target SDK 16: a
	// source manifest says nothing here, so the target is 10000.
	if m.ExportedState(p) != NotExported {
		t.Errorf("provider exported = %v", m.ExportedState(p))
	}
}

func FuzzParseSource(f *testing.F) {
	if data, err := os.ReadFile("../../testdata/apkdecode/typed/AndroidManifest.xml"); err == nil {
		f.Add(data)
	}
	f.Add([]byte(header + ` package="a"><application><service android:name="S" android:exported="true"/></application></manifest>`))
	f.Add([]byte(`<!DOCTYPE x><manifest/>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := ParseSource("", data, SourceOptions{})
		if err != nil {
			return
		}
		for _, c := range m.Components {
			m.ExportedState(c)
		}
	})
}
