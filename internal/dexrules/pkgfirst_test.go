package dexrules_test

import "testing"

// TestPackagesToFirstHelpers (sketches beside the smali in
// testdata/dex/src/pkgfirst): ToolProvider.call hands the packages of its
// caller's UID to helpers that take one of them through
// Arrays.stream(..).findFirst(), asList(..).iterator().next(), a List's
// iterator, Kotlin's asList().firstOrNull() and Array.iterator().next():
// each call is CETP604, as index 0 is. The helper looping over every
// package and the two that refuse a UID with more than one package first
// are silent.
func TestPackagesToFirstHelpers(t *testing.T) {
	const call = "Lcom/example/pkf/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	const java = "com/example/pkf/ToolProvider.java"
	got := runDex(t, "pkgfirst", false, "CETP604", "CETP624")
	checkDex(t, got, []dexWant{
		{"CETP604", "warning", call + "@0x15", java, 10},
		{"CETP604", "warning", call + "@0x1e", java, 11},
		{"CETP604", "warning", call + "@0x2b", java, 12},
		{"CETP604", "warning", call + "@0x46", java, 15},
		{"CETP604", "warning", call + "@0x4f", java, 16},
	})
	checkMessages(t, got, map[string][]string{
		"@0x15": {"to com.example.pkf.ToolProvider.firstByStream, which takes the first one"},
		"@0x2b": {"to com.example.pkf.ToolProvider.firstOfList, which takes the first one"},
		"@0x4f": {"to com.example.pkf.OwnersKt.nextOwner, which takes the first one", "(§7.1)"},
	})
}
