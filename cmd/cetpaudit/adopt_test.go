package main

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func manifestFixture(name string) string {
	p, _ := filepath.Abs(filepath.Join("..", "..", "testdata", "manifests", name, "AndroidManifest.xml"))
	return p
}

// repo makes a temporary repository (a .git directory marks its top) with
// the given files.
func repo(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, ".git", "HEAD"), "ref: refs/heads/main\n")
	for name, content := range files {
		writeFile(t, filepath.Join(dir, name), content)
	}
	return dir
}

func TestConfigDiscoveryAndErrors(t *testing.T) {
	dir := repo(t, map[string]string{
		".cetpaudit.json": `{"rules": {"CETP102": {"enabled": false}, "CETP109": {"level": "error"}}}`,
	})
	sub := filepath.Join(dir, "app", "src")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	// Found from a subdirectory: CETP102 is disabled, CETP109 raised.
	if code, out, errOut := runCLI(t, sub, "scan", fixture("cetp102_authority_undeclared.apk")); code != 0 {
		t.Errorf("disabled rule still fails the run: exit %d\n%s%s", code, out, errOut)
	}
	if code, out, _ := runCLI(t, sub, "scan", fixture("cetp109_debuggable.apk")); code != 1 || !strings.Contains(out, "error CETP109") {
		t.Errorf("level override: exit %d\n%s", code, out)
	}

	// failOn from the file, and the flag wins over it.
	writeFile(t, filepath.Join(dir, ".cetpaudit.json"), `{"failOn": "warning"}`)
	if code, _, _ := runCLI(t, sub, "scan", fixture("cetp109_debuggable.apk")); code != 1 {
		t.Errorf("failOn warning: exit %d, want 1", code)
	}
	if code, _, _ := runCLI(t, sub, "scan", "--fail-on", "error", fixture("cetp109_debuggable.apk")); code != 0 {
		t.Errorf("--fail-on error over the file's warning: exit %d, want 0", code)
	}

	// Errors name the file, the position and the key; exit 2, no output.
	for name, tt := range map[string]struct{ content, want string }{
		"unknown key":  {"{\n  \"rules\": {\"CETP101\": {\"enabeld\": false}}\n}", `.cetpaudit.json:2:25: unknown key "enabeld" in rules.CETP101`},
		"unknown rule": {`{"rules": {"CETP999": {"enabled": false}}}`, `.cetpaudit.json:1:12: rules: unknown rule ID "CETP999"`},
	} {
		t.Run(name, func(t *testing.T) {
			writeFile(t, filepath.Join(dir, ".cetpaudit.json"), tt.content)
			code, out, errOut := runCLI(t, sub, "scan", fixture("ok_dual_stack.apk"))
			if code != 2 || out != "" {
				t.Errorf("exit %d, stdout %q", code, out)
			}
			if lines := strings.Split(strings.TrimSpace(errOut), "\n"); len(lines) != 1 || !strings.Contains(lines[0], tt.want) {
				t.Errorf("stderr %q, want one line containing %q", errOut, tt.want)
			}
		})
	}

	// --config names a file anywhere, and a missing one is an error.
	other := filepath.Join(t.TempDir(), "ci.json")
	writeFile(t, other, `{"rules": {"CETP102": {"level": "none"}}}`)
	if code, _, errOut := runCLI(t, sub, "scan", "--config", other, fixture("cetp102_authority_undeclared.apk")); code != 0 {
		t.Errorf("--config: exit %d %s", code, errOut)
	}
	if code, _, errOut := runCLI(t, sub, "scan", "--config", other+".missing", fixture("ok_dual_stack.apk")); code != 2 || !strings.Contains(errOut, "ci.json.missing") {
		t.Errorf("missing --config: exit %d %q", code, errOut)
	}
}

