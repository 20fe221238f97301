package dexrules_test

import (
	"strings"
	"testing"
)

// TestBuilderOrder (testdata/dex/src/builderorder): a builder's setters
// that replace its flags field, chained on the straight line before
// build(), run in order. confirmPayment's `.updating().safe()` ends
// immutable and confirmRefund's `.safe().updating()` mutable: CETP601
// names confirmRefund (it named confirmPayment when the stores of every
// setter were united). CETP605 is the fixture's own shortcut.
func TestBuilderOrder(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "builderorder", allCode)
		checkDex(t, got, []dexWant{
			{"CETP605", "warning", "Lcom/example/bord/BillingProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/example/bord/BillingProvider.java", 14},
			{"CETP601", "error", "Lcom/example/bord/Resolution;->build()Landroid/app/PendingIntent;@0x7", "com/example/bord/Resolution.java", 32},
		})
		for _, f := range got {
			if f.RuleID == "CETP601" && (!strings.Contains(f.Message, "confirmRefund") || strings.Contains(f.Message, "confirmPayment")) {
				t.Errorf("CETP601 should name confirmRefund alone: %s", f.Message)
			}
		}
	}
}
