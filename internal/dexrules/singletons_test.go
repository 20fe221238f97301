package dexrules_test

import (
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
)

const sgExecute = "execute(Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;"

// TestVolatileDeduplicationSingletons (sketches beside the smali in
// testdata/dex/src/singletons): records kept only in a Kotlin companion's
// map (the Companion field kotlinc emits is no store), in a Kotlin
// `object` reached through its getter, or in a Java holder class's static
// Map are errors; the same companion map and holder map in front of
// SharedPreferences are near misses.
func TestVolatileDeduplicationSingletons(t *testing.T) {
	got := runDex(t, "singletons", false, "CETP618")
	checkDex(t, got, []dexWant{
		{"CETP618", "error", "Lcom/example/sg/CacheExecutor;->" + sgExecute + "@0xc", "com/example/sg/CacheExecutor.kt", 7},
		{"CETP618", "error", "Lcom/example/sg/CompanionExecutor;-><clinit>()V@0xd", "com/example/sg/CompanionExecutor.kt", 20},
		{"CETP618", "error", "Lcom/example/sg/HolderExecutor;->" + sgExecute + "@0x1", "com/example/sg/HolderExecutor.java", 11},
	})
	want := map[string]string{
		"CacheExecutor":     "com.example.sg.DedupCache.records (ConcurrentHashMap)",
		"CompanionExecutor": "— done (ConcurrentHashMap) —",
		"HolderExecutor":    "com.example.sg.Records.SEEN (Map)",
	}
	for _, f := range got {
		for cls, part := range want {
			if strings.Contains(f.Location.Logical, "/"+cls+";") && !strings.Contains(f.Message, part) {
				t.Errorf("%s: message lacks %q: %s", cls, part, f.Message)
			}
		}
	}
}

// TestForeignSearchBoundIsANote: with the search of other classes' fields
// cut before CacheExecutor's getter, its records are not seen, and a note
// says the search stopped instead of a silent pass.
func TestForeignSearchBoundIsANote(t *testing.T) {
	defer dexrules.SetForeignBounds(0, 64)()
	got := runDex(t, "singletons", false, "CETP618")
	checkDex(t, got, []dexWant{
		{"CETP618", "error", "Lcom/example/sg/CompanionExecutor;-><clinit>()V@0xd", "com/example/sg/CompanionExecutor.kt", 20},
		{"CETP618", "error", "Lcom/example/sg/HolderExecutor;->" + sgExecute + "@0x1", "com/example/sg/HolderExecutor.java", 11},
		{"CETP618", "note", "Lcom/example/sg/CacheExecutor;-><init>()V@0x0", "com/example/sg/CacheExecutor.kt", 5},
	})
	wantOneNote(t, got, "", "mutation executor com.example.sg.CacheExecutor keeps its deduplication records only in memory: it writes no durable store, and the search for the collections its code uses on other classes stopped 0 calls deep", "the foreign-fields bound")
}
