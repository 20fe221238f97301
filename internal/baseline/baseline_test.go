package baseline

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/report"
)

func mk(rule, path, logical, content string, line int) finding.Finding {
	f := finding.Finding{RuleID: rule, Level: finding.Error, Message: rule + " at " + logical,
		Location: finding.Location{Path: path, Line: line, Logical: logical}, Content: content}
	f.Fingerprint = f.ComputeFingerprint()
	return f
}

func TestRoundTripSurvivesLineMoves(t *testing.T) {
	before := []finding.Finding{
		mk("CETP102", "app/src/main/AndroidManifest.xml", "manifest/application/service[a.S]/meta-data[x]", "a.auth", 14),
		mk("CETP107", "app/src/main/AndroidManifest.xml", "manifest", "shared", 2),
		mk("CETP305", "captures/list.json", "/tools/0", "delete_all", 9),
	}
	path := filepath.Join(t.TempDir(), FileName)
	if err := report.WriteFileAtomic(path, func(w *bytes.Buffer) error { return New(before).Write(w) }); err != nil {
		t.Fatal(err)
	}
	b, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}

	// The same defects after unrelated edits moved every line, plus one
	// new finding and one changed value.
	after := []finding.Finding{
		mk("CETP102", "app/src/main/AndroidManifest.xml", "manifest/application/service[a.S]/meta-data[x]", "a.auth", 31),
		mk("CETP107", "app/src/main/AndroidManifest.xml", "manifest", "shared", 5),
		mk("CETP305", "captures/list.json", "/tools/0", "delete_all", 40),
		mk("CETP101", "app/src/main/AndroidManifest.xml", "manifest/application/service[a.T]", "missing", 50),
		mk("CETP102", "app/src/main/AndroidManifest.xml", "manifest/application/service[a.U]/meta-data[x]", "b.auth", 60),
	}
	fresh, known := b.Filter(after)
	if len(known) != 3 {
		t.Errorf("known = %d, want 3 (line moves must not make findings new)", len(known))
	}
	if len(fresh) != 2 || fresh[0].RuleID != "CETP101" || fresh[1].Content != "b.auth" {
		t.Errorf("fresh = %+v", fresh)
	}
}

func TestOccurrencesCount(t *testing.T) {
	f := mk("CETP108", "a.apk", "manifest/application/provider[p]", "dup", 0)
	b := New([]finding.Finding{f})
	fresh, known := b.Filter([]finding.Finding{f, f})
	if len(fresh) != 1 || len(known) != 1 {
		t.Errorf("one recorded occurrence absorbed %d of 2", len(known))
	}
}

func TestPathMatters(t *testing.T) {
	b := New([]finding.Finding{mk("CETP107", "a.apk", "manifest", "x", 0)})
	fresh, _ := b.Filter([]finding.Finding{mk("CETP107", "b.apk", "manifest", "x", 0)})
	if len(fresh) != 1 {
		t.Error("a finding in another file was taken as recorded")
	}
}

func TestWriteIsStable(t *testing.T) {
	fs := []finding.Finding{mk("CETP107", "b.apk", "manifest", "x", 0), mk("CETP101", "a.apk", "manifest", "y", 0)}
	var one, two bytes.Buffer
	if err := New(fs).Write(&one); err != nil {
		t.Fatal(err)
	}
	if err := New([]finding.Finding{fs[1], fs[0]}).Write(&two); err != nil {
		t.Fatal(err)
	}
	if one.String() != two.String() {
		t.Error("baseline depends on finding order")
	}
	if !strings.Contains(one.String(), `"message": "CETP101 at manifest"`) {
		t.Errorf("message missing for humans:\n%s", one.String())
	}
}

func TestParseErrors(t *testing.T) {
	for name, in := range map[string]string{
		"not json":      `nope`,
		"wrong version": `{"formatVersion": 2, "findings": []}`,
		"unknown field": `{"formatVersion": 1, "findings": [], "extra": 1}`,
		"no rule":       `{"formatVersion": 1, "findings": [{"path": "a", "fingerprint": "f"}]}`,
		"trailing":      `{"formatVersion": 1, "findings": []} {}`,
	} {
		if _, err := Parse("b.json", []byte(in)); err == nil || !strings.HasPrefix(err.Error(), "b.json: ") {
			t.Errorf("%s: err = %v", name, err)
		}
	}
	if _, err := Read(filepath.Join(t.TempDir(), "none.json")); err == nil {
		t.Error("missing file accepted")
	}
}
