package dexrules_test

import "testing"

// TestComponents47 (components47: sources in testdata/dex/src/components47,
// written by stop 47's third review): request values handed to a started
// service in an Intent's extras, and to a Worker in its input Data, are
// read there under the keys they were put under only. A constant extra of
// an Intent whose only request value is an int, a constant extra beside a
// request one, and another key of the same Data were each reported as a
// CETP622 error by the first version of the component flow.
func TestComponents47(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "components47", allCode, "CETP622"), []dexWant{})
	}
}
