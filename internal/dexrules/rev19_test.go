package dexrules_test

import (
	"testing"
)

// The nineteenth review (rev19): four Java (javac + D8) Provider apps in
// shapes the earlier reviews did not use (testdata/dex/src/rev19_*, labels
// in testdata/dex/rev19_labels.md, committed before the first scan), each
// run with every rule: the planted findings are the whole output, so the
// near misses of the same shape, the honest helpers and the AIDL-generated
// Stub and Proxy stay silent.

// TestRev19FileEntryPoints: the three-argument openFile with no caller
// check (CETP605, line 50) and an end of createSocketPair handed out as
// result_fd (CETP612, line 43); openAssetFile checking the calling UID
// (line 55), openTypedAssetFile only delegating to it (line 63) and the
// read end of a reliable pipe whose write end the provider filled and
// closed (line 38) are silent.
func TestRev19FileEntryPoints(t *testing.T) {
	checkDex(t, runDex(t, "rev19_files", false), []dexWant{
		{"CETP612", "error", "Lcom/example/r19f/FilesProvider;->openSocket(Landroid/os/Bundle;)Landroid/os/Bundle;@0xf", "com/example/r19f/FilesProvider.java", 43},
		{"CETP605", "warning", "Lcom/example/r19f/FilesProvider;->openFile(Landroid/net/Uri;Ljava/lang/String;Landroid/os/CancellationSignal;)Landroid/os/ParcelFileDescriptor;@0x0", "com/example/r19f/FilesProvider.java", 50},
	})
}

// TestRev19FourArgumentCallMultidex: the API 29 call(authority, method,
// arg, extras) hands over to the checked three-argument call (no CETP605,
// line 20); helpers in classes2.dex give operation_id a java.util.Random
// from a static field (CETP613, line 39) and error_message an exception's
// message (CETP607, line 53); their SecureRandom twin (line 45) and the
// fixed-text twin (line 61) are silent.
func TestRev19FourArgumentCallMultidex(t *testing.T) {
	checkDex(t, runDex(t, "rev19_call4", false), []dexWant{
		{"CETP613", "error", "Lcom/example/r19c/NotesProvider;->startExport(Landroid/os/Bundle;)Landroid/os/Bundle;@0xc", "com/example/r19c/NotesProvider.java", 39},
		{"CETP607", "warning", "Lcom/example/r19c/NotesProvider;->importNotes(Landroid/os/Bundle;)Landroid/os/Bundle;@0x19", "com/example/r19c/NotesProvider.java", 53},
	})
}

// TestRev19AIDLBinder: an AIDL Stub handed to the Consumer with putBinder;
// its refresh posts to an executor whose D8 lambda reads the calling UID
// (CETP603, line 18); lookup reading it in the Binder call (line 24) is
// silent, as are onTransact and the Proxy.
func TestRev19AIDLBinder(t *testing.T) {
	checkDex(t, runDex(t, "rev19_aidl", false), []dexWant{
		{"CETP603", "error", "Lcom/example/r19a/AccountBinder;->lambda$refresh$0$com-example-r19a-AccountBinder(Ljava/lang/String;)V@0x0", "com/example/r19a/AccountBinder.java", 18},
	})
}

// TestRev19GoAsyncReceiver: a receiver's goAsync worker thread makes a
// FLAG_MUTABLE broadcast PendingIntent whose Intent is action-only on one
// branch (CETP610, line 21); on the surface an action-only resolution
// Intent (CETP602, line 37) and the first package of the calling UID
// (CETP604, line 52); the Intent naming ConfirmActivity (line 47) is silent.
func TestRev19GoAsyncReceiver(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev19_async", allCode), []dexWant{
			{"CETP610", "warning", "Lcom/example/r19b/RefreshReceiver;->lambda$onReceive$0(Landroid/content/Context;Landroid/content/Intent;Landroid/content/BroadcastReceiver$PendingResult;)V@0x1b", "com/example/r19b/RefreshReceiver.java", 21},
			{"CETP602", "error", "Lcom/example/r19b/RemindProvider;->remind(Landroid/os/Bundle;)Landroid/os/Bundle;@0xe", "com/example/r19b/RemindProvider.java", 37},
			{"CETP604", "warning", "Lcom/example/r19b/RemindProvider;->whoami(Landroid/os/Bundle;)Landroid/os/Bundle;@0x11", "com/example/r19b/RemindProvider.java", 52},
		})
	}
}

// TestRev19BinderFromExtras: the package name reported by a binder the
// Consumer put under "caller" decides a grant (CETP606, line 36), as does
// the uid a Parcelable read under "caller" with the API 33 typed
// getParcelable reports (CETP606, line 66); a dup() of a pipe's write end
// goes out as result_fd (CETP612, line 54). Silent: notifyDone (line 44)
// and replyTo (line 72), whose objects under "caller" are only called back
// or sent the reply, and the dup() of a read-only file (line 62).
func TestRev19BinderFromExtras(t *testing.T) {
	got := runDex(t, "rev19_binderid", false)
	checkDex(t, got, []dexWant{
		{"CETP606", "error", "Lcom/example/r19i/LinkProvider;->grantPartner(Landroid/os/Bundle;)Landroid/os/Bundle;@0x2", "com/example/r19i/LinkProvider.java", 36},
		{"CETP612", "error", "Lcom/example/r19i/LinkProvider;->shareLog(Landroid/os/Bundle;)Landroid/os/Bundle;@0x19", "com/example/r19i/LinkProvider.java", 54},
		{"CETP606", "error", "Lcom/example/r19i/LinkProvider;->grantUid(Landroid/os/Bundle;)Landroid/os/Bundle;@0x4", "com/example/r19i/LinkProvider.java", 66},
	})
}
