package dexrules_test

import (
	"strings"
	"testing"
)

// TestPendingIntentWrapperDepth (piwrapdeep, sketch/AlertProvider.java):
// PendingIntent wrappers seven deep, each passing its caller's flags on.
// The resolution made through l3 is within the bound: CETP601 at the call
// (line 12). The one made through l6 is beyond it: a note at l5's call of
// l4 says its PendingIntents were not checked — before, nothing was said.
// Notifs.a was scanned (it makes a PendingIntent itself) before the search
// learned that Notifs.b, which a passes its flags to, is a wrapper: a's
// rescan now makes it a wrapper too, and the flags call() passes through
// it give CETP601 at line 14 — before, a's callers were never scanned.
func TestPendingIntentWrapperDepth(t *testing.T) {
	got := runDex(t, "piwrapdeep", false, "CETP601")
	checkDex(t, got, []dexWant{
		{"CETP601", "error", "Lcom/example/pwd/AlertProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2b", "com/example/pwd/AlertProvider.java", 12},
		{"CETP601", "error", "Lcom/example/pwd/AlertProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x37", "com/example/pwd/AlertProvider.java", 14},
		{"CETP601", "note", "Lcom/example/pwd/Pending;->l5(Landroid/content/Context;I)Landroid/app/PendingIntent;@0x0", "com/example/pwd/AlertProvider.java", 27},
	})
	for _, f := range got {
		if f.Level.String() == "note" && !strings.Contains(f.Message, "passes a PendingIntent's flags or Intent through more than 5 wrappers") {
			t.Errorf("the note does not say which bound was hit: %s", f.Message)
		}
	}
}
