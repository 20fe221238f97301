package dexrules_test

import "testing"

// TestConfirmationHooks (hook614): a confirmation flag that only decides
// what a boolean hook returns (`askFirst(args)` answering !force) decides
// its caller's branch on that result: the resume-token check is skipped
// when the Consumer sets force, reported at the caller's branch. Near
// miss: quietReply reads the same flag, but the caller checks the token
// before the delete whatever it answers.
func TestConfirmationHooks(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "hook614", allCode, "CETP614"), []dexWant{
			{"CETP614", "error", "Lcom/hk/PurgeProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x3e", "com/hk/PurgeProvider.java", 45},
		})
	}
}
