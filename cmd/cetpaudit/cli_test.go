package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
)

// androidProject lays out a fixture Android project the way Gradle leaves
// it after assembleRelease: a source manifest without a package attribute,
// the namespace in app/build.gradle.kts, the APK under build/outputs and a
// merged manifest under build/intermediates. The APK's manifest has a
// CETP102 defect and its source manifest the same one.
func androidProject(t *testing.T) string {
	t.Helper()
	dir := repo(t, map[string]string{
		"settings.gradle.kts": "include(\":app\")\n",
		"app/build.gradle.kts": "plugins { id(\"com.android.application\") }\n\nandroid {\n" +
			"    namespace = \"com.example.app\"\n    compileSdk = 35\n}\n",
	})
	src, err := os.ReadFile(filepath.Join("..", "..", "testdata", "apks", "src", "cetp102_authority_undeclared", "AndroidManifest.xml"))
	if err != nil {
		t.Fatal(err)
	}
	manifest := strings.Replace(string(src), "\n    package=\"com.example.app\"", "", 1)
	if manifest == string(src) {
		t.Fatal("fixture manifest changed shape: no package attribute to drop")
	}
	writeFile(t, filepath.Join(dir, "app", "src", "main", "AndroidManifest.xml"), manifest)
	copyFile(t, fixture("cetp102_authority_undeclared.apk"), filepath.Join(dir, apkPath))
	writeFile(t, filepath.Join(dir, "app", "build", "intermediates", "merged_manifests", "release", "AndroidManifest.xml"), string(src))
	return dir
}

const apkPath = "app/build/outputs/apk/release/app-release.apk"

// Defect 1: the README's quick start records the baseline from the APK
// alone and the workflow scans with --manifest-source; the finding moves
// onto the source manifest, and the gate must still pass.
func TestQuickStartBaselineGate(t *testing.T) {
	dir := androidProject(t)
	if code, _, errOut := runCLI(t, dir, "baseline", "-o", ".cetpaudit-baseline.json", apkPath); code != 0 {
		t.Fatalf("baseline: exit %d %s", code, errOut)
	}
	// What the action runs for the quick-start workflow.
	code, _, errOut := runCLI(t, dir, "scan", "--format", "sarif", "-o", "cetpaudit.sarif", "--fail-on", "error",
		"--baseline", ".cetpaudit-baseline.json", "--manifest-source", "app/src/main/AndroidManifest.xml", apkPath)
	if code != 0 {
		t.Errorf("the quick-start gate fails on the finding it recorded: exit %d %s", code, errOut)
	}
	// Without the baseline the same scan reports it, on the source line.
	code, out, _ := runCLI(t, dir, "scan", "--manifest-source", "app/src/main/AndroidManifest.xml", apkPath)
	if code != 1 || !strings.HasPrefix(out, "app/src/main/AndroidManifest.xml:12:13: error CETP102") {
		t.Errorf("without the baseline: exit %d\n%s", code, out)
	}
}

// Defect 1 (docs/github.md): the baseline of '.' and the scan of '.' agree,
// and both see the APK under build/outputs.
func TestDirectoryBaselineGate(t *testing.T) {
	dir := androidProject(t)
	if code, _, errOut := runCLI(t, dir, "baseline", "-o", ".cetpaudit-baseline.json", "."); code != 0 {
		t.Fatalf("baseline: exit %d %s", code, errOut)
	}
	code, out, errOut := runCLI(t, dir, "scan", "--baseline", ".cetpaudit-baseline.json", "--format", "github", ".")
	if code != 0 || !strings.Contains(out, "in 2 inputs, 2 suppressed") {
		t.Errorf("exit %d\n%s%s", code, out, errOut)
	}
}

