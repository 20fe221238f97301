package dexrules_test

import "testing"

// TestLoopElementSetter615 (loop615): a setter called on a loop's element
// acts on the objects the loop's collection holds — a List or a Map's
// values() an app class keeps in a private field, filled by add/put in
// its own methods — and not on every object of the class (review55's
// d2c: every Confirmer was judged as the union of every store).
func TestLoopElementSetter615(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "loop615", allCode, "CETP615"), []dexWant{
			{"CETP615", "error", "Lcom/lp/DeskProvider;->partneredResolution(Ljava/lang/String;)Landroid/app/PendingIntent;@0xd", "com/lp/DeskProvider.java", 100},
			{"CETP615", "error", "Lcom/lp/DeskProvider;->routedResolution(Ljava/lang/String;)Landroid/app/PendingIntent;@0xd", "com/lp/DeskProvider.java", 104},
		})
	}
}
