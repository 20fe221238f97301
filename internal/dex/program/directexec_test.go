package program

import (
	"strings"
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

// TestOpaqueHands: on opaquehand, the two enqueue calls hand a program
// Runnable to an interface method with no code in the APK (each with its
// lambda class, the context unknown); setName takes no body, and a known
// hop, a platform call or a call with code in the APK is no opaque hand.
func TestOpaqueHands(t *testing.T) {
	p := fixtureProgram(t, "opaquehand")
	call := methodIn(t, p, "Lcom/example/opq/", "ToolProvider", "call")
	hs := p.OpaqueHands(map[*dex.Method]*Caller{call: nil})
	if len(hs) != 2 {
		t.Fatalf("%d opaque hands, want 2", len(hs))
	}
	for i, h := range hs {
		want := "Lcom/example/opq/ToolProvider$$ExternalSyntheticLambda" + string(rune('0'+i)) + ";"
		if h.Call.Ref.Name != "enqueue" || !h.ContextUnknown || h.Unresolved == "" || len(h.Bodies) != 1 || h.Bodies[0].Name != want {
			t.Errorf("hand %d: %s, context unknown %v, bodies %v; want enqueue of %s", i, h.Call.Ref.Name, h.ContextUnknown, h.Bodies, want)
		}
	}
	run := "Ljava/lang/Runnable;"
	for _, tc := range []struct {
		ref  dex.MethodRef
		want bool
	}{
		{dex.MethodRef{Class: "Lcom/vendor/agentruntime/TaskQueue;", Name: "enqueue", Params: []string{run}, Return: "V"}, true},
		{dex.MethodRef{Class: "Lcom/vendor/agentruntime/TaskQueue;", Name: "setName", Params: []string{"Ljava/lang/String;"}, Return: "V"}, false},
		{dex.MethodRef{Class: "Ljava/util/concurrent/Executor;", Name: "execute", Params: []string{run}, Return: "V"}, false},
		{dex.MethodRef{Class: "Landroid/view/View;", Name: "post", Params: []string{run}, Return: "Z"}, false},
		{dex.MethodRef{Class: "Lio/reactivex/Single;", Name: "fromCallable", Params: []string{"Ljava/util/concurrent/Callable;"}, Return: "Lio/reactivex/Single;"}, false},
		{dex.MethodRef{Class: "Lcom/example/opq/ToolProvider;", Name: "lambda$call$1", Params: []string{"I"}, Return: "V"}, false},
	} {
		if got := p.opaqueHand(&Call{Ref: &tc.ref, Op: dex.OpInvokeInterface}); got != tc.want {
			t.Errorf("%s.%s: opaque %v, want %v", tc.ref.Class, tc.ref.Name, got, tc.want)
		}
	}
}

// TestChainOrigins: on rxorigins, a field one method writes gives the chain
// stored there (fromCallable, made in onCreate); a field two methods write
// is dropped with a note naming them; a helper's result gives the chain it
// returns (fromCallable, made in lookup); an operator call stays.
func TestChainOrigins(t *testing.T) {
	p := fixtureProgram(t, "rxorigins")
	const tp = "Lcom/example/rxo/ToolProvider;"
	const single = "Lio/reactivex/rxjava3/core/Single;"
	field := func(name string) regflow.Alt {
		return regflow.Alt{Kind: regflow.Field, Field: &dex.FieldRef{Class: tp, Name: name, Type: single}}
	}
	lookup := regflow.Alt{Kind: regflow.Call, Ref: &dex.MethodRef{Class: tp, Name: "lookup", Return: single}}
	op := regflow.Alt{Kind: regflow.Call, Ref: &dex.MethodRef{Class: single, Name: "just", Params: []string{"Ljava/lang/Object;"}, Return: single}}
	for _, tc := range []struct {
		name string
		in   regflow.Alt
		via  string // the method making the one chain alternative out; "" for none
		why  string
	}{
		{"who", field("who"), "onCreate", ""},
		{"either", field("either"), "", "which 2 methods write"},
		{"lookup()", lookup, "lookup", ""},
		{"just", op, "-", ""},
	} {
		out, why := p.chainOrigins(regflow.Value{Alts: []regflow.Alt{tc.in}}, IsRxType)
		if !strings.Contains(why, tc.why) || (tc.why == "") != (why == "") {
			t.Errorf("%s: why %q, want %q", tc.name, why, tc.why)
		}
		switch {
		case tc.via == "" && len(out.Alts) != 0:
			t.Errorf("%s: %v, want nothing", tc.name, out.Alts)
		case tc.via == "-" && (len(out.Alts) != 1 || out.Alts[0].Ref != op.Ref):
			t.Errorf("%s: %v, want the operator kept", tc.name, out.Alts)
		case tc.via != "" && tc.via != "-" && (len(out.Alts) != 1 || out.Alts[0].Via == nil || out.Alts[0].Via.Ref.Name != tc.via || out.Alts[0].Ref.Name != "fromCallable"):
			t.Errorf("%s: %v, want fromCallable made in %s", tc.name, out.Alts, tc.via)
		}
	}
}

// TestExecutorParamHops: on dexaa_execparam (sketch beside the smali),
// Runner.run's executor is its parameter: the hop is split by the
// executor each caller passes, ToolProvider$$ExternalSyntheticLambda2
// (given a thread pool) hopping and Lambda1 (given Runnable::run) in
// place; Runner.ping's only caller passes Runnable::run, so its hop is
// in place whole.
func TestExecutorParamHops(t *testing.T) {
	p := fixtureProgram(t, "dexaa_execparam")
	const pkg = "Lcom/example/dxp/"
	type row struct {
		method, body string
		inPlace      bool
	}
	var got []row
	for _, name := range []string{"run", "ping"} {
		m := methodIn(t, p, pkg, "Runner", name)
		for _, h := range p.Hops(map[*dex.Method]*Caller{m: nil}) {
			if h.Unresolved != "" {
				t.Errorf("%s: unresolved %s", name, h.Unresolved)
			}
			for _, b := range h.Bodies {
				got = append(got, row{name, strings.TrimPrefix(b.Name, pkg), h.InPlace})
			}
		}
	}
	want := []row{
		{"run", "ToolProvider$$ExternalSyntheticLambda2;", false},
		{"run", "ToolProvider$$ExternalSyntheticLambda1;", true},
		{"ping", "Runner$$ExternalSyntheticLambda0;", true},
	}
	if len(got) != len(want) {
		t.Fatalf("hops %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("hop %d: %v, want %v", i, got[i], want[i])
		}
	}
}
