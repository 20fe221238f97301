package dexrules_test

import "testing"

// The interproc fixture holds one shape per engine feature, each a true
// positive and a near miss, written as javac, kotlinc and D8 emit them
// (sketches beside the smali in testdata/dex/src/interproc).
const (
	ipPkg = "Lcom/example/ip/"
)

// TestInterprocPendingIntents: flags from a helper (601), an implicit
// Intent whose void helper only adds extras and an implicit element of an
// Intent[] (602), a `by lazy` PendingIntent reached through Lazy.getValue
// (601), and a helper method used only by another component, off the
// surface (610, not 601/602). Near misses: baseFlags() | FLAG_IMMUTABLE,
// request flags | FLAG_IMMUTABLE, an Intent made explicit by a void helper
// or returned explicit by one, an Intent[] of explicit Intents.
func TestInterprocPendingIntents(t *testing.T) {
	got := runDex(t, "interproc", false, "CETP106", "CETP601", "CETP602", "CETP610")
	checkDex(t, got, []dexWant{
		{"CETP601", "error", ipPkg + "Flags;->helperMutable(Landroid/content/Context;)Landroid/app/PendingIntent;@0xc", "com/example/ip/Flags.java", 11},
		{"CETP601", "error", ipPkg + "ToolProvider$resolution$2;->invoke()Landroid/app/PendingIntent;@0x10", "com/example/ip/ToolProvider.kt", 9},
		{"CETP602", "error", ipPkg + "Intents;->viaVoidHelperImplicit(Landroid/content/Context;)Landroid/app/PendingIntent;@0xd", "com/example/ip/Intents.java", 12},
		{"CETP602", "error", ipPkg + "Intents;->activitiesImplicit(Landroid/content/Context;)Landroid/app/PendingIntent;@0x1a", "com/example/ip/Intents.java", 41},
		{"CETP610", "warning", ipPkg + "NotificationHelper;->snooze()Landroid/app/PendingIntent;@0xc", "com/example/ip/NotificationHelper.java", 12},
	})
}

// TestInterprocCallerRules: 603 through an interface with five
// implementations run by an executor, and in an invoke-custom
// (LambdaMetafactory) lambda handed to an executor, not one run in place; 611 through the same interface in
// the cleared window; 604 through a helper returning the array and a
// helper taking its first entry, not behind a length guard; 606 through a
// Kotlin extension getter, not for a key naming the tool's subject.
func TestInterprocCallerRules(t *testing.T) {
	got := runDex(t, "interproc", false, "CETP603", "CETP604", "CETP606", "CETP611")
	checkDex(t, got, []dexWant{
		{"CETP603", "error", ipPkg + "H3;->handle()I@0x0", "com/example/ip/H3.java", 5},
		{"CETP603", "error", ipPkg + "Modern;->lambda$all$0()V@0x0", "com/example/ip/Modern.java", 6},
		{"CETP611", "error", ipPkg + "Cleared;->window(Lcom/example/ip/Handler;)I@0x4", "com/example/ip/Cleared.java", 6},
		{"CETP604", "warning", ipPkg + "Packages;->first(Landroid/content/Context;I)Ljava/lang/String;@0x5", "com/example/ip/Packages.java", 12},
		{"CETP604", "warning", ipPkg + "Packages;->viaChecker(Landroid/content/Context;I)Z@0x8", "com/example/ip/Packages.java", 21},
		{"CETP606", "error", ipPkg + "Identity;->claimed(Landroid/os/Bundle;)Ljava/lang/String;@0x2", "com/example/ip/Identity.java", 10},
	})
}

// TestInterprocResponses: 607 through a field holding exception text (not
// one holding fixed text); 613 through a static Random set in <clinit>
// (not a Random-typed field holding a SecureRandom); 612 on a pipe nobody
// writes (not one a helper writes into).
func TestInterprocResponses(t *testing.T) {
	got := runDex(t, "interproc", false, "CETP607", "CETP612", "CETP613")
	checkDex(t, got, []dexWant{
		{"CETP607", "warning", ipPkg + "ErrorState;->fail()Landroid/os/Bundle;@0x14", "com/example/ip/ErrorState.java", 13},
		{"CETP613", "error", ipPkg + "Tokens;->session()Landroid/os/Bundle;@0x11", "com/example/ip/Tokens.java", 11},
		{"CETP612", "error", ipPkg + "Pipes;->neverWritten()Landroid/os/Bundle;@0xe", "com/example/ip/Pipes.java", 21},
	})
}
