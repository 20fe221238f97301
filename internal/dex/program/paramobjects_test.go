package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestParamObjectArgs: rev24_synctoken's started(OpId) only reads the
// record it is given, so OpId.value is answered per call site of started:
// the OpId.next() call passes java.util.Random output, the OpId.secure()
// call SecureRandom output. logged(OpId) keeps its object in a static
// field, so it is not answered per caller; neither is a value that is no
// parameter.
func TestParamObjectArgs(t *testing.T) {
	p := fixtureProgram(t, "rev24_synctoken")
	f := &dex.FieldRef{Class: "Lcom/example/r24k/OpId;", Name: "value", Type: "Ljava/lang/String;"}
	started := methodIn(t, p, "Lcom/example/r24k/", "JobsProvider", "started")
	per, ok := p.ParamObjectArgs(started, p.ReadObjects(started, f), f)
	if !ok || len(per) != 2 {
		t.Fatalf("started: %v (ok %v), want two callers", per, ok)
	}
	var predictable, secure int
	for _, c := range per {
		if c.Method.Ref.Name != "call" {
			t.Errorf("caller %v, want call()", c.Method)
		}
		switch {
		case c.Taint&regflow.TaintPredictable != 0 && c.Taint&regflow.TaintSecure == 0:
			predictable++
		case c.Taint&regflow.TaintSecure != 0 && c.Taint&regflow.TaintPredictable == 0:
			secure++
		}
	}
	if predictable != 1 || secure != 1 {
		t.Errorf("started's callers %v: want one predictable, one secure", per)
	}
	logged := methodIn(t, p, "Lcom/example/r24k/", "JobsProvider", "logged")
	if per, ok := p.ParamObjectArgs(logged, p.ReadObjects(logged, f), f); ok {
		t.Errorf("logged stores its object in a field, answered per caller %v", per)
	}
	if per, ok := p.ParamObjectArgs(started, regflow.Unknown, f); ok {
		t.Errorf("an unknown value answered per caller %v", per)
	}
}
