package dexrules_test

import "testing"

// TestValueClassUID620 (valueuid620): kotlinc's equals-impl0 between two
// values of a @JvmInline UID class is a comparison with the calling UID;
// a resume token taken without one is reported. rev185_k1 holds the shape
// where this decides which provider the finding names.
func TestValueClassUID620(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "valueuid620", allCode, "CETP620"), []dexWant{
			{"CETP620", "warning", "Lcom/vu/ParkProvider;->resumeShare(Ljava/lang/String;Lcom/vu/Call;)Z@0x2", "com/vu/ParkProvider.kt", 71},
		})
	}
}