// Defect 2: a dex finding names its APK in every format, and two APKs
// with the same classes stay apart.
func TestDexFindingsNameTheirAPK(t *testing.T) {
	dir := repo(t, nil)
	apk := filepath.Join("..", "..", "testdata", "dex", "callerid.apk")
	copyFile(t, apk, filepath.Join(dir, "a", "app.apk"))
	copyFile(t, apk, filepath.Join(dir, "b", "app.apk"))
	_, text, _ := runCLI(t, dir, "scan", ".")
	for _, want := range []string{"a/app.apk!com/example/cid/Callers.java:40: error CETP606", "b/app.apk!com/example/cid/Callers.java:40: error CETP606"} {
		if !strings.Contains(text, want+" ") {
			t.Errorf("text output lacks %q:\n%s", want, text)
		}
	}
	if regexp.MustCompile(`(?m)^[^ !]*\.apk:1: `).MatchString(text) {
		t.Errorf("a finding at line 1 of an APK:\n%s", text)
	}
	_, js, _ := runCLI(t, dir, "scan", "--format", "json", ".")
	var doc struct {
		Findings []struct {
			Input    string
			Location struct{ Path, LogicalKind string }
		}
		Inputs []struct{ Path string }
	}
	if err := json.Unmarshal([]byte(js), &doc); err != nil {
		t.Fatal(err)
	}
	inputs := map[string]int{}
	for _, f := range doc.Findings {
		if f.Location.LogicalKind == "member" {
			inputs[f.Input]++
		}
	}
	if inputs["a/app.apk"] == 0 || inputs["a/app.apk"] != inputs["b/app.apk"] || len(inputs) != 2 {
		t.Errorf("JSON inputs of dex findings: %v", inputs)
	}
	if len(doc.Inputs) != 2 {
		t.Errorf("JSON input list: %+v", doc.Inputs)
	}
	_, sf, _ := runCLI(t, dir, "scan", "--format", "sarif", ".")
	var log struct {
		Runs []struct {
			Results []struct {
				Message          struct{ Text string }
				RelatedLocations []struct {
					PhysicalLocation struct{ ArtifactLocation struct{ URI string } }
				}
			}
		}
	}
	if err := json.Unmarshal([]byte(sf), &log); err != nil {
		t.Fatal(err)
	}
	for _, r := range log.Runs[0].Results {
		if len(r.RelatedLocations) != 1 || !strings.HasSuffix(r.RelatedLocations[0].PhysicalLocation.ArtifactLocation.URI, "/app.apk") ||
			!strings.Contains(r.Message.Text, "](1))") {
			t.Errorf("SARIF result without its APK: %+v", r)
			break
		}
	}
}

// Defect 3: --manifest-source maps only the APK of its package and says
// which it left alone.
func TestManifestSourcePairsByPackage(t *testing.T) {
	dir := androidProject(t)
	copyFile(t, filepath.Join("..", "..", "testdata", "dex", "pendingintent.apk"), filepath.Join(dir, "other", "pi.apk"))
	code, out, errOut := runCLI(t, dir, "scan", "--manifest-source", "app/src/main/AndroidManifest.xml", apkPath, "other/pi.apk")
	if code != 1 {
		t.Fatalf("exit %d %s", code, errOut)
	}
	if !strings.Contains(out, "app/src/main/AndroidManifest.xml:12:13: error CETP102") {
		t.Errorf("the matching APK's finding is not on the source line:\n%s", out)
	}
	if !strings.Contains(out, "other/pi.apk: error CETP106") {
		t.Errorf("the other APK's finding moved:\n%s", out)
	}
	if !strings.Contains(errOut, "other/pi.apk: package com.example.pi matches no --manifest-source") {
		t.Errorf("no note about the skipped APK: %q", errOut)
	}
}

// Defect 4: a walk of an Android project root takes the APK under
// build/outputs, leaves the intermediates out, and -v says so.
func TestWalkBuildDirectory(t *testing.T) {
	dir := androidProject(t)
	_, out, errOut := runCLI(t, dir, "scan", "-v", "--format", "json", ".")
	var doc struct{ Inputs []struct{ Path string } }
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, in := range doc.Inputs {
		paths = append(paths, in.Path)
	}
	if got := strings.Join(paths, " "); got != apkPath+" app/src/main/AndroidManifest.xml" {
		t.Errorf("inputs %s", got)
	}
	if !strings.Contains(errOut, "app/build/intermediates: skipped (build intermediates") {
		t.Errorf("-v does not say why build/intermediates was skipped: %s", errOut)
	}
	// A tree holding only skipped directories says what it skipped.
	only := t.TempDir()
	writeFile(t, filepath.Join(only, "node_modules", "AndroidManifest.xml"), "<manifest/>")
	code, _, errOut := runCLI(t, only, "scan", ".")
	if code != 2 || !strings.Contains(errOut, "skipped node_modules") {
		t.Errorf("exit %d %q", code, errOut)
	}
}

