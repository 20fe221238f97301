package vetdriver

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/finding"
)

func TestIsVetInvocation(t *testing.T) {
	tests := []struct {
		args []string
		want bool
	}{
		{[]string{"-V=full"}, true},
		{[]string{"-flags"}, true},
		{[]string{"/tmp/go-build1/b001/vet.cfg"}, true},
		{[]string{"-errleak=false", "/tmp/b001/vet.cfg"}, true},
		// go vet forwards "-config FILE" and "-rules LIST" as two words.
		{[]string{"-config", "/src/.cetpaudit.json", "/tmp/b001/vet.cfg"}, true},
		{[]string{"-rules", "CETP305", "-CETP607=false", "/tmp/b001/vet.cfg"}, true},
		{[]string{"-config", "a.json", "stray", "/tmp/b001/vet.cfg"}, false},
		{[]string{"scan", "-config", "a.json", "x.cfg"}, false},
		{[]string{"go", "./..."}, false},
		{[]string{"scan", "app.cfg.apk"}, false},
		{[]string{"scan", "x.cfg"}, false},
		{nil, false},
	}
	for _, tt := range tests {
		if got := IsVetInvocation(tt.args); got != tt.want {
			t.Errorf("IsVetInvocation(%q) = %v, want %v", tt.args, got, tt.want)
		}
	}
}

func TestUTF16Column(t *testing.T) {
	src := []byte("x := \"é😀\" + err.Error()")
	off := strings.Index(string(src), "err")
	// bytes: é is 2, 😀 is 4 (2 UTF-16 units).
	if got := utf16Column(src, off, off+1); got != off+1-1-2 {
		t.Errorf("utf16Column = %d, want %d", got, off+1-1-2)
	}
}

func TestRunExamplesClean(t *testing.T) {
	out, err := Run("../..", []string{"./examples/..."}, true)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range out.Findings {
		t.Errorf("example is not clean: %s:%d: %s: %s", f.Location.Path, f.Location.Line, f.RuleID, f.Message)
	}
}

func TestRunSample(t *testing.T) {
	dir, _ := filepath.Abs("../../testdata/goprovider")
	out, err := Run(dir, []string{"./..."}, true)
	if err != nil {
		t.Fatal(err)
	}
	fs := out.Findings
	if len(out.Files) == 0 {
		t.Error("no files listed")
	}
	var got []string
	for _, f := range fs {
		if !filepath.IsAbs(f.Location.Path) || f.Location.Line < 1 || f.Location.Column < 1 || f.Fingerprint == "" {
			t.Errorf("incomplete location: %+v", f)
		}
		got = append(got, f.RuleID+" "+f.Location.Logical)
	}
	want := []string{
		"CETP001 example.com/goprovider/provider", // a doc comment precedes its func
		"CETP305 example.com/goprovider/provider.tools",
		"CETP606 example.com/goprovider/provider.execute",
		"CETP607 example.com/goprovider/provider.execute",
		"CETP608 example.com/goprovider/provider.provider",
		"CETP613 example.com/goprovider/provider.execute",
		"CETP625 example.com/goprovider/provider.provider",
	}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("findings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, f := range fs {
		if f.RuleID == "CETP607" && f.Level != finding.Warning {
			t.Errorf("CETP607 level %v, want the registry's warning", f.Level)
		}
	}
}

func TestRunLoadError(t *testing.T) {
	if _, err := Run(t.TempDir(), []string{"./..."}, false); err == nil {
		t.Error("Run on a directory without Go packages succeeded")
	}
}

// TestRunAcrossPackages: each package runs in a go vet unit of its own,
// which knows the other packages only from export data and facts, and
// still reports a defect declared in another package at its own line and
// column (the scope in catalog, the key in schemas), like a driver that
// holds every package; those findings keep the reporting package as their
// logical location.
func TestRunAcrossPackages(t *testing.T) {
	dir, _ := filepath.Abs("../../analyzers/declcheck/testdata/multipkg")
	out, err := Run(dir, []string{"./..."}, true)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, f := range out.Findings {
		got[fmt.Sprintf("%s %s:%d:%d", f.RuleID, filepath.Base(f.Location.Path), f.Location.Line, f.Location.Column)] = f.Location.Logical
	}
	for at, logical := range map[string]string{
		"CETP307 catalog.go:37:42":  "example.com/alerts/app",
		"CETP401 schemas.go:18:21":  "example.com/alerts/catalog",
		"CETP402 schemas.go:18:102": "example.com/alerts/catalog",
		"CETP403 schemas.go:7:27":   "example.com/alerts/catalog",
		"CETP608 app.go:15:17":      "example.com/alerts/app.Provider",
	} {
		if l, ok := got[at]; !ok || l != logical {
			t.Errorf("no %s with logical location %s; findings: %v", at, logical, got)
		}
	}
}

