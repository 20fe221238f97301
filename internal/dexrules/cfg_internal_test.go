package dexrules

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestInsnGraphTryBranches (r8outline3, sketch/BatchProvider.java): in a
// method whose body is one try block, a conditional branch has its two
// edges only (it cannot throw), a goto its one, while a call keeps its
// edge to the handler.
func TestInsnGraphTryBranches(t *testing.T) {
	prog := fixtureProgram(t, "r8outline3")
	m := prog.Lookup("Lcom/example/r8o3/BatchProvider;", "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;")
	a, err := prog.Analyze(m)
	if err != nil || a == nil {
		t.Fatalf("analyze: %v", err)
	}
	g := newInsnGraph(a.Result)
	ifs, calls := 0, 0
	for i, in := range g.insns {
		inTry := false
		for _, tr := range a.Result.Code.Tries {
			inTry = inTry || in.Addr >= tr.Start && in.Addr < tr.End
		}
		if !inTry {
			continue
		}
		switch {
		case in.Op >= dex.OpIfEq && in.Op <= dex.OpIfLez:
			ifs++
			if len(g.succ[i]) != 2 {
				t.Errorf("if at %#x: %d successors, want 2", in.Addr, len(g.succ[i]))
			}
		case in.IsInvoke():
			calls++
			if len(g.succ[i]) != 2 {
				t.Errorf("call at %#x: %d successors, want 2 (next, handler)", in.Addr, len(g.succ[i]))
			}
		}
	}
	if ifs != 2 || calls == 0 {
		t.Errorf("%d branches and %d calls in the try, want 2 and some", ifs, calls)
	}
}