// Defect 5: - reads standard input; -o - writes standard output.
func TestStdinAndStdout(t *testing.T) {
	dir := t.TempDir()
	apk, err := os.Open(fixture("cetp102_authority_undeclared.apk"))
	if err != nil {
		t.Fatal(err)
	}
	defer apk.Close()
	code, out, errOut := runCLIStdin(t, dir, apk, "scan", "-o", "-", "-")
	if code != 1 || !strings.HasPrefix(out, "<stdin>: error CETP102") {
		t.Errorf("exit %d\n%s%s", code, out, errOut)
	}
	if _, err := os.Stat(filepath.Join(dir, "-")); err == nil {
		t.Error("-o - wrote a file named -")
	}
	apk.Seek(0, 0)
	if code, out, errOut := runCLIStdin(t, dir, apk, "scan", "/dev/stdin"); code != 1 || !strings.HasPrefix(out, "<stdin>: error CETP102") {
		t.Errorf("/dev/stdin: exit %d\n%s%s", code, out, errOut)
	}
	// A pipe named by path, as bash's <(…) gives it: read whole, named
	// as given.
	if runtime.GOOS != "windows" {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		apk.Seek(0, 0)
		go func() { io.Copy(w, apk); w.Close() }()
		pipe := fmt.Sprintf("/dev/fd/%d", r.Fd())
		code, out, errOut := runCLI(t, dir, "scan", pipe)
		r.Close()
		if code != 1 || !strings.HasPrefix(out, pipe+": error CETP102") {
			t.Errorf("%s: exit %d\n%s%s", pipe, code, out, errOut)
		}
	}
	code, _, errOut = runCLIStdin(t, dir, strings.NewReader("not a capture, not a manifest"), "scan", "-")
	if code != 2 || !strings.HasPrefix(errOut, "cetpaudit: <stdin>: ") || strings.Contains(errOut, os.TempDir()) {
		t.Errorf("bad stdin: exit %d %q", code, errOut)
	}
	code, _, errOut = runCLIStdin(t, dir, strings.NewReader(""), "scan", "-")
	if code != 2 || !strings.Contains(errOut, "standard input is empty") {
		t.Errorf("empty stdin: exit %d %q", code, errOut)
	}
}

// Defect 6: baseline takes the flags that change what scan reports, and
// does not replace a baseline it was not told to.
func TestBaselineRecordsWhatScanReports(t *testing.T) {
	dir := repo(t, nil)
	caps := filepath.Join("..", "..", "testdata", "captures", "cetp305_tp")
	entries, err := os.ReadDir(caps)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		copyFile(t, filepath.Join(caps, e.Name()), filepath.Join(dir, "caps", e.Name()))
	}
	if code, _, errOut := runCLI(t, dir, "baseline", "--capture-kind", "list_tools_v2", "--baseline-tools", "caps/list_tools.json", "caps"); code != 0 {
		t.Fatalf("baseline with capture flags: exit %d %s", code, errOut)
	}
	if code, _, errOut := runCLI(t, dir, "scan", "--baseline", ".cetpaudit-baseline.json", "--capture-kind", "list_tools_v2", "--baseline-tools", "caps/list_tools.json", "caps"); code != 0 {
		t.Errorf("scan against it: exit %d %s", code, errOut)
	}
	code, _, errOut := runCLI(t, dir, "baseline", "caps")
	if code != 2 || !strings.Contains(errOut, ".cetpaudit-baseline.json exists; give -o") {
		t.Errorf("second baseline without -o: exit %d %q", code, errOut)
	}
	if code, _, errOut := runCLI(t, dir, "baseline", "-o", ".cetpaudit-baseline.json", "caps"); code != 0 {
		t.Errorf("-o replaces: exit %d %q", code, errOut)
	}
}

