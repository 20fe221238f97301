package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The conventions users of gosec, semgrep, staticcheck and trivy expect
// (issue 14, item 9).

func TestQuietAndSeverity(t *testing.T) {
	dir := androidProject(t)
	writeFile(t, filepath.Join(dir, "debug", "AndroidManifest.xml"), mustRead(t, manifestFixture("cetp109_debuggable")))
	code, out, errOut := runCLI(t, dir, "scan", "-q", "--manifest-source", "app/src/main/AndroidManifest.xml", apkPath, "other-does-not-matter.apk")
	if code != 2 || strings.Contains(out, "finding") && strings.Contains(out, " in ") || strings.Contains(errOut, "note:") {
		t.Errorf("-q: exit %d\n%s%s", code, out, errOut)
	}
	_, all, _ := runCLI(t, dir, "scan", "--fail-on", "none", "debug", apkPath)
	_, errorsOnly, _ := runCLI(t, dir, "scan", "--fail-on", "none", "--severity", "error", "debug", apkPath)
	if !strings.Contains(all, "warning CETP109") || strings.Contains(errorsOnly, "warning CETP109") || !strings.Contains(errorsOnly, "error CETP102") {
		t.Errorf("--severity error:\n%s\nall:\n%s", errorsOnly, all)
	}
	// The exit code follows what is shown.
	if code, _, _ := runCLI(t, dir, "scan", "--fail-on", "warning", "--severity", "error", "debug"); code != 0 {
		t.Errorf("--severity error --fail-on warning on a warning: exit %d", code)
	}
}

