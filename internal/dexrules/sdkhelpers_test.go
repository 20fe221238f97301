package dexrules_test

import "testing"

// TestSDKHelpers: CETP601 over flags guarded by boolean SDK helpers
// (testdata/dex/src/sdkhelpers, a Kotlin sketch beside each). A helper
// returning SDK_INT >= 23 — static, companion, taking the level, negated,
// a Java return per branch, SDK_INT < 23 on the other branch — guards
// FLAG_IMMUTABLE as the comparison itself would; guards that leave 0 on
// some release from 23 on stay errors.
func TestSDKHelpers(t *testing.T) {
	const pis = "Lcom/example/sdk/Pis;->"
	const sig = "(Landroid/content/Context;)Landroid/app/PendingIntent;"
	got := runDex(t, "sdkhelpers", false, "CETP601")
	checkDex(t, got, []dexWant{
		{"CETP601", "error", pis + "buildCompat" + sig + "@0x15", "com/example/sdk/Pis.kt", 71},
		{"CETP601", "error", pis + "belowMWrongWay" + sig + "@0x15", "com/example/sdk/Pis.kt", 81},
		{"CETP601", "error", pis + "exactlyM" + sig + "@0x15", "com/example/sdk/Pis.kt", 91},
	})
}