// Defect 6: baseline --go records what 'cetpaudit go' reports. It runs the
// shared binary, not run in-process: in-process, this test executable
// would be go vet's tool, and go vet would compute every dependency's facts
// once more for it (its cache is keyed by the tool's contents).
func TestBaselineGo(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	mod, _ := filepath.Abs(filepath.Join("..", "..", "testdata", "goprovider"))
	if _, err := os.Stat(mod); err != nil {
		t.Skip("no Go provider fixture")
	}
	bin := buildBinary(t)
	out := filepath.Join(t.TempDir(), "go-baseline.json")
	code, _, errOut := command(t, mod, bin, "baseline", "--go", "--root", mod, "-o", out, "./...")
	if code != 0 || !strings.Contains(errOut, "recorded") {
		t.Fatalf("baseline --go: exit %d %s", code, errOut)
	}
	if code, stdout, errOut := command(t, mod, bin, "go", "--root", mod, "--baseline", out, "./..."); code != 0 {
		t.Errorf("go against its baseline: exit %d %s%s", code, stdout, errOut)
	}
}

// Defect 7: help and errors.
func TestHelpAndErrors(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string // a substring
		stderr string // a substring; "" means empty
		lines  int    // stderr lines, when >0
	}{
		{"command typo", []string{"sacn", "x.apk"}, 2, "", `unknown command "sacn" (did you mean scan?)`, 1},
		{"flag typo", []string{"scan", "--formt", "json", "x.apk"}, 2, "", "unknown flag --formt (did you mean --format?)", 1},
		{"format typo", []string{"scan", "--format", "sarf", "x.apk"}, 2, "", `(did you mean sarif?)`, 1},
		{"rules --help", []string{"rules", "--help"}, 0, "usage: cetpaudit rules", "", 0},
		{"explain --help", []string{"explain", "--help"}, 0, "usage: cetpaudit explain", "", 0},
		{"help scan", []string{"help", "scan"}, 0, "usage: cetpaudit scan", "", 0},
		{"scan -h", []string{"scan", "-h"}, 0, "-manifest-source", "", 0},
		{"merge -h", []string{"merge", "-h"}, 0, "usage: cetpaudit merge", "", 0},
		{"baseline -h", []string{"baseline", "-h"}, 0, "-capture-kind", "", 0},
		{"go -h", []string{"go", "-h"}, 0, "usage: cetpaudit go", "", 0},
		{"capture -h", []string{"capture", "-h"}, 0, "-execute NAME=", "", 0},
		{"capture --help", []string{"capture", "--help"}, 0, "usage: cetpaudit capture", "", 0},
		{"help capture", []string{"help", "capture"}, 0, "usage: cetpaudit capture", "", 0},
		{"capture flag typo", []string{"capture", "--autority", "x", "-o", "x.json", "com.example.app"}, 2, "", "unknown flag --autority (did you mean --authority?)", 1},
		{"capture bad --execute", []string{"capture", "-o", "x.json", "--execute", "get_alerts=[1]", "com.example.app"}, 2, "", "arguments of get_alerts are not a JSON object", 1},
		{"capture no target", []string{"capture", "-o", "x.json"}, 2, "", "need one APK or package and -o FILE", 1},
		{"version -h", []string{"help", "version"}, 0, "usage: cetpaudit version", "", 0},
		{"explain by name", []string{"explain", "authority-not-in-package"}, 0, "CETP102 AuthorityNotInPackage", "", 0},
		{"explain typo", []string{"explain", "CETP10"}, 2, "", "did you mean", 1},
		{"rules legend", []string{"rules"}, 0, "APPLIES says what a rule reads", "", 0},
		{"root missing", []string{"scan", "--root", "/nonexistent", fixture("ok_dual_stack.apk")}, 2, "", "--root /nonexistent is not a directory", 1},
		{"unknown rule", []string{"scan", "--rules", "CETP1O2", fixture("ok_dual_stack.apk")}, 2, "", "(did you mean CETP102?)", 1},
		{"level cut short", []string{"scan", "--fail-on", "warn", fixture("ok_dual_stack.apk")}, 2, "", `--fail-on: unknown level "warn" (did you mean warning?)`, 1},
		{"severity none", []string{"scan", "--severity", "none", fixture("ok_dual_stack.apk")}, 2, "", `(want error, warning, note)`, 1},
		{"merge level typo", []string{"merge", "--fail-on", "eror", "x.sarif"}, 2, "", `--fail-on: unknown level "eror" (did you mean error?)`, 1},
		{"flag cut short", []string{"scan", "--form", "json", "x.apk"}, 2, "", "unknown flag --form (did you mean --format?)", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runCLI(t, "", tt.args...)
			if code != tt.code || !strings.Contains(out, tt.stdout) || !strings.Contains(errOut, tt.stderr) ||
				(tt.stderr == "" && errOut != "") || (tt.lines > 0 && strings.Count(errOut, "\n") != tt.lines) {
				t.Errorf("exit %d\nstdout: %.300s\nstderr: %s", code, out, errOut)
			}
		})
	}
	if rulesHelp, scanHelp := helpOf(t, "rules"), helpOf(t, "scan"); rulesHelp == scanHelp {
		t.Error("help rules prints the scan help")
	}
}

