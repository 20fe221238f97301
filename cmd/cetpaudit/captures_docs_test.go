package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/clawseed/cetpaudit/internal/adb"
)

var updateCaptureDocs = flag.Bool("update-capture-docs", false, "rewrite the generated examples of docs/captures.md")

// TestCapturesDocExamples checks that every JSON and text example of
// docs/captures.md is produced by the project, each under a marker that
// says how:
//
//	<!-- embed: PATH -->     the fenced block is the file PATH, byte for byte
//	<!-- output: ARGS -->    it is what `cetpaudit ARGS` prints, run at the repository's top
//	<!-- recorded: SCENARIO NAME='{...}'... -->  it is the scan of what
//	                         `cetpaudit capture --execute NAME='{...}'...` records from
//	                         the fake device testdata/adb/SCENARIO
//
// Run with -update-capture-docs to regenerate them.
func TestCapturesDocExamples(t *testing.T) {
	top, _ := filepath.Abs(filepath.Join("..", ".."))
	path := filepath.Join(top, "docs", "captures.md")
	page, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(page), "\n")
	var out strings.Builder
	n := 0
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		out.WriteString(line)
		if !strings.HasPrefix(line, "```") {
			continue
		}
		lang := strings.TrimSpace(strings.TrimPrefix(line, "```"))
		j := i + 1
		for j < len(lines) && strings.TrimRight(lines[j], "\n") != "```" {
			j++
		}
		if j == len(lines) {
			t.Fatalf("docs/captures.md: a fenced block never closes: %s", line)
		}
		body := strings.Join(lines[i+1:j], "")
		kind, arg := "", ""
		if i > 0 {
			if m := markerRE.FindStringSubmatch(lines[i-1]); m != nil {
				kind, arg = m[1], strings.TrimSpace(m[2])
			}
		}
		var want string
		switch {
		case kind == "" && lang == "sh":
			want = body // commands, not examples of output
		case kind == "":
			t.Errorf("docs/captures.md: a %q block without a marker saying what produces it:\n%s", lang, firstLine(body))
			want = body
		case kind == "embed":
			data, err := os.ReadFile(filepath.Join(top, filepath.FromSlash(arg)))
			if err != nil {
				t.Fatal(err)
			}
			want = string(data)
		case kind == "output":
			want = cliOutput(t, top, strings.Fields(arg)...)
		case kind == "recorded":
			want = recordedScan(t, arg)
		}
		if kind != "" {
			n++
		}
		if body != want && (!*updateCaptureDocs || kind == "embed") {
			t.Errorf("docs/captures.md: the %s example %q differs from what produces it; run go test ./cmd/cetpaudit -run TestCapturesDocExamples -update-capture-docs\ngot:\n%s\nwant:\n%s", kind, arg, body, want)
			want = body
		}
		out.WriteString(want)
		out.WriteString(lines[j])
		i = j
	}
	if n < 4 {
		t.Errorf("only %d marked examples in docs/captures.md", n)
	}
	if *updateCaptureDocs && out.String() != string(page) {
		if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

var markerRE = regexp.MustCompile(`^<!-- (embed|output|recorded): (.*?) -->\s*$`)

// cliOutput runs cetpaudit in dir and returns its standard output.
func cliOutput(t *testing.T, dir string, args ...string) string {
	t.Helper()
	code, stdout, stderr := runCLI(t, dir, args...)
	if code == 2 {
		t.Fatalf("cetpaudit %s: exit 2: %s", strings.Join(args, " "), stderr)
	}
	return stdout
}

// executeRE finds the tools a recorded example executes.
var executeRE = regexp.MustCompile(`([a-z_]+)='(\{[^']*\})'`)

// recordedScan records the scenario with a fixed clock and request IDs,
// so the bundle's layout is stable, and returns the text scan of it.
func recordedScan(t *testing.T, arg string) string {
	t.Helper()
	scenario, tools, _ := strings.Cut(arg, " ")
	fakeADB(t, scenario)
	adbPath := filepath.Join(strings.SplitN(os.Getenv("PATH"), string(os.PathListSeparator), 2)[0], "adb")
	var execs []adb.Execution
	for _, m := range executeRE.FindAllStringSubmatch(tools, -1) {
		execs = append(execs, adb.Execution{Tool: m[1], Args: m[2]})
	}
	seq := 0
	rec, err := adb.Record(context.Background(), adb.Options{
		Device:     adb.Device{ADB: adbPath, Timeout: 30 * time.Second},
		Target:     "com.example.app",
		Executions: execs,
		Now:        func() time.Time { return time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC) },
		NewID: func() string {
			seq++
			return fmt.Sprintf("00000000-0000-4000-8000-%012d", seq)
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	data, err := rec.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "session.json"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	return cliOutput(t, dir, "scan", "--root", dir, "session.json")
}
