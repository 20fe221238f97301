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

// TestConsistentWalk (tokenskip, sketch/RenewalsProvider.java renew):
// from the edge of `if (!confirmed && token == null)` that saw a token,
// every path to the write passes take(token); from the edge where
// confirmed is set, one does not. A path-insensitive walk lets the
// token edge take the later no-token edge too.
func TestConsistentWalk(t *testing.T) {
	prog := fixtureProgram(t, "tokenskip")
	m := prog.Lookup("Lcom/example/tsk/RenewalsProvider;", "renew(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;")
	a, err := prog.Analyze(m)
	if err != nil || a == nil {
		t.Fatalf("analyze: %v", err)
	}
	g := newInsnGraph(a.Result)
	find := func(name string) int {
		for _, c := range prog.Calls(m) {
			if c.Ref.Name == name {
				return g.index[c.Addr]
			}
		}
		t.Fatalf("no call of %s", name)
		return -1
	}
	take, write := find("take"), find("execSQL")
	var flag, tokenTest int // if-nez v0 (confirmed), if-nez p3 (token)
	for i, in := range g.insns {
		if in.Op == dex.OpIfEqz+1 {
			if flag == 0 {
				flag = i
			} else {
				tokenTest = i
				break
			}
		}
	}
	reaches := func(start int, seed []nullFact) bool {
		got := false
		complete := g.consistentWalk(start, seed, func(i int) bool { return i == take }, func(i int) { got = got || i == write })
		if !complete {
			t.Fatalf("walk from %d hit its bound", start)
		}
		return got
	}
	jump := func(i int) int { tg, _, _ := g.insns[i].Branch(); return g.index[tg] }
	reg := g.insns[tokenTest].A
	if !reaches(jump(flag), nil) {
		t.Error("confirmed set: the write is not reached without take")
	}
	if reaches(jump(tokenTest), []nullFact{{reg: reg}}) {
		t.Error("a token seen: the write is reached without take")
	}
	naive := false
	g.walk([]int{jump(tokenTest)}, func(in *dex.Insn) bool { return in.Addr == g.insns[take].Addr }, func(in *dex.Insn) bool {
		naive = naive || in.Addr == g.insns[write].Addr
		return true
	})
	if !naive {
		t.Error("the path-insensitive walk should reach the write around take (the test shows nothing)")
	}
}
