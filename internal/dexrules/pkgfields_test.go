package dexrules_test

import (
	"strings"
	"testing"
)

// TestAmbiguousPackageFromField (Java sketch beside the smali in
// testdata/dex/src/pkgfields): call() keeps getPackagesForUid's array in
// a field; a loop over the field's array that returns a grant on the
// first match (:23) and contains() on its List view (:31) are warnings
// naming the field; the loop behind `length != 1` (:37) and the one that
// denies on the first mismatch (:46) are not.
func TestAmbiguousPackageFromField(t *testing.T) {
	const prov = "Lcom/example/pf/ToolProvider;->"
	const file = "com/example/pf/ToolProvider.java"
	got := runDex(t, "pkgfields", false, "CETP624")
	checkDex(t, got, []dexWant{
		{"CETP624", "warning", prov + "trustedByLoop()Z@0xa", file, 23},
		{"CETP624", "warning", prov + "trustedByList()Z@0xa", file, 31},
	})
	for _, f := range got {
		if !strings.Contains(f.Message, "(kept in the field com.example.pf.ToolProvider.callerPackages)") {
			t.Errorf("%s: message does not name the field: %s", f.Location.Logical, f.Message)
		}
	}
	// Nothing here reads index 0: CETP604 stays silent.
	checkDex(t, runDex(t, "pkgfields", false, "CETP604"), nil)
}
