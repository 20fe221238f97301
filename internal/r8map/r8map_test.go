package r8map

import (
	"errors"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"
)

// sample is shaped like R8 8.x output: header, version, source files,
// an inline stack, a synthesized lambda, an outline and its call site,
// and overloads told apart by residual signatures.
const sample = `# compiler: R8
# compiler_version: 8.5.35
# min_api: 24
# pg_map_id: 5b2c7e1
# pg_map_hash: SHA-256 5b2c7e1f00
# {"id":"com.android.tools.r8.mapping","version":"2.2"}
com.example.tools.ToolProvider -> a.b:
# {"id":"sourceFile","fileName":"ToolProvider.kt"}
    java.lang.String secret -> a
    1:4:void <init>():12:15 -> <init>
    1:1:android.app.PendingIntent com.example.tools.Intents.open(android.content.Context):40:40 -> a
    1:1:android.os.Bundle call(java.lang.String,java.lang.String,android.os.Bundle):88 -> a
    2:3:android.os.Bundle call(java.lang.String,java.lang.String,android.os.Bundle):90:91 -> a
    4:4:android.os.Bundle call(java.lang.String,java.lang.String,android.os.Bundle):0:0 -> a
    # {"id":"com.android.tools.r8.outlineCallsite","positions":{"1":6,"2":7},"outline":"Lc;a()V"}
    6:7:android.os.Bundle call(java.lang.String,java.lang.String,android.os.Bundle):95:96 -> a
    void log(int) -> b
    # {"id":"com.android.tools.r8.residualsignature","signature":"(I)V"}
    void log(java.lang.String) -> b
    # {"id":"com.android.tools.r8.residualsignature","signature":"(Ljava/lang/String;)V"}
com.example.tools.Intents -> a.c:
# {"id":"sourceFile","fileName":"Intents.java"}
    1:3:android.app.PendingIntent open(android.content.Context):38:40 -> a
com.example.tools.ToolProvider$$ExternalSyntheticLambda0 -> a.d:
# {"id":"sourceFile","fileName":"R8$$SyntheticClass"}
# {"id":"com.android.tools.r8.synthesized"}
    1:1:void com.example.tools.ToolProvider.lambda$call$0(int):70:70 -> run
    1:1:void run():0:0 -> run
    # {"id":"com.android.tools.r8.synthesized"}
com.android.tools.r8.GeneratedOutlineSupport -> c:
# {"id":"com.android.tools.r8.synthesized"}
    1:2:void outline0():0:1 -> a
    # {"id":"com.android.tools.r8.synthesized"}
    # {"id":"com.android.tools.r8.outline"}
`

