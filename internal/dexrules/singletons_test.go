package dexrules_test

import (
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
	"github.com/clawseed/cetpaudit/internal/finding"
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
	var notes int
	for _, f := range got {
		if !strings.Contains(f.Location.Logical, "/CacheExecutor;") {
			continue
		}
		if f.Level != finding.Note {
			t.Errorf("CacheExecutor: want a note at the bound, got %s: %s", f.Level, f.Message)
			continue
		}
		notes++
		for _, p := range []string{"com.example.sg.CacheExecutor", "stopped 0 calls deep", "DedupCache"} {
			if !strings.Contains(f.Message, p) {
				t.Errorf("note lacks %q: %s", p, f.Message)
			}
		}
	}
	if notes != 1 {
		t.Errorf("CacheExecutor: %d notes at the bound, want 1", notes)
	}
}