func TestSuppressionForms(t *testing.T) {
	dir := repo(t, nil)
	copyFile(t, fixture("cetp102_authority_undeclared.apk"), filepath.Join(dir, "out", "app.apk"))
	copyFile(t, fixture("cetp107_shared_user_id.apk"), filepath.Join(dir, "out", "shared.apk"))
	copyFile(t, manifestFixture("suppress_component"), filepath.Join(dir, "app", "src", "main", "AndroidManifest.xml"))

	// The fingerprint of the shared-uid finding, as JSON output shows it.
	_, out, _ := runCLI(t, dir, "scan", "--format", "json", "out/shared.apk")
	fp := regexp.MustCompile(`"fingerprint": "([0-9a-f]{32})"`).FindStringSubmatch(out)
	if fp == nil {
		t.Fatalf("no fingerprint in %s", out)
	}
	writeFile(t, filepath.Join(dir, ".cetpaudit.json"), `{
  "suppressions": [
    {"rule": "CETP102", "path": "out/app.apk", "reason": "authority served by the companion app (ADR-7)"},
    {"rule": "CETP107", "fingerprint": "`+fp[1]+`", "reason": "legacy shared UID, callers resolved per package"},
    {"rule": "CETP109", "path": "out/*.apk", "reason": "stale"}
  ]
}`)
	code, out, errOut := runCLI(t, dir, "scan", ".")
	// Left: CETP001 for the stale entry, at its line in the configuration.
	if code != 0 {
		t.Errorf("exit %d, want 0 (only a CETP001 warning left)\n%s%s", code, out, errOut)
	}
	want := ".cetpaudit.json:5:5: warning CETP001 configuration suppressions[2] for CETP109 matches no finding; delete it\n" +
		"1 finding (1 warning) in 3 inputs, 3 suppressed\n"
	if out != want {
		t.Errorf("stdout:\n%s\nwant:\n%s", out, want)
	}

	// --show-suppressed lists them with their reasons.
	_, out, _ = runCLI(t, dir, "scan", "--show-suppressed", ".")
	for _, s := range []string{
		"out/app.apk: suppressed error CETP102 ", "(config: authority served by the companion app (ADR-7))",
		"(config: legacy shared UID, callers resolved per package)",
		"app/src/main/AndroidManifest.xml:9:9: suppressed warning CETP105 ", "(tools:ignore: Disabled for this release",
	} {
		if !strings.Contains(out, s) {
			t.Errorf("--show-suppressed output lacks %q:\n%s", s, out)
		}
	}

	// SARIF lists the suppressed findings, when asked, as results with
	// their suppression (GitHub closes such alerts as dismissed).
	sarifOut := filepath.Join(dir, "cetp.sarif")
	runCLI(t, dir, "scan", "--show-suppressed", "--format", "sarif", "-o", sarifOut, ".")
	data, err := os.ReadFile(sarifOut)
	if err != nil {
		t.Fatal(err)
	}
	var log struct {
		Runs []struct {
			Results []struct {
				RuleID       string
				Suppressions []struct{ Kind, Justification string }
			}
		}
	}
	if err := json.Unmarshal(data, &log); err != nil {
		t.Fatal(err)
	}
	// --show-suppressed carries the suppressed findings as SARIF results
	// with their suppression; only CETP001 is unsuppressed.
	var open []string
	for _, r := range log.Runs[0].Results {
		switch {
		case len(r.Suppressions) == 0:
			open = append(open, r.RuleID)
		case r.Suppressions[0].Justification == "":
			t.Errorf("suppressed %s has no justification", r.RuleID)
		}
	}
	if len(open) != 1 || open[0] != "CETP001" {
		t.Errorf("unsuppressed SARIF results %v, want only CETP001", open)
	}

	// A suppression without a reason is not applied.
	writeFile(t, filepath.Join(dir, ".cetpaudit.json"), `{"suppressions": [{"rule": "CETP102", "path": "out/app.apk"}]}`)
	code, out, _ = runCLI(t, dir, "scan", "out/app.apk")
	if code != 1 || !strings.Contains(out, "error CETP102") || !strings.Contains(out, "CETP001 configuration suppressions[0] for CETP102 gives no reason") {
		t.Errorf("reasonless suppression: exit %d\n%s", code, out)
	}
}