// TestRunTests: with tests, a test file in the package counts (it reads
// the session token, so CETP625 is not reported) and an external test
// package is analyzed; without, each package is analyzed without its
// _test.go files, as if they did not exist.
func TestRunTests(t *testing.T) {
	root, _ := filepath.Abs("../..")
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example.com/p\n\ngo 1.26.0\n\nrequire github.com/clawseed/cetpaudit v0.0.0\n\nreplace github.com/clawseed/cetpaudit => "+root+"\n")
	write("p.go", `package p

import "github.com/clawseed/cetpaudit/cetp"

// Provider has no Session hook.
var Provider = &cetp.Provider{Descriptor: cetp.ProviderDescriptor{ProviderID: "com.example.p", ProviderName: "P", Description: "A provider"}}
`)
	write("session_test.go", `package p

import (
	"testing"

	"github.com/clawseed/cetpaudit/cetp"
)

func token(req *cetp.Request) string { return req.SessionToken }

func TestToken(t *testing.T) { _ = token }
`)
	write("x_test.go", `package p_test

import "github.com/clawseed/cetpaudit/cetp"

var Other = &cetp.Provider{Descriptor: cetp.ProviderDescriptor{ProviderID: "com.example.other", ProviderName: "Other", Description: "Another provider"}}
`)
	rules := func(tests bool) (found []string, files []string) {
		out, err := Run(dir, []string{"./..."}, tests)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range out.Findings {
			if f.RuleID == "CETP625" {
				found = append(found, filepath.Base(f.Location.Path))
			}
		}
		for _, f := range out.Files {
			files = append(files, filepath.Base(f))
		}
		slices.Sort(found)
		slices.Sort(files)
		return found, files
	}
	found, files := rules(true)
	if !slices.Equal(found, []string{"x_test.go"}) || !slices.Equal(files, []string{"p.go", "session_test.go", "x_test.go"}) {
		t.Errorf("with tests: CETP625 in %q, files %q; want x_test.go only, and all three files", found, files)
	}
	found, files = rules(false)
	if !slices.Equal(found, []string{"p.go"}) || !slices.Equal(files, []string{"p.go"}) {
		t.Errorf("without tests: CETP625 in %q, files %q; want p.go only", found, files)
	}
}

func TestBoolArg(t *testing.T) {
	tests := []struct {
		args []string
		def  bool
		want bool
	}{
		{[]string{"-json", "/tmp/b001/vet.cfg"}, true, true},
		{[]string{"-tests=false", "/tmp/b001/vet.cfg"}, true, false},
		{[]string{"--tests=0", "/tmp/b001/vet.cfg"}, true, false},
		{[]string{"-tests=false", "-tests", "/tmp/b001/vet.cfg"}, true, true},
		{[]string{"-testsuite=false", "/tmp/b001/vet.cfg"}, true, true},
		{[]string{"-tests=maybe", "/tmp/b001/vet.cfg"}, true, true}, // left for the flag parser to reject
		{[]string{"-for-cetpaudit-go", "/tmp/b001/vet.cfg"}, false, true},
	}
	for _, tt := range tests {
		name := "tests"
		if tt.args[0] == "-for-cetpaudit-go" {
			name = forGoFlag
		}
		if got := boolArg(tt.args, name, tt.def); got != tt.want {
			t.Errorf("boolArg(%q, %s) = %v, want %v", tt.args, name, got, tt.want)
		}
	}
}

func TestSplitPosn(t *testing.T) {
	tests := []struct {
		posn, name string
		line, col  int
		ok         bool
	}{
		{"/src/p/p.go:12:5", "/src/p/p.go", 12, 5, true},
		{`C:\src\p.go:3:1`, `C:\src\p.go`, 3, 1, true},
		{"-", "", 0, 0, false},
		{"p.go:0:1", "", 0, 0, false},
		{"p.go:x:1", "", 0, 0, false},
	}
	for _, tt := range tests {
		name, line, col, ok := splitPosn(tt.posn)
		if name != tt.name || line != tt.line || col != tt.col || ok != tt.ok {
			t.Errorf("splitPosn(%q) = %q %d %d %v", tt.posn, name, line, col, ok)
		}
	}
}