func mustParse(t *testing.T, s string) *Map {
	t.Helper()
	m, err := Parse(strings.NewReader(s), "mapping.txt")
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestHeader(t *testing.T) {
	m := mustParse(t, sample)
	if m.ID != "5b2c7e1" || m.Header["compiler"] != "R8" || m.Header["mapping_version"] != "2.2" {
		t.Errorf("header: id %q, %v", m.ID, m.Header)
	}
	c := m.ClassByObf("a.b")
	if c == nil || c.Orig != "com.example.tools.ToolProvider" || c.SourceFile != "ToolProvider.kt" || c.Field("a") != "secret" {
		t.Errorf("class a.b: %+v", c)
	}
	if !m.ClassByObf("a.d").Synthesized || m.ClassByObf("a.b").Synthesized {
		t.Error("synthesized class marks")
	}
}

func TestRetrace(t *testing.T) {
	m := mustParse(t, sample)
	call := "android.os.Bundle call(java.lang.String,java.lang.String,android.os.Bundle)"
	for _, tc := range []struct {
		name                 string
		class, method, proto string
		line                 int
		want                 []Frame
		outline              string
		alternatives         int
	}{
		{"inline stack, outermost last", "a.b", "a", "", 1, []Frame{
			{Class: "com.example.tools.Intents", Method: "android.app.PendingIntent open(android.content.Context)", File: "Intents.java", Line: 40},
			{Class: "com.example.tools.ToolProvider", Method: call, File: "ToolProvider.kt", Line: 88},
		}, "", 0},
		{"range maps line by line", "a.b", "a", "", 3, []Frame{{Class: "com.example.tools.ToolProvider", Method: call, File: "ToolProvider.kt", Line: 91}}, "", 0},
		{"outline call site: where the outlined code was written", "a.b", "a", "", 4, []Frame{{Class: "com.example.tools.ToolProvider", Method: call, File: "ToolProvider.kt", Line: 95}}, "Lc;a()V", 0},
		{"near miss: a line past every range has no stack", "a.b", "a", "", 5, nil, "", 0},
		{"residual signature picks the overload", "a.b", "b", "(Ljava/lang/String;)V", 0, []Frame{{Class: "com.example.tools.ToolProvider", Method: "void log(java.lang.String)", File: "ToolProvider.kt"}}, "", 0},
		{"no signature: both overloads", "a.b", "b", "", 0, []Frame{{Class: "com.example.tools.ToolProvider", Method: "void log(int)", File: "ToolProvider.kt"}}, "", 1},
		{"synthesized lambda: inlined body", "a.d", "run", "()V", 1, []Frame{
			{Class: "com.example.tools.ToolProvider", Method: "void lambda$call$0(int)", File: "ToolProvider.kt", Line: 70},
			{Class: "com.example.tools.ToolProvider$$ExternalSyntheticLambda0", Method: "void run()", File: "R8$$SyntheticClass", Line: 0, Synthesized: true},
		}, "", 0},
		{"near miss: class not in the mapping", "a.z", "a", "", 1, nil, "", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, ok := m.Retrace(tc.class, tc.method, tc.proto, tc.line)
			if ok != (tc.want != nil) {
				t.Fatalf("ok = %v, frames %+v", ok, r.Frames)
			}
			if !ok {
				return
			}
			if !reflect.DeepEqual(r.Frames, tc.want) || r.Outline != tc.outline || r.Alternatives != tc.alternatives {
				t.Errorf("got %+v outline %q alt %d\nwant %+v outline %q alt %d", r.Frames, r.Outline, r.Alternatives, tc.want, tc.outline, tc.alternatives)
			}
		})
	}
	r, _ := m.Retrace("a.d", "run", "", 1)
	if o := r.Outer(); o.Method != "void lambda$call$0(int)" || o.Line != 70 {
		t.Errorf("outer app frame of the lambda = %+v", o)
	}
}

func TestErrors(t *testing.T) {
	for _, tc := range []struct {
		text string
		line int
		msg  string
	}{
		{"    void a() -> b\n", 1, "before any class"},
		{"# c\ncom.A -> a\n", 2, "end in ':'"},
		{"com.A -> a:\n    3:1:void f():1 -> a\n", 2, "a <= b"},
		{"com.A -> a:\n    1:2:void f(:1 -> a\n", 2, "method line"},
		{"com.A -> a:\n    int -> a\n", 2, "field line"},
		{"com.A -> a:\n# {\"id\":\"sourceFile\"}\n", 2, "fileName"},
		{"com.A -> a:\n# {not json\n", 2, "JSON"},
		{"com.A -> a:\ncom.B -> a:\n", 2, "mapped twice"},
		{"com.A\x1b[31m -> a:\n", 1, "class line"},
		{"com.A -> a:\n    1:1:void f\u202e():1 -> a\n", 2, "method line"},
		{"com.A -> a:\n# {\"id\":\"sourceFile\",\"fileName\":\"A\\u0007.java\"}\n", 2, "not a file name"},
		{"com.A -> a:\n    1:1:void f():1 -> a\n    # {\"id\":\"com.android.tools.r8.outlineCallsite\",\"positions\":{\"x\":1}}\n", 3, "position"},
	} {
		_, err := Parse(strings.NewReader(tc.text), "m.txt")
		var e *Error
		if !errors.As(err, &e) || e.Line != tc.line || !strings.Contains(e.Msg, tc.msg) || !strings.HasPrefix(err.Error(), "m.txt:") {
			t.Errorf("%q: err = %v, want line %d containing %q", tc.text, err, tc.line, tc.msg)
		}
	}
	// near miss: ProGuard's form (no ranges, no comments) and unknown ids parse.
	if _, err := Parse(strings.NewReader("com.A -> a:\n    int x -> a\n    void f() -> b\n    # {\"id\":\"com.android.tools.r8.rewriteFrame\",\"conditions\":[]}\n"), "m.txt"); err != nil {
		t.Error(err)
	}
}

