package dexrules_test

import "testing"

// TestTextBranchPuts (dexaa_text): JSON text whose key and value are
// appended on different paths is read on every path from the key. The
// Random id the else branch appends after the key (line 42), the one
// appended after a key either branch appended (line 65), the one a loop
// appends after the key and a separator (line 84), and the first append
// of a builder made with the key as its text (line 99) are CETP613; the
// same shapes with SecureRandom on every path after the key, the Random
// id only under trace_id, are not (lines 53, 75, 94, 102). A helper
// passing its format and arguments on to String.format is read per call
// site: Texts.fmt through Texts.fmtIn (line 105) and kotlinc's fmtKt
// spreading its vararg array (Texts.kt:9) are CETP613; the same helpers
// given SecureRandom at the key's specifier are not (line 108,
// Texts.kt:12). A JSON format handed down four helpers, past the three
// read, is a note (line 111); the same chain given a format naming no
// token is not (line 114).
func TestTextBranchPuts(t *testing.T) {
	got := runDex(t, "dexaa_text", false)
	const tp = "Lcom/example/daa/TextProvider;->"
	const src = "com/example/daa/TextProvider.java"
	checkDex(t, got, []dexWant{
		{"CETP613", "error", tp + "branchJob(Z)Landroid/os/Bundle;@0x18", src, 42},
		{"CETP613", "error", tp + "splitJob(Z)Landroid/os/Bundle;@0x18", src, 65},
		{"CETP613", "error", tp + "loopJob()Landroid/os/Bundle;@0x22", src, 84},
		{"CETP613", "error", tp + "initJob()Landroid/os/Bundle;@0xb", src, 99},
		{"CETP613", "error", tp + "helperJob()Landroid/os/Bundle;@0xc", src, 105},
		{"CETP613", "error", "Lcom/example/daa/TextsKt;->ktHelperJob()Landroid/os/Bundle;@0xc", "com/example/daa/Texts.kt", 9},
		{"CETP613", "note", tp + "deepJob()Landroid/os/Bundle;@0xc", src, 111},
	})
}
