package dexrules_test

import "testing"

// TestGuardHelper622 (guard622): a helper that returns only once it
// validated its argument against a plain-name pattern (and throws
// otherwise) validates what the caller then uses; a check whose answer is
// dropped, or a pattern admitting separators, does not (rev124_j1's false
// CETP622 at ShareCardHandler).
func TestGuardHelper622(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "guard622", allCode, "CETP622"), []dexWant{
			{"CETP622", "error", "Lcom/gd/CardProvider;->saveLog(Ljava/io/File;Lorg/json/JSONObject;)Ljava/io/File;@0xe", "com/gd/CardProvider.java", 61},
			{"CETP622", "error", "Lcom/gd/CardProvider;->saveNote(Ljava/io/File;Lorg/json/JSONObject;)Ljava/io/File;@0xd", "com/gd/CardProvider.java", 56},
		})
	}
}
