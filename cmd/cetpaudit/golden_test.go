package main

import (
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var updateGolden = flag.Bool("update", false, "rewrite testdata/golden from the current output")

// goldenInputs are one input of each kind with findings: an APK's manifest,
// a source manifest with a suppression, captured responses, an APK's dex
// and an R8 release build's (outlines, and a class whose source file R8
// renamed: at the APK with its dex line).
var goldenInputs = []string{
	"testdata/apks/cetp102_authority_undeclared.apk",
	"testdata/manifests/suppress_component/AndroidManifest.xml",
	"testdata/captures/cetp305_tp",
	"testdata/dex/callerid.apk",
	"testdata/dex/r8outline.apk",
}

// volatile matches what legitimately changes between runs and builds (the
// version, a generation time); it is replaced before comparing.
var volatile = regexp.MustCompile(`("version":\s*"|"semanticVersion":\s*"|cetpaudit )(\(devel\)|v[0-9][^"\s<]*|[0-9a-f]{7,40})|[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+Z`)

// TestGoldenOutputs pins every output format on a fixed set of inputs, so
// that a change to any format shows up as a reviewable diff of
// testdata/golden. Run with -update to rewrite the files after a deliberate
// change: go test ./cmd/cetpaudit -run TestGoldenOutputs -update
func TestGoldenOutputs(t *testing.T) {
	checkGolden(t, "scan", nil, goldenInputs, []string{"text", "json", "jsonl", "sarif", "github", "html"})
}

// TestGoldenMapping pins an R8 release build's findings without and with
// its mapping.txt (scan --mapping): obfuscated locations and dex lines,
// then original classes, methods, files and lines with the inline stack.
// Update as TestGoldenOutputs.
func TestGoldenMapping(t *testing.T) {
	in := []string{"testdata/dex/r8release.apk"}
	formats := []string{"text", "json", "sarif", "html"}
	checkGolden(t, "release", nil, in, formats)
	checkGolden(t, "mapping", []string{"--mapping", "testdata/dex/src/r8release/mapping.txt"}, in, formats)
}

// checkGolden runs scan with the extra flags on the inputs in each format
// and compares the output with testdata/golden/<name>.<format>.
func checkGolden(t *testing.T, name string, extra, inputs, formats []string) {
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	for _, format := range formats {
		t.Run(name+"."+format, func(t *testing.T) {
			args := []string{"scan", "--root", root, "--format", format, "--show-suppressed", "-j", "1"}
			for i := 0; i < len(extra); i++ {
				args = append(args, extra[i])
				if strings.HasPrefix(extra[i], "--") && i+1 < len(extra) && strings.HasPrefix(extra[i+1], "testdata/") {
					i++
					args = append(args, filepath.Join(root, extra[i]))
				}
			}
			for _, in := range inputs {
				args = append(args, filepath.Join(root, in))
			}
			code, stdout, stderr := runCLI(t, root, args...)
			if code != 1 {
				t.Fatalf("exit %d, want 1 (findings); stderr:\n%s", code, stderr)
			}
			got := volatile.ReplaceAllStringFunc(stdout, func(s string) string {
				if m := volatile.FindStringSubmatch(s); m[1] != "" {
					return m[1] + "VERSION"
				}
				return "TIME"
			})
			got = strings.ReplaceAll(got, root, "ROOT")
			path := filepath.Join("testdata", "golden", name+"."+format)
			if *updateGolden {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("%s output differs from %s; review the change and run: go test ./cmd/cetpaudit -run TestGoldenOutputs -update\n%s",
					format, path, firstDiff(string(want), got))
			}
		})
	}
}

// firstDiff shows the first differing line of two texts.
func firstDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return "line " + itoa(i+1) + ":\n  want: " + wl + "\n  got:  " + gl
		}
	}
	return ""
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}
