package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestReadObjectsFor checks, on tokenobjs (Java sketch beside the smali),
// that each put of a Grant's token is tied to the Grant read just before
// it, though call() reads the token of five Grants, and that the writer
// calls on that Grant answer the field question: its own constructor
// call (UUID; Random), or a setter called on the Grant a factory made
// (UUID; the clock: the factory's Grant has no token of its own, so the
// setter decides). The Grant read from a static field is no allocation:
// not answered, and the merge over the method is not either.
func TestReadObjectsFor(t *testing.T) {
	p := fixtureProgram(t, "tokenobjs")
	m := p.Method("Lcom/example/tobj/ToolProvider;", "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;")
	if m == nil {
		t.Fatal("no call method")
	}
	tok := &dex.FieldRef{Class: "Lcom/example/tobj/Grant;", Name: "token", Type: "Ljava/lang/String;"}
	var puts []uint32
	for _, c := range p.Calls(m) {
		if c.Ref.Name == "putString" {
			puts = append(puts, c.Addr)
		}
	}
	want := []struct {
		via   bool // made by Grant.make()
		ok    bool
		taint regflow.Taint
	}{
		{false, true, regflow.TaintSecure},
		{false, true, regflow.TaintRandom},
		{true, true, regflow.TaintSecure},
		{true, true, regflow.TaintClock},
		{false, false, 0},
	}
	if len(puts) != len(want) {
		t.Fatalf("%d puts, want %d", len(puts), len(want))
	}
	for i, w := range want {
		objs := p.ReadObjectsFor(m, tok, puts[i])
		isNew := objs.Exact() && len(objs.Alts) == 1 && objs.Alts[0].Kind == regflow.New
		if isNew != w.ok || isNew && (objs.Alts[0].Via != nil) != w.via {
			t.Errorf("put %d at %#x: objects %v", i, puts[i], objs)
			continue
		}
		taint, ok := p.ObjectArgs(m, objs, tok)
		if ok != w.ok || taint&(regflow.TaintSecure|regflow.TaintPredictable) != w.taint {
			t.Errorf("put %d at %#x: ObjectArgs = %#x, %v; want %#x, %v", i, puts[i], taint, ok, w.taint, w.ok)
		}
	}
	if _, ok := p.ObjectArgs(m, p.ReadObjects(m, tok), tok); ok {
		t.Error("every Grant call() reads, merged: answered, want not (one is read from a field)")
	}
}
