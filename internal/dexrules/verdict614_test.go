package dexrules_test

import "testing"

// TestVerdict614 (verdict614): a private int verdict hook, reached through
// javac's access$ accessor, that answers APPROVED when the request's flag
// is set decides the caller's test of the verdict against APPROVED
// (rev126_j1's missed CETP614): purge_logs is reported where it tests the
// verdict; archive_logs, whose hook answers DENIED when its flag is set
// (the flag can only refuse), is silent.
func TestVerdict614(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "verdict614", allCode, "CETP614"), []dexWant{
			{"CETP614", "error", "Lcom/vd/GateProvider$1;->run(Lorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;@0x10", "com/vd/GateProvider.java", 38},
		})
	}
}
