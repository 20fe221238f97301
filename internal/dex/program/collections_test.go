package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestCollectionTaint (rev69_j1: D8's backport of String.join(CharSequence,
// Iterable) for minSdk 21): a collection holds the taint of what is added
// to it and its iterator's next() gives it back, so the backport's summary
// says its result is built from both parameters — the delimiter and the
// elements of the list — and a caller joining a list that holds a request
// value gets it back.
func TestCollectionTaint(t *testing.T) {
	p := fixtureProgram(t, "rev69_j1")
	m := p.Lookup("Lcom/pawclinic/records/RecordProvider$$ExternalSyntheticBackport0;", "m(Ljava/lang/CharSequence;Ljava/lang/Iterable;)Ljava/lang/String;")
	if m == nil {
		t.Fatal("backport not found")
	}
	s := p.Summary(m)
	if s == nil {
		t.Fatal("no summary")
	}
	for k := range 2 {
		if s.Returns.Taint&regflow.TaintParam(int64(k)) == 0 {
			t.Errorf("the backport's result does not depend on parameter %d (taint %#x)", k, s.Returns.Taint)
		}
	}
}
