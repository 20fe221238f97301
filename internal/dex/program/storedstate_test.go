package program

import (
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// storedState loads the storedstate fixture's program (Kotlin and Java
// sketches beside its smali in testdata/dex/src/storedstate).
func storedState(t *testing.T) *Program {
	t.Helper()
	return fixtureProgram(t, "storedstate")
}

const ssPkg = "Lcom/example/ss/"

// TestStringFieldsFold: a String field whose every store is a literal
// reads as that literal (Kotlin object vals set in <clinit>), through the
// field and through the val's getter's summary.
func TestStringFieldsFold(t *testing.T) {
	p := storedState(t)
	keys := ssPkg + "Keys;"
	for _, tc := range []struct{ name, want string }{
		{"SESSION", "session_token"}, {"LABEL", "display_name"}, {"CALLER", "caller_package"}, {"SUBJECT", "package_name"},
		{"RESULT_FD", "result_fd"}, {"ERROR", "error_message"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, ok := p.fieldRead(&dex.FieldRef{Class: keys, Name: tc.name, Type: "Ljava/lang/String;"})
			a, one := v.Single()
			if !ok || !one || a.Kind != regflow.Str || a.Str != tc.want {
				t.Errorf("Keys.%s reads as %v, want the literal %q", tc.name, v, tc.want)
			}
		})
	}
	for _, g := range []struct{ class, nameProto, want string }{
		{keys, "getSESSION()Ljava/lang/String;", "session_token"},
		// A companion val: Companion.getKEY() -> Ops.access$getKEY$cp().
		{ssPkg + "Ops$Companion;", "getKEY()Ljava/lang/String;", "operation_id"},
	} {
		s := p.Summary(p.Method(g.class, g.nameProto))
		if a, ok := s.Returns.Single(); !ok || a.Kind != regflow.Str || a.Str != g.want {
			t.Errorf("%s%s returns %v, want the literal %q", g.class, g.nameProto, s.Returns, g.want)
		}
	}
	// A field written from something else than a literal stays a field.
	v, _ := p.fieldRead(&dex.FieldRef{Class: ssPkg + "ToolProvider;", Name: "pkgs", Type: "[Ljava/lang/String;"})
	if a, ok := v.Single(); !ok || a.Kind != regflow.Field {
		t.Errorf("ToolProvider.pkgs reads as %v, want the field", v)
	}
}

// TestLazyDelegates: the initializer of each `by lazy` delegate field is
// found in the constructor that stores it, and reading the property gives
// the initializer's object with its taint.
func TestLazyDelegates(t *testing.T) {
	p := storedState(t)
	tp := ssPkg + "ToolProvider;"
	for _, tc := range []struct {
		field, init, getter string
		want, not           regflow.Taint
	}{
		{"weak$delegate", "ToolProvider$weak$2", "getWeak()Ljava/util/Random;", regflow.TaintPredictable, regflow.TaintSecure},
		{"strong$delegate", "ToolProvider$strong$2", "getStrong()Ljava/security/SecureRandom;", regflow.TaintSecure, regflow.TaintPredictable},
	} {
		t.Run(tc.field, func(t *testing.T) {
			inits := p.lazyInitializersOf(&dex.FieldRef{Class: tp, Name: tc.field, Type: classLazy})
			if len(inits) != 1 || inits[0].Class.Name != ssPkg+tc.init+";" {
				t.Fatalf("initializers %v, want %s.invoke", inits, tc.init)
			}
			s := p.Summary(p.Method(tp, tc.getter))
			if s == nil {
				t.Fatal("no summary")
			}
			if got := s.Ret.Taint | s.Returns.Taint; got&tc.want == 0 || got&tc.not != 0 {
				t.Errorf("%s returns taint %#x, want %#x without %#x", tc.getter, got, tc.want, tc.not)
			}
		})
	}
}

// TestIdentityHelpers: Ids.clear returns with the identity cleared and
// Ids.restore restores the token it is passed; Ids.enter and Ids.exit do
// the same with the token kept in a field. A method that neither clears
// nor restores has no effect.
func TestIdentityHelpers(t *testing.T) {
	p := storedState(t)
	for _, tc := range []struct {
		class, nameProto string
		want             uint8
	}{
		{"Ids;", "clear()J", identityClears},
		{"Ids;", "restore(J)V", identityRestores},
		{"Ids;", "enter()V", identityClears},
		{"Ids;", "exit()V", identityRestores},
		{"ToolProvider;", "onCreate()Z", 0},
	} {
		if got := p.identityEffect(p.Method(ssPkg+tc.class, tc.nameProto), Site{}); got != tc.want {
			t.Errorf("%s%s: effect %d, want %d", tc.class, tc.nameProto, got, tc.want)
		}
	}
}

// TestPredictableTarget: of TokenSource.next's two constructed
// implementations, WeakSource's result is predictable; IdSource.next's
// are both secure.
func TestPredictableTarget(t *testing.T) {
	p := storedState(t)
	call := p.Method(ssPkg+"ToolProvider;", "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;")
	a, err := p.Analyze(call)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	byAddr := CallsByAddr(p.Calls(call))
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		c := byAddr[in.Addr]
		if c == nil || c.Ref.Name != "putString" {
			return
		}
		v := st.Reg(uint32(in.Args[2]))
		for _, alt := range v.Alts {
			// The put's value comes from the call to next: its own
			// Call alternative, or what the targets return placed at
			// its site (the receiver's classes known, the abstract
			// method is no target and leaves no bare call).
			if nc := byAddr[alt.Site]; (alt.Kind == regflow.Call || alt.Kind == regflow.New) && nc != nil && nc.Ref.Name == "next" {
				name := ""
				if m := p.PredictableTarget(call, v); m != nil {
					name = m.Class.Name
				}
				got[nc.Ref.Class] = name
			}
		}
	})
	for iface, want := range map[string]string{ssPkg + "TokenSource;": ssPkg + "WeakSource;", ssPkg + "IdSource;": ""} {
		if g, ok := got[iface]; !ok || g != want {
			t.Errorf("%s.next: predictable target %q (seen %v), want %q", iface, g, ok, want)
		}
	}
}

// TestIdentityHelperDepthIsALimit: a clearing helper met deeper than
// summaries nest has no effect there, and the limit names the call and
// the helper (each rule reports it as a note); a shallower call still
// sees the helper clear.
func TestIdentityHelperDepthIsALimit(t *testing.T) {
	p := storedState(t)
	var got []Limit
	p.OnLimit(func(l Limit) { got = append(got, l) })
	call := p.Method(ssPkg+"ToolProvider;", "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;")
	clear := p.Method(ssPkg+"Ids;", "clear()J")
	p.nesting = maxSummaryNesting
	eff := p.identityEffect(clear, Site{Method: call})
	p.nesting = 0
	if eff != 0 || len(got) != 1 || got[0].Kind != LimitSummaryDepth || got[0].Callee != clear || got[0].Method != call {
		t.Fatalf("effect %d, limits %v: want none and one depth limit at call naming Ids.clear", eff, got)
	}
	if msg := got[0].String(); !strings.Contains(msg, "nested deeper than 24 helpers") {
		t.Errorf("limit says %q", msg)
	}
	if eff := p.identityEffect(clear, Site{Method: call}); eff != identityClears {
		t.Errorf("effect at depth 0 = %d, want identityClears", eff)
	}
}
