package dexrules_test

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
)

// TestTokenSkip (testdata/dex/src/tokenskip): CETP614 where both edges of
// the flag's test reach the write, but only one needs the resume token's
// check first. renew (`if (!confirmed && token == null) ask; if (token
// != null && !take(token)) error; write`) lets "confirmed" stand in for
// the token, as does renewQuiet (the token tested with TextUtils.isEmpty
// and logged before its check: neither is a check) and renewHelper (the
// write in a void helper given the token); cancel (`token == null ||
// !take(token)` refuses), extend (the flag only logged) and pause (a
// missing token recorded as a refusal, a write the check's path never
// makes) are near misses. CETP609 and CETP508 are the fixture's own
// shortcuts (no certificate check, no resolution).
func TestTokenSkip(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "tokenskip", allCode), []dexWant{
			{"CETP609", "note", "Lcom/example/tsk/RenewalsProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/example/tsk/RenewalsProvider.java", 20},
			{"CETP614", "error", "Lcom/example/tsk/RenewalsProvider;->renew(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;@0x6", "com/example/tsk/RenewalsProvider.java", 32},
			{"CETP614", "error", "Lcom/example/tsk/RenewalsProvider;->renewQuiet(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;@0x6", "com/example/tsk/RenewalsProvider.java", 68},
			{"CETP614", "error", "Lcom/example/tsk/RenewalsProvider;->renewHelper(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;@0x6", "com/example/tsk/RenewalsProvider.java", 79},
			{"CETP508", "error", "Lcom/example/tsk/Replies;->needsUser(Ljava/lang/String;)Landroid/os/Bundle;@0x9", "com/example/tsk/Replies.java", 21},
			// The provider serves tools by tool_name in call() without
			// naming execute_tool, and never reads deadline_at_ms
			// (CETP619 judges such a provider since stop 51).
			{"CETP619", "warning", "Lcom/example/tsk/RenewalsProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x23", "com/example/tsk/RenewalsProvider.java", 24},
		})
	}
}

// TestTokenSkipBound: with the path-consistent walk bounded below what
// renew needs, CETP614 says it cannot tell, at the same branch, instead
// of passing it.
func TestTokenSkipBound(t *testing.T) {
	defer dexrules.SetMaxPathStates(4)()
	got := runDex(t, "tokenskip", false, "CETP614")
	wantOneNote(t, got, "Lcom/example/tsk/RenewalsProvider;->renew(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;@0x6", "more than CETP614 follows", "bound note")
}
