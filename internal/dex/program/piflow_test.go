package program

import (
	"slices"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// piflow loads the piflow fixture's program (sketches beside its smali in
// testdata/dex/src/piflow).
func piflow(t *testing.T) *Program {
	t.Helper()
	return fixtureProgram(t, "piflow")
}

func pfMethod(t *testing.T, p *Program, class, name string) *dex.Method {
	t.Helper()
	return methodIn(t, p, "Lcom/example/pf/", class, name)
}

// flagAlts renders a flags value's alternatives as "0x… " with a "<23"
// suffix for those reached only below SDK 23, sorted.
func flagAlts(v regflow.Value) []string {
	var out []string
	for _, a := range v.Alts {
		s := a.String()
		out = append(out, s)
	}
	if v.Top {
		out = append(out, "unknown")
	}
	slices.Sort(out)
	return out
}

// TestStaticFinalSetInClinit: a final static field with no encoded value
// that <clinit> stores into reads as what was stored, not as 0 (Kotlin
// companion vals read through access$get…$cp, an object's val through its
// getter).
func TestStaticFinalSetInClinit(t *testing.T) {
	p := piflow(t)
	for _, tc := range []struct {
		class, getter string
		want          []string
	}{
		// straight-line <clinit>: the stored constants read directly
		{"Flags", "access$getPI_FLAGS$cp", []string{"0xc000000"}},
		{"Flags", "access$getMUT_FLAGS$cp", []string{"0xa000000"}},
		// a branch in <clinit>: the stores' dataflow facts
		{"SdkFlags", "getFLAGS", []string{"0x0 (SDK<23)", "0x4000000"}},
	} {
		t.Run(tc.getter, func(t *testing.T) {
			s := p.Summary(pfMethod(t, p, tc.class, tc.getter))
			if s == nil {
				t.Fatal("no summary")
			}
			if got := flagAlts(s.Returns); !slices.Equal(got, tc.want) {
				t.Errorf("returns %v, want %v", got, tc.want)
			}
		})
	}
}

// TestEarlyReturnBelowImmutable: a return reached only where SDK_INT < 23
// gives its value as below 23, as a join of the two paths would.
func TestEarlyReturnBelowImmutable(t *testing.T) {
	p := piflow(t)
	for _, tc := range []struct {
		helper string
		want   []string
	}{
		{"immutableFlag", []string{"0x0 (SDK<23)", "0x4000000"}},
		{"mutableOnNewApis", []string{"0x0", "0x2000000"}}, // the 0 path includes SDK 23..30
	} {
		t.Run(tc.helper, func(t *testing.T) {
			s := p.Summary(pfMethod(t, p, "Intents", tc.helper))
			if got := flagAlts(s.Returns); !slices.Equal(got, tc.want) {
				t.Errorf("returns %v, want %v", got, tc.want)
			}
		})
	}
}

// TestBoundSummary: flagsFor(boolean) merges both branches; bound to a
// constant argument, only the branch it takes; not bound (an unknown
// argument), no bound summary, and the call's result is marked as a
// choice by an argument.
func TestBoundSummary(t *testing.T) {
	p := piflow(t)
	m := pfMethod(t, p, "Intents", "flagsFor")
	s := p.Summary(m)
	if got := flagAlts(s.Returns); !slices.Equal(got, []string{"0x2000000", "0x4000000"}) {
		t.Fatalf("merged summary returns %v", got)
	}
	c := func(k int64) regflow.Value { return regflow.One(regflow.Alt{Kind: regflow.Const, Int: k}) }
	for _, tc := range []struct {
		name string
		arg  regflow.Value
		want []string // nil: no bound summary
	}{
		{"false", c(0), []string{"0x4000000"}},
		{"true", c(1), []string{"0x2000000"}},
		{"unknown", regflow.Unknown, nil},
		{"either", regflow.Merge(c(0), c(1)), nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := p.boundSummary(m, s, m.Ref, []regflow.Value{tc.arg})
			switch {
			case tc.want == nil && b != nil:
				t.Errorf("bound summary %v, want none", b.Returns)
			case tc.want != nil && b == nil:
				t.Errorf("no bound summary, want %v", tc.want)
			case b != nil && !slices.Equal(flagAlts(b.Returns), tc.want):
				t.Errorf("bound summary returns %v, want %v", flagAlts(b.Returns), tc.want)
			}
		})
	}
	if got := p.argChoice(m, s, m.Ref); got != regflow.TaintArgChoice {
		t.Errorf("argChoice(flagsFor) = %#x, want TaintArgChoice: it branches on its argument", got)
	}
	im := pfMethod(t, p, "Intents", "immutableFlag")
	if got := p.argChoice(im, p.Summary(im), im.Ref); got != 0 {
		t.Errorf("argChoice(immutableFlag) = %#x, want 0: it branches on SDK_INT, not an argument", got)
	}
}

