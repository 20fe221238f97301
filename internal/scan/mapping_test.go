package scan

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/r8map"
)

const (
	releaseAPK     = "../../testdata/dex/r8release.apk"
	releaseMapping = "../../testdata/dex/src/r8release/mapping.txt"
)

func mappingScan(t *testing.T, mappingText string, paths ...string) *finding.Result {
	t.Helper()
	m, err := r8map.Parse(strings.NewReader(mappingText), "mapping.txt")
	if err != nil {
		t.Fatal(err)
	}
	root, _ := filepath.Abs("../..")
	res, err := Run(paths, Options{Root: root, Jobs: 1, Mapping: m, MappingPath: "mapping.txt"})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func readMapping(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(releaseMapping)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func byLogical(res *finding.Result, rule, logical string) *finding.Finding {
	for i, f := range res.Findings {
		if f.RuleID == rule && f.Location.Logical == logical {
			return &res.Findings[i]
		}
	}
	return nil
}

const (
	callSig  = "(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	piSig    = "(Landroid/content/Context;)Landroid/app/PendingIntent;"
	provider = "Lcom/example/rel/ToolProvider;->call" + callSig
)

func TestMappingRetracesReleaseFindings(t *testing.T) {
	res := mappingScan(t, readMapping(t), releaseAPK)
	if len(res.Notes) != 0 {
		t.Errorf("notes: %q", res.Notes)
	}
	// TP CETP602 in Intents.open, inlined into ToolProvider.call: at the
	// outermost frame, the stack kept, the build's place beside it.
	f := byLogical(res, "CETP602", provider+"@0x13")
	if f == nil {
		t.Fatalf("no CETP602 at ToolProvider.call@0x13; findings %+v", res.Findings)
	}
	if f.Location.Path != "com/example/rel/ToolProvider.java" || f.Location.Line != 20 || f.Location.DexLine != 0 ||
		f.Location.Obfuscated != provider+"@0x13 line 3" || f.Input != "testdata/dex/r8release.apk" {
		t.Errorf("inlined TP at %+v", f.Location)
	}
	if fr := f.Location.Frames; len(fr) != 2 || fr[0].Class != "com.example.rel.Intents" || fr[0].Path != "com/example/rel/Intents.java" || fr[0].Line != 27 ||
		fr[1].Class != "com.example.rel.ToolProvider" || fr[1].Line != 20 {
		t.Errorf("frames %+v", f.Location.Frames)
	}
	// TP CETP602 in the renamed class: a.a.b is Intents.sync, line 37.
	g := byLogical(res, "CETP602", "Lcom/example/rel/Intents;->sync"+piSig+"@0xa")
	if g == nil {
		t.Fatalf("no CETP602 at Intents.sync; findings %+v", res.Findings)
	}
	if g.Location.Path != "com/example/rel/Intents.java" || g.Location.Line != 37 || len(g.Location.Frames) != 0 ||
		g.Location.Obfuscated != "La/a;->b"+piSig+"@0xa line 2" || !strings.Contains(g.Message, "in com.example.rel.Intents.sync ") {
		t.Errorf("renamed TP at %+v: %s", g.Location, g.Message)
	}
	// near miss CETP602: Intents.openConfirm (a.a.a) makes its Intent explicit.
	for _, f := range res.Findings {
		if strings.Contains(f.Location.Logical, "openConfirm") || strings.Contains(f.Location.Obfuscated, "La/a;->a(") {
			t.Errorf("near miss reported: %+v", f)
		}
	}
	// TP CETP602 in R8's outline a.b, renamed: the mapping says it is
	// ToolProvider$$ExternalSyntheticOutline0, so the finding moves to the
	// outline's one call, and the call site's outlineCallsite gives line 24.
	o := byLogical(res, "CETP602", provider+"@0x30")
	if o == nil {
		t.Fatalf("no CETP602 at the outline's call; findings %+v", res.Findings)
	}
	if o.Location.Path != "com/example/rel/ToolProvider.java" || o.Location.Line != 24 || !strings.Contains(o.Location.Retrace, "R8 outlined this code") ||
		!strings.Contains(o.Message, "in com.example.rel.ToolProvider$$ExternalSyntheticOutline0.a on") ||
		!strings.HasPrefix(o.Identity, "Lcom/example/rel/ToolProvider$$ExternalSyntheticOutline0;->a(") {
		t.Errorf("outlined TP at %+v: %s (identity %s)", o.Location, o.Message, o.Identity)
	}
	if len(res.Findings) != 4 {
		t.Errorf("%d findings, want 4 (3 CETP602, 1 CETP605): %+v", len(res.Findings), res.Findings)
	}
}

func TestMappingWithoutItKeepsBuildNames(t *testing.T) {
	root, _ := filepath.Abs("../..")
	res, err := Run([]string{releaseAPK}, Options{Root: root, Jobs: 1})
	if err != nil {
		t.Fatal(err)
	}
	g := byLogical(res, "CETP602", "La/a;->b"+piSig+"@0xa")
	if g == nil || g.Location.Path != "testdata/dex/r8release.apk" || g.Location.DexLine != 2 || g.Location.Obfuscated != "" {
		t.Errorf("without --mapping: %+v", g)
	}
	// near miss for the outline: without the mapping a.b is not known as
	// R8's outline, and the finding stays in it.
	o := byLogical(res, "CETP602", "La/b;->a(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;@0x8")
	if o == nil || o.Location.DexLine != 2 {
		t.Errorf("outline without --mapping: %+v", o)
	}
}

func TestMappingOfAnotherBuildIsNotApplied(t *testing.T) {
	// near miss: the same mapping for another build (pg_map_id differs).
	other := strings.Replace(readMapping(t), "# pg_map_id: 9f3c2a1", "# pg_map_id: 1111111", 1)
	res := mappingScan(t, other, releaseAPK)
	if len(res.Notes) != 1 || !strings.Contains(res.Notes[0], "is for build 1111111 but testdata/dex/r8release.apk was built as 9f3c2a1") {
		t.Errorf("notes %q", res.Notes)
	}
	for _, f := range res.Findings {
		if f.Location.Obfuscated != "" || strings.Contains(f.Location.Logical, "Intents") {
			t.Errorf("applied anyway: %+v", f.Location)
		}
	}
}

func TestMappingSeveralAPKsAppliesWhereIDMatches(t *testing.T) {
	other := "../../testdata/dex/r8outline.apk" // names no pg_map_id
	res := mappingScan(t, readMapping(t), releaseAPK, other)
	if byLogical(res, "CETP602", "Lcom/example/rel/Intents;->sync"+piSig+"@0xa") == nil {
		t.Error("the matching APK was not retraced")
	}
	if len(res.Notes) != 1 || !strings.Contains(res.Notes[0], "not applied to testdata/dex/r8outline.apk: the APK names no pg_map_id") {
		t.Errorf("notes %q", res.Notes)
	}
	for _, f := range res.Findings {
		if f.Input == "testdata/dex/r8outline.apk" && f.Location.Obfuscated != "" {
			t.Errorf("applied to the other APK: %+v", f.Location)
		}
	}
}

func TestRenameInText(t *testing.T) {
	for _, tc := range [][3]string{
		{"in a.a.b on the surface", "a.a.b", "in X.y on the surface"},
		{"in a.a.bc and xa.a.b and z.a.a.b and a.a.b.c", "a.a.b", "in a.a.bc and xa.a.b and z.a.a.b and a.a.b.c"},
		{"ends in a.a.b.", "a.a.b", "ends in X.y."},
		{"(a.a.b)", "a.a.b", "(X.y)"},
	} {
		if got := renameInText(tc[0], tc[1], "X.y"); got != tc[2] {
			t.Errorf("renameInText(%q) = %q, want %q", tc[0], got, tc[2])
		}
	}
}

// Two builds obfuscate Intents.sync differently (a.a.b, then b.c.a): with
// each build's mapping the finding has one fingerprint. Near miss: an
// unmapped method keeps the fingerprint the build's names give it.
func TestMappingFingerprintSurvivesReobfuscation(t *testing.T) {
	build := func(obfClass, obfMethod, foundIn string) finding.Finding {
		m, err := r8map.Parse(strings.NewReader("com.example.rel.Intents -> "+obfClass+":\n# {\"id\":\"sourceFile\",\"fileName\":\"Intents.java\"}\n    1:2:android.app.PendingIntent sync(android.content.Context):36:37 -> "+obfMethod+"\n"), "m")
		if err != nil {
			t.Fatal(err)
		}
		logical := "L" + strings.ReplaceAll(obfClass, ".", "/") + ";->" + foundIn + piSig
		f := finding.Finding{RuleID: "CETP602", Location: finding.Location{Path: "app.apk", Logical: logical + "@0xa", LogicalKind: "member", DexLine: 2}, Identity: logical, Subject: logical}
		f.Fingerprint = f.ComputeFingerprint()
		fs := []finding.Finding{f}
		applyMapping(fs, m, "app.apk")
		return fs[0]
	}
	a, b := build("a.a", "b", "b"), build("b.c", "a", "a")
	if a.Fingerprint != b.Fingerprint || a.Location.Path != "com/example/rel/Intents.java" || a.Location.Line != 37 {
		t.Errorf("fingerprints %s, %s; at %+v", a.Fingerprint, b.Fingerprint, a.Location)
	}
	unmapped := build("a.a", "b", "zz") // the mapping names no method zz
	if unmapped.Location.Obfuscated != "" || unmapped.Fingerprint == a.Fingerprint {
		t.Errorf("unmapped method changed: %+v", unmapped)
	}
}

// A method R8 left without a line table: the runtime reports the
// instruction offset as the line, and the mapping's ranges are offsets.
// Near miss: with a line table, the line decides, not the offset.
func TestMappingOffsetWithoutLineTable(t *testing.T) {
	m, err := r8map.Parse(strings.NewReader("com.example.rel.Intents -> a.a:\n# {\"id\":\"sourceFile\",\"fileName\":\"Intents.java\"}\n    0:9:android.app.PendingIntent sync(android.content.Context):36 -> b\n    10:19:android.app.PendingIntent sync(android.content.Context):37 -> b\n"), "m")
	if err != nil {
		t.Fatal(err)
	}
	mk := func(dexLine int) finding.Finding {
		return finding.Finding{RuleID: "CETP602", Location: finding.Location{Path: "app.apk", Logical: "La/a;->b" + piSig + "@0xc", LogicalKind: "member", DexLine: dexLine}}
	}
	fs := []finding.Finding{mk(0), mk(3)}
	applyMapping(fs, m, "app.apk")
	if l := fs[0].Location; l.Line != 37 || !strings.Contains(l.Obfuscated, "no line table") {
		t.Errorf("offset 0xc without lines: %+v", l)
	}
	if l := fs[1].Location; l.Line != 36 || l.Obfuscated != "La/a;->b"+piSig+"@0xc line 3" {
		t.Errorf("line 3: %+v", l)
	}
}

func TestRenameNames(t *testing.T) {
	m, err := r8map.Parse(strings.NewReader(readMappingFile()), "m")
	if err != nil {
		t.Fatal(err)
	}
	for in, want := range map[string]string{
		"found in a.b.a on the surface":                  "found in com.example.rel.ToolProvider$$ExternalSyntheticOutline0.a on the surface",
		"class a.a holds it":                             "class com.example.rel.Intents holds it",
		"a.a.zz is unknown":                              "com.example.rel.Intents.zz is unknown",
		"android.app.PendingIntent.getActivity is kept":  "android.app.PendingIntent.getActivity is kept", // near miss: not in the mapping
		"com.example.rel.ToolProvider.call stays itself": "com.example.rel.ToolProvider.call stays itself",
	} {
		if got := renameNames(in, m); got != want {
			t.Errorf("renameNames(%q) = %q, want %q", in, got, want)
		}
	}
}

func readMappingFile() string {
	b, _ := os.ReadFile(releaseMapping)
	return string(b)
}

func TestRenameDescriptors(t *testing.T) {
	m, err := r8map.Parse(strings.NewReader(readMappingFile()), "m")
	if err != nil {
		t.Fatal(err)
	}
	in := "La/b;->a(Landroid/content/Context;La/a;)V|Landroid/app/PendingIntent;->getActivity#0"
	want := "Lcom/example/rel/ToolProvider$$ExternalSyntheticOutline0;->a(Landroid/content/Context;Lcom/example/rel/Intents;)V|Landroid/app/PendingIntent;->getActivity#0"
	if got := renameDescriptors(in, m); got != want {
		t.Errorf("renameDescriptors = %q, want %q", got, want)
	}
}
