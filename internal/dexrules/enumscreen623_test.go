package dexrules_test

import "testing"

// TestEnumScreen623 (enumscreen623): a resolution PendingIntent made in an
// enum constant's body (an override of the enum's abstract method) and
// carried to the reply through a builder's field copied into an immutable
// reply is a resolution site (rev150_j1's missed CETP623): the screen
// that never finishes is reported, the one that sets a result and
// finishes is not.
func TestEnumScreen623(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "enumscreen623", allCode, "CETP623"), []dexWant{
			{"CETP623", "note", "Lcom/es/Screen$1;->resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;@0x10", "com/es/Screen.java", 13},
		})
	}
}
