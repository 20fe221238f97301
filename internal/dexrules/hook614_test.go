package dexrules_test

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
)

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

// TestConfirmationHooksBound: past the callers a hook's branches are
// judged for, a note says so at the hook instead of the finding.
func TestConfirmationHooksBound(t *testing.T) {
	defer dexrules.SetMaxHookCallers(0)()
	checkDex(t, runDex(t, "hook614", false, "CETP614"), []dexWant{
		{"CETP614", "note", "Lcom/hk/PurgeProvider;->askFirst(Lorg/json/JSONObject;)Z@0x7", "com/hk/PurgeProvider.java", 63},
	})
}
