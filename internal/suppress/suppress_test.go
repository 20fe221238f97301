package suppress

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/config"
	"github.com/clawseed/cetpaudit/internal/engine"
	"github.com/clawseed/cetpaudit/internal/expect"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
	"github.com/clawseed/cetpaudit/rules"
)

// scanSource runs the manifest rules and the suppressions over one source
// manifest, the way a scan does.
func scanSource(t *testing.T, path string, cfg *config.Config) (kept []finding.Finding, s *Set, nSuppressed int) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := manifest.ParseSource(path, src, manifest.SourceOptions{})
	if err != nil {
		t.Fatal(err)
	}
	fs := engine.Run(&engine.Targets{Manifests: []*manifest.Manifest{m}}, check.Options{})
	s = New(cfg, ".", check.Options{})
	s.AddXML(path, m)
	kept, sup := s.Apply(fs)
	kept = append(kept, s.Unused()...)
	finding.Sort(kept)
	return kept, s, len(sup)
}

// TestManifestFixtures checks every source manifest fixture against its
// expectations with suppressions applied: suppressed findings are gone and
// CETP001 findings appear.
func TestManifestFixtures(t *testing.T) {
	dir := filepath.Join("..", "..", "testdata", "manifests")
	ex, err := expect.Load(filepath.Join(dir, "expect.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, fx := range ex.Fixtures {
		t.Run(fx.Name, func(t *testing.T) {
			got, _, _ := scanSource(t, filepath.Join(dir, fx.Manifest), nil)
			for _, d := range expect.Diff(fx.Want(true), got) {
				t.Error(d)
			}
		})
	}
}

func TestXMLDirective(t *testing.T) {
	dir := filepath.Join("..", "..", "testdata", "manifests")
	got, _, n := scanSource(t, filepath.Join(dir, "suppress_component", "AndroidManifest.xml"), nil)
	if n != 1 || len(got) != 0 {
		t.Errorf("suppress_component: %d suppressed, left %v", n, got)
	}
	// The unused one names the rule, and says what to do.
	got, _, _ = scanSource(t, filepath.Join(dir, "suppress_unused", "AndroidManifest.xml"), nil)
	if len(got) != 1 || !strings.Contains(got[0].Message, `tools:ignore="CETP109" on <manifest/application> matches no finding; delete it`) {
		t.Errorf("suppress_unused: %v", got)
	}
}

const serviceManifest = `<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android"
    xmlns:tools="http://schemas.android.com/tools"
    package="com.example.app">
    <application>
        %COMMENT%
        <service android:name=".ToolService" android:exported="false" tools:ignore="%IDS%">
            <intent-filter>
                <action android:name="com.clawseed.action.TOOL_PROVIDER" />
            </intent-filter>
            <meta-data android:name="com.clawseed.tools.authority" android:value="com.example.app.tools" />
            <meta-data android:name="com.clawseed.tools.version" android:value="1" />
        </service>
        <provider android:name=".P" android:authorities="com.example.app.tools" android:exported="true" />
    </application>
</manifest>
`

func writeManifest(t *testing.T, comment, ids string) string {
	t.Helper()
	text := strings.NewReplacer("%COMMENT%", comment, "%IDS%", ids).Replace(serviceManifest)
	path := filepath.Join(t.TempDir(), "AndroidManifest.xml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestXMLReasons(t *testing.T) {
	tests := []struct {
		name, comment, ids string
		wantRules          []string // rules of the findings left, CETP001 included
		wantSuppressed     int
	}{
		{"reason comment", "<!-- cetpaudit: ships dark until review -->", "CETP105", nil, 1},
		{"plain comment is a reason", "<!-- ships dark until review -->", "CETP105", nil, 1},
		{"no comment: not applied", "", "CETP105", []string{"CETP001", "CETP105"}, 0},
		{"empty cetpaudit comment", "<!-- cetpaudit: -->", "CETP105", []string{"CETP001", "CETP105"}, 0},
		{"comment not directly before", "<!-- ships dark -->\n<receiver android:name=\".R\"/>", "CETP105", []string{"CETP001", "CETP105"}, 0},
		{"lint ids left alone", "<!-- why -->", "ExportedService,CETP105", nil, 1},
		{"only lint ids", "", "ExportedService", []string{"CETP105"}, 0},
		{"all covers us", "<!-- why -->", "all", nil, 1},
		{"unused all is Lint's", "<!-- why -->", "all", nil, 1},
		{"lowercase id", "<!-- why -->", "cetp105", nil, 1},
		{"one unused of two", "<!-- why -->", "CETP105,CETP101", []string{"CETP001"}, 1},
		{"unknown rule id", "<!-- why -->", "CETP105,CETP999", []string{"CETP001"}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, _, n := scanSource(t, writeManifest(t, tt.comment, tt.ids), nil)
			var ids []string
			for _, f := range got {
				ids = append(ids, f.RuleID)
			}
			if strings.Join(ids, ",") != strings.Join(tt.wantRules, ",") || n != tt.wantSuppressed {
				t.Errorf("left %v (%v), suppressed %d; want %v, %d", ids, got, n, tt.wantRules, tt.wantSuppressed)
			}
		})
	}
}

func TestXMLReasonFromConfig(t *testing.T) {
	path := writeManifest(t, "", "CETP105")
	cfg, err := config.Parse(filepath.Join(filepath.Dir(path), config.FileName),
		[]byte(`{"suppressions": [{"rule": "CETP105", "path": "AndroidManifest.xml", "reason": "ships dark"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	src, _ := os.ReadFile(path)
	m, err := manifest.ParseSource(path, src, manifest.SourceOptions{})
	if err != nil {
		t.Fatal(err)
	}
	fs := engine.Run(&engine.Targets{Manifests: []*manifest.Manifest{m}}, check.Options{})
	// Report paths are relative to the root: the manifest's directory.
	root := filepath.Dir(path)
	for i := range fs {
		fs[i].Location.Path = "AndroidManifest.xml"
	}
	s := New(cfg, root, check.Options{})
	s.AddXML("AndroidManifest.xml", m)
	kept, sup := s.Apply(fs)
	if len(kept) != 0 || len(sup) != 1 || sup[0].Reason != "ships dark" {
		t.Errorf("kept %v, suppressed %v", kept, sup)
	}
	if u := s.Unused(); len(u) != 0 {
		t.Errorf("config reason not credited: %v", u)
	}
}

func TestConfigSuppressions(t *testing.T) {
	root := t.TempDir()
	fd := finding.Finding{RuleID: "CETP107", Level: finding.Warning, Message: "link",
		Location: finding.Location{Path: "captures/list.json", Line: 4, Logical: "/tools/0/description"}, Content: "https://x"}
	fd.Fingerprint = fd.ComputeFingerprint()
	other := fd
	other.Location.Path = "captures/other.json"
	other.Fingerprint = other.ComputeFingerprint()

	cfgText := `{"suppressions": [
  {"rule": "CETP107", "fingerprint": "` + fd.Fingerprint + `", "reason": "reviewed link"},
  {"rule": "CETP107", "path": "captures/other.json", "reason": "vendor capture"},
  {"rule": "CETP102", "path": "app.apk", "reason": "stale"},
  {"rule": "CETP102", "path": "elsewhere/**", "reason": "another job's files"},
  {"rule": "CETP103", "fingerprint": "0123456789abcdef0123456789abcdef"}
]}`
	cfg, err := config.Parse(filepath.Join(root, config.FileName), []byte(cfgText))
	if err != nil {
		t.Fatal(err)
	}
	s := New(cfg, root, check.Options{})
	s.SetReportPath(config.FileName)
	for _, p := range []string{"captures/list.json", "captures/other.json", "app.apk"} {
		s.Scanned(p)
	}
	kept, sup := s.Apply([]finding.Finding{fd, other})
	if len(kept) != 0 || len(sup) != 2 {
		t.Fatalf("kept %v suppressed %v", kept, sup)
	}
	if sup[0].Kind != KindConfig || sup[0].Reason != "reviewed link" || sup[0].By.Line != 2 {
		t.Errorf("suppressed[0] = %+v", sup[0])
	}
	unused := s.Unused()
	var msgs []string
	for _, u := range unused {
		if u.RuleID != "CETP001" || u.Location.Path != config.FileName || u.Fingerprint == "" {
			t.Errorf("bad CETP001: %+v", u)
		}
		msgs = append(msgs, u.Message)
	}
	want := []string{
		"configuration suppressions[2] for CETP102 matches no finding; delete it",
		"configuration suppressions[4] for CETP103 matches no finding and gives no reason; delete it",
	}
	if strings.Join(msgs, "\n") != strings.Join(want, "\n") {
		t.Errorf("CETP001 messages:\n%s\nwant:\n%s", strings.Join(msgs, "\n"), strings.Join(want, "\n"))
	}
	if unused[0].Location.Line != 4 {
		t.Errorf("CETP001 at line %d, want 4", unused[0].Location.Line)
	}
}

func TestConfigWithoutReasonIsNotApplied(t *testing.T) {
	fd := finding.Finding{RuleID: "CETP102", Level: finding.Error, Message: "m", Location: finding.Location{Path: "app.apk", Logical: "manifest"}}
	cfg, err := config.Parse(config.FileName, []byte(`{"suppressions": [{"rule": "CETP102", "path": "app.apk", "reason": " "}]}`))
	if err != nil {
		t.Fatal(err)
	}
	wd, _ := os.Getwd()
	s := New(cfg, wd, check.Options{})
	kept, sup := s.Apply([]finding.Finding{fd})
	if len(kept) != 1 || len(sup) != 0 {
		t.Errorf("a suppression without reason was applied")
	}
	u := s.Unused()
	if len(u) != 1 || !strings.Contains(u[0].Message, "gives no reason, so it is not applied and CETP102 is still reported") {
		t.Errorf("CETP001 = %v", u)
	}
}

func TestCETP001FollowsOptions(t *testing.T) {
	cfg, _ := config.Parse(config.FileName, []byte(`{"suppressions": [{"rule": "CETP102", "path": "x.apk", "reason": "r"}]}`))
	off := New(cfg, ".", check.Options{Enabled: func(r *rules.Rule) bool { return r.ID != "CETP001" }})
	off.Scanned("x.apk")
	if u := off.Unused(); len(u) != 0 {
		t.Errorf("disabled CETP001 reported: %v", u)
	}
	// A suppression of a rule the run leaves out (--exclude-rules) cannot
	// match; it is not unused — deleting it would break the full run.
	excluded := New(cfg, ".", check.Options{Enabled: func(r *rules.Rule) bool { return r.ID != "CETP102" }})
	excluded.Scanned("x.apk")
	if u := excluded.Unused(); len(u) != 0 {
		t.Errorf("suppression of an excluded rule reported unused: %v", u)
	}
	errLevel := New(cfg, ".", check.Options{Level: func(r *rules.Rule) finding.Level { return finding.Error }})
	errLevel.Scanned("x.apk")
	if u := errLevel.Unused(); len(u) != 1 || u[0].Level != finding.Error {
		t.Errorf("level override not applied: %v", u)
	}
}

// TestXMLHostile: suppressions come from the manifest's one parse, which
// refuses what has no place in a manifest, naming the file.
func TestXMLHostile(t *testing.T) {
	for name, src := range map[string]string{
		"doctype": `<!DOCTYPE x [<!ENTITY a "b">]><manifest/>`,
		"broken":  `<manifest><application></manifest>`,
		"deep":    strings.Repeat("<a>", manifest.MaxDepth+1),
	} {
		if _, err := manifest.ParseSource("m.xml", []byte(src), manifest.SourceOptions{Package: "p"}); err == nil || !strings.HasPrefix(err.Error(), "m.xml") {
			t.Errorf("%s: err = %v", name, err)
		}
	}
	if ds := XMLDirectives("m.xml", nil); ds != nil {
		t.Errorf("directives of no manifest: %v", ds)
	}
}

func FuzzXMLDirectives(f *testing.F) {
	f.Add([]byte(strings.NewReplacer("%COMMENT%", "<!-- r -->", "%IDS%", "CETP105,all").Replace(serviceManifest)))
	f.Add([]byte("\xef\xbb\xbf<manifest tools:ignore='all' xmlns:tools='http://schemas.android.com/tools'/>"))
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := manifest.ParseSource("m.xml", src, manifest.SourceOptions{Package: "p"})
		if err != nil {
			return
		}
		ds := XMLDirectives("m.xml", m)
		for _, d := range ds {
			if d.StartLine <= 0 || d.EndLine < d.StartLine {
				t.Fatalf("bad span %+v", d)
			}
		}
	})
}
