package dexrules

import (
	"os"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
)

// TestReachThroughCyclesAndDepth: the side-effect search answers a method
// of a recursive cycle from the whole cycle, whatever order it is asked
// in, and follows a chain of any depth (it used to stop at six helpers and
// answer "no effect" for the inner method of a cycle it met still open).
func TestReachThroughCyclesAndDepth(t *testing.T) {
	data, err := os.ReadFile("testdata/reach.dex")
	if err != nil {
		t.Fatal(err)
	}
	f, err := dex.Parse("classes.dex", data)
	if err != nil {
		t.Fatal(err)
	}
	prog, err := program.Load([]*dex.File{f})
	if err != nil {
		t.Fatal(err)
	}
	const graph = "Lcom/example/reach/Graph;"
	const editor = "(Landroid/content/SharedPreferences$Editor;"
	method := func(nameProto string) *dex.Method {
		m := prog.Method(graph, nameProto)
		if m == nil {
			t.Fatalf("no %s in the fixture", nameProto)
		}
		return m
	}
	for _, order := range [][]string{{"a", "b"}, {"b", "a"}} {
		eff := newEffects(prog)
		for _, name := range order {
			ev := eff.of(method(name + editor + "I)V"))
			if ev == nil || ev.Sink != "android.content.SharedPreferences$Editor.commit" || ev.In.Ref.Name != "c" {
				t.Errorf("asked in order %v: %s reaches %v, want the commit in c", order, name, ev)
			}
		}
	}
	eff := newEffects(prog)
	for _, name := range []string{"p(I)V", "q(I)V"} {
		if ev := eff.of(method(name)); ev != nil {
			t.Errorf("%s reaches %v, want no effect", name, ev)
		}
	}
	if ev := eff.of(method("d0" + editor + ")V")); ev == nil || ev.In.Ref.Name != "d9" {
		t.Errorf("d0 reaches %v, want the apply in d9, ten calls down", ev)
	}
}
