package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestInheritedEntryReach: rev29_variants' manifest names NotesProvider,
// which inherits call() from the concrete BaseProvider and overrides the
// handle() that call() dispatches to on `this`. Taken alone as a root,
// that call() runs on BaseProvider objects, and handle() reaches only
// BaseProvider's own; once EntryPoints has given it as NotesProvider's
// entry point (entryOn), the root runs on NotesProvider objects and
// reaches NotesProvider.handle and the ledger behind it.
func TestInheritedEntryReach(t *testing.T) {
	p := fixtureProgram(t, "rev29_variants")
	call := methodIn(t, p, "Lcom/example/r29v/", "BaseProvider", "call")
	handle := methodIn(t, p, "Lcom/example/r29v/", "NotesProvider", "handle")
	next := methodIn(t, p, "Lcom/example/r29v/", "OpLedger", "next")
	if r := p.Reachable([]*dex.Method{call}); hasKey(r, handle) {
		t.Errorf("BaseProvider.call alone reaches NotesProvider.handle; no NotesProvider is made")
	}
	eps := p.EntryPoints("Lcom/example/r29v/NotesProvider;")
	if len(eps) != 1 || eps[0] != call {
		t.Fatalf("NotesProvider's entry points %v, want BaseProvider.call", eps)
	}
	r := p.Reachable(eps)
	if !hasKey(r, handle) || !hasKey(r, next) {
		t.Errorf("NotesProvider's call() reaches handle %v, OpLedger.next %v; want both", hasKey(r, handle), hasKey(r, next))
	}
}

// TestAbstractTargetNotLive: rev29_base's ToolProvider.call calls the
// abstract dispatch(). ToolProvider is live (the root's class), but its
// dispatch has no code: it does not stand for the overrides, so the call
// falls back to the implementations (NotesProvider.dispatch) even with no
// NotesProvider seen made, and reaches the owner lookup behind it.
func TestAbstractTargetNotLive(t *testing.T) {
	p := fixtureProgram(t, "rev29_base")
	call := methodIn(t, p, "Lcom/example/r29a/", "ToolProvider", "call")
	dispatch := methodIn(t, p, "Lcom/example/r29a/", "NotesProvider", "dispatch")
	first := methodIn(t, p, "Lcom/example/r29a/", "Packages$Uid", "first")
	r := p.Reachable([]*dex.Method{call})
	if !hasKey(r, dispatch) || !hasKey(r, first) {
		t.Errorf("ToolProvider.call reaches NotesProvider.dispatch %v, Packages$Uid.first %v; want both", hasKey(r, dispatch), hasKey(r, first))
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
	for name, want := range map[string]regflow.Taint{"started": regflow.TaintRandom, "needsUser": regflow.TaintSecure} {
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

// TestCollectionElements: rev29_jobs' jobs field only ever holds the
// HashMap its constructor makes, so its elements are what the app puts
// (madeCollection); EXTRA holds Collections.unmodifiableMap's result, a
// map the analysis does not see made. Map.put stores its argument 2,
// List.add(E) 1, List.add(int, E) 2; Map.get reads an element.
func TestCollectionElements(t *testing.T) {
	p := fixtureProgram(t, "rev29_jobs")
	jobs := &dex.FieldRef{Class: "Lcom/example/r29j/JobsProvider;", Name: "jobs", Type: "Ljava/util/Map;"}
	extra := &dex.FieldRef{Class: "Lcom/example/r29j/JobsProvider;", Name: "EXTRA", Type: "Ljava/util/Map;"}
	if !p.madeCollection(jobs) {
		t.Errorf("jobs: not a collection the app makes")
	}
	if p.madeCollection(extra) {
		t.Errorf("EXTRA: an unmodifiable view taken as a map the app makes")
	}
	obj := "Ljava/lang/Object;"
	for _, c := range []struct {
		ref  dex.MethodRef
		want int
	}{
		{dex.MethodRef{Class: "Ljava/util/Map;", Name: "put", Params: []string{obj, obj}, Return: obj}, 2},
		{dex.MethodRef{Class: "Ljava/util/List;", Name: "add", Params: []string{obj}, Return: "Z"}, 1},
		{dex.MethodRef{Class: "Ljava/util/List;", Name: "add", Params: []string{"I", obj}, Return: "V"}, 2},
		{dex.MethodRef{Class: "Lcom/example/Registry;", Name: "put", Params: []string{obj, obj}, Return: obj}, -1},
	} {
		if got := collectionWrite(&c.ref); got != c.want {
			t.Errorf("collectionWrite(%s.%s%v) = %d, want %d", c.ref.Class, c.ref.Name, c.ref.Params, got, c.want)
		}
	}
	if !collectionRead(&dex.MethodRef{Class: "Ljava/util/Map;", Name: "get", Params: []string{obj}, Return: obj}) {
		t.Errorf("Map.get: not a collection read")
	}
}
