package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestFluentChainTaint: a value appended through a fluent chain
// (`out.append('_').append(Long.toHexString(parts[i]))`) reaches the
// builder the chain started from, read again afterwards (`out.toString()`):
// rev120_j1's Ids.compose returns text built from its varargs parameter.
func TestFluentChainTaint(t *testing.T) {
	p := fixtureProgram(t, "rev120_j1")
	m := methodIn(t, p, "Lcom/tallyhouse/cetp/", "Ids", "compose")
	s := p.Summary(m)
	if s == nil {
		t.Fatal("no summary")
	}
	if s.Returns.Taint&regflow.TaintParam(1) == 0 {
		t.Errorf("compose returns %v (taint %b), want it built from its parts (parameter 1)", s.Returns, s.Returns.Taint)
	}
}
