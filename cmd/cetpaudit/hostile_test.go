package main

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The hostile-input suite: each input is generated here, small on disk,
// and scanned beside a good APK. Every case must exit 2 with one error line
// naming the input and what it hit, and the good APK's finding (CETP109,
// debuggable tool provider) must still be in the report.

const goodFixture = "cetp109_debuggable.apk"

// rewriteAPK copies the entries of a fixture APK into dst, then lets add
// write more entries.
func rewriteAPK(t *testing.T, src, dst string, add func(w *zip.Writer)) {
	t.Helper()
	zr, err := zip.OpenReader(src)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range zr.File {
		if err := zw.Copy(f); err != nil {
			t.Fatal(err)
		}
	}
	if add != nil {
		add(zw)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// zeroBomb adds an entry of n zero bytes, deflated (a few KiB on disk).
func zeroBomb(t *testing.T, w *zip.Writer, name string, n int) {
	t.Helper()
	var raw bytes.Buffer
	fw, _ := flate.NewWriter(&raw, flate.BestCompression)
	chunk := make([]byte, 1<<20)
	for left := n; left > 0; left -= len(chunk) {
		fw.Write(chunk[:min(left, len(chunk))])
	}
	fw.Close()
	hw, err := w.CreateRaw(&zip.FileHeader{Name: name, Method: zip.Deflate,
		CompressedSize64: uint64(raw.Len()), UncompressedSize64: uint64(n), CRC32: 0})
	if err != nil {
		t.Fatal(err)
	}
	hw.Write(raw.Bytes())
}

func manifestOf(t *testing.T, apkPath string) []byte {
	t.Helper()
	zr, err := zip.OpenReader(apkPath)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	for _, f := range zr.File {
		if f.Name == "AndroidManifest.xml" {
			rc, _ := f.Open()
			defer rc.Close()
			data, _ := io.ReadAll(rc)
			return data
		}
	}
	t.Fatal("fixture has no manifest")
	return nil
}

type hostileCase struct {
	name  string
	flags []string
	// make writes the hostile input into dir and returns its name.
	make func(t *testing.T, dir string) string
	// want are substrings of the input's one error line.
	want []string
	// ownFinding is a rule the hostile input itself must still report
	// (nothing lost within the input), or "".
	ownFinding string
}

func hostileCases() []hostileCase {
	return []hostileCase{
		{
			name: "file of unknown kind",
			make: func(t *testing.T, dir string) string {
				os.WriteFile(filepath.Join(dir, "notes.bin"), []byte("\x00\x01 not an input"), 0o644)
				return "notes.bin"
			},
			want: []string{"notes.bin: not an APK, an AndroidManifest.xml or a CETP capture"},
		},
		{
			name:  "dex past the per-APK inflate budget",
			flags: []string{"--max-dex-bytes", "1M"},
			make: func(t *testing.T, dir string) string {
				rewriteAPK(t, fixture(goodFixture), filepath.Join(dir, "bomb.apk"), func(w *zip.Writer) {
					zeroBomb(t, w, "classes.dex", 4<<20)
				})
				return "bomb.apk"
			},
			want:       []string{"bomb.apk: classes.dex: the APK inflates past its budget of 1 MiB", "--max-dex-bytes"},
			ownFinding: "CETP109", // the manifest was audited before the dex failed
		},
		{
			name: "flood of overlapping local headers",
			make: func(t *testing.T, dir string) string {
				// 27,000 headers 30 bytes apart, each claiming a 64 KiB
				// name, and no central directory.
				h := make([]byte, 30)
				copy(h, "PK\x03\x04")
				h[26], h[27] = 0xff, 0xff
				os.WriteFile(filepath.Join(dir, "flood.apk"), bytes.Repeat(h, 27_000), 0o644)
				return "flood.apk"
			},
			want: []string{"flood.apk: not an APK: no zip entries found"},
		},
		{
			name: "malformed dex names the APK",
			make: func(t *testing.T, dir string) string {
				rewriteAPK(t, fixture(goodFixture), filepath.Join(dir, "baddex.apk"), func(w *zip.Writer) {
					fw, _ := w.Create("classes2.dex")
					fw.Write([]byte("dex\n035\x00 truncated"))
					fw, _ = w.Create("classes.dex")
					fw.Write([]byte("dex\n035\x00 truncated"))
				})
				return "baddex.apk"
			},
			want:       []string{"baddex.apk: classes.dex"},
			ownFinding: "CETP109",
		},
		{
			name: "duplicate manifest entries",
			make: func(t *testing.T, dir string) string {
				// A benign manifest first, the tool provider's second.
				benign := manifestOf(t, fixture("no_cetp.apk"))
				tool := manifestOf(t, fixture(goodFixture))
				var buf bytes.Buffer
				zw := zip.NewWriter(&buf)
				for _, m := range [][]byte{benign, tool} {
					fw, _ := zw.Create("AndroidManifest.xml")
					fw.Write(m)
				}
				zw.Close()
				os.WriteFile(filepath.Join(dir, "dup.apk"), buf.Bytes(), 0o644)
				return "dup.apk"
			},
			want:       []string{"dup.apk: duplicate zip entries", `"AndroidManifest.xml" (2 copies)`, "refuses"},
			ownFinding: "CETP109", // the second copy is audited too
		},
		{
			name: "local header disagrees with the central directory",
			make: func(t *testing.T, dir string) string {
				p := filepath.Join(dir, "split.apk")
				rewriteAPK(t, fixture(goodFixture), p, nil)
				data, _ := os.ReadFile(p)
				// Rename the manifest in its local header only (the first
				// occurrence of the name follows the first local header).
				i := bytes.Index(data, []byte("AndroidManifest.xml"))
				copy(data[i:], "AndroidManifest.xmX")
				os.WriteFile(p, data, 0o644)
				return "split.apk"
			},
			want:       []string{"split.apk:", "local header names another entry", "AndroidManifest.xmX"},
			ownFinding: "CETP109", // the central directory's manifest is the one audited
		},
		{
			name: "JSON values past the per-file budget in a bundle",
			make: func(t *testing.T, dir string) string {
				// Each data string stays under the cap on its own; together
				// they pass it.
				doc, _ := json.Marshal(`{"revision": "r1", "tools": [` + strings.Repeat("{},", 70_000) + "{}]}")
				var b strings.Builder
				b.WriteString(`{"cetp_capture_bundle": 1, "package": "com.example.app", "responses": [`)
				for i := range 3 {
					if i > 0 {
						b.WriteString(",")
					}
					fmt.Fprintf(&b, `{"method": "list_tools", "response": {"status": "success", "data": %s}}`, doc)
				}
				b.WriteString("]}")
				os.WriteFile(filepath.Join(dir, "bundle.json"), []byte(b.String()), 0o644)
				return "bundle.json"
			},
			want: []string{"bundle.json:", "JSON value budget per file"},
		},
	}
}

func TestHostileInputsKeepOthers(t *testing.T) {
	for _, tc := range hostileCases() {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			good := filepath.Join(dir, "good.apk")
			rewriteAPK(t, fixture(goodFixture), good, nil)
			bad := tc.make(t, dir)
			args := append([]string{"scan", "--root", dir, "--format", "json", "-o", "report.json"}, tc.flags...)
			args = append(args, "good.apk", bad)
			code, _, stderr := runCLI(t, dir, args...)
			if code != exitError {
				t.Fatalf("exit %d, want %d; stderr:\n%s", code, exitError, stderr)
			}
			var errLine string
			for _, l := range strings.Split(stderr, "\n") {
				if strings.HasPrefix(l, "cetpaudit: ") && strings.Contains(l, bad) {
					errLine = l
				}
			}
			for _, w := range tc.want {
				if !strings.Contains(errLine, w) {
					t.Errorf("error line %q lacks %q; stderr:\n%s", errLine, w, stderr)
				}
			}
			data, err := os.ReadFile(filepath.Join(dir, "report.json"))
			if err != nil {
				t.Fatalf("no -o report: %v", err)
			}
			var rep struct {
				Findings []struct {
					RuleID   string `json:"ruleId"`
					Location struct{ Path string }
				}
				Errors []struct{ Path, Message string }
			}
			if err := json.Unmarshal(data, &rep); err != nil {
				t.Fatal(err)
			}
			has := func(path, rule string) bool {
				for _, f := range rep.Findings {
					if f.Location.Path == path && f.RuleID == rule {
						return true
					}
				}
				return false
			}
			if !has("good.apk", "CETP109") {
				t.Errorf("the good APK's finding is lost: %s", data)
			}
			if tc.ownFinding != "" && !has(bad, tc.ownFinding) {
				t.Errorf("%s's own %s is lost: %s", bad, tc.ownFinding, data)
			}
			if len(rep.Errors) != 1 || rep.Errors[0].Path != bad {
				t.Errorf("report errors = %+v, want one for %s", rep.Errors, bad)
			}
		})
	}
}

