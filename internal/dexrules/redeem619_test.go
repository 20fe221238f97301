package dexrules_test

import (
	"strings"
	"testing"
)

// TestRedeem619 (redeem619): deleting a parked confirmation's row as its
// resume token is redeemed is the protocol's bookkeeping, not a tool's
// effect: NotesProvider, which checks the deadline after the redeem and
// before its delete, is silent; PhotosProvider's resumed path deletes
// photos with no deadline read (CETP619 by that delete).
func TestRedeem619(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "redeem619", allCode)
		for _, f := range got {
			if f.RuleID == "CETP619" && !strings.Contains(f.Message, "PhotosProvider.call") {
				t.Errorf("CETP619 should name the photos delete: %s", f.Message)
			}
		}
		checkDex(t, got, []dexWant{
			{"CETP619", "warning", "Lcom/rd/PhotosProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x67", "com/rd/PhotosProvider.java", 39},
		})
	}
}
