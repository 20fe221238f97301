package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A malformed --mapping is a usage error: one line naming the file and
// line, exit 2, and no report written (not even a partial one).
func TestScanBadMapping(t *testing.T) {
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	dir := t.TempDir()
	bad := filepath.Join(dir, "mapping.txt")
	if err := os.WriteFile(bad, []byte("# pg_map_id: 9f3c2a1\ncom.example.rel.Intents -> a.a:\n    1:2:android.app.PendingIntent sync(android.content.Context:36:37 -> b\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "report.sarif")
	apk := filepath.Join(root, "testdata/dex/r8release.apk")
	code, stdout, stderr := runCLI(t, root, "scan", "--mapping", bad, "--format", "sarif", "-o", out, apk)
	if code != 2 || stdout != "" || strings.Count(strings.TrimSpace(stderr), "\n") != 0 ||
		!strings.Contains(stderr, bad+":3: method line") || !strings.Contains(stderr, "docs/mapping.md") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("report written despite the bad mapping: %v", err)
	}
	// A missing file is the same usage error.
	code, _, stderr = runCLI(t, root, "scan", "--mapping", filepath.Join(dir, "none.txt"), apk)
	if code != 2 || !strings.Contains(stderr, "none.txt") {
		t.Errorf("missing mapping: exit %d, %q", code, stderr)
	}
	// near miss: the fixture's own mapping scans (exit 1: findings).
	code, stdout, stderr = runCLI(t, root, "scan", "--mapping", filepath.Join(root, "testdata/dex/src/r8release/mapping.txt"), apk)
	if code != 1 || !strings.Contains(stdout, "com/example/rel/Intents.java:37:") {
		t.Errorf("good mapping: exit %d\n%s%s", code, stdout, stderr)
	}
}

// A baseline recorded with --mapping holds the original names, and a scan
// with the same mapping finds nothing new; without the mapping the
// build's names are other findings (near miss: the baseline does not
// absorb them).
func TestBaselineWithMapping(t *testing.T) {
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	dir := t.TempDir()
	base := filepath.Join(dir, "baseline.json")
	mapping := filepath.Join(root, "testdata/dex/src/r8release/mapping.txt")
	apk := filepath.Join(root, "testdata/dex/r8release.apk")
	if code, _, stderr := runCLI(t, root, "baseline", "--root", root, "-o", base, "--mapping", mapping, apk); code != 0 {
		t.Fatalf("baseline: exit %d: %s", code, stderr)
	}
	b, err := os.ReadFile(base)
	if err != nil || !strings.Contains(string(b), "com/example/rel/Intents.java") {
		t.Fatalf("baseline without the original file: %v\n%s", err, b)
	}
	if code, stdout, _ := runCLI(t, root, "scan", "--root", root, "--baseline", base, "--mapping", mapping, apk); code != 0 {
		t.Errorf("scan with the mapping over its baseline: exit %d\n%s", code, stdout)
	}
	if code, stdout, _ := runCLI(t, root, "scan", "--root", root, "--baseline", base, apk); code != 1 || !strings.Contains(stdout, "La/a;->b") {
		t.Errorf("scan without the mapping: exit %d\n%s", code, stdout)
	}
}

// TestMappingThroughRenamedOutline (testdata/dex/src/r8outline3r: the
// r8outline3 fixture as an obfuscating R8 build leaves it, its outline
// classes renamed a.a and a.b, Confirmations renamed a.d with its source
// file attribute "SourceFile"): the resolution Intent aimed at another
// package is built in the renamed outline a.a and put under "resolution"
// by another outline of a.a. With the mapping, CETP615 retraces to
// Confirmations.foreign at line 11, the build's place kept in
// obfuscated; without it (near miss: nothing names the outline) the same
// finding is still made, at the APK with its dex line, since the
// outlines are followed by what they do, not by their names.
func TestMappingThroughRenamedOutline(t *testing.T) {
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	mapping := filepath.Join(root, "testdata/dex/src/r8outline3r/mapping.txt")
	type loc = r8outlineLoc
	scan615 := func(args ...string) []loc {
		t.Helper()
		var out []loc
		for _, f := range r8outline3rFindings(t, root, "CETP615", args...) {
			if !strings.Contains(f.Message, `aimed at package "com.other.confirm"`) {
				t.Errorf("CETP615 message %q", f.Message)
			}
			out = append(out, f.Location)
		}
		return out
	}
	const pi = "(Landroid/content/Context;)Landroid/app/PendingIntent;@0xb"
	got := scan615("--mapping", mapping)
	want := loc{Path: "com/example/r8o3/Confirmations.java", Line: 11, Logical: "Lcom/example/r8o3/Confirmations;->foreign" + pi,
		Obfuscated: "La/d;->a" + pi + " line 11"}
	if len(got) != 1 || got[0] != want {
		t.Errorf("with the mapping: %+v, want %+v", got, want)
	}
	got = scan615()
	want = loc{Path: "testdata/dex/r8outline3r.apk", DexLine: 11, Logical: "La/d;->a" + pi}
	if len(got) != 1 || got[0] != want {
		t.Errorf("without the mapping: %+v, want %+v", got, want)
	}
}

// TestMappingRenamesOutlinesInMessages (r8outline3r): CETP621's findings
// are in FeedProvider and NotesProvider, classes the build kept, so their
// own method needs no retracing; the outlines their messages name on the
// way (a.a, a.e) are renamed ones, and with the mapping the messages name
// them as the build's synthesized classes. Without it (near miss) the
// build's names stay.
func TestMappingRenamesOutlinesInMessages(t *testing.T) {
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	mapping := filepath.Join(root, "testdata/dex/src/r8outline3r/mapping.txt")
	messages621 := func(args ...string) string {
		t.Helper()
		var out []string
		for _, f := range r8outline3rFindings(t, root, "CETP621", args...) {
			out = append(out, f.Message)
		}
		if len(out) != 2 {
			t.Fatalf("scan %v: %d CETP621 findings, want 2", args, len(out))
		}
		return strings.Join(out, "\n")
	}
	with := messages621("--mapping", mapping)
	for _, want := range []string{"through com.example.r8o3.AlertProvider$$ExternalSyntheticOutline0.m)",
		"via com.example.r8o3.FeedProvider$$ExternalSyntheticApiModelOutline0.m)"} {
		if !strings.Contains(with, want) {
			t.Errorf("with the mapping, no %q in\n%s", want, with)
		}
	}
	if strings.Contains(with, " a.a.m") || strings.Contains(with, " a.e.m") {
		t.Errorf("with the mapping, a build name is left:\n%s", with)
	}
	if without := messages621(); !strings.Contains(without, "through a.a.m)") || !strings.Contains(without, "via a.e.m)") {
		t.Errorf("without the mapping, the build's names should stay:\n%s", without)
	}
}

// r8outlineFinding is a finding of the JSON report, as the r8outline3r
// tests read it.
type r8outlineFinding struct {
	RuleID   string       `json:"ruleId"`
	Message  string       `json:"message"`
	Location r8outlineLoc `json:"location"`
}

// r8outlineLoc is the part of a finding's location the tests compare.
type r8outlineLoc struct {
	Path       string `json:"path"`
	Line       int    `json:"line"`
	DexLine    int    `json:"dexLine"`
	Logical    string `json:"logical"`
	Obfuscated string `json:"obfuscated"`
}

// r8outline3rFindings scans testdata/dex/r8outline3r.apk with --all-code
// and the extra args, and returns the rule's findings.
func r8outline3rFindings(t *testing.T, root, rule string, args ...string) []r8outlineFinding {
	t.Helper()
	apk := filepath.Join(root, "testdata/dex/r8outline3r.apk")
	args = append([]string{"scan", "--root", root, "--all-code", "--fail-on", "none", "--format", "json"}, append(args, apk)...)
	code, stdout, stderr := runCLI(t, root, args...)
	if code != 0 {
		t.Fatalf("scan %v: exit %d: %s", args, code, stderr)
	}
	var report struct {
		Findings []r8outlineFinding `json:"findings"`
	}
	if err := json.Unmarshal([]byte(stdout), &report); err != nil {
		t.Fatal(err)
	}
	var out []r8outlineFinding
	for _, f := range report.Findings {
		if f.RuleID == rule {
			out = append(out, f)
		}
	}
	return out
}
