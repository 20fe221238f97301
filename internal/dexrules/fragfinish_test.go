package dexrules_test

import "testing"

// TestConfirmationActivityFinishesThroughFragment (sketches beside the
// smali in testdata/dex/src/fragfinish): an Activity whose Fragment — a
// separate class it builds (Java) or gets from a companion's factory
// (Kotlin, finishing from a click-listener class) — calls
// requireActivity().setResult(..) and finish() is no finding; one whose
// only Fragment never finishes is, although another Fragment of the app
// (hosted by no Activity opened here) does.
func TestConfirmationActivityFinishesThroughFragment(t *testing.T) {
	got := runDex(t, "fragfinish", false, "CETP623")
	checkDex(t, got, []dexWant{
		{"CETP623", "note", "Lcom/example/ff/Resolutions;->lonely(Landroid/content/Context;)Landroid/app/PendingIntent;@0xa", "com/example/ff/Resolutions.java", 14},
	})
}
