package dexrules_test

import "testing"

// TestSuspendDeadline619 (suspend619): a base call() shared by two
// providers runs each one's own suspend execute(), judged per provider;
// an execute() that writes after a suspension point and reads the
// deadline only afterwards is reported, one that reads it before
// suspending is silent though its write runs in a later state of the
// state machine (rev143_k1's and rev142_j1's CETP619, missed at first:
// every override was taken for each provider, and a suspend function
// reading the deadline anywhere counted as a check).
func TestSuspendDeadline619(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "suspend619", allCode, "CETP619"), []dexWant{
			{"CETP619", "warning", "Lcom/sp/Endpoint;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x1e", "com/sp/Endpoint.kt", 22},
		})
	}
}
