package dexrules_test

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex/program"
)

// TestExceptionTextInField (rev13a_err, Java sketch beside the smali):
// the message of an app exception whose class name does not say Exception
// (ToolFailure extends Exception, line 46) is exception text; an enum's
// message property (line 33) is not. The message of a caught exception
// stored in a Kotlin sealed class's Failure and put from its getter (line
// 60) is exception text: the field's writer (Failure's constructor) is
// passed String.valueOf(e.getMessage()) by sealedResult, found when
// CETP607 asks about the value read from the field. Guava's
// Throwables.getStackTraceAsString(e) put as the message (line 25) is a
// stack trace.
func TestExceptionTextInField(t *testing.T) {
	const e = "Lcom/example/r13e/Errors;->"
	const file = "com/example/r13e/Errors.java"
	got := runDex(t, "rev13a_err", true, "CETP607")
	checkDex(t, got, []dexWant{
		{"CETP607", "warning", e + "formatted(Ljava/lang/String;)Landroid/os/Bundle;@0x18", file, 15},
		{"CETP607", "warning", e + "guava(Ljava/lang/String;)Landroid/os/Bundle;@0x10", file, 25},
		{"CETP607", "warning", e + "failure(Lcom/example/r13e/ToolFailure;)Landroid/os/Bundle;@0xb", file, 46},
		{"CETP607", "warning", e + "sealedBundle(Ljava/lang/String;)Landroid/os/Bundle;@0x15", file, 60},
	})
}

// TestFieldHoldsCallerArgument (rev13a_defaults, Kotlin sketch beside the
// smali): a token kept in an object's field holds what the code
// constructing the object (or calling its setter) passed, followed from
// the field's writers to their callers only when CETP613 asks about a
// value read from the field. Session's $default bridge passes
// currentTimeMillis().toString() to the constructor (line 22), Stamp is
// constructed with nanoTime().toString() (line 26), Holder's setter is
// given java.util.Random().nextLong().toString() (line 30): predictable.
// Operation's default and Nonce's argument are UUID.randomUUID() (lines
// 24, 28): silent. Notice given a literal message (lines 36, 41) is no
// exception text (CETP607 silent). Text built from such a field is
// looked through: "Tool failed: " + Problem(e.toString()).message (line
// 39, CETP607) and a helper (Labels.kt label) returning "s-" + the Stamp's
// token (line 42, CETP613). Where the budget stops the climb, a
// note says so: Deep is built from the clock four calls away from its
// constructor (line 32, MaxStoredArgDepth), Ticket is constructed in 17
// places (line 34, MaxStoredArgCallers), a helper's string template of
// 69 appends is past the budget for looking through text (line 43,
// MaxBuiltVisits).
func TestFieldHoldsCallerArgument(t *testing.T) {
	// Ticket is constructed in 17 places: past a budget of 16.
	defer func(n int) { program.MaxStoredArgCallers = n }(program.MaxStoredArgCallers)
	program.MaxStoredArgCallers = 16
	const tp = "Lcom/example/r13d/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	const file = "com/example/r13d/ToolProvider.kt"
	got := runDex(t, "rev13a_defaults", true, "CETP613", "CETP607")
	checkDex(t, got, []dexWant{
		{"CETP613", "error", tp + "@0x15", file, 22},
		{"CETP613", "error", tp + "@0x3a", file, 26},
		{"CETP613", "error", tp + "@0x73", file, 30},
		{"CETP613", "note", tp + "@0x88", file, 32},
		{"CETP613", "note", tp + "@0x95", file, 34},
		{"CETP607", "warning", tp + "@0xcf", file, 39},
		{"CETP613", "error", tp + "@0x108", file, 42},
		{"CETP607", "note", tp + "@0x11b", file, 43},
	})
	wantOneNote(t, got, tp+"@0x11b", "looked through 64 of the calls building it", "the budget for looking through built text")
	wantOneNote(t, got, tp+"@0x88", "followed at most 3 calls deep: com.example.r13d.DeepKt.wrap3", "the depth budget of a field's callers")
	wantOneNote(t, got, tp+"@0x95", "followed through at most 16 call sites: com.example.r13d.Ticket.<init>'s caller", "the caller budget of a field's callers")
}

