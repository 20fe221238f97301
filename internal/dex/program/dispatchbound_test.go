package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestDispatchBound: issue(src: IdSource) calls src.next(), which has two
// live implementations (rev26_narrowtok): its analysis notes parameter 1
// as dispatched on; its merged summary unites both sources, and the
// summary bound to an object of one class has that class's only.
func TestDispatchBound(t *testing.T) {
	p := fixtureProgram(t, "rev26_narrowtok")
	var issue *dex.Method
	for _, m := range p.Classes["Lcom/example/r26t/JobsProvider;"].Direct {
		if m.Ref.Name == "issue" {
			issue = m
		}
	}
	merged := p.Summary(issue)
	if merged == nil {
		t.Fatal("no summary of issue")
	}
	if got := p.dispatchParams(issue); got != 1<<1 {
		t.Fatalf("dispatchParams(issue) = %b, want parameter 1", got)
	}
	both := regflow.TaintPredictable | regflow.TaintSecure
	if merged.Returns.Taint&regflow.TaintPredictable == 0 || merged.Returns.Taint&regflow.TaintSecure == 0 {
		t.Errorf("merged summary taint %x, want both sources", merged.Returns.Taint)
	}
	for cls, want := range map[string]regflow.Taint{
		"Lcom/example/r26t/WeakIds;":   regflow.TaintRandom,
		"Lcom/example/r26t/StrongIds;": regflow.TaintSecure,
	} {
		args := []regflow.Value{regflow.One(regflow.Alt{Kind: regflow.Param}), regflow.One(regflow.Alt{Kind: regflow.New, Str: cls, Site: 4})}
		s := p.dispatchBound(issue, args)
		if s == nil {
			t.Fatalf("no bound summary for %s", cls)
		}
		if got := s.Returns.Taint & both; got != want {
			t.Errorf("bound to %s: taint %x, want %x", cls, got, want)
		}
	}
	// An argument the analysis cannot place is not bound.
	if s := p.dispatchBound(issue, []regflow.Value{regflow.One(regflow.Alt{Kind: regflow.Param}), regflow.One(regflow.Alt{Kind: regflow.Param, Int: 1})}); s != nil {
		t.Error("bound for a parameter argument")
	}
}