func helpOf(t *testing.T, cmd string) string {
	_, out, _ := runCLI(t, "", "help", cmd)
	return out
}

// Defect 7: --package wins over the Gradle namespace.
func TestPackageFlagWins(t *testing.T) {
	dir := androidProject(t)
	_, out, _ := runCLI(t, dir, "scan", "--format", "json", "--package", "com.example.release", "app/src/main/AndroidManifest.xml")
	if !strings.Contains(out, `"package": "com.example.release"`) {
		t.Errorf("--package lost:\n%s", out)
	}
}

// Defect 7: --show-suppressed says it does nothing for the github format
// (SARIF carries suppressed results), and a rule downgraded in the
// configuration is not "high" in SARIF.
func TestShowSuppressedAndDowngradedSeverity(t *testing.T) {
	dir := androidProject(t)
	writeFile(t, filepath.Join(dir, ".cetpaudit.json"), `{"rules": {"CETP102": {"level": "note"}}}`)
	if code, _, errOut := runCLI(t, dir, "scan", "--show-suppressed", "--format", "github", apkPath); code != 0 || !strings.Contains(errOut, "--show-suppressed adds nothing to the github format") {
		t.Errorf("github: exit %d %q", code, errOut)
	}
	code, out, errOut := runCLI(t, dir, "scan", "--format", "sarif", apkPath)
	if code != 0 {
		t.Errorf("exit %d %q", code, errOut)
	}
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Rules []struct {
						ID         string
						Properties map[string]any
					}
				}
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &log); err != nil {
		t.Fatal(err)
	}
	for _, r := range log.Runs[0].Tool.Driver.Rules {
		if r.ID == "CETP102" && r.Properties["security-severity"] != "2.0" {
			t.Errorf("CETP102 downgraded to note has security-severity %v", r.Properties["security-severity"])
		}
	}
}

// Defect 7: an input named by an absolute path is reported relative to
// the root.
func TestMessagesRelativeToRoot(t *testing.T) {
	dir := repo(t, nil)
	bad := filepath.Join(dir, "sub", "broken.apk")
	writeFile(t, bad, "PK\x03\x04 truncated")
	_, _, errOut := runCLI(t, dir, "scan", bad)
	if strings.Contains(errOut, dir) || !strings.Contains(errOut, "sub/broken.apk") {
		t.Errorf("message %q", errOut)
	}
}

// Defect 2: one class never splits between the APK and its source file,
// and nothing is located at line 1 of an APK. In the fixture one method of
// Responses has no line table and ToolProvider has no SourceFile.
func TestDexLocationsNeverSplit(t *testing.T) {
	dir := repo(t, nil)
	copyFile(t, filepath.Join("..", "..", "testdata", "dex", "splitdebug.apk"), filepath.Join(dir, "app.apk"))
	_, text, _ := runCLI(t, dir, "scan", "app.apk")
	for _, want := range []string{
		"app.apk!com/example/resp/Responses.java: warning CETP607 com.example.resp.Responses.failStack ",
		"app.apk!com/example/resp/Responses.java:11: warning CETP607 com.example.resp.Responses.failDirect ",
		"app.apk: note CETP609 provider com.example.resp.ToolProvider ",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}
	if regexp.MustCompile(`(?m)^app\.apk:\d`).MatchString(text) {
		t.Errorf("a finding at a line of the APK:\n%s", text)
	}
	_, js, _ := runCLI(t, dir, "scan", "--format", "json", "app.apk")
	var doc struct {
		Findings []struct {
			Input    string
			Location struct {
				Path, Logical string
				Line          int
			}
		}
	}
	if err := json.Unmarshal([]byte(js), &doc); err != nil {
		t.Fatal(err)
	}
	for _, f := range doc.Findings {
		if strings.HasPrefix(f.Location.Logical, "Lcom/example/resp/Responses;") && f.Location.Path != "com/example/resp/Responses.java" {
			t.Errorf("a Responses finding at %s", f.Location.Path)
		}
		if f.Location.Path == "app.apk" && f.Location.Line != 0 {
			t.Errorf("a finding at line %d of the APK", f.Location.Line)
		}
		if f.Input != "app.apk" {
			t.Errorf("input %q", f.Input)
		}
	}
}

