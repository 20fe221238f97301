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
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev33_k1", allCode), []dexWant{
			{"CETP603", "error", "Lcom/example/r33k1/LatchkeyProvider$history$1$json$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x21", "com/example/r33k1/LatchkeyProvider.kt", 79},
			{"CETP604", "warning", "Lcom/example/r33k1/CallersKt;->ownerPackage(Landroid/content/Context;I)Ljava/lang/String;@0x12", "com/example/r33k1/Callers.kt", 9},
			{"CETP611", "error", "Lcom/example/r33k1/LatchkeyProvider;->rekey(Landroid/content/Context;ILcom/example/r33k1/LockCommand$Rekey;)Landroid/os/Bundle;@0x26", "com/example/r33k1/LatchkeyProvider.kt", 91},
			{"CETP613", "error", "Lcom/example/r33k1/LatchkeyProvider;->invite-J2Mmreg(Landroid/content/Context;ILcom/example/r33k1/LockCommand$InviteGuest;Ljava/lang/String;)Landroid/os/Bundle;@0x20", "com/example/r33k1/LatchkeyProvider.kt", 107},
			{"CETP614", "error", "Lcom/example/r33k1/LatchkeyProvider;->unlock(Landroid/content/Context;ILcom/example/r33k1/LockCommand$Unlock;)Landroid/os/Bundle;@0x4", "com/example/r33k1/LatchkeyProvider.kt", 62},
			{"CETP619", "warning", "Lcom/example/r33k1/LatchkeyProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x86", "com/example/r33k1/LatchkeyProvider.kt", 30},
			{"CETP620", "warning", "Lcom/example/r33k1/LatchkeyProvider;->operation(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;@0x10", "com/example/r33k1/LatchkeyProvider.kt", 127},
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
			// A send into a Channel: its receiving coroutine (the
			// Downloader's `for (d in queue)`) reads no caller identity:
			// no CETP603 (a note at stop 51, before receivers were
			// followed).
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

// The rev33_j apps (testdata/dex/src/rev33_j*, labels in
// testdata/dex/rev33_labels_j.md): Java providers written blind, javac and
// D8 shapes (lambdas, nest-mates, string and enum switches, try/finally
// copies, a record), on the SDK base class and hand-written, with
// notification, alarm and widget PendingIntents off the surface and
// library-like packages. First run: 20 of 22 labelled defects, no false
// finding; now 22 of 22.

// TestRev33JavaPharmacy: mutable implicit PendingIntents of alarms and a
// notification off the surface (CETP610), mutation tools with no executor
// (CETP608), an authorize that always allows (CETP617) and two read tools
// whose handlers write (CETP621, at the dispatch).
func TestRev33JavaPharmacy(t *testing.T) {
	const execute = "executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;"
	for _, allCode := range []bool{false, true} {
		want := []dexWant{
			{"CETP608", "error", "Lcom/example/r33j1/RefillProvider;-><init>()V@0x49", "com/example/r33j1/RefillProvider.java", 21},
			{"CETP617", "error", "Lcom/example/r33j1/RefillProvider;->authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;@0x2c", "com/example/r33j1/RefillProvider.java", 36},
			{"CETP621", "error", "Lcom/example/r33j1/RefillProvider;->" + execute + "@0x8f", "com/example/r33j1/RefillProvider.java", 47},
			{"CETP621", "error", "Lcom/example/r33j1/ReminderProvider;->" + execute + "@0x2a", "com/example/r33j1/ReminderProvider.java", 56},
		}
		want = append(want,
			dexWant{"CETP610", "warning", "Lcom/example/r33j1/DoseAlarms;->rescheduleAll(Landroid/content/Context;[J)V@0x18", "com/example/r33j1/DoseAlarms.java", 27},
			dexWant{"CETP610", "warning", "Lcom/example/r33j1/DoseNotifier;->show(Landroid/content/Context;ILjava/lang/String;)V@0x1e", "com/example/r33j1/DoseNotifier.java", 20})
		checkDex(t, runDex(t, "rev33_j1", allCode), want)
	}
}

