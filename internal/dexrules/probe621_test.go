package dexrules_test

import "testing"

func TestReadToolWritesProbe(t *testing.T) {
	got := runDex(t, "readtool", false, "CETP621")
	for _, f := range got {
		t.Logf("%s %s %s %s:%d %s", f.RuleID, f.Level, f.Location.Logical, f.Location.Path, f.Location.Line, f.Message)
	}
}