func TestDescriptor(t *testing.T) {
	for in, want := range map[string]string{"int": "I", "java.lang.String[]": "[Ljava/lang/String;", "a.b$C[][]": "[[La/b$C;", "void": "V"} {
		if got := Descriptor(in); got != want {
			t.Errorf("Descriptor(%q) = %q, want %q", in, got, want)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add(sample)
	f.Add("com.A -> a:\n    1:1:void f():1 -> a\n    # {'id':'com.android.tools.r8.outlineCallsite','positions':{'1':1}}\n")
	f.Add("# pg_map_id: x\na -> b:\n    1:2:3:4 -> c\n")
	if b, err := os.ReadFile("../../testdata/dex/src/r8release/mapping.txt"); err == nil {
		f.Add(string(b)) // the release fixture's mapping
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := Parse(strings.NewReader(s), "f")
		if err != nil {
			if strings.ContainsAny(err.Error(), "\n\r") {
				t.Errorf("error of more than one line: %q", err)
			}
			return
		}
		for _, c := range m.byObf {
			c.load()
			for name, rs := range c.methods {
				for _, l := range []int{0, 1, 2, 100} {
					if r, ok := m.Retrace(c.Obf, name, "", l); ok {
						r.Outer()
					}
				}
				_ = rs
			}
		}
	})
}

// synthetic writes a mapping shaped like a large app's: classes with
// source files, fields, and methods with line ranges and inline stacks.
func synthetic(classes int) string {
	var b strings.Builder
	b.WriteString("# compiler: R8\n# pg_map_id: 0123abc\n")
	for c := 0; c < classes; c++ {
		fmt.Fprintf(&b, "com.example.pkg%d.Class%d -> a.b%d:\n# {\"id\":\"sourceFile\",\"fileName\":\"Class%d.kt\"}\n", c%50, c, c, c)
		for f := 0; f < 4; f++ {
			fmt.Fprintf(&b, "    java.lang.String field%d -> f%d\n", f, f)
		}
		for m := 0; m < 12; m++ {
			fmt.Fprintf(&b, "    %d:%d:void com.example.Util.inlined%d(int):%d:%d -> m%d\n", m*10+1, m*10+3, m, 40+m, 42+m, m)
			fmt.Fprintf(&b, "    %d:%d:java.lang.Object method%d(java.lang.String,android.os.Bundle):%d -> m%d\n", m*10+1, m*10+3, m, 100+m, m)
			fmt.Fprintf(&b, "    %d:%d:java.lang.Object method%d(java.lang.String,android.os.Bundle):%d:%d -> m%d\n", m*10+4, m*10+9, m, 101+m, 106+m, m)
		}
	}
	return b.String()
}

// BenchmarkParse reads a synthetic mapping of 2,000 classes (about 4 MB;
// real apps' mappings run from a few MB to 100 MB).
func BenchmarkParse(b *testing.B) {
	text := synthetic(2000)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(strings.NewReader(text), "bench"); err != nil {
			b.Fatal(err)
		}
	}
}

func TestMethodName(t *testing.T) {
	m := mustParse(t, sample)
	c := m.ClassByObf("a.b")
	for _, tc := range []struct {
		obf, class, name string
		ok               bool
	}{
		{"a", "com.example.tools.ToolProvider", "call", true}, // the inlined frame's line is not the method
		{"<init>", "com.example.tools.ToolProvider", "<init>", true},
		{"b", "com.example.tools.ToolProvider", "log", true}, // overloads share the name
		{"zz", "", "", false}, // near miss: not in the mapping
	} {
		class, name, ok := c.MethodName(tc.obf)
		if class != tc.class || name != tc.name || ok != tc.ok {
			t.Errorf("MethodName(%q) = %q, %q, %v", tc.obf, class, name, ok)
		}
	}
}