func TestVetError(t *testing.T) {
	tests := []struct{ stderr, want string }{
		{"go: downloading example.com/m v1.0.0\n# example.com/bad/a\nvet: a/a.go:3:23: undefined: x\nmore\n",
			"package example.com/bad/a: a/a.go:3:23: undefined: x"},
		{"go: no packages to vet\n", "go: no packages to vet"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := vetError(tt.stderr); got != tt.want {
			t.Errorf("vetError(%q) = %q, want %q", tt.stderr, got, tt.want)
		}
	}
}

// TestRunSuppressedNote: a note a //cetpaudit:ignore directive silences
// is kept among the suppressed findings, like a finding (so that
// --show-suppressed lists and counts it), at note level, and its message
// does not repeat "note:" (the level says it).
func TestRunSuppressedNote(t *testing.T) {
	root, _ := filepath.Abs("../..")
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example.com/p\n\ngo 1.26.0\n\nrequire github.com/clawseed/cetpaudit v0.0.0\n\nreplace github.com/clawseed/cetpaudit => "+root+"\n")
	write("p.go", `package p

import "github.com/clawseed/cetpaudit/cetp"

// Provider gets its Session hook from the command that serves it.
var Provider = &cetp.Provider{ //cetpaudit:ignore CETP625 -- cmd/p sets the Session hook
	Descriptor: cetp.ProviderDescriptor{ProviderID: "com.example.p", ProviderName: "P", Description: "A provider"},
}
`)
	out, err := Run(dir, []string{"./..."}, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range out.Findings {
		if f.RuleID == "CETP625" {
			t.Errorf("suppressed note reported: %+v", f)
		}
	}
	found := false
	for _, s := range out.Suppressed {
		if s.Finding.RuleID != "CETP625" {
			continue
		}
		found = true
		if s.Finding.Level != finding.Note || strings.HasPrefix(s.Finding.Message, "note:") || s.Reason != "cmd/p sets the Session hook" {
			t.Errorf("suppressed note = %+v (reason %q), want a note without the prefix and the directive's reason", s.Finding, s.Reason)
		}
	}
	if !found {
		t.Errorf("the suppressed CETP625 note is not kept; suppressed: %+v", out.Suppressed)
	}
}

// TestRunTrimpathCheckouts: under GOFLAGS=-trimpath (common in CI) the go
// command keys a package's cached vet output on its content alone, not
// its directory, so a second checkout of the same code would be given the
// first checkout's output: findings at the other checkout's paths, with no
// source to show or fix. Run asks go vet not to trim, and each checkout's
// findings stay its own.
func TestRunTrimpathCheckouts(t *testing.T) {
	root, _ := filepath.Abs("../..")
	src, err := os.ReadFile("../../testdata/goprovider/provider/provider.go")
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("GOFLAGS", "-trimpath")
	for _, name := range []string{"first", "second"} {
		dir := filepath.Join(t.TempDir(), name)
		if err := os.MkdirAll(filepath.Join(dir, "provider"), 0o755); err != nil {
			t.Fatal(err)
		}
		mod := "module example.com/goprovider\n\ngo 1.26.0\n\nrequire github.com/clawseed/cetpaudit v0.0.0\n\nreplace github.com/clawseed/cetpaudit => " + root + "\n"
		if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(mod), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "provider", "provider.go"), src, 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := Run(dir, []string{"./..."}, true)
		if err != nil {
			t.Fatal(err)
		}
		if len(out.Findings) == 0 {
			t.Fatalf("%s checkout: no findings", name)
		}
		for _, f := range out.Findings {
			if !strings.HasPrefix(f.Location.Path, dir+string(filepath.Separator)) || f.RuleID == "CETP305" && f.Location.Logical != "example.com/goprovider/provider.tools" {
				t.Errorf("%s checkout: %s at %s (%s), want a path under %s with its function", name, f.RuleID, f.Location.Path, f.Location.Logical, dir)
			}
		}
	}
}
