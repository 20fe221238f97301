package dexrules_test

import "testing"

const (
	cidProv    = "Lcom/example/cid/ToolProvider;->"
	cidProvKt  = "com/example/cid/ToolProvider.kt"
	cidCallers = "Lcom/example/cid/Callers;->"
	cidCallJ   = "com/example/cid/Callers.java"
	cidCall    = "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
)

// TestCallingUidOffBinderThread: the three lambda shapes and a coroutine
// body that read the caller on another thread are errors; the entry method
// reading it and passing the int along, a lambda run synchronously and
// runBlocking are not; a Runnable of unknown class is a note.
func TestCallingUidOffBinderThread(t *testing.T) {
	got := runDex(t, "callerid", false, "CETP603")
	checkDex(t, got, []dexWant{
		{"CETP603", "error", cidProv + "lambda$call$0(Lcom/example/cid/ToolProvider;)V@0x0", cidProvKt, 40},
		{"CETP603", "error", "Lcom/example/cid/ToolProvider$call$1;->invoke()V@0x2", cidProvKt, 60},
		{"CETP603", "error", "Lcom/example/cid/ToolProvider$call$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x0", cidProvKt, 70},
		{"CETP603", "note", cidProv + cidCall + "@0x62", cidProvKt, 36},
	})
}

// TestEntryPointWithoutCallerCheck: openFile serves files unchecked; call
// reads the UID, the stubs do nothing, SecondProvider delegates to a
// checking SDK superclass and enforces a permission in delete; ThirdProvider
// continues in a base class outside the APK (note).
func TestEntryPointWithoutCallerCheck(t *testing.T) {
	got := runDex(t, "callerid", false, "CETP605")
	checkDex(t, got, []dexWant{
		{"CETP605", "warning", cidProv + "openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;@0x0", cidProvKt, 90},
		{"CETP605", "note", "Lcom/example/cid/ThirdProvider;->" + cidCall + "@0x0", "com/example/cid/ThirdProvider.java", 10},
	})
}

// TestCallingUidAfterClearIdentity: a read, and a helper that reads, inside
// the cleared window are errors; reads before clearing and after restoring
// (with a finally block) are not.
func TestCallingUidAfterClearIdentity(t *testing.T) {
	got := runDex(t, "callerid", false, "CETP611")
	checkDex(t, got, []dexWant{
		{"CETP611", "error", cidCallers + "clearThenRead()I@0x4", cidCallJ, 51},
		{"CETP611", "error", cidCallers + "clearThenHelper()I@0x4", cidCallJ, 71},
	})
}

// TestFirstPackageForUid: [0] of getPackagesForUid is a warning, also read
// inside a loop; a loop over every package is not.
func TestFirstPackageForUid(t *testing.T) {
	got := runDex(t, "callerid", false, "CETP604")
	checkDex(t, got, []dexWant{
		{"CETP604", "warning", cidCallers + "firstPackage(Landroid/content/Context;I)Ljava/lang/String;@0x9", cidCallJ, 11},
		{"CETP604", "warning", cidCallers + "loopFirst(Landroid/content/Context;I)Z@0x10", cidCallJ, 93},
	})
}

// TestIdentityFromArgs: the caller named by extras or JSON arguments is an
// error; a package that is the tool's subject is not.
func TestIdentityFromArgs(t *testing.T) {
	got := runDex(t, "callerid", false, "CETP606")
	checkDex(t, got, []dexWant{
		{"CETP606", "error", cidCallers + "claimedCaller(Landroid/os/Bundle;)Ljava/lang/String;@0x2", cidCallJ, 40},
		{"CETP606", "error", cidCallers + "claimedCallerJson(Landroid/os/Bundle;)Ljava/lang/String;@0xd", cidCallJ, 46},
	})
}

// TestSignatureNotVerified: ToolProvider reads the UID and never checks a
// certificate (note at the read in call); SecondProvider's SDK base class
// checks hasSigningCertificate; ThirdProvider reads nothing in the APK.
func TestSignatureNotVerified(t *testing.T) {
	got := runDex(t, "callerid", false, "CETP609")
	checkDex(t, got, []dexWant{
		{"CETP609", "note", cidProv + cidCall + "@0x0", cidProvKt, 20},
	})
}

// TestFirstPackageBeforeAmbiguity shows the precedence the catalog gives
// CETP604 over CETP624 ("reading index 0 is CETP604"): Callers.loopFirst
// (javac/D8) loops over getPackagesForUid's packages but reads [0] on every
// turn and returns a grant from the loop: CETP604 reports the read, CETP624
// stays silent there. The near miss, PackagesKt.anyTrusted (kotlinc/D8),
// reads each package in turn and returns a grant when one matches: CETP624
// reports it and CETP604 does not, though D8 puts its return after the
// loop's back edge (the loop is read from the control flow). Both are
// called from ToolProvider.call, beside firstPackage (604) and allPackages
// (neither).
func TestFirstPackageBeforeAmbiguity(t *testing.T) {
	got := runDex(t, "callerid", false, "CETP604", "CETP624")
	checkDex(t, got, []dexWant{
		{"CETP604", "warning", cidCallers + "firstPackage(Landroid/content/Context;I)Ljava/lang/String;@0x9", cidCallJ, 11},
		{"CETP604", "warning", cidCallers + "loopFirst(Landroid/content/Context;I)Z@0x10", cidCallJ, 93},
		{"CETP624", "warning", "Lcom/example/cid/PackagesKt;->anyTrusted(Landroid/content/Context;I)Z@0x15", "com/example/cid/Packages.kt", 6},
	})
}
