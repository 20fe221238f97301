package regflow

import (
	"math/bits"
	"testing"
)

// TestTaintBitsBelowParams: the source bits sit below the parameter bits
// (program.StoredArgs keeps one origin per bit below them, and a summary
// drops ParamTaints from what it carries), and the parameter bits fit the
// type.
func TestTaintBitsBelowParams(t *testing.T) {
	if ParamTaints != TaintParam(0)|TaintParam(MaxTaintParams-1)|(TaintParam(MaxTaintParams-1)-TaintParam(0)) {
		t.Errorf("ParamTaints %#x is not the %d bits from TaintParam(0) %#x", ParamTaints, MaxTaintParams, TaintParam(0))
	}
	if TaintDelegate >= TaintParam(0) {
		t.Errorf("source bit TaintDelegate %#x reaches the parameter bits (from %#x)", TaintDelegate, TaintParam(0))
	}
	if got := bits.TrailingZeros32(uint32(TaintParam(0))); got != 16 {
		t.Errorf("parameter bits start at bit %d; program.StoredArgs keeps 16 source origins", got)
	}
	if TaintPredictable != TaintRandom|TaintClock|TaintCounter {
		t.Errorf("TaintPredictable %#x is not the union of its sources", TaintPredictable)
	}
}