// insertLines adds blank lines and comments at the top of a manifest and
// before its <application>, moving every element down.
func insertLines(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(data), "?>\n", "?>\n\n<!-- moved by an unrelated edit -->\n\n", 1)
	s = strings.Replace(s, "<application", "<!-- a comment -->\n\n\n    <application", 1)
	if s == string(data) {
		t.Fatal("nothing inserted")
	}
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestBaselineRoundTrip(t *testing.T) {
	dir := repo(t, nil)
	m := filepath.Join(dir, "app", "src", "main", "AndroidManifest.xml")
	copyFile(t, manifestFixture("cetp102_authority_undeclared"), m)
	copyFile(t, fixture("cetp103_version_float.apk"), filepath.Join(dir, "app.apk"))

	code, out, errOut := runCLI(t, dir, "baseline", "-o", ".cetpaudit-baseline.json", "app", "app.apk")
	if code != 0 || !strings.Contains(errOut, "recorded 2 findings") {
		t.Fatalf("baseline: exit %d %s%s", code, out, errOut)
	}
	_, before, _ := runCLI(t, dir, "scan", "app")
	insertLines(t, m)
	_, after, _ := runCLI(t, dir, "scan", "app")
	if before == after {
		t.Fatal("the edit moved no finding; the test proves nothing")
	}

	code, out, _ = runCLI(t, dir, "scan", "--baseline", ".cetpaudit-baseline.json", "app", "app.apk")
	if code != 0 || out != "no findings in 2 inputs, 2 suppressed\n" {
		t.Errorf("after line moves: exit %d\n%s", code, out)
	}

	// A new defect is reported, and only it.
	data, _ := os.ReadFile(m)
	os.WriteFile(m, []byte(strings.Replace(string(data), "<application", `<application android:debuggable="true"`, 1)), 0o644)
	code, out, _ = runCLI(t, dir, "scan", "--fail-on", "warning", "--baseline", ".cetpaudit-baseline.json", "app", "app.apk")
	if code != 1 || !strings.Contains(out, "warning CETP109") || strings.Count(out, "\n") != 2 {
		t.Errorf("new finding: exit %d\n%s", code, out)
	}

	// A broken baseline is a usage error.
	writeFile(t, filepath.Join(dir, "bad.json"), `{"formatVersion": 9, "findings": []}`)
	if code, _, errOut := runCLI(t, dir, "scan", "--baseline", "bad.json", "app"); code != 2 || !strings.Contains(errOut, "bad.json") {
		t.Errorf("bad baseline: exit %d %q", code, errOut)
	}
}

