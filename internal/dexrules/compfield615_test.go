package dexrules_test

import "testing"

// TestComponentField615 (compfield615): a resolution Intent aimed by a
// ComponentName read from a field names the package the field's writers
// construct it with — followed through a members injector's parameter to
// a module's provides-method (rev122_j1's missed CETP615) — and the app's
// own stays silent.
func TestComponentField615(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "compfield615", allCode, "CETP615"), []dexWant{
			{"CETP615", "error", "Lcom/cf/DeskProvider;->approval()Landroid/app/PendingIntent;@0x14", "com/cf/DeskProvider.java", 62},
			{"CETP615", "error", "Lcom/cf/DeskProvider;->partner()Landroid/app/PendingIntent;@0x14", "com/cf/DeskProvider.java", 57},
		})
	}
}