// TestByteBufferTokens (rev13a_more, Java sketch beside the smali): the
// clock packed into a ByteBuffer, chained (line 23, Tokens.newSession) or
// through a local buffer (line 26, Tokens.newResume), then encoded, is a
// predictable token; a random UUID's bits packed the same way (line 24)
// are not.
func TestByteBufferTokens(t *testing.T) {
	const tp = "Lcom/example/r13m/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	const file = "com/example/r13m/ToolProvider.java"
	got := runDex(t, "rev13a_more", true, "CETP613")
	checkDex(t, got, []dexWant{
		{"CETP613", "error", tp + "@0x1f", file, 23},
		{"CETP613", "error", tp + "@0x31", file, 26},
	})
}

// TestCompatSignatureCheck (rev13a_sig, Kotlin sketch beside the smali):
// AndroidX PackageInfoCompat.hasSignatures whose answer denies the call
// (CompatProvider, line 22) is a signature check; checkSignatures whose
// answer is discarded (DiscardProvider, line 30) is still noted.
func TestCompatSignatureCheck(t *testing.T) {
	got := runDex(t, "rev13a_sig", true, "CETP609")
	checkDex(t, got, []dexWant{
		{"CETP609", "note", "Lcom/example/r13s/DiscardProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/example/r13s/DiscardProvider.java", 30},
	})
}

// TestIntentCopies (rev13a_pi, sketch beside the smali): cloneFilter()
// makes a new Intent without the component (Flags.cloned, PendingIntent at
// line 17: implicit); clone() copies it whole (Flags.copied, line 23:
// explicit, no note).
func TestIntentCopies(t *testing.T) {
	got := runDex(t, "rev13a_pi", true, "CETP602")
	checkDex(t, got, []dexWant{
		{"CETP602", "error", "Lcom/example/r13p/Flags;->cloned(Landroid/content/Context;)Landroid/app/PendingIntent;@0xe", "com/example/r13p/Flags.java", 17},
	})
}

// TestRelativeComponentTarget (rev13a_target, Java sketch beside the
// smali): ComponentName.createRelative(ctx, ".ConfirmActivity") names
// com.example.r13t.ConfirmActivity, exported (error, as the
// ComponentName(getPackageName(), full name) twin); ".PrivateActivity" is
// not exported (silent); a class name taken from the request leaves the
// resolution PendingIntent's target unknown, which is said (note, line 28).
func TestRelativeComponentTarget(t *testing.T) {
	got := runDex(t, "rev13a_target", true, "CETP106")
	checkDex(t, got, []dexWant{
		{"CETP106", "error", "manifest/application/activity[com.example.r13t.ApproveActivity]", "../../testdata/dex/rev13a_target.apk", 0},
		{"CETP106", "error", "manifest/application/activity[com.example.r13t.ConfirmActivity]", "../../testdata/dex/rev13a_target.apk", 0},
		{"CETP106", "note", "Lcom/example/r13t/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x74", "com/example/r13t/ToolProvider.java", 28},
	})
}

// TestGsonArgsIdentity (rev13a_more, Java sketch beside the smali): the
// caller's package read from Gson's JsonObject by key (Args.claimedCaller,
// line 12) and from a field of the class Gson binds the arguments to
// (Args.boundCaller, line 21) is the caller's claim.
func TestGsonArgsIdentity(t *testing.T) {
	const a = "Lcom/example/r13m/Args;->"
	const file = "com/example/r13m/Args.java"
	got := runDex(t, "rev13a_more", true, "CETP606")
	checkDex(t, got, []dexWant{
		{"CETP606", "error", a + "claimedCaller(Landroid/os/Bundle;)Ljava/lang/String;@0x10", file, 12},
		{"CETP606", "error", a + "boundCaller(Landroid/os/Bundle;)Ljava/lang/String;@0x13", file, 21},
	})
}