// TestNothingLostInAnyFormat: an unreadable input beside a good one leaves
// the good one's finding in every format, on stdout and in -o.
func TestNothingLostInAnyFormat(t *testing.T) {
	dir := t.TempDir()
	rewriteAPK(t, fixture(goodFixture), filepath.Join(dir, "good.apk"), nil)
	os.WriteFile(filepath.Join(dir, "junk.bin"), []byte("junk"), 0o644)
	for _, format := range []string{"text", "json", "jsonl", "sarif", "github", "html"} {
		for _, toFile := range []bool{false, true} {
			args := []string{"scan", "--root", dir, "--format", format, "good.apk", "junk.bin"}
			if toFile {
				args = append(args, "-o", "out."+format)
			}
			code, stdout, stderr := runCLI(t, dir, args...)
			out := stdout
			if toFile {
				data, err := os.ReadFile(filepath.Join(dir, "out."+format))
				if err != nil {
					t.Errorf("%s -o: %v", format, err)
					continue
				}
				out = string(data)
			}
			if code != exitError || !strings.Contains(out, "CETP109") || !strings.Contains(stderr, "junk.bin") {
				t.Errorf("%s (-o %v): exit %d, CETP109 in output %v, stderr %q", format, toFile, code, strings.Contains(out, "CETP109"), stderr)
			}
		}
	}
}

