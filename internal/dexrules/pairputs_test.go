package dexrules_test

import "testing"

const (
	pairR    = "Lcom/example/pairs/PairProvider;->"
	pairPath = "com/example/pairs/PairProvider.kt"
)

// TestPairPutKeys: responses built from key-value pairs (androidx
// bundleOf("k" to v), JSONObject(mapOf(…)), also in R8's shape with the
// pair inlined, `to` and bundleOf renamed and filled-new-array) are puts of
// each pair for every key rule. Near misses: a UUID session token, a fixed
// error_message, a USER_ACTION_REQUIRED with both resolution keys and a
// declared Activity (no 508, 615, 623), an AUTH_REQUIRED whose other pairs
// are spread in (not read: a 508 note, not an error). A local array spread alone is read
// through its copy (615). A pair a helper makes (flip, which swaps its
// arguments; a companion's @JvmStatic token()) is read one helper deep:
// the predictable session tokens are 613 errors (lines 40, 68), and the
// resolution flip makes (line 63) opens a declared Activity that finishes.
// A pair two helpers deep and a spread are a note of each rule reading the
// puts, and of 615 and 623 where the method may put a resolution.
func TestPairPutKeys(t *testing.T) {
	got := runDex(t, "pairputs", false, "CETP508", "CETP601", "CETP602", "CETP607", "CETP612", "CETP613", "CETP615", "CETP623")
	checkDex(t, got, []dexWant{
		{"CETP613", "error", pairR + "session()Landroid/os/Bundle;@0xf", pairPath, 18},
		{"CETP508", "error", pairR + "confirm(Landroid/content/Context;)Landroid/os/Bundle;@0x7", pairPath, 22},
		{"CETP615", "error", pairR + "elsewhere(Landroid/content/Context;)Landroid/os/Bundle;@0x1e", pairPath, 30},
		{"CETP607", "warning", pairR + "jsonFail()Ljava/lang/String;@0xf", pairPath, 36},
		{"CETP613", "error", pairR + "op()Landroid/os/Bundle;@0xf", pairPath, 38},
		{"CETP613", "error", pairR + "flipped()Landroid/os/Bundle;@0xf", pairPath, 40},
		{"CETP607", "warning", pairR + "fail()Landroid/os/Bundle;@0x19", pairPath, 43},
		{"CETP508", "note", pairR + "authRequired([Lkotlin/Pair;)Landroid/os/Bundle;@0xa", pairPath, 53},
		{"CETP607", "note", pairR + "authRequired([Lkotlin/Pair;)Landroid/os/Bundle;@0x20", pairPath, 53},
		{"CETP612", "note", pairR + "authRequired([Lkotlin/Pair;)Landroid/os/Bundle;@0x20", pairPath, 53},
		{"CETP613", "note", pairR + "authRequired([Lkotlin/Pair;)Landroid/os/Bundle;@0x20", pairPath, 53},
		{"CETP615", "error", pairR + "spread(Landroid/content/Context;)Landroid/os/Bundle;@0x13", pairPath, 58},
		{"CETP613", "error", pairR + "kv()Landroid/os/Bundle;@0x5", pairPath, 68},
		{"CETP607", "note", pairR + "twoDeep()Landroid/os/Bundle;@0x29", pairPath, 70},
		{"CETP612", "note", pairR + "twoDeep()Landroid/os/Bundle;@0x29", pairPath, 70},
		{"CETP613", "note", pairR + "twoDeep()Landroid/os/Bundle;@0x29", pairPath, 70},
		{"CETP615", "note", pairR + "twoDeep()Landroid/os/Bundle;@0x29", pairPath, 70},
		{"CETP623", "note", pairR + "twoDeep()Landroid/os/Bundle;@0x29", pairPath, 70},
	})
	wantOneNote(t, runDex(t, "pairputs", false, "CETP613"), pairR+"twoDeep()Landroid/os/Bundle;@0x29",
		"builds a Bundle or JSON object with androidx.core.os.BundleKt.bundleOf from key-value pairs the analysis cannot read", "the unread pairs")
	wantOneNote(t, runDex(t, "pairputs", false, "CETP623"), pairR+"twoDeep()Landroid/os/Bundle;@0x29",
		"puts a resolution PendingIntent in what it builds with androidx.core.os.BundleKt.bundleOf: some of its key-value pairs cannot be read", "the resolution among unread pairs")
	wantOneNote(t, runDex(t, "pairputs", false, "CETP508"), pairR+"authRequired([Lkotlin/Pair;)Landroid/os/Bundle;@0xa",
		"on a response built from pairs the analysis cannot read", "error_code with the other pairs spread in")
}