// TestBoundDefaultMask: Kotlin's confirmPi$default tests bit 1 of its mask;
// the analysis bound to (ctx, 0, 2, null) passes FLAG_IMMUTABLE on, the
// one bound to mask 0 passes the caller's flags (still a parameter).
func TestBoundDefaultMask(t *testing.T) {
	p := piflow(t)
	m := pfMethod(t, p, "PisKt", "confirmPi$default")
	c := func(k int64) regflow.Value { return regflow.One(regflow.Alt{Kind: regflow.Const, Int: k}) }
	for _, tc := range []struct {
		name string
		args []regflow.Value
		want string
	}{
		{"default", []regflow.Value{{}, c(0), c(2), c(0)}, "0x4000000"},
		{"given", []regflow.Value{{}, {}, c(0), c(0)}, "param 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := p.analyzeBound(m, tc.args)
			if r == nil {
				t.Fatal("no bound analysis")
			}
			var flags []string
			r.a.Replay(func(in *dex.Insn, st *regflow.State) {
				if in.IsInvoke() && len(in.Args) == 2 {
					flags = flagAlts(st.Reg(uint32(in.Args[1])))
				}
			})
			if !slices.Equal(flags, []string{tc.want}) {
				t.Errorf("confirmPi gets flags %v, want %s", flags, tc.want)
			}
		})
	}
}

// TestLiveTargets: PiSource.make has four implementations; SourceImpl3 is
// made only in Cases.unused, which nothing calls, and SourceImpl4 only in
// Cases.makeFour, which only the uncalled Cases.unusedToo calls (liveness
// is a fixpoint, not one level deep), so the call in ToolProvider.call
// merges the summaries of the other two.
func TestLiveTargets(t *testing.T) {
	p := piflow(t)
	m := pfMethod(t, p, "ToolProvider", "call")
	var call *Call
	for i, c := range p.Calls(m) {
		if c.Ref.Name == "make" {
			call = &p.Calls(m)[i]
		}
	}
	if call == nil {
		t.Fatal("no call to make")
	}
	names := func(ms []*dex.Method) []string {
		var out []string
		for _, x := range ms {
			out = append(out, x.Class.Name)
		}
		slices.Sort(out)
		return out
	}
	if got := names(p.Targets(call)); len(got) != 5 {
		t.Fatalf("possible targets %v, want the interface's and the four implementations'", got)
	}
	// The interface's own (abstract) method stays: live subtypes run it.
	want := []string{"Lcom/example/pf/PiSource;", "Lcom/example/pf/SourceImpl1;", "Lcom/example/pf/SourceImpl2;"}
	if got := names(p.liveTargets(call)); !slices.Equal(got, want) {
		t.Errorf("live targets %v, want %v", got, want)
	}
}

// TestIntentDepthCut: an Intent returned by a helper is followed at most
// maxIntentDepth helpers deep; there the answer is Unknown and names the
// helper, so the rule can say where it stopped.
func TestIntentDepthCut(t *testing.T) {
	p := piflow(t)
	m := pfMethod(t, p, "Cases", "companionFlags")
	confirm := pfMethod(t, p, "Intents", "confirm")
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		t.Fatal(err)
	}
	v := regflow.One(regflow.Alt{Kind: regflow.Call, Site: 0x7ffe, Ref: confirm.Ref})
	done := false
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if done {
			return
		}
		done = true
		if x, _, cut := p.explicit(a, st, v, 0); x != Yes || cut != nil {
			t.Errorf("followed: %v, cut %v; want Yes, none", x, cut)
		}
		if x, _, cut := p.explicit(a, st, v, maxIntentDepth); x != Unknown || cut != confirm.Ref {
			t.Errorf("at the bound: %v, cut %v; want Unknown, cut at %s", x, cut, confirm.Ref)
		}
	})
}
