package program

import (
	"archive/zip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// interproc loads the interproc fixture's program (sketches of each
// method beside its smali in testdata/dex/src/interproc).
func interproc(t *testing.T) *Program {
	t.Helper()
	return fixtureProgram(t, "interproc")
}

// fixtureProgram loads the program of testdata/dex/<name>.apk.
func fixtureProgram(t *testing.T, name string) *Program {
	t.Helper()
	zr, err := zip.OpenReader(filepath.Join("..", "..", "..", "testdata", "dex", name+".apk"))
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	var files []*dex.File
	for _, e := range zr.File {
		if filepath.Ext(e.Name) != ".dex" {
			continue
		}
		rc, err := e.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(rc)
		rc.Close()
		f, err := dex.Parse(e.Name, b)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	p, err := Load(files)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func method(t *testing.T, p *Program, class, name string) *dex.Method {
	t.Helper()
	return methodIn(t, p, "Lcom/example/ip/", class, name)
}

// methodIn finds the method name of class in package pkg (a descriptor
// prefix such as "Lcom/example/ip/").
func methodIn(t *testing.T, p *Program, pkg, class, name string) *dex.Method {
	t.Helper()
	c := p.Classes[pkg+class+";"]
	if c == nil {
		t.Fatalf("no class %s", class)
	}
	for _, m := range c.Methods() {
		if m.Ref.Name == name {
			return m
		}
	}
	t.Fatalf("no method %s.%s", class, name)
	return nil
}

// TestSummaries checks what each helper's summary tells its callers.
func TestSummaries(t *testing.T) {
	p := interproc(t)
	confirm := "Lcom/example/ip/ConfirmActivity;"
	for _, tc := range []struct {
		class, method string
		check         func(*Summary) bool
		want          string
	}{
		{"Flags", "baseFlags", func(s *Summary) bool {
			cs, ok := s.Returns.Consts()
			return ok && slices.Equal(cs, []int64{0x8000000})
		}, "returns the constant FLAG_UPDATE_CURRENT"},
		{"Intents", "make", func(s *Summary) bool {
			a, ok := s.Returns.Single()
			return ok && a.Kind == regflow.New && a.Str == "Landroid/content/Intent;" && a.Via != nil && s.Ret.Marked && s.Ret.Target == confirm
		}, "returns an explicit Intent for ConfirmActivity, made inside it"},
		{"Intents", "target", func(s *Summary) bool {
			return len(s.Params) == 2 && s.Params[1].Marked && s.Params[1].Target == confirm && !s.Params[0].Marked
		}, "makes its Intent parameter explicit"},
		{"Intents", "addExtras", func(s *Summary) bool {
			return len(s.Params) == 1 && !s.Params[0].Marked
		}, "leaves its Intent parameter implicit"},
		{"Packages", "packagesOf", func(s *Summary) bool {
			a, ok := s.Returns.Single()
			return ok && a.Kind == regflow.Call && IsPackagesForUid(a.Ref)
		}, "returns getPackagesForUid's array"},
		{"Packages", "isTrusted", func(s *Summary) bool { return s.FirstElemParams == 1 }, "takes element 0 of argument 0"},
		{"Packages", "guarded", func(s *Summary) bool { return s.FirstElemParams == 0 }, "takes no parameter's first element"},
		{"BundleExtKt", "str", func(s *Summary) bool { return s.KeyParams == 1<<1 }, "uses argument 1 as a Bundle key"},
		{"Identity", "claimed", func(s *Summary) bool { return s.KeyParams == 0 }, "passes a constant key, not a parameter"},
		{"Pipes", "startWriter", func(s *Summary) bool { return s.WriteEndParams == 1 }, "uses element 1 of its array parameter"},
		{"Pipes", "neverWritten", func(s *Summary) bool { return s.WriteEndParams == 0 }, "uses no write end"},
		{"ErrorState", "record", func(s *Summary) bool { return s.Returns.IsUndefined() && s.Incomplete == "" }, "returns nothing and is complete"},
		{"Handlers", "forName", func(s *Summary) bool {
			return len(s.Returns.Alts) == 5 && !s.Returns.Top
		}, "returns one of five allocations"},
	} {
		t.Run(tc.class+"."+tc.method, func(t *testing.T) {
			s := p.Summary(method(t, p, tc.class, tc.method))
			if s == nil {
				t.Fatal("no summary")
			}
			if !tc.check(s) {
				t.Errorf("summary %+v: want it to say it %s", s, tc.want)
			}
		})
	}
}

// TestFirstElementThroughViews: a helper that takes its array's or list's
// first element through a stream, an iterator or a List view has the
// parameter in FirstElemParams, as index 0 would; the loop over every
// element and the view taken after a length-one guard do not (sketches
// in testdata/dex/src/pkgfirst).
func TestFirstElementThroughViews(t *testing.T) {
	p := fixtureProgram(t, "pkgfirst")
	const pkg = "Lcom/example/pkf/"
	for _, tc := range []struct {
		class, method string
		want          uint64
	}{
		{"ToolProvider", "firstByStream", 1},   // Arrays.stream(p).findFirst()
		{"ToolProvider", "firstByIterator", 1}, // Arrays.asList(p).iterator().next()
		{"ToolProvider", "firstOfList", 1},     // p.iterator(), then next()
		{"OwnersKt", "firstOwner", 1},          // p.asList().firstOrNull()
		{"OwnersKt", "nextOwner", 1},           // ArrayIteratorKt.iterator(p).next()
		{"ToolProvider", "allTrusted", 0},      // hasNext() loop
		{"ToolProvider", "onlyOne", 0},         // length != 1 returns first
		{"OwnersKt", "soleOwner", 0},           // size != 1 returns first
	} {
		t.Run(tc.class+"."+tc.method, func(t *testing.T) {
			s := p.Summary(methodIn(t, p, pkg, tc.class, tc.method))
			if s == nil {
				t.Fatal("no summary")
			}
			if s.FirstElemParams != tc.want {
				t.Errorf("FirstElemParams = %b, want %b", s.FirstElemParams, tc.want)
			}
		})
	}
}

// TestFieldFacts checks the flow-insensitive facts of fields: what every
// store (static initializers and constructors included) put there.
func TestFieldFacts(t *testing.T) {
	p := interproc(t)
	field := func(class, name, typ string) *dex.FieldRef {
		return &dex.FieldRef{Class: "Lcom/example/ip/" + class + ";", Name: name, Type: typ}
	}
	for _, tc := range []struct {
		f         *dex.FieldRef
		want, not regflow.Taint
	}{
		{field("Tokens", "RNG", "Ljava/util/Random;"), regflow.TaintRandom, regflow.TaintSecure},
		{field("Tokens", "SECURE", "Ljava/util/Random;"), regflow.TaintSecure, regflow.TaintPredictable},
		{field("ErrorState", "fixed", "Ljava/lang/String;"), 0, regflow.TaintException},
	} {
		t.Run(tc.f.Name, func(t *testing.T) {
			v, ok := p.fieldRead(tc.f)
			if !ok {
				t.Fatal("no facts")
			}
			if v.Taint&tc.want != tc.want || v.Taint&tc.not != 0 {
				t.Errorf("taint %#x, want %#x without %#x", v.Taint, tc.want, tc.not)
			}
		})
	}
	// Exception text reaches the field only through record(), called from
	// fail()'s handler: the field's facts are the union of both writers.
	v, ok := p.fieldRead(field("ErrorState", "last", "Ljava/lang/String;"))
	if !ok || v.Taint&regflow.TaintException == 0 {
		t.Errorf("ErrorState.last = %v, want exception taint", v)
	}
}

// TestSurfaceIsRapidTypeAnalysis: the surface of the interproc provider
// holds what call() reaches — helpers, the `by lazy` initializer reached
// through Lazy.getValue, the executor's D8 lambda and every Handler
// implementation constructed on the way — and not a method of a class
// used there that only another component calls.
func TestSurfaceIsRapidTypeAnalysis(t *testing.T) {
	p := interproc(t)
	s := p.Surface([]string{"Lcom/example/ip/ToolProvider;"})
	for _, tc := range []struct {
		class, method string
		on            bool
	}{
		{"Intents", "target", true},
		{"ToolProvider$resolution$2", "invoke", true},
		{"ToolProvider$$ExternalSyntheticLambda0", "run", true},
		{"Work", "run", true},
		{"Modern", "lambda$all$1", true},
		{"H1", "handle", true},
		{"H5", "handle", true},
		{"Tokens", "<clinit>", true},
		{"NotificationHelper", "ping", true},
		{"NotificationHelper", "snooze", false},
		{"MainActivity", "onCreate", false},
		{"ToolProvider", "query", false},
	} {
		if got := s.Contains(method(t, p, tc.class, tc.method)); got != tc.on {
			t.Errorf("%s.%s on the surface = %v, want %v", tc.class, tc.method, got, tc.on)
		}
	}
}

// loadDex loads one dex file of testdata as a program.
func loadDex(t *testing.T, name string) *Program {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	f, err := dex.Parse(name, data)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Load([]*dex.File{f})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestRecursionFixpoint: the summaries of a recursive pair (recursive.dex,
// Java beside its smali) are iterated to a fixpoint. flagsA's exit returns
// FLAG_IMMUTABLE; FLAG_IMMUTABLE|FLAG_UPDATE_CURRENT reaches it only
// through flagsB on the second round, and a third confirms nothing changes.
func TestRecursionFixpoint(t *testing.T) {
	const immutable, update = 0x4000000, 0x8000000
	for _, tc := range []struct {
		name         string
		rounds       int
		wantA, wantB []int64 // nil: no summary
		limit        bool
	}{
		{"settles", 0, []int64{immutable, immutable | update}, []int64{immutable | update}, false},
		{"round bound", 2, nil, nil, true},
		{"one round is not enough", 1, nil, nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := loadDex(t, "recursive.dex")
			p.FixpointRounds = tc.rounds
			var limits []Limit
			p.OnLimit(func(l Limit) { limits = append(limits, l) })
			a := p.Method("Lrec/Flags;", "flagsA(I)I")
			b := p.Method("Lrec/Flags;", "flagsB(I)I")
			sa := p.Summary(a)
			sb := p.SummaryIfDone(b)
			for _, c := range []struct {
				name string
				s    *Summary
				want []int64
			}{{"flagsA", sa, tc.wantA}, {"flagsB", sb, tc.wantB}} {
				if c.want == nil {
					if c.s != nil {
						t.Errorf("%s: summary %v, want none (the bound was hit)", c.name, c.s.Returns)
					}
					continue
				}
				if c.s == nil {
					t.Fatalf("%s: no summary", c.name)
				}
				got, ok := c.s.Returns.Consts()
				slices.Sort(got)
				if !ok || !slices.Equal(got, c.want) {
					t.Errorf("%s returns %v, want the constants %#x", c.name, c.s.Returns, c.want)
				}
			}
			var rec []Limit
			for _, l := range limits {
				if l.Kind == LimitRecursion {
					rec = append(rec, l)
				}
			}
			if tc.limit != (len(rec) > 0) {
				t.Fatalf("recursion limits %v, want one: %v", rec, tc.limit)
			}
			if !tc.limit {
				return
			}
			if msg := rec[0].String(); !strings.Contains(msg, "did not settle") || !strings.Contains(msg, "rounds") {
				t.Errorf("limit says %q; want it to say the cycle did not settle within the rounds", msg)
			}
			// The cut is reported again at every later call, and the
			// callers' values say which method was not followed.
			before := len(limits)
			if p.Summary(b) != nil || len(limits) == before {
				t.Errorf("a later call to flagsB: want no summary and the limit again")
			}
			caller, err := p.Analyze(b)
			if err != nil || caller == nil {
				t.Fatal(err)
			}
			var returned regflow.Value
			caller.Replay(func(in *dex.Insn, st *regflow.State) {
				if in.Op == dex.OpReturn {
					returned = st.Reg(in.A)
				}
			})
			if p.Unfollowed(returned) != a {
				t.Errorf("flagsB returns %v; want it known as flagsA's unfollowed result", returned)
			}
		})
	}
}

// TestRecursionComponent: h calls x, which calls h back, and y, which
// calls x: y joins the component through x's unfinished summary, and all
// three settle together, each with what the last round computed.
func TestRecursionComponent(t *testing.T) {
	const immutable, update = 0x4000000, 0x8000000
	p := loadDex(t, "recursive.dex")
	var limits []Limit
	p.OnLimit(func(l Limit) { limits = append(limits, l) })
	if p.Summary(p.Method("Lrec/Flags;", "h(I)I")) == nil {
		t.Fatal("no summary of h")
	}
	for _, tc := range []struct {
		method string
		want   []int64
	}{
		{"h(I)I", []int64{immutable, immutable | update}},
		{"x(I)I", []int64{immutable, immutable | update}},
		{"y(I)I", []int64{immutable | update}},
	} {
		s := p.SummaryIfDone(p.Method("Lrec/Flags;", tc.method))
		if s == nil {
			t.Errorf("%s: no final summary", tc.method)
			continue
		}
		got, ok := s.Returns.Consts()
		slices.Sort(got)
		if !ok || !slices.Equal(got, tc.want) {
			t.Errorf("%s returns %v, want the constants %#x", tc.method, s.Returns, tc.want)
		}
	}
	if len(limits) > 0 {
		t.Errorf("unexpected limits: %v", limits)
	}
}

// TestRecursionBound: a counting recursion gains a value every round, so
// the default bound stops it with a limit that names the rounds.
func TestRecursionBound(t *testing.T) {
	p := loadDex(t, "recursive.dex")
	var limits []Limit
	p.OnLimit(func(l Limit) { limits = append(limits, l) })
	if s := p.Summary(p.Method("Lrec/Flags;", "up(I)I")); s != nil {
		t.Errorf("up: summary %v, want none", s.Returns)
	}
	found := false
	for _, l := range limits {
		found = found || l.Kind == LimitRecursion && strings.Contains(l.Detail, fmt.Sprintf("after %d rounds", defaultFixpointRounds))
	}
	if !found {
		t.Errorf("no recursion limit naming %d rounds: %v", defaultFixpointRounds, limits)
	}
}

// TestRecursionThatNeverReturns: mutually recursive helpers with no exit
// (cyclic.dex: A.ping calls B.pong calls A.ping) settle on "returns
// nothing", with no limit: no call to them ever gives a value.
func TestRecursionThatNeverReturns(t *testing.T) {
	p := loadDex(t, "cyclic.dex")
	var limits []Limit
	p.OnLimit(func(l Limit) { limits = append(limits, l) })
	ping := p.Method("Lcyc/A;", "ping()I")
	if ping == nil {
		t.Fatal("no A.ping")
	}
	s := p.Summary(ping)
	if s == nil {
		t.Fatal("no summary of A.ping")
	}
	if !s.Returns.IsUndefined() {
		t.Errorf("A.ping returns %v, want nothing", s.Returns)
	}
	for _, l := range limits {
		if l.Kind == LimitRecursion {
			t.Errorf("unexpected limit: %v", l)
		}
	}
}

// TestBoxing: a constant boxed (Integer.valueOf, Kotlin's Boxing.boxInt)
// and unboxed again is the constant, narrowed to the unboxing type; a
// null alternative is left out; a box of an unknown value, or an unboxed
// value that is no known box, stays unknown.
func TestBoxing(t *testing.T) {
	intBox := &dex.MethodRef{Class: "Ljava/lang/Integer;", Name: "valueOf", Params: []string{"I"}, Return: "Ljava/lang/Integer;"}
	ktBox := &dex.MethodRef{Class: "Lkotlin/coroutines/jvm/internal/Boxing;", Name: "boxLong", Params: []string{"J"}, Return: "Ljava/lang/Long;"}
	if !boxes(intBox, true) || !boxes(ktBox, true) || boxes(intBox, false) {
		t.Fatal("box calls not recognised")
	}
	parse := &dex.MethodRef{Class: "Ljava/lang/Integer;", Name: "valueOf", Params: []string{"Ljava/lang/String;"}, Return: "Ljava/lang/Integer;"}
	if boxes(parse, true) {
		t.Error("Integer.valueOf(String) parses, it does not box")
	}
	num := func(name, ret string) *dex.MethodRef {
		return &dex.MethodRef{Class: "Ljava/lang/Number;", Name: name, Return: ret}
	}
	if p, ok := unboxes(num("intValue", "I"), false); !ok || p != "I" {
		t.Error("Number.intValue not recognised")
	}
	if _, ok := unboxes(num("doubleValue", "D"), false); ok {
		t.Error("doubleValue taken as an integer unboxing")
	}
	flags := regflow.Value{Alts: []regflow.Alt{{Kind: regflow.Const, Int: 0x14000000}, {Kind: regflow.Bits, Or: 0x4000000}}}
	box := boxed(0x10, intBox, flags)
	withNull := regflow.Merge(box, regflow.One(regflow.Alt{Kind: regflow.Const}))
	v, ok := unboxed(withNull, "I")
	if !ok || v.Top || len(v.Alts) != 2 || v.Alts[0].Kind != regflow.Const || v.Alts[0].Int != 0x14000000 || v.Alts[1].Or != 0x4000000 {
		t.Errorf("unboxed %v = %v, %v; want the flags back", withNull, v, ok)
	}
	if v, ok := unboxed(boxed(0x10, intBox, regflow.One(regflow.Alt{Kind: regflow.Const, Int: 0x1ff})), "B"); !ok || v.Alts[0].Int != -1 {
		t.Errorf("byteValue of 0x1ff = %v, want -1", v)
	}
	if v, ok := unboxed(boxed(0x10, intBox, regflow.One(regflow.Alt{Kind: regflow.Bits, Or: 1})), "S"); ok {
		t.Errorf("shortValue of OR-ed bits = %v, want unknown", v)
	}
	unknown := boxed(0x10, intBox, regflow.One(regflow.Alt{Kind: regflow.Call, Site: 4, Ref: num("intValue", "I")}))
	if _, ok := unboxed(unknown, "I"); ok {
		t.Error("the box of an unknown value unboxed to something known")
	}
	mixed := regflow.Merge(box, regflow.One(regflow.Alt{Kind: regflow.Field, Field: &dex.FieldRef{Class: "LX;", Name: "f", Type: "Ljava/lang/Integer;"}}))
	if v, ok := unboxed(mixed, "I"); !ok || !v.Top {
		t.Errorf("a box merged with a field unboxed to %v, want the flags and an unknown part", v)
	}
}
