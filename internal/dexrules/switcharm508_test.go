package dexrules_test

import "testing"

// TestSwitchArm508 (switcharm508): a refusal helper whose switch arm
// passes error(rid, "AUTH_REQUIRED", …) a constant code and drops the
// resume token is reported at that arm's call, naming the helper, not
// inside error() as a code its caller passes (rev158_j1's missed
// CETP508); the CONFIRM arm, which puts both keys, is silent, and so is a
// second helper whose SIGN_IN caller adds the resume token to what the
// arm returns, its other caller passing a reason whose case never reaches
// that arm.
func TestSwitchArm508(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "switcharm508", allCode), []dexWant{
			{"CETP508", "error", "Lcom/sw/Replies;->refuse(Ljava/lang/String;Lcom/sw/Replies$Why;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;@0x10", "com/sw/Replies.java", 26},
			{"CETP609", "note", "Lcom/sw/MailProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xb", "com/sw/MailProvider.java", 15},
			{"CETP623", "note", "Lcom/sw/MailProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5f", "com/sw/MailProvider.java", 21},
			{"CETP623", "note", "Lcom/sw/MailProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x84", "com/sw/MailProvider.java", 26},
			{"CETP623", "note", "Lcom/sw/MailProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xa9", "com/sw/MailProvider.java", 31},
		})
	}
}