// TestRev33JavaBank: execute_tool reaching a card lock before the
// deadline is read (CETP619, at call()'s dispatch), an implicit
// resolution (CETP602), a signing-certificate lookup thrown away
// (CETP609, a note), list_tools served with no session read (CETP625), a
// resume token from the clock (CETP613), a resume token looked up alone
// (CETP620) and a legacy signature check (CETP616).
func TestRev33JavaBank(t *testing.T) {
	const call = "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev33_j2", allCode), []dexWant{
			{"CETP619", "warning", "Lcom/example/r33j2/AccountsToolProvider;->" + call + "@0x58", "com/example/r33j2/AccountsToolProvider.java", 41},
			{"CETP602", "error", "Lcom/example/r33j2/AccountsToolProvider;->payBill(Landroid/os/Bundle;Ljava/lang/String;I)Landroid/os/Bundle;@0x4e", "com/example/r33j2/AccountsToolProvider.java", 93},
			{"CETP609", "note", "Lcom/example/r33j2/PayeesToolProvider;->" + call + "@0x0", "com/example/r33j2/PayeesToolProvider.java", 24},
			{"CETP625", "warning", "Lcom/example/r33j2/PayeesToolProvider;->" + call + "@0x34", "com/example/r33j2/PayeesToolProvider.java", 34},
			{"CETP613", "error", "Lcom/example/r33j2/PayeesToolProvider;->removePayee(Landroid/os/Bundle;Ljava/lang/String;I)Landroid/os/Bundle;@0x41", "com/example/r33j2/PayeesToolProvider.java", 70},
			{"CETP620", "warning", "Lcom/example/r33j2/PendingRemovals;->take(Ljava/lang/String;)Ljava/lang/String;@0x5", "com/example/r33j2/PendingRemovals.java", 22},
			{"CETP616", "warning", "Lcom/example/r33j2/Signatures;->matchesPin(Landroid/content/Context;I)Z@0x1b", "com/example/r33j2/Signatures.java", 25},
		})
	}
}

// TestRev33JavaSchool: a Java method named mutationExecutor() beside the
// SDK's getMutationExecutor() overrides nothing (CETP608; missed at the
// first run, when either name counted), a hand-written provider that
// never reads session_token (CETP625), skips the deadline (CETP619), reads
// the UID in an executor lambda (CETP603) and makes a mutable resolution
// from an SDK_INT ternary (CETP601), an authorize that always allows
// (CETP617), and off the surface a widget through a library wrapper and a
// library's retry PendingIntent (CETP610), and grade_summary, declared
// read under an enum constant's field (HomeworkTool.GRADE_SUMMARY.wire),
// whose handler updates a table (CETP621; at the first run three notes
// said the name could not be tied to one constant).
func TestRev33JavaSchool(t *testing.T) {
	const classroom = "Lcom/example/r33j3/ClassroomToolProvider;->"
	const csrc = "com/example/r33j3/ClassroomToolProvider.java"
	const hsrc = "com/example/r33j3/HomeworkProvider.java"
	for _, allCode := range []bool{false, true} {
		want := []dexWant{
			{"CETP608", "error", "Lcom/example/r33j3/AttendanceProvider;->getProviderTools()Ljava/util/List;@0x1c", "com/example/r33j3/AttendanceProvider.java", 31},
			{"CETP625", "warning", classroom + "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x37", csrc, 37},
			{"CETP619", "warning", classroom + "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x50", csrc, 41},
			{"CETP603", "error", classroom + "lambda$messageParent$0$com-example-r33j3-ClassroomToolProvider(J)V@0x4", csrc, 80},
			{"CETP601", "error", classroom + "excuseAbsence(Landroid/os/Bundle;Ljava/lang/String;I)Landroid/os/Bundle;@0x55", csrc, 106},
			{"CETP621", "error", "Lcom/example/r33j3/HomeworkProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x4e", hsrc, 61},
			{"CETP617", "error", "Lcom/example/r33j3/HomeworkProvider;->authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;@0x25", hsrc, 46},
		}
		want = append(want,
			dexWant{"CETP610", "warning", "Lcom/example/r33j3/TimetableWidget;->onUpdate(Landroid/content/Context;Landroid/appwidget/AppWidgetManager;[I)V@0x32", "com/example/r33j3/TimetableWidget.java", 22},
			dexWant{"CETP610", "warning", "Lio/classkit/sync/SyncKit;->retryIntent(Landroid/content/Context;)Landroid/app/PendingIntent;@0xa", "io/classkit/sync/SyncKit.java", 26})
		checkDex(t, runDex(t, "rev33_j3", allCode), want)
	}
}
