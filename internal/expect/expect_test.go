package expect

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/avast/apkparser"

	"github.com/clawseed/cetpaudit/internal/finding"
)

// The tests below check the fixtures against themselves, independently of
// the decoders and rules under test elsewhere: every fixture is listed, every
// expected element exists at the stated position, APKs match their sources,
// and defect fixtures hold only their rule's findings.

var (
	apkDir      = filepath.Join("..", "..", "testdata", "apks")
	manifestDir = filepath.Join("..", "..", "testdata", "manifests")
)

const androidNS = "http://schemas.android.com/apk/res/android"

func load(t *testing.T, dir string) *File {
	t.Helper()
	f, err := Load(filepath.Join(dir, "expect.json"))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func names(f *File) []string {
	var out []string
	for _, fx := range f.Fixtures {
		out = append(out, fx.Name)
	}
	sort.Strings(out)
	return out
}

func dirs(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ents {
		if e.IsDir() {
			out = append(out, e.Name())
		}
	}
	return out
}

func TestEveryFixtureListed(t *testing.T) {
	apks := load(t, apkDir)
	if got, want := names(apks), dirs(t, filepath.Join(apkDir, "src")); !slices.Equal(got, want) {
		t.Errorf("apks/expect.json lists %v,\nsrc/ holds %v", got, want)
	}
	built, err := filepath.Glob(filepath.Join(apkDir, "*.apk"))
	if err != nil {
		t.Fatal(err)
	}
	for i, b := range built {
		built[i] = strings.TrimSuffix(filepath.Base(b), ".apk")
	}
	if got := names(apks); !slices.Equal(got, built) {
		t.Errorf("apks/expect.json lists %v,\nbuilt APKs are %v", got, built)
	}
	for _, fx := range apks.Fixtures {
		if fx.APK != fx.Name+".apk" {
			t.Errorf("%s: apk is %q, want %q", fx.Name, fx.APK, fx.Name+".apk")
		}
	}

	srcs := load(t, manifestDir)
	if got, want := names(srcs), dirs(t, manifestDir); !slices.Equal(got, want) {
		t.Errorf("manifests/expect.json lists %v,\nmanifests/ holds %v", got, want)
	}
	for _, fx := range srcs.Fixtures {
		if _, err := os.Stat(filepath.Join(manifestDir, fx.Manifest)); err != nil {
			t.Errorf("%s: %v", fx.Name, err)
		}
	}
	// Every APK case has its source-manifest twin.
	for _, n := range names(apks) {
		if _, ok := srcs.Fixture(n); !ok {
			t.Errorf("APK fixture %s has no source-manifest twin", n)
		}
	}
}

var defectName = regexp.MustCompile(`^cetp([0-9]{3})_`)

// TestOneDefectPerFixture holds the naming contract the README states: a
// cetpNNN_ fixture has findings of CETPNNN only, an ok_ or no_ fixture none,
// and a suppress_ fixture only findings a suppression removes or adds.
func TestOneDefectPerFixture(t *testing.T) {
	for _, dir := range []string{apkDir, manifestDir} {
		for _, fx := range load(t, dir).Fixtures {
			switch m := defectName.FindStringSubmatch(fx.Name); {
			case m != nil:
				if len(fx.Findings) == 0 {
					t.Errorf("%s: defect fixture without findings", fx.Name)
				}
				for _, w := range fx.Findings {
					if w.Rule != "CETP"+m[1] || w.Suppressed || w.WithSuppression {
						t.Errorf("%s: unexpected %s", fx.Name, w)
					}
				}
			case strings.HasPrefix(fx.Name, "ok_") || strings.HasPrefix(fx.Name, "no_"):
				if len(fx.Findings) != 0 {
					t.Errorf("%s: clean fixture with findings %v", fx.Name, fx.Findings)
				}
			case strings.HasPrefix(fx.Name, "suppress_"):
				for _, w := range fx.Findings {
					if !w.Suppressed && !w.WithSuppression {
						t.Errorf("%s: %s is neither suppressed nor with_suppression", fx.Name, w)
					}
				}
			default:
				t.Errorf("%s: name says neither defect, clean nor suppression", fx.Name)
			}
		}
	}
}

// element is a start tag found in a manifest.
type element struct {
	path      string
	line, col int
}

// walker computes logical element paths the way the README states them,
// independently of package manifest: component class names resolved
// against the package, meta-data keyed by name.
type walker struct {
	pkg   string
	stack []string
	out   []element
}

func attr(se xml.StartElement, local string, android bool) string {
	for _, a := range se.Attr {
		if a.Name.Local == local && (a.Name.Space == androidNS || a.Name.Space == "android") == android {
			return a.Value
		}
	}
	return ""
}

func (w *walker) start(se xml.StartElement, line, col int) {
	parent := ""
	if len(w.stack) > 0 {
		parent = w.stack[len(w.stack)-1]
	}
	var p string
	switch tag := se.Name.Local; {
	case tag == "manifest" && parent == "":
		if pkg := attr(se, "package", false); pkg != "" {
			w.pkg = pkg
		}
		p = "manifest"
	case tag == "application" && parent == "manifest":
		p = "manifest/application"
	case parent == "manifest/application" && slices.Contains([]string{"activity", "activity-alias", "service", "receiver", "provider"}, tag):
		name := attr(se, "name", true)
		switch {
		case strings.HasPrefix(name, "."):
			name = w.pkg + name
		case !strings.Contains(name, "."):
			name = w.pkg + "." + name
		}
		p = fmt.Sprintf("manifest/application/%s[%s]", tag, name)
	case tag == "meta-data" && strings.HasPrefix(parent, "manifest/application/"):
		p = fmt.Sprintf("%s/meta-data[%s]", parent, attr(se, "name", true))
	default:
		p = parent + "/" + tag
	}
	w.stack = append(w.stack, p)
	w.out = append(w.out, element{p, line, col})
}

func (w *walker) end() { w.stack = w.stack[:len(w.stack)-1] }

func (w *walker) find(path string) (element, bool) {
	for _, e := range w.out {
		if e.path == path {
			return e, true
		}
	}
	return element{}, false
}

func (w *walker) paths() []string {
	var out []string
	for _, e := range w.out {
		out = append(out, e.path)
	}
	return out
}

// sourceElements parses a source manifest and returns its elements with the
// position of each start tag's '<', counted from byte offsets.
func sourceElements(t *testing.T, file, pkg string) *walker {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	w := &walker{pkg: pkg}
	dec := xml.NewDecoder(bytes.NewReader(data))
	for {
		off := dec.InputOffset()
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			before := data[:off]
			line := bytes.Count(before, []byte("\n")) + 1
			col := int(off) - bytes.LastIndexByte(before, '\n')
			w.start(tok, line, col)
		case xml.EndElement:
			w.end()
		}
	}
	return w
}

