package dexrules_test

import "testing"

// The rev33_k apps (testdata/dex/src/rev33_k*, labels in
// testdata/dex/rev33_labels_k.md): Kotlin 2 tool providers written blind —
// coroutines, value classes, sealed `when`, `by lazy` and object
// singletons, interface default methods as kotlinc 2.4 leaves them, and
// two providers on the SDK base class. Each test asserts every finding of
// its app, so the near misses are asserted silent. First run: 17 of 21
// labelled defects, no false finding.

// TestRev33KotlinLocks: a first package by destructuring (CETP604), a
// panic tool run before the deadline is read (CETP619, at call()'s call of
// execute), an "approved" argument deciding an unlock (CETP614), the UID
// read in a withContext body (CETP603), inside an inlined apply between
// clear and restore (CETP611), a resume token from kotlin.random.Random
// (CETP613) and an operation loaded by its id alone (CETP620).
func TestRev33KotlinLocks(t *testing.T) {
	const p = "Lcom/example/r33k1/LatchkeyProvider;->"
	const src = "com/example/r33k1/LatchkeyProvider.kt"
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev33_k1", allCode), []dexWant{
			{"CETP604", "warning", "Lcom/example/r33k1/CallersKt;->ownerPackage(Landroid/content/Context;I)Ljava/lang/String;@0x12", "com/example/r33k1/Callers.kt", 9},
			{"CETP619", "warning", p + "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x86", src, 30},
			{"CETP614", "error", p + "unlock(Landroid/content/Context;ILcom/example/r33k1/LockCommand$Unlock;)Landroid/os/Bundle;@0x4", src, 62},
			{"CETP603", "error", "Lcom/example/r33k1/LatchkeyProvider$history$1$json$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x21", src, 79},
			{"CETP611", "error", p + "rekey(Landroid/content/Context;ILcom/example/r33k1/LockCommand$Rekey;)Landroid/os/Bundle;@0x26", src, 91},
			{"CETP613", "error", p + "invite-J2Mmreg(Landroid/content/Context;ILcom/example/r33k1/LockCommand$InviteGuest;Ljava/lang/String;)Landroid/os/Bundle;@0x20", src, 107},
			{"CETP620", "warning", "Lcom/example/r33k1/OperationStore;->load-wuFrDws(Landroid/content/Context;Ljava/lang/String;)Lorg/json/JSONObject;@0xf", "com/example/r33k1/LockHub.kt", 43},
		})
	}
}

// TestRev33KotlinPodcasts: request_id deduplication in a map behind `by
// lazy`, keyed by an app object's requestId (CETP618; missed at the first
// run), a needsUser default method that puts a resolution but no resume
// token (CETP508, unlabelled: the labels cover CETP6xx), a stack trace in
// the error message (CETP607), a mutable and an implicit PendingIntent
// from an extension helper (CETP601, CETP602), an undeclared Activity as
// the resolution (CETP615), a read-write result_fd (CETP612) and a
// resolution Activity that never finishes (CETP623, a note).
func TestRev33KotlinPodcasts(t *testing.T) {
	const p = "Lcom/example/r33k2/TidecastProvider;->"
	const src = "com/example/r33k2/TidecastProvider.kt"
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev33_k2", allCode), []dexWant{
			{"CETP618", "error", "Lcom/example/r33k2/Downloader;->enqueue(Lcom/example/r33k2/Download;)Ljava/lang/String;@0xd", "com/example/r33k2/Library.kt", 53},
			{"CETP508", "error", "Lcom/example/r33k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0x19", "com/example/r33k2/Replies.kt", 17},
			{"CETP607", "warning", p + "refreshFeed(Ljava/lang/String;)Landroid/os/Bundle;@0x53", src, 64},
			{"CETP601", "error", p + "subscribe(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;@0x11", src, 70},
			{"CETP623", "note", p + "subscribe(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;@0x11", src, 70},
			{"CETP602", "error", p + "deleteDownloads(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;@0x1c", src, 83},
			{"CETP615", "error", p + "buyPremium(Landroid/content/Context;)Landroid/os/Bundle;@0xa", src, 87},
			{"CETP612", "error", p + "exportTranscript(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;@0x38", src, 92},
		})
	}
}

// TestRev33KotlinGroceries: two providers on the SDK base class, whose
// hooks the entry reach did not include at the first run (CETP606, 609
// and 624 missed): no signature check where authorize reads the UID
// (CETP609, a note), any one package of a shared UID accepted (CETP624),
// a read tool that updates (CETP621), a claimed caller package granted
// access (CETP606; join, which only compares the claim with the SDK's
// caller package, silent), an authorize that always allows (CETP617), a
// file name from the arguments in a path (CETP622) and an object
// executor on a HashMap (CETP618).
func TestRev33KotlinGroceries(t *testing.T) {
	const b = "Lcom/example/r33k3/BasketProvider;->"
	const bsrc = "com/example/r33k3/BasketProvider.kt"
	const authorize = "authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;"
	const execute = "executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;"
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev33_k3", allCode), []dexWant{
			{"CETP609", "note", b + authorize + "@0xd", bsrc, 33},
			{"CETP624", "warning", b + authorize + "@0x21", bsrc, 35},
			{"CETP621", "error", b + execute + "@0x63", bsrc, 43},
			{"CETP606", "error", b + "share(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x2", bsrc, 52},
			{"CETP617", "error", "Lcom/example/r33k3/PantryProvider;->" + authorize + "@0x27", "com/example/r33k3/PantryProvider.kt", 28},
			{"CETP622", "error", "Lcom/example/r33k3/PantryProvider;->" + execute + "@0x41", "com/example/r33k3/PantryProvider.kt", 35},
			{"CETP618", "error", "Lcom/example/r33k3/RecentRequests;-><clinit>()V@0xc", "com/example/r33k3/Stores.kt", 45},
		})
	}
}
