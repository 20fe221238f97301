package dexrules_test

import "testing"

// TestWriters613 (writers613): a token field whose writers' callers give it
// SecureRandom output in some calls and java.util.Random in others, read by
// a put from objects every caller hands over mixed (tools' results through
// an interface): the live call passing a predictable value only for the
// token field is reported where it makes the object (rev127_k1's missed
// CETP613, a per-field note before); the tool passing the Random value for
// another field, the request id, is silent.
func TestWriters613(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "writers613", allCode, "CETP613"), []dexWant{
			{"CETP613", "error", "Lcom/wr/UnlockTool;->run(Landroid/os/Bundle;)Lcom/wr/Reply;@0x12", "com/wr/UnlockTool.java", 11},
		})
	}
}