var namespaceRE = regexp.MustCompile(`(?m)^\s*namespace\s*=\s*"([^"]+)"`)

// gradlePackage returns the namespace of the Gradle module that holds a
// src/main/AndroidManifest.xml, or "".
func gradlePackage(t *testing.T, manifest string) string {
	t.Helper()
	dir := filepath.Dir(manifest)
	if filepath.Base(dir) != "main" || filepath.Base(filepath.Dir(dir)) != "src" {
		return ""
	}
	data, err := os.ReadFile(filepath.Join(dir, "..", "..", "build.gradle.kts"))
	if err != nil {
		t.Fatal(err)
	}
	m := namespaceRE.FindSubmatch(data)
	if m == nil {
		t.Fatalf("%s: no namespace in build.gradle.kts", manifest)
	}
	return string(m[1])
}

func TestSourcePositions(t *testing.T) {
	for _, fx := range load(t, manifestDir).Fixtures {
		file := filepath.Join(manifestDir, fx.Manifest)
		w := sourceElements(t, file, gradlePackage(t, file))
		if w.pkg == "" {
			t.Errorf("%s: no package", fx.Name)
		}
		text, _ := os.ReadFile(file)
		for _, want := range fx.Findings {
			e, ok := w.find(want.Path)
			if !ok {
				t.Errorf("%s: %s: no such element; elements are %v", fx.Name, want, w.paths())
				continue
			}
			if e.line != want.Line || e.col != want.Column {
				t.Errorf("%s: %s: the element starts at %d:%d", fx.Name, want, e.line, e.col)
			}
			for _, m := range want.Mentions {
				if !bytes.Contains(text, []byte(m)) {
					t.Errorf("%s: %s: mention %q is not in the manifest", fx.Name, want, m)
				}
			}
		}
	}
}

// tokens is an apkparser.ManifestEncoder that walks the decoded manifest.
type tokens struct{ w *walker }

func (k tokens) EncodeToken(tok xml.Token) error {
	switch tok := tok.(type) {
	case xml.StartElement:
		k.w.start(tok, 0, 0)
	case xml.EndElement:
		k.w.end()
	}
	return nil
}

func (tokens) Flush() error { return nil }

// TestAPKsMatchSources decodes each APK (with apkparser, not the project's
// decoder) and checks that it has the same elements as its source, so a
// source edited without rerunning build.sh fails here, and that every
// expected element exists in the APK.
func TestAPKsMatchSources(t *testing.T) {
	for _, fx := range load(t, apkDir).Fixtures {
		w := &walker{}
		zipErr, resErr, manErr := apkparser.ParseApk(filepath.Join(apkDir, fx.APK), tokens{w})
		if zipErr != nil || resErr != nil || manErr != nil {
			t.Errorf("%s: zip %v, resources %v, manifest %v", fx.Name, zipErr, resErr, manErr)
			continue
		}
		srcFile := filepath.Join(apkDir, "src", fx.Name, "AndroidManifest.xml")
		src := sourceElements(t, srcFile, "")
		got, want := w.paths(), src.paths()
		if !slices.Contains(want, "manifest/uses-sdk") {
			// build.sh's flags make aapt insert one.
			got = slices.DeleteFunc(got, func(p string) bool { return p == "manifest/uses-sdk" })
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: APK elements\n%v\ndiffer from its source's\n%v\n(rerun testdata/apks/build.sh)", fx.Name, got, want)
		}
		text, _ := os.ReadFile(srcFile)
		for _, want := range fx.Findings {
			if _, ok := w.find(want.Path); !ok {
				t.Errorf("%s: %s: no such element in the APK", fx.Name, want)
			}
			for _, m := range want.Mentions {
				if !bytes.Contains(text, []byte(m)) {
					t.Errorf("%s: %s: mention %q is not in the source", fx.Name, want, m)
				}
			}
		}
	}
}

