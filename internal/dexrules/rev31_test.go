package dexrules_test

import "testing"

// The rev31 apps (testdata/dex/src/rev31_*, labels in
// testdata/dex/rev31_labels_j.md): Java tool providers written blind in
// javac 17 + D8 shapes around Android framework idioms. Each test asserts
// every finding of its app, so the near misses are asserted silent.

// TestRev31FrameworkThreads: a WorkManager Worker's doWork (CETP603,
// SyncWorker.java:13; the worker given the uid as input data silent) and
// an AsyncTask's onPostExecute (CETP603, line 54; the twin recording the
// captured uid silent) run off the Binder thread — both missed at the
// first run; the calling UID read in a helper chain inside a
// clearCallingIdentity try/finally is CETP611 at the call into the chain
// (line 73).
func TestRev31FrameworkThreads(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev31_j1", allCode), []dexWant{
			{"CETP603", "error", "Lcom/example/r31j1/SyncProvider$1;->onPostExecute(Ljava/lang/String;)V@0x6", "com/example/r31j1/SyncProvider.java", 54},
			{"CETP611", "error", "Lcom/example/r31j1/SyncProvider;->mirrorShare()Landroid/os/Bundle;@0xa", "com/example/r31j1/SyncProvider.java", 73},
			{"CETP603", "error", "Lcom/example/r31j1/SyncWorker;->doWork()Landroidx/work/ListenableWorker$Result;@0x0", "com/example/r31j1/SyncWorker.java", 13},
		})
	}
}

// TestRev31Resolutions: PendingIntentCompat with isMutable = true
// (CETP601, line 32; false is silent), a Service of another package as
// the resolution (CETP615, line 37; the app's own receiver silent), an
// Activity that never finishes (CETP623 at line 33); an ACTION_VIEW
// Intent whose selector names ConfirmActivity opens it (silent: a false
// CETP602 error at the first run). A TaskStackBuilder helper that stacks
// its own explicit home Intent under the top Intent its two callers give
// is judged at each call: review_order's implicit Intent is CETP602 at its
// call (line 34; a note at the helper until stop 39), review_cart's
// explicit one silent.
func TestRev31Resolutions(t *testing.T) {
	const call = "Lcom/example/r31j2/ApprovalProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	const src = "com/example/r31j2/ApprovalProvider.java"
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev31_j2", allCode), []dexWant{
			{"CETP601", "error", call + "@0x9c", src, 32},
			{"CETP623", "note", call + "@0xc0", src, 33},
			{"CETP615", "error", call + "@0x124", src, 37},
			{"CETP602", "error", call + "@0xd8", src, 34},
		})
	}
}

// TestRev31ServicesAndSinks: the request's host fed to ProcessBuilder
// (CETP622, Pinger.java:17; an allow-listed address silent), its url to
// WebView.loadUrl through Handler.post (CETP622, Browser.java:12, naming
// the open_page path; a checked https URL through the same helper
// silent; the budget note once given there went at stop 66, when a
// lambda's plumbing stopped counting as a caller step);
// an IntentService's onHandleIntent reading getCallingUid (CETP603,
// DumpService.java:18; missed at the first run); a resume token kept in
// SharedPreferences, its stored owner compared with the caller but its key
// never removed (CETP620, TokenStore.java:22; missed until stop 39), while
// TokenStore.consume, which removes the key through the Editor, is silent.
func TestRev31ServicesAndSinks(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev31_j3", allCode), []dexWant{
			{"CETP603", "error", "Lcom/example/r31j3/DumpService;->onHandleIntent(Landroid/content/Intent;)V@0xc", "com/example/r31j3/DumpService.java", 18},
			{"CETP620", "warning", "Lcom/example/r31j3/TokenStore;->matches(Ljava/lang/String;I)Z@0x3", "com/example/r31j3/TokenStore.java", 22},
			{"CETP622", "error", "Lcom/example/r31j3/Browser;->show(Ljava/lang/String;)V@0x7", "com/example/r31j3/Browser.java", 12},
			{"CETP622", "error", "Lcom/example/r31j3/Pinger;->ping(Ljava/lang/String;)Landroid/os/Bundle;@0x17", "com/example/r31j3/Pinger.java", 17},
		})
	}
}
