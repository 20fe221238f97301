package dexrules_test

import "testing"

// TestFilteredPackages624 (filter624): getPackagesForUid's array narrowed
// with a filter (a stream's, a Sequence's) and then one element taken out
// or the rest tested for emptiness accepts any one matching package of a
// shared UID (rev143_k1's Flow shape, missed at first); a length test
// against one before it, or the filtered list compared with the whole,
// stays silent; so does a filtered count only reported back (rev16_streams).
func TestFilteredPackages624(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "filter624", allCode, "CETP624", "CETP604"), []dexWant{
			{"CETP624", "warning", "Lcom/fp/GateProvider;->seqAny(I)Ljava/lang/String;@0x1a", "com/fp/GateProvider.kt", 36},
			{"CETP624", "warning", "Lcom/fp/GateProvider;->seqSome(I)Z@0x16", "com/fp/GateProvider.kt", 47},
			{"CETP624", "warning", "Lcom/fp/GateProvider;->streamAny(I)Z@0x20", "com/fp/GateProvider.kt", 25},
		})
	}
}