func TestWant(t *testing.T) {
	fx := Fixture{Findings: []Finding{
		{Rule: "CETP107", Path: "manifest", Suppressed: true},
		{Rule: "CETP001", Path: "manifest/application", WithSuppression: true},
		{Rule: "CETP109", Path: "manifest/application"},
	}}
	rules := func(fs []Finding) (out []string) {
		for _, f := range fs {
			out = append(out, f.Rule)
		}
		return out
	}
	if got := rules(fx.Want(false)); !slices.Equal(got, []string{"CETP107", "CETP109"}) {
		t.Errorf("Want(false) = %v", got)
	}
	if got := rules(fx.Want(true)); !slices.Equal(got, []string{"CETP001", "CETP109"}) {
		t.Errorf("Want(true) = %v", got)
	}
}

func TestDiff(t *testing.T) {
	const svc = "manifest/application/service[com.example.app.ToolService]"
	got := func(rule, path string, line, col int, msg string) finding.Finding {
		return finding.Finding{RuleID: rule, Message: msg,
			Location: finding.Location{Logical: path, Line: line, Column: col}}
	}
	tests := []struct {
		name  string
		want  []Finding
		got   []finding.Finding
		diffs []string
	}{
		{"both empty", nil, nil, nil},
		{"match without position",
			[]Finding{{Rule: "CETP105", Path: svc}},
			[]finding.Finding{got("CETP105", svc, 7, 9, "x")}, nil},
		{"match with position and mention",
			[]Finding{{Rule: "CETP103", Path: svc, Line: 7, Column: 9, Mentions: []string{"1.0"}}},
			[]finding.Finding{got("CETP103", svc, 7, 9, `version "1.0" is a float`)}, nil},
		{"missing",
			[]Finding{{Rule: "CETP105", Path: svc}}, nil,
			[]string{"missing CETP105 at " + svc}},
		{"unexpected", nil,
			[]finding.Finding{got("CETP104", svc, 0, 0, "m")},
			[]string{"unexpected CETP104 at " + svc + " (0:0): m"}},
		{"wrong position",
			[]Finding{{Rule: "CETP105", Path: svc, Line: 7, Column: 9}},
			[]finding.Finding{got("CETP105", svc, 8, 9, "m")},
			[]string{
				"missing CETP105 at " + svc + " (7:9) (got CETP105 at " + svc + " (8:9) instead)",
				"unexpected CETP105 at " + svc + " (8:9): m",
			}},
		{"mention absent",
			[]Finding{{Rule: "CETP103", Path: svc, Mentions: []string{"0x2"}}},
			[]finding.Finding{got("CETP103", svc, 0, 0, "bad version")},
			[]string{`CETP103 at ` + svc + `: message "bad version" does not mention "0x2"`}},
		{"one expected, two reported",
			[]Finding{{Rule: "CETP108", Path: svc}},
			[]finding.Finding{got("CETP108", svc, 0, 0, "a"), got("CETP108", svc, 0, 0, "b")},
			[]string{"unexpected CETP108 at " + svc + " (0:0): b"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if d := Diff(tt.want, tt.got); !slices.Equal(d, tt.diffs) {
				t.Errorf("Diff =\n%q\nwant\n%q", d, tt.diffs)
			}
		})
	}
}

func TestLoadRejects(t *testing.T) {
	tests := []struct{ name, json, err string }{
		{"unknown field", `{"fixtures":[{"name":"a","apk":"a.apk","description":"d","findings":[],"extra":1}]}`, "unknown field"},
		{"duplicate", `{"fixtures":[{"name":"a","apk":"a.apk","description":"d"},{"name":"a","apk":"a.apk","description":"d"}]}`, "listed twice"},
		{"both inputs", `{"fixtures":[{"name":"a","apk":"a.apk","manifest":"a/AndroidManifest.xml","description":"d"}]}`, "exactly one"},
		{"source without position", `{"fixtures":[{"name":"a","manifest":"a/AndroidManifest.xml","description":"d","findings":[{"rule":"CETP101","path":"manifest"}]}]}`, "no source position"},
		{"apk with position", `{"fixtures":[{"name":"a","apk":"a.apk","description":"d","findings":[{"rule":"CETP101","path":"manifest","line":1,"column":1}]}]}`, "no source position"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "expect.json")
			if err := os.WriteFile(file, []byte(tt.json), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := Load(file)
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("Load = %v, want an error containing %q", err, tt.err)
			}
		})
	}
}
