package main

import (
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
