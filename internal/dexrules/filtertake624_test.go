package dexrules_test

import "testing"

// TestFilterTakes624 (filtertake624k, filtertake624j; the stop 60
// reviewer's demos): an element taken out of the packages a filter left,
// a count of them or a test for any is reported only where it decides a
// grant — the matched side admits, the other does not — and no length
// guard limited the packages before that decision: a first element only
// logged, or a guard after the take, stays silent. Counts compared with
// zero (a stream's long count through cmp-long), Optional's isPresent and
// orElse(null), a String's length and collect(toList()) are read.
func TestFilterTakes624(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "filtertake624k", allCode, "CETP624"), []dexWant{
			{"CETP624", "warning", "Lcom/rk/GateProvider;->seqCount(I)Z@0x1a", "com/rk/Gate.kt", 57},
			{"CETP624", "warning", "Lcom/rk/GateProvider;->seqFilterNot(I)Z@0x1a", "com/rk/Gate.kt", 83},
			{"CETP624", "warning", "Lcom/rk/GateProvider;->singleOne(I)Z@0x1a", "com/rk/Gate.kt", 34},
		})
	}
}

// TestFilterTakes624Java is TestFilterTakes624's Java half (filtertake624j).
func TestFilterTakes624Java(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "filtertake624j", allCode, "CETP624"), []dexWant{
			{"CETP624", "warning", "Lcom/rj/GateProvider;->collectGet(I)Z@0x1b", "com/rj/GateProvider.java", 40},
			{"CETP624", "warning", "Lcom/rj/GateProvider;->countAny(I)Z@0x1f", "com/rj/GateProvider.java", 26},
			{"CETP624", "warning", "Lcom/rj/GateProvider;->findAnyOrElse(I)Z@0x1f", "com/rj/GateProvider.java", 65},
		})
	}
}
