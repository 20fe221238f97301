package dexrules_test

import (
	"strings"
	"testing"
)

// TestRestoreJudgedPerPath: the identitypaths fixture (sketches beside its
// smali in testdata/dex/src/identitypaths) closes windows opened by
// Ids.clear() with helpers. restoreLogged restores on both returns (the
// finally block D8 copies onto each) and Ids.exit through it: the reads
// after them (:19, :31) are silent. Ids.leave restores only when its flag
// is unset, joined into one return, and Ids.exitUnlessKept through it:
// the reads after them (:25, :37) are in the window, naming the helper.
func TestRestoreJudgedPerPath(t *testing.T) {
	const prov = "Lcom/example/idp/ToolProvider;->"
	const file = "com/example/idp/ToolProvider.java"
	got := runDex(t, "identitypaths", false, "CETP611")
	checkDex(t, got, []dexWant{
		{"CETP611", "error", prov + "afterLeave(Z)I@0x7", file, 25},
		{"CETP611", "error", prov + "afterExitUnlessKept(Z)I@0x7", file, 37},
	})
	says := map[string]string{
		"afterLeave":          "com.example.idp.Ids.leave restores the identity on some of its paths only",
		"afterExitUnlessKept": "com.example.idp.Ids.exitUnlessKept restores the identity on some of its paths only",
	}
	for _, f := range got {
		for m, s := range says {
			if strings.Contains(f.Location.Logical, m+"(") && !strings.Contains(f.Message, s) {
				t.Errorf("%s: message %q, want %q", m, f.Message, s)
			}
		}
	}
}
