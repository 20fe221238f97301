package dexrules_test

import "testing"

// TestForeignTargetThroughRoute (routefield615): a ComponentName kept in a
// route object's field is followed to the construction of the route that
// reaches the resolution (through the method's parameters, to the caller
// that made it), not taken as every store of the field: VaultProvider's
// purge route names a companion app's Activity (reported), NotesProvider's
// names its own (silent), both through the same field.
func TestForeignTargetThroughRoute(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "routefield615", allCode, "CETP615"), []dexWant{
			{"CETP615", "error", "Lcom/rf/VaultProvider;->resolution(Lcom/rf/Route;Ljava/lang/String;)Landroid/app/PendingIntent;@0x3a", "com/rf/VaultProvider.java", 48},
		})
	}
}