func mustRead(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func TestRuleAndPathSelection(t *testing.T) {
	dir := androidProject(t)
	writeFile(t, filepath.Join(dir, "debug", "AndroidManifest.xml"), mustRead(t, manifestFixture("cetp109_debuggable")))
	tests := []struct {
		args      []string
		want, not string
	}{
		{[]string{"--rules", "CETP109"}, "CETP109", "CETP102"},
		{[]string{"--rules", "DebuggableProvider,cetp102"}, "CETP102", ""},
		{[]string{"--exclude-rules", "CETP109"}, "CETP102", "CETP109"},
		{[]string{"--include-path", "debug/**"}, "CETP109", "CETP102"},
		{[]string{"--exclude-path", "app"}, "CETP109", "CETP102"},
	}
	for _, tt := range tests {
		args := append(append([]string{"scan", "--fail-on", "none"}, tt.args...), ".")
		_, out, errOut := runCLI(t, dir, args...)
		if !strings.Contains(out, tt.want) || (tt.not != "" && strings.Contains(out, tt.not)) {
			t.Errorf("%v: want %s, not %q:\n%s%s", tt.args, tt.want, tt.not, out, errOut)
		}
	}
}

func TestSeveralOutputs(t *testing.T) {
	dir := androidProject(t)
	code, out, errOut := runCLI(t, dir, "scan", "--sarif-output", "c.sarif", "--json-output", "c.json", apkPath)
	if code != 1 || !strings.Contains(out, "error CETP102") {
		t.Fatalf("exit %d %s%s", code, out, errOut)
	}
	var sarifLog struct{ Runs []struct{ Results []any } }
	var doc struct{ Findings []any }
	if err := json.Unmarshal([]byte(mustRead(t, filepath.Join(dir, "c.sarif"))), &sarifLog); err != nil || len(sarifLog.Runs[0].Results) != 1 {
		t.Errorf("SARIF output: %v %+v", err, sarifLog)
	}
	if err := json.Unmarshal([]byte(mustRead(t, filepath.Join(dir, "c.json"))), &doc); err != nil || len(doc.Findings) != 1 {
		t.Errorf("JSON output: %v %+v", err, doc)
	}
	// A single unreadable input writes none of them.
	writeFile(t, filepath.Join(dir, "bad.apk"), "PK\x03\x04 truncated")
	os.Remove(filepath.Join(dir, "c.json"))
	if code, _, _ := runCLI(t, dir, "scan", "--json-output", "c.json", "bad.apk"); code != 2 {
		t.Errorf("bad input: exit %d", code)
	}
	if _, err := os.Stat(filepath.Join(dir, "c.json")); err == nil {
		t.Error("--json-output written for a run whose only input failed")
	}
}

func TestColor(t *testing.T) {
	dir := androidProject(t)
	const red = "\x1b[1;31merror\x1b[0m"
	_, always, _ := runCLI(t, dir, "scan", "--color", "always", apkPath)
	_, never, _ := runCLI(t, dir, "scan", "--color", "never", apkPath)
	t.Setenv("FORCE_COLOR", "1")
	_, forced, _ := runCLI(t, dir, "scan", apkPath)
	_, forcedNever, _ := runCLI(t, dir, "scan", "--color=never", apkPath)
	t.Setenv("FORCE_COLOR", "")
	_, auto, _ := runCLI(t, dir, "scan", apkPath) // not a terminal
	for name, c := range map[string]struct {
		out  string
		want bool
	}{"always": {always, true}, "never": {never, false}, "FORCE_COLOR": {forced, true}, "FORCE_COLOR --color=never": {forcedNever, false}, "auto": {auto, false}} {
		if strings.Contains(c.out, red) != c.want {
			t.Errorf("%s: colour %v:\n%q", name, !c.want, c.out)
		}
	}
	if code, _, errOut := runCLI(t, dir, "scan", "--color", "sometimes", apkPath); code != 2 || !strings.Contains(errOut, "--color") {
		t.Errorf("bad --color: exit %d %q", code, errOut)
	}
}

func TestNoProgressAndVerboseQuiet(t *testing.T) {
	dir := androidProject(t)
	if code, _, errOut := runCLI(t, dir, "scan", "--no-progress", "-v", apkPath); code != 1 || !strings.Contains(errOut, "APK of com.example.app") {
		t.Errorf("--no-progress -v: exit %d %q", code, errOut)
	}
	if code, _, errOut := runCLI(t, dir, "scan", "-q", "-v", apkPath); code != 2 || !strings.Contains(errOut, "contradict") {
		t.Errorf("-q -v: exit %d %q", code, errOut)
	}
}

func TestRulesJSON(t *testing.T) {
	code, out, _ := runCLI(t, "", "rules", "--format", "json")
	var rs []struct {
		ID, Name, Level, Applies, HelpURI string
		SecuritySeverity                  float64
	}
	if err := json.Unmarshal([]byte(out), &rs); err != nil || code != 0 {
		t.Fatalf("exit %d: %v", code, err)
	}
	_, text, _ := runCLI(t, "", "rules")
	if len(rs) < 40 || strings.Count(text, "\nCETP") != len(rs) {
		t.Errorf("%d rules in JSON, table has %d", len(rs), strings.Count(text, "\nCETP"))
	}
	for _, r := range rs {
		if r.ID == "" || r.Name == "" || r.Level == "" || r.Applies == "" || !strings.Contains(r.HelpURI, r.ID) || r.SecuritySeverity <= 0 {
			t.Errorf("incomplete rule %+v", r)
		}
	}
}

// --new-from-rev: findings of a tracked manifest that were there at the
// revision are not reported; one added since is.
func TestNewFromRev(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	dir := t.TempDir()
	git := func(args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-C", dir, "-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"}, args...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	git("init", "-q")
	m := filepath.Join(dir, "app", "src", "main", "AndroidManifest.xml")
	copyFile(t, manifestFixture("cetp102_authority_undeclared"), m)
	git("add", ".")
	git("commit", "-q", "-m", "first")
	if code, out, errOut := runCLI(t, dir, "scan", "--new-from-rev", "HEAD", "app"); code != 0 {
		t.Errorf("nothing new since HEAD: exit %d %s%s", code, out, errOut)
	}
	data := mustRead(t, m)
	writeFile(t, m, strings.Replace(data, "<application", `<application android:debuggable="true"`, 1))
	code, out, _ := runCLI(t, dir, "scan", "--fail-on", "warning", "--new-from-rev", "HEAD", "app")
	if code != 1 || !strings.Contains(out, "warning CETP109") || strings.Contains(out, "CETP102") {
		t.Errorf("a new finding: exit %d\n%s", code, out)
	}
	if code, _, errOut := runCLI(t, dir, "scan", "--new-from-rev", "no-such-rev", "app"); code != 2 || !strings.Contains(errOut, "no such commit") {
		t.Errorf("bad revision: exit %d %q", code, errOut)
	}
}
