package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestInheritedEntryReach: rev29_base's manifest names NotesProvider,
// whose call() is ToolProvider's (final, in the abstract grandparent),
// calling the abstract dispatch(). Taken alone as a root, that call()
// runs on ToolProvider objects, of which none is made, and dispatch()
// reaches nothing; once EntryPoints has given it as NotesProvider's entry
// point (entryOn), the root runs on NotesProvider objects and reaches
// NotesProvider.dispatch and, through the inherited helper, the owner
// lookup in Packages$Uid.
func TestInheritedEntryReach(t *testing.T) {
	p := fixtureProgram(t, "rev29_base")
	call := methodIn(t, p, "Lcom/example/r29a/", "ToolProvider", "call")
	dispatch := methodIn(t, p, "Lcom/example/r29a/", "NotesProvider", "dispatch")
	first := methodIn(t, p, "Lcom/example/r29a/", "Packages$Uid", "first")
	if r := p.Reachable([]*dex.Method{call}); r[dispatch] != nil || hasKey(r, dispatch) {
		t.Errorf("ToolProvider.call alone reaches NotesProvider.dispatch; no NotesProvider is made")
	}
	eps := p.EntryPoints("Lcom/example/r29a/NotesProvider;")
	if len(eps) != 1 || eps[0] != call {
		t.Fatalf("NotesProvider's entry points %v, want ToolProvider.call", eps)
	}
	r := p.Reachable(eps)
	if !hasKey(r, dispatch) || !hasKey(r, first) {
		t.Errorf("NotesProvider's call() reaches dispatch %v, Packages$Uid.first %v; want both", hasKey(r, dispatch), hasKey(r, first))
	}
}

func hasKey(r map[*dex.Method]*Caller, m *dex.Method) bool {
	_, ok := r[m]
	return ok
}

// TestReceiverObjectArgs: rev29_lock's provider holds two OpLedgers in
// final fields, built in its constructor on java.util.Random (ops) and on
// SecureRandom (resumes); OpLedger.rnd is written by OpLedger's
// constructor only. The value call() passes to started() (ops.open) is
// predictable and the one it passes to needsUser() (resumes.open) secure,
// each judged by the construction of the ledger the call is made on. The
// text open() builds from `rnd.nextLong() & Long.MAX_VALUE` is traced to
// rnd through the arithmetic (StoredArgTaint).
func TestReceiverObjectArgs(t *testing.T) {
	p := fixtureProgram(t, "rev29_lock")
	call := methodIn(t, p, "Lcom/example/r29l/", "JobsProvider", "call")
	rnd := &dex.FieldRef{Class: "Lcom/example/r29l/OpLedger;", Name: "rnd", Type: "Ljava/util/Random;"}
	if !p.constructorOnly(rnd) {
		t.Errorf("OpLedger.rnd: not constructor-only")
	}
	a, err := p.Analyze(call)
	if err != nil || a == nil {
		t.Fatal(err)
	}
	got := map[string]regflow.Value{}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if !in.IsInvoke() {
			return
		}
		ref, err := call.Class.File.Method(in.Index)
		if err != nil {
			return
		}
		switch ref.Name {
		case "started":
			got["started"] = st.Reg(uint32(in.Args[0]))
		case "needsUser":
			got["needsUser"] = st.Reg(uint32(in.Args[1]))
		}
	})
	for name, want := range map[string]regflow.Taint{"started": regflow.TaintPredictable, "needsUser": regflow.TaintSecure} {
		v := got[name]
		if s := p.StoredArgTaint(call, v); len(s.Fields) != 1 || s.Fields[0].Field.Name != "rnd" {
			t.Errorf("%s: stored fields %v, want OpLedger.rnd", name, s.Fields)
		}
		taint, ok := p.ReceiverObjectArgs(call, v, rnd)
		if !ok || taint&(regflow.TaintPredictable|regflow.TaintSecure) != want {
			t.Errorf("%s: ReceiverObjectArgs %v (ok %v), want %v only", name, taint, ok, want)
		}
	}
	if _, ok := p.ReceiverObjectArgs(call, regflow.Unknown, rnd); ok {
		t.Errorf("an unknown value answered per receiver")
	}
	// Confirm$Builder.flags (rev29_builder) is set again by editable():
	// an object holding it may change after construction.
	q := fixtureProgram(t, "rev29_builder")
	if q.constructorOnly(&dex.FieldRef{Class: "Lcom/example/r29b/Confirm$Builder;", Name: "flags", Type: "I"}) {
		t.Errorf("Confirm$Builder.flags taken as constructor-only; editable() writes it")
	}
}
