package dexrules_test

import "testing"

// TestNullComponent602 (nullcomp602): setComponent(null) — Kotlin's
// `component = null` — makes an explicit Intent implicit again on that
// path (it was read as one more setComponent, explicit: a silent miss);
// setComponent with another of the app's activities keeps it explicit.
func TestNullComponent602(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "nullcomp602", allCode, "CETP602", "CETP610"), []dexWant{
			{"CETP602", "error", "Lcom/nc/ScreenProvider;->quickOrder(Landroid/content/Context;I)Landroid/app/PendingIntent;@0x1e", "com/nc/ScreenProvider.java", 32},
		})
	}
}
