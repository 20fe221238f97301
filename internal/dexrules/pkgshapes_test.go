package dexrules_test

import "testing"

// TestPackageShapes (sketches beside the smali in testdata/dex/src/pkgshapes):
// one package of the calling UID taken by Arrays.stream(..).findFirst(),
// asList(..).iterator().next() and Kotlin's getOrNull(0) is CETP604; the
// membership test of a HashSet copied from asList(pkgs) and of Kotlin's
// setOf(*pkgs) is CETP624. The for-each over asList(pkgs) (its iterator
// asked hasNext) and the copy tested after a length check are silent.
func TestPackageShapes(t *testing.T) {
	const tp = "Lcom/example/pks/ToolProvider;->"
	const ow = "Lcom/example/pks/Owners;->"
	const java, kt = "com/example/pks/ToolProvider.java", "com/example/pks/Owners.kt"
	got := runDex(t, "pkgshapes", false, "CETP604", "CETP624")
	checkDex(t, got, []dexWant{
		{"CETP604", "warning", ow + "ownerOf(Landroid/content/Context;)Ljava/lang/String;@0x14", kt, 6},
		{"CETP624", "warning", ow + "isTrusted(Landroid/content/Context;)Z@0x20", kt, 9},
		{"CETP604", "warning", tp + "firstByStream()Ljava/lang/String;@0x14", java, 21},
		{"CETP604", "warning", tp + "firstByIterator()Ljava/lang/String;@0x18", java, 25},
		{"CETP624", "warning", tp + "trustedInCopy()Z@0x1b", java, 37},
	})
	checkMessages(t, got, map[string][]string{
		"ToolProvider;->firstByIterator": {"with Iterator.next() and no loop over the rest", "(§7.1)"},
		"ToolProvider;->trustedInCopy":   {"java.util.HashSet.contains finds one matching package"},
		"Owners;->isTrusted":             {"java.util.Set.contains finds one matching package"},
	})
}
