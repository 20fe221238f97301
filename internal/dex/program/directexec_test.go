package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestDirectExecutorByBody: on r8directexec (sketch beside the smali), an
// executor class is direct by its code: Guava's DirectExecutor renamed
// a.a.a, D8's `Runnable::run` class and InlineExecutor (run() in a static
// helper after Objects.requireNonNull) run the body in place;
// MainThreadExecutor, which runs it only on the main thread and posts it
// otherwise, does not; neither does the provider itself (no execute). The
// four execute calls of call() are hops, the first three in place.
func TestDirectExecutorByBody(t *testing.T) {
	p := fixtureProgram(t, "r8directexec")
	const pkg = "Lcom/example/rdx/"
	for _, tc := range []struct {
		class string
		want  bool
	}{
		{"La/a/a;", true},
		{pkg + "ToolProvider$$ExternalSyntheticLambda0;", true},
		{pkg + "InlineExecutor;", true},
		{pkg + "MainThreadExecutor;", false},
		{pkg + "ToolProvider;", false},
	} {
		if got := p.inPlaceClass(tc.class, executeRef); got != tc.want {
			t.Errorf("inPlaceClass(%s) = %v, want %v", tc.class, got, tc.want)
		}
	}
	call := methodIn(t, p, pkg, "ToolProvider", "call")
	hops := p.Hops(map[*dex.Method]*Caller{call: nil})
	if len(hops) != 4 {
		t.Fatalf("%d hops in call, want 4", len(hops))
	}
	for i, h := range hops {
		if want := i < 3; h.InPlace != want || len(h.Bodies) != 1 {
			t.Errorf("hop %d at %#x: in place %v, bodies %d; want %v, 1", i, h.Call.Addr, h.InPlace, len(h.Bodies), want)
		}
	}
}

// TestNotInstanceOf: a receiver made as another class, or read from a
// field only ever holding one (through a helper's summary too), is no
// MainThreadExecutor; one of unknown origin or a parameter may be.
func TestNotInstanceOf(t *testing.T) {
	p := fixtureProgram(t, "r8directexec")
	const pkg = "Lcom/example/rdx/"
	mte := pkg + "MainThreadExecutor;"
	field := func(name string) regflow.Value {
		return regflow.Value{Alts: []regflow.Alt{{Kind: regflow.Field, Field: &dex.FieldRef{Class: pkg + "ToolProvider;", Name: name, Type: "Ljava/util/concurrent/Executor;"}}}}
	}
	for _, tc := range []struct {
		name string
		v    regflow.Value
		want bool
	}{
		{"new InlineExecutor", regflow.Value{Alts: []regflow.Alt{{Kind: regflow.New, Str: pkg + "InlineExecutor;"}}}, true},
		{"new MainThreadExecutor", regflow.Value{Alts: []regflow.Alt{{Kind: regflow.New, Str: mte}}}, false},
		{"field sync", field("sync"), true},
		{"field inline (a.a.a's INSTANCE through a.a.b.a())", field("inline"), true},
		{"field main", field("main"), false},
		{"unknown", regflow.Unknown, false},
		{"parameter", regflow.Value{Alts: []regflow.Alt{{Kind: regflow.Param, Int: 1}}}, false},
	} {
		if got := p.notInstanceOf(tc.v, mte, 0); got != tc.want {
			t.Errorf("%s: notInstanceOf = %v, want %v", tc.name, got, tc.want)
		}
	}
}