// TestFindingBudget: a source manifest with many tool services advertising
// undeclared authorities reports the budget's worth and one note for the
// rest.
func TestFindingBudget(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	b.WriteString(`<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.flood"><application>`)
	for i := range 50 {
		fmt.Fprintf(&b, `<service android:name=".S%d" android:exported="true" android:permission="com.clawseed.permission.ACCESS_TOOLS">`+
			`<intent-filter><action android:name="com.clawseed.action.TOOL_PROVIDER"/></intent-filter>`+
			`<meta-data android:name="com.clawseed.tools.authority" android:value="com.example.flood.a%d"/></service>`, i, i)
	}
	b.WriteString(`</application></manifest>`)
	os.WriteFile(filepath.Join(dir, "AndroidManifest.xml"), []byte(b.String()), 0o644)
	_, stdout, stderr := runCLI(t, dir, "scan", "--root", dir, "--format", "json", "--max-findings-per-rule", "10", "AndroidManifest.xml")
	var rep struct {
		Findings []struct {
			RuleID  string `json:"ruleId"`
			Level   string
			Message string
		}
	}
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatalf("%v; stderr %s", err, stderr)
	}
	n, notes := 0, 0
	for _, f := range rep.Findings {
		if f.RuleID != "CETP102" {
			continue
		}
		if strings.Contains(f.Message, "… and 40 more CETP102 in this file") && strings.Contains(f.Message, "--max-findings-per-rule") {
			notes++
		} else {
			n++
		}
	}
	if n != 10 || notes != 1 {
		t.Errorf("CETP102: %d findings and %d budget notes, want 10 and 1:\n%s", n, notes, stdout)
	}
}

func TestByteSizeFlag(t *testing.T) {
	tests := []struct {
		in   string
		want int64
		ok   bool
	}{
		{"1024", 1024, true}, {"1K", 1 << 10, true}, {"256M", 256 << 20, true}, {"2g", 2 << 30, true},
		{"0", 0, false}, {"-1M", 0, false}, {"M", 0, false}, {"", 0, false}, {"1T", 0, false},
	}
	for _, tt := range tests {
		var b byteSize
		err := b.Set(tt.in)
		if (err == nil) != tt.ok || tt.ok && int64(b) != tt.want {
			t.Errorf("Set(%q) = %d, %v; want %d, ok %v", tt.in, b, err, tt.want, tt.ok)
		}
	}
	for n, want := range map[byteSize]string{256 << 20: "256M", 1 << 30: "1G", 1536: "1536", 3 << 10: "3K"} {
		if got := n.String(); got != want {
			t.Errorf("String(%d) = %q, want %q", int64(n), got, want)
		}
	}
}
