package dexrules_test

import (
	"strings"
	"testing"
)

// TestDefaultBridgeErrorCode (dexaa_default508, Kotlin sketch beside the
// smali): an error_code put by a helper called through kotlinc's $default
// bridge is judged by what each caller of the bridge passes and does with
// the bundle. purge passes USER_ACTION_REQUIRED through fail$default and
// returns the bundle to call(): CETP508 at fail's put (Fail.kt:11);
// purgeConfirmed adds resolution and resume_token to what deny$default
// returns: nothing at deny's put (Fail.kt:20). main noted both as
// stopping at the bridge.
func TestDefaultBridgeErrorCode(t *testing.T) {
	got := runDex(t, "dexaa_default508", false, "CETP508")
	checkDex(t, got, []dexWant{
		{"CETP508", "error", "Lcom/example/dd8/FailKt;->fail(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x1a", "com/example/dd8/Fail.kt", 11},
	})
	for _, f := range got {
		if !strings.Contains(f.Message, "the code com.example.dd8.JobsProvider.purge passes") {
			t.Errorf("CETP508 does not name the caller of the bridge: %s", f.Message)
		}
	}
}