// A --manifest-source that the walk also scans reports each defect once:
// the APK's finding, moved onto its line.
func TestManifestSourceAlsoScanned(t *testing.T) {
	dir := androidProject(t)
	_, out, errOut := runCLI(t, dir, "scan", "--format", "json", "--manifest-source", "app/src/main/AndroidManifest.xml", ".")
	var doc struct {
		Findings []struct {
			RuleID, Input string
			Location      struct {
				Path string
				Line int
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("%v\n%s", err, errOut)
	}
	if len(doc.Findings) != 1 || doc.Findings[0].Input != apkPath || doc.Findings[0].Location.Path != "app/src/main/AndroidManifest.xml" {
		t.Errorf("findings %+v", doc.Findings)
	}
}

// A build.gradle past the Gradle file budget is searched for its namespace
// in its first MiB only: a namespace past that is not found, and the
// --manifest-source note says which file and which budget.
func TestManifestSourceGradleBudget(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "app", "src", "main", "AndroidManifest.xml"), `<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application/></manifest>`)
	gradle := "android {\n" + strings.Repeat("// padding\n", (1<<20)/11+1) + "  namespace \"com.example.app\"\n}\n"
	writeFile(t, filepath.Join(dir, "app", "build.gradle"), gradle)
	copyFile(t, filepath.Join("..", "..", "testdata", "dex", "pendingintent.apk"), filepath.Join(dir, "pi.apk"))
	_, _, errOut := runCLI(t, dir, "scan", "--manifest-source", "app/src/main/AndroidManifest.xml", "pi.apk")
	want := "--manifest-source app/src/main/AndroidManifest.xml has no package (no package attribute, no Gradle namespace beside it in what was read: app/build.gradle is larger than 1 MiB, the Gradle file budget, and only its first 1 MiB were searched), so no APK can be paired with it; give --package"
	if !strings.Contains(errOut, want) {
		t.Errorf("no note of the Gradle budget: %q", errOut)
	}
}

// A scanned source manifest without a package, beside a build.gradle past
// the Gradle file budget, is named in a note with the file and the budget.
func TestSourceManifestGradleBudget(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "app", "src", "main", "AndroidManifest.xml"), `<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application/></manifest>`)
	gradle := "android {\n" + strings.Repeat("// padding\n", (1<<20)/11+1) + "  namespace \"com.example.app\"\n}\n"
	writeFile(t, filepath.Join(dir, "app", "build.gradle"), gradle)
	_, _, errOut := runCLI(t, dir, "scan", "app/src/main/AndroidManifest.xml")
	want := "app/src/main/AndroidManifest.xml has no package (no package attribute, no Gradle namespace beside it in what was read: app/build.gradle is larger than 1 MiB, the Gradle file budget, and only its first 1 MiB were searched); give --package"
	if !strings.Contains(errOut, want) {
		t.Errorf("no note of the Gradle budget: %q", errOut)
	}
	_, _, errOut = runCLI(t, dir, "scan", "--manifest-source", "app/src/main/AndroidManifest.xml", "app/src/main/AndroidManifest.xml")
	if n := strings.Count(errOut, "the Gradle file budget"); n != 1 {
		t.Errorf("%d notes of the Gradle budget for a --manifest-source also scanned, want 1: %q", n, errOut)
	}
}
