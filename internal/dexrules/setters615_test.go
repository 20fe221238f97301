package dexrules_test

import "testing"

// TestSetterPerObject615 (setters615): a setter retargeting a Confirmer
// to a partner's screen is added to the objects it is called on — the one
// a local holds before it is stored, and the one stored in two fields,
// retargeted through the other — and not to a third Confirmer of the
// class that no setter call reaches (it was judged as the union of every
// store once a setter stored the field).
func TestSetterPerObject615(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "setters615", allCode, "CETP615"), []dexWant{
			{"CETP615", "error", "Lcom/st/DeskProvider;->eraseResolution(Ljava/lang/String;)Landroid/app/PendingIntent;@0xd", "com/st/DeskProvider.java", 70},
			{"CETP615", "error", "Lcom/st/DeskProvider;->publishResolution(Ljava/lang/String;)Landroid/app/PendingIntent;@0xd", "com/st/DeskProvider.java", 74},
		})
	}
}
