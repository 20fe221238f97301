package vetdriver

import (
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
		"CETP608 example.com/goprovider/provider.Provider",
		"CETP613 example.com/goprovider/provider.execute",
		"CETP625 example.com/goprovider/provider.Provider",
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
