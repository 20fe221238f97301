package dexrules_test

import "testing"

// TestRev26ParamDispatch: a private helper that builds the resolution
// PendingIntent from `s.intent(ctx)`, s an interface-typed parameter, is a
// wrapper of what its callers pass. resolution is only ever given
// ConfirmScreen (an Intent naming ConfirmActivity): silent, although
// ShareScreen (an implicit Intent) is made on a reachable path too.
// chooserResolution is given ShareScreen: CETP602 at the caller's call of
// the wrapper (pickTarget, line 56). via(ctx, s) passes its own parameter
// on to resolution, so the question moves up one more call: confirmArchive
// (ConfirmScreen) is silent, shareVia (ShareScreen) is CETP602 (line 71).
func TestRev26ParamDispatch(t *testing.T) {
	const sig = "(Landroid/os/Bundle;)Landroid/os/Bundle;@"
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev26_narrow", allCode), []dexWant{
			{"CETP602", "error", "Lcom/example/r26n/LinksProvider;->pickTarget" + sig + "0x1c", "com/example/r26n/LinksProvider.kt", 56},
			{"CETP602", "error", "Lcom/example/r26n/LinksProvider;->shareVia" + sig + "0x17", "com/example/r26n/LinksProvider.kt", 71},
		})
	}
}

// TestRev26ValueClasses: Kotlin value classes as kotlinc 2 compiles them.
// A package name wrapped by PackageName.constructor-impl and compared in a
// private helper with equals-impl0 decides (grantPkg, line 42); the same
// helper given getCallingPackage() is silent (grantSelf). A uid from the
// arguments kept in Caller (an int field read through the mangled
// getUid-0BMvILc) decides through checkSignatures (linkUid, line 52); the
// Binder's uid in the same shape is silent (linkSelf). An operation id made
// from java.util.Random, boxed by OpId.box-impl for a generic helper and
// unboxed by unbox-impl, stays predictable (startWeak, line 70), and the
// same made from SecureRandom stays secure (startStrong): each unbox gives
// back what its box held, not the union of OpId's one field. The same
// for a value class over getPackagesForUid's array (PkgSet): boxed for the
// generic helper and unboxed, its index 0 is CETP604 (owner, line 78).
func TestRev26ValueClasses(t *testing.T) {
	const sig = "(Landroid/os/Bundle;)Landroid/os/Bundle;@"
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev26_valueclass", allCode), []dexWant{
			{"CETP606", "error", "Lcom/example/r26v/VaultProvider;->grantPkg" + sig + "0x2", "com/example/r26v/VaultProvider.kt", 42},
			{"CETP606", "error", "Lcom/example/r26v/VaultProvider;->linkUid" + sig + "0x4", "com/example/r26v/VaultProvider.kt", 52},
			{"CETP613", "error", "Lcom/example/r26v/VaultProvider;->startWeak" + sig + "0x19", "com/example/r26v/VaultProvider.kt", 70},
			{"CETP604", "warning", "Lcom/example/r26v/VaultProvider;->owner" + sig + "0x26", "com/example/r26v/VaultProvider.kt", 78},
		})
	}
}

// TestRev26StateMaps: properties delegated to maps as kotlinc 2 compiles
// them. A val read by map from the request's arguments names the caller
// (NoteArgs.getCallerPackage, NoteArgs.kt:6); a var by a map the app made
// empty reads back what the app stored: Memo's requester, stored from
// extras.getString("caller_package") (reported at that read, line 55), and
// Audit's callerPackage, stored from getCallingPackage(), are not request
// reads themselves. Draft's var by a map filled from the request's JSON
// where it is made stays one (Draft.kt:6). openNote's title is silent.
func TestRev26StateMaps(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev26_mapdeleg", allCode), []dexWant{
			{"CETP606", "error", "Lcom/example/r26m/NoteArgs;->getCallerPackage()Ljava/lang/String;@0xb", "com/example/r26m/NoteArgs.kt", 6},
			{"CETP606", "error", "Lcom/example/r26m/Draft;->getCallerPackage()Ljava/lang/String;@0xb", "com/example/r26m/Draft.kt", 6},
			{"CETP606", "error", "Lcom/example/r26m/NotesProvider;->pinNote(Landroid/os/Bundle;)Landroid/os/Bundle;@0x4", "com/example/r26m/NotesProvider.kt", 55},
		})
	}
}

// TestRev26RecordConstants: CETP508 on codes kept as Kotlin constants. A
// companion's private val and an object's val read through
// INSTANCE.getDENIED() are the literals <clinit> stores, passed to the
// Replies.error helper (one put, Replies.java:11, named by a caller); a
// data class's code read in its own toBundle() is what its constructions
// pass, through kotlinc's synthetic default constructor: ToolError made
// with AUTH_REQUIRED and no resolution (ToolError.kt:8), while Prompt,
// USER_ACTION_REQUIRED by default, puts both keys (silent). Failure's code
// comes three helpers up, beyond the search's bound: a note at its put
// (Failure.kt:8), not silence.
func TestRev26RecordConstants(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "rev26_consts508", allCode, "CETP508")
		checkDex(t, got, []dexWant{
			{"CETP508", "error", "Lcom/example/r26c/MailProvider;->archiveMail(Landroid/os/Bundle;)Landroid/os/Bundle;@0x8", "com/example/r26c/MailProvider.kt", 49},
			{"CETP508", "error", "Lcom/example/r26c/ToolError;->toBundle()Landroid/os/Bundle;@0x10", "com/example/r26c/ToolError.kt", 8},
			{"CETP508", "note", "Lcom/example/r26c/Failure;->toBundle()Landroid/os/Bundle;@0x10", "com/example/r26c/Failure.kt", 8},
		})
		wantOneNote(t, got, "Lcom/example/r26c/Failure;->toBundle()Landroid/os/Bundle;@0x10", "followed only 3 calls up", "the constructor-argument depth bound")
	}
}

// TestRev26DispatchBound: a private helper building the operation id from
// src.next(), src an interface parameter with a java.util.Random and a
// SecureRandom implementation. Each caller that passes an object it makes
// gets the helper as that object's class runs it: startWeak (WeakIds) is
// CETP613 (line 42), startStrong (StrongIds) is silent. startAny passes a
// field holding either: a note naming the helper (line 50), not silence
// (the merged sources went unreported before).
func TestRev26DispatchBound(t *testing.T) {
	const sig = "(Landroid/os/Bundle;)Landroid/os/Bundle;@"
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "rev26_narrowtok", allCode)
		checkDex(t, got, []dexWant{
			{"CETP613", "error", "Lcom/example/r26t/JobsProvider;->startWeak" + sig + "0xb", "com/example/r26t/JobsProvider.kt", 42},
			{"CETP613", "note", "Lcom/example/r26t/JobsProvider;->startAny" + sig + "0x6", "com/example/r26t/JobsProvider.kt", 50},
		})
		wantOneNote(t, got, "Lcom/example/r26t/JobsProvider;->startAny"+sig+"0x6", "it comes from com.example.r26t.JobsProvider.issue", "the undecided dispatch")
	}
}
