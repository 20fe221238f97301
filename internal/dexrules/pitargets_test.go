package dexrules_test

import "testing"

const (
	ptR    = "Lcom/example/pitarget/TargetProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	ptPath = "com/example/pitarget/TargetProvider.kt"
)

// TestResolutionTargetsKnown: the component of a resolution PendingIntent
// is read from a helper returning ComponentName(ctx, X::class.java), from
// makeMainActivity(ComponentName), and from a builder's Class field, so
// CETP623, 615 and 106 judge it; a chooser is an implicit Intent (602).
// Near misses: the same shapes naming a declared Activity that finishes,
// a chooser carried as an extra of an explicit Intent. A builder given two
// classes is judged per caller: the chain naming StuckActivity is CETP623
// at its call of build(), the one naming ConfirmActivity is clean.
func TestResolutionTargetsKnown(t *testing.T) {
	got := runDex(t, "pitargets", false, "CETP106", "CETP601", "CETP602", "CETP615", "CETP623")
	checkDex(t, got, []dexWant{
		{"CETP623", "note", ptR + "@0x39", ptPath, 10},
		{"CETP615", "error", ptR + "@0x81", ptPath, 14},
		{"CETP602", "error", ptR + "@0x123", ptPath, 22},
		{"CETP623", "note", ptR + "@0xfd", ptPath, 20},
		{"CETP106", "error", "manifest/application/activity[com.example.pitarget.ExportedActivity]", "../../testdata/dex/pitargets.apk", 0},
	})
	wantOneNote(t, got, ptR+"@0x39", "opens com.example.pitarget.StuckActivity, which never calls finish()", "CETP623 on the helper's ComponentName")
	wantOneNote(t, got, ptR+"@0xfd", "PendingIntent created by com.example.pitarget.PickerBuilder.build in com.example.pitarget.TargetProvider.call opens com.example.pitarget.StuckActivity", "the builder chain naming StuckActivity (CETP623)")
}
