package main

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"encoding/json"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/vetdriver"
)

// TestMain lets this test binary serve as go vet's tool, as main does:
// cetpaudit go, run in-process here, analyzes under go vet with the running
// executable as the tool.
func TestMain(m *testing.M) {
	if vetdriver.IsVetInvocation(os.Args[1:]) {
		vetdriver.Vet()
	}
	code := m.Run()
	if built.dir != "" {
		os.RemoveAll(built.dir)
	}
	os.Exit(code)
}

// runCLI runs the command in-process from dir and returns exit code, stdout
// and stderr.
func runCLI(t *testing.T, dir string, args ...string) (int, string, string) {
	t.Helper()
	return runCLIStdin(t, dir, nil, args...)
}

// runCLIStdin is runCLI with standard input.
func runCLIStdin(t *testing.T, dir string, stdin io.Reader, args ...string) (int, string, string) {
	t.Helper()
	if dir != "" {
		wd, _ := os.Getwd()
		if err := os.Chdir(dir); err != nil {
			t.Fatal(err)
		}
		defer os.Chdir(wd)
	}
	var stdout, stderr bytes.Buffer
	code := run(args, stdin, &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

func fixture(name string) string {
	p, _ := filepath.Abs(filepath.Join("..", "..", "testdata", "apks", name))
	return p
}

func TestExitCodes(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
	}{
		{"clean", []string{"scan", fixture("ok_dual_stack.apk")}, 0},
		{"error finding", []string{"scan", fixture("cetp102_authority_undeclared.apk")}, 1},
		{"warning below fail-on", []string{"scan", fixture("cetp109_debuggable.apk")}, 0},
		{"warning at fail-on", []string{"scan", "--fail-on", "warning", fixture("cetp109_debuggable.apk")}, 1},
		{"fail-on none", []string{"scan", "--fail-on=none", fixture("cetp102_authority_undeclared.apk")}, 0},
		{"flags after paths", []string{"scan", fixture("cetp102_authority_undeclared.apk"), "--format", "json"}, 1},
		{"missing path", []string{"scan", "/nonexistent/app.apk"}, 2},
		{"no paths", []string{"scan"}, 2},
		{"bad format", []string{"scan", "--format", "xml", fixture("ok_dual_stack.apk")}, 2},
		{"bad fail-on", []string{"scan", "--fail-on", "fatal", fixture("ok_dual_stack.apk")}, 2},
		{"unknown command", []string{"frobnicate"}, 2},
		{"rules", []string{"rules"}, 0},
		{"explain", []string{"explain", "cetp102"}, 0},
		{"explain unknown", []string{"explain", "CETP999"}, 2},
		{"version", []string{"version"}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runCLI(t, "", tt.args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d; stderr: %s", code, tt.code, stderr)
			}
		})
	}
}

func TestTextOutputShape(t *testing.T) {
	dir := filepath.Join("..", "..")
	code, stdout, _ := runCLI(t, dir, "scan", "--root", ".", "testdata/manifests/cetp101_authority_missing/AndroidManifest.xml")
	if code != 1 {
		t.Fatalf("exit %d", code)
	}
	first := strings.SplitN(stdout, "\n", 2)[0]
	want := "testdata/manifests/cetp101_authority_missing/AndroidManifest.xml:7:9: error CETP101 "
	if !strings.HasPrefix(first, want) {
		t.Errorf("first line %q, want prefix %q", first, want)
	}
	if !strings.Contains(stdout, "1 finding (1 error) in 1 input") {
		t.Errorf("no summary in %q", stdout)
	}
}

