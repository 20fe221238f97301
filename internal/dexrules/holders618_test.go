package dexrules_test

import "testing"

// TestDedupRecordsInHolders (testdata/dex/src/holders618, Kotlin sketch
// beside the smali): records kept in a MutableStateFlow<Map> (value read
// and replaced with map + entry) and in an AtomicReference<Map> (get/set)
// are memory, as a HashMap field is (CETP618 at the field's first store);
// the same AtomicReference in front of a committed SharedPreferences
// journal, and an AtomicReference holding a String (no records), are
// silent.
func TestDedupRecordsInHolders(t *testing.T) {
	checkDex(t, runDex(t, "holders618", false, "CETP618"), []dexWant{
		{"CETP618", "error", "Lcom/example/h618/AtomicExecutor;-><init>(Landroid/content/Context;)V@0x11", "com/example/h618/AtomicExecutor.kt", 9},
		{"CETP618", "error", "Lcom/example/h618/StateExecutor;-><init>()V@0xb", "com/example/h618/StateExecutor.kt", 8},
	})
}