func TestBatchExitCodes(t *testing.T) {
	fleet := func(t *testing.T, names ...string) string {
		dir := t.TempDir()
		for _, n := range names {
			if n == "broken.apk" {
				writeFile(t, filepath.Join(dir, n), "PK\x03\x04 truncated")
				continue
			}
			copyFile(t, fixture(n), filepath.Join(dir, n))
		}
		return dir
	}
	tests := []struct {
		name  string
		files []string
		code  int
	}{
		{"clean fleet", []string{"ok_dual_stack.apk", "ok_v2_only.apk", "ok_two_services.apk"}, 0},
		{"findings", []string{"ok_dual_stack.apk", "cetp102_authority_undeclared.apk", "ok_v2_only.apk"}, 1},
		{"one broken among good", []string{"ok_dual_stack.apk", "broken.apk", "ok_v2_only.apk", "ok_two_services.apk"}, 2},
		{"one broken among findings", []string{"cetp101_authority_missing.apk", "broken.apk", "cetp102_authority_undeclared.apk"}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := fleet(t, tt.files...)
			for _, j := range []string{"1", "4"} {
				out := filepath.Join(dir, "report-j"+j+".json")
				code, _, errOut := runCLI(t, dir, "scan", "--root", dir, "-j", j, "--format", "json", "-o", out, ".")
				if code != tt.code {
					t.Errorf("-j %s: exit %d, want %d\n%s", j, code, tt.code, errOut)
				}
				var doc struct {
					Findings []struct{ RuleID string }
					Errors   []struct{ Path string }
					Summary  struct{ Inputs int }
				}
				data, err := os.ReadFile(out)
				if err != nil {
					t.Fatalf("-j %s: no report written: %v", j, err)
				}
				if err := json.Unmarshal(data, &doc); err != nil {
					t.Fatal(err)
				}
				if doc.Summary.Inputs != len(tt.files) {
					t.Errorf("-j %s: %d inputs, want %d", j, doc.Summary.Inputs, len(tt.files))
				}
				if tt.code == 2 && (len(doc.Errors) != 1 || doc.Errors[0].Path != "broken.apk" || !strings.Contains(errOut, "broken.apk")) {
					t.Errorf("-j %s: broken input not reported: %+v %q", j, doc.Errors, errOut)
				}
				if !strings.Contains(errOut, "cetpaudit summary") || !strings.Contains(errOut, "inputs") {
					t.Errorf("-j %s: no summary table on stderr: %q", j, errOut)
				}
			}
			// Output does not depend on -j.
			a, _ := os.ReadFile(filepath.Join(dir, "report-j1.json"))
			b, _ := os.ReadFile(filepath.Join(dir, "report-j4.json"))
			if string(a) != string(b) {
				t.Error("-j 1 and -j 4 reports differ")
			}
		})
	}
}

func TestJSONLStreaming(t *testing.T) {
	dir := t.TempDir()
	for i, n := range []string{"cetp101_authority_missing.apk", "", "cetp102_authority_undeclared.apk", "cetp109_debuggable.apk"} {
		name := filepath.Join(dir, string(rune('a'+i))+".apk")
		if n == "" {
			writeFile(t, name, "PK\x03\x04 truncated")
			continue
		}
		copyFile(t, fixture(n), name)
	}
	code, out, _ := runCLI(t, dir, "scan", "--root", dir, "-j", "3", "--format", "jsonl", ".")
	if code != 2 {
		t.Errorf("exit %d, want 2 (one unreadable input)", code)
	}
	// One object per line, in input order: the broken b.apk's error line
	// sits between a.apk's and c.apk's findings, because each input's
	// lines are written as soon as it (and those before it) are done.
	var seq []string
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		var line struct {
			Type     string
			Path     string
			Location struct{ Path string }
			Inputs   int
		}
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			t.Fatalf("not JSON: %q", sc.Text())
		}
		switch line.Type {
		case "finding":
			seq = append(seq, "finding "+line.Location.Path)
		case "error":
			seq = append(seq, "error "+line.Path)
		case "summary":
			seq = append(seq, "summary")
			if line.Inputs != 4 {
				t.Errorf("summary inputs %d", line.Inputs)
			}
		default:
			seq = append(seq, line.Type)
		}
	}
	want := "start|finding a.apk|error b.apk|finding c.apk|finding d.apk|input|input|input|input|summary"
	if got := strings.Join(seq, "|"); got != want {
		t.Errorf("line sequence\n got %s\nwant %s", got, want)
	}
}

func TestGitHubFormat(t *testing.T) {
	code, out, _ := runCLI(t, filepath.Join("..", ".."), "scan", "--root", ".", "--format", "github",
		"testdata/manifests/cetp101_authority_missing/AndroidManifest.xml")
	want := "::error file=testdata/manifests/cetp101_authority_missing/AndroidManifest.xml,line=7,col=9,title=CETP101::tool-provider service"
	if code != 1 || !strings.HasPrefix(out, want) {
		t.Errorf("exit %d\n%s", code, out)
	}
}