// hostileInputs builds the bad inputs the foundation issue lists; each must
// give exit 2 and one line naming the file.
func hostileInputs(t *testing.T, dir string) map[string]string {
	t.Helper()
	good, err := os.ReadFile(fixture("ok_dual_stack.apk"))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{
		"truncated.apk": good[:len(good)/2],
		"notazip.apk":   []byte("this is not a zip file at all\n"),
		"empty.apk":     {},
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, _ := zw.Create("classes.dex")
	w.Write([]byte("dex\n035\x00"))
	zw.Close()
	files["nomanifest.apk"] = buf.Bytes()

	buf.Reset()
	zw = zip.NewWriter(&buf)
	w, _ = zw.Create("AndroidManifest.xml")
	w.Write([]byte{0x03, 0x00, 0x08, 0x00, 0xff, 0xff, 0xff, 0x7f, 0xde, 0xad, 0xbe, 0xef, 0x01, 0x02})
	zw.Close()
	files["garbage-chunk.apk"] = buf.Bytes()

	// A manifest entry that inflates to 1 GiB: deflate compresses zeros
	// about 1000:1, so the file stays around 1 MB. Laid out as zip.Writer
	// streams an entry (sizes and CRC in a data descriptor after the data),
	// but written raw: one compressed MiB repeated, so making it costs
	// nothing like compressing 1 GiB (seconds of CPU in every run).
	buf.Reset()
	zw = zip.NewWriter(&buf)
	w, _ = zw.CreateRaw(streamedZeros(1024))
	w.Write(zeroStream(1024))
	zw.Close()
	files["bomb.apk"] = buf.Bytes()

	files["notxml.xml"] = []byte("<manifest package=\"a\"><application><service></manifest")
	files["doctype.xml"] = []byte(`<?xml version="1.0"?>
<!DOCTYPE manifest [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>
<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="&b;"/>`)

	paths := map[string]string{}
	for name, data := range files {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		paths[name] = p
	}
	return paths
}

// zeroStream returns a raw deflate stream that inflates to n MiB of zeros:
// one MiB compressed on its own and flushed to a byte boundary without
// ending the stream, repeated, then an empty final block.
func zeroStream(n int) []byte {
	var seg bytes.Buffer
	fw, _ := flate.NewWriter(&seg, flate.BestCompression)
	fw.Write(make([]byte, 1<<20))
	fw.Flush()
	out := bytes.Repeat(seg.Bytes(), n)
	return append(out, 0x03, 0x00)
}

// streamedZeros is the header of an entry holding zeroStream(n), with the CRC
// and sizes a streaming writer would put in its data descriptor.
func streamedZeros(n int) *zip.FileHeader {
	zeros := make([]byte, 1<<20)
	var crc uint32
	for range n {
		crc = crc32.Update(crc, crc32.IEEETable, zeros)
	}
	return &zip.FileHeader{Name: "AndroidManifest.xml", Method: zip.Deflate, Flags: 0x8, // 0x8: data descriptor
		CRC32: crc, CompressedSize64: uint64(len(zeroStream(n))), UncompressedSize64: uint64(n) << 20}
}

func TestBadInputs(t *testing.T) {
	dir := t.TempDir()
	for name, path := range hostileInputs(t, dir) {
		t.Run(name, func(t *testing.T) {
			out := filepath.Join(dir, name+".sarif")
			os.WriteFile(out, []byte("previous"), 0o644)
			code, stdout, stderr := runCLI(t, dir, "scan", "--format", "sarif", "-o", out, path)
			if code != 2 {
				t.Errorf("exit %d, want 2", code)
			}
			lines := strings.Split(strings.TrimSpace(stderr), "\n")
			if len(lines) != 1 || !strings.Contains(lines[0], name) {
				t.Errorf("want one line naming %s, got %q", name, stderr)
			}
			if stdout != "" {
				t.Errorf("stdout not empty: %q", stdout)
			}
			if got, _ := os.ReadFile(out); string(got) != "previous" {
				t.Errorf("-o file was touched")
			}
		})
	}
}

// With several inputs, the unreadable ones are reported and the rest are
// written, and the run exits 2.
func TestPartialFailure(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "broken.apk")
	os.WriteFile(bad, []byte("PK\x03\x04 not really"), 0o644)
	out := filepath.Join(dir, "out.sarif")
	code, _, stderr := runCLI(t, dir, "scan", "--root", dir, "--format", "sarif", "-o", out,
		fixture("cetp102_authority_undeclared.apk"), bad)
	if code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	if !strings.Contains(stderr, "broken.apk") {
		t.Errorf("stderr does not name the broken input: %q", stderr)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var log struct {
		Runs []struct {
			Results     []struct{ RuleID string }
			Invocations []struct {
				ExecutionSuccessful        bool
				ToolExecutionNotifications []any
			}
		}
	}
	if err := json.Unmarshal(data, &log); err != nil {
		t.Fatal(err)
	}
	run := log.Runs[0]
	if len(run.Results) != 1 || run.Results[0].RuleID != "CETP102" {
		t.Errorf("results of the good input missing: %+v", run.Results)
	}
	if run.Invocations[0].ExecutionSuccessful || len(run.Invocations[0].ToolExecutionNotifications) != 1 {
		t.Errorf("broken input not in the invocation: %+v", run.Invocations)
	}
}

// A path that does not exist beside a readable input is one failed input
// among several: the rest is reported, and the run exits 2.
func TestMissingPathAmongInputs(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.json")
	code, _, stderr := runCLI(t, dir, "scan", "--format", "json", "-o", out,
		fixture("cetp102_authority_undeclared.apk"), filepath.Join(dir, "missing.apk"))
	if code != 2 || !strings.Contains(stderr, "missing.apk") {
		t.Errorf("exit %d, stderr %q; want 2 naming missing.apk", code, stderr)
	}
	data, err := os.ReadFile(out)
	if err != nil || !strings.Contains(string(data), "CETP102") {
		t.Errorf("report of the readable input not written: %v %s", err, data)
	}
}

// A scan that finds nothing to scan fails: a CI gate must not pass because
// the APK moved.
func TestNoInputs(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "README.txt"), []byte("not an input"), 0o644)
	code, stdout, stderr := runCLI(t, dir, "scan", dir)
	if code != 2 || stdout != "" || !strings.Contains(stderr, "no APK") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
}
