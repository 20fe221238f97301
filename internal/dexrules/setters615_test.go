package dexrules_test

import "testing"

// TestSetterPerObject615 (setters615): a setter retargeting a Confirmer
// to a partner's screen is added to the objects it is called on — the one
// a local holds before it is stored, the one stored in two fields,
// retargeted through the other, and the one a helper is given as its
// parameter (one call up) — and not to another Confirmer of the
// class that no setter call reaches (it was judged as the union of every
// store once a setter stored the field).
func TestSetterPerObject615(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "setters615", allCode, "CETP615"), []dexWant{
			{"CETP615", "error", "Lcom/st/DeskProvider;->eraseResolution(Ljava/lang/String;)Landroid/app/PendingIntent;@0xd", "com/st/DeskProvider.java", 79},
			{"CETP615", "error", "Lcom/st/DeskProvider;->handedResolution(Ljava/lang/String;)Landroid/app/PendingIntent;@0xd", "com/st/DeskProvider.java", 83},
			{"CETP615", "error", "Lcom/st/DeskProvider;->publishResolution(Ljava/lang/String;)Landroid/app/PendingIntent;@0xd", "com/st/DeskProvider.java", 87},
		})
	}
}
