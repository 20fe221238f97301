package dexrules_test

import "testing"

// The rev34_k apps (testdata/dex/src/rev34_k*, labels in
// testdata/dex/rev34_labels_k.md): Kotlin 2 tool providers written blind
// (stop 41) — Handler.post and CompletableFuture.supplyAsync hand-offs,
// launch(Dispatchers.IO), `$default` helpers, sealed `when`, an in-app
// base class between the SDK's provider and two subclasses, Bundle
// extension properties. Each test asserts every finding of its app, so
// the near misses are asserted silent. First run: 21 of 24 labelled
// defects and one false note (CETP621); the three misses were two
// responses returned three calls up to call() through a $default bridge
// (CETP508, "decided further up" notes: maxCompleteDepth), and a resume
// token handed out under "resumeToken" (CETP613).

// TestRev34KotlinEnergy: a Handler.post body reading the caller (CETP603),
// a first package through a helper's array (CETP604), a mutable login
// PendingIntent (CETP601) on an AUTH_REQUIRED response with no resume
// token, made through Replies.error$default (CETP508), a setPackage-only
// resolution (CETP602), a clock session token (CETP613), a provider that
// checks no signature (CETP609), session (CETP625) or deadline (CETP619),
// and a mutable implicit PendingIntent off the surface (CETP610).
func TestRev34KotlinEnergy(t *testing.T) {
	const src = "com/example/r34k1/ThermostatProvider.kt"
	const th = "Lcom/example/r34k1/ThermostatProvider;->"
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev34_k1", allCode), []dexWant{
			{"CETP604", "warning", "Lcom/example/r34k1/CallersKt;->ownerOf(Landroid/content/Context;I)Ljava/lang/String;@0x14", "com/example/r34k1/Callers.kt", 18},
			{"CETP603", "error", "Lcom/example/r34k1/MeterProvider;->pauseCharging$lambda$0(Landroid/content/Context;I)V@0x2", "com/example/r34k1/MeterProvider.kt", 60},
			{"CETP601", "error", "Lcom/example/r34k1/MeterProvider;->loginIntent(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;@0x10", "com/example/r34k1/MeterProvider.kt", 84},
			{"CETP610", "warning", "Lcom/example/r34k1/PeakAlerts;->notifyPeak(Landroid/content/Context;Ljava/lang/String;)V@0x2b", "com/example/r34k1/PeakAlerts.kt", 22},
			{"CETP508", "error", "Lcom/example/r34k1/Replies;->error(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x1a", "com/example/r34k1/Replies.kt", 23},
			{"CETP609", "note", th + "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xc", src, 21},
			{"CETP625", "warning", th + "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x36", src, 23},
			{"CETP619", "warning", th + "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6f", src, 26},
			{"CETP602", "error", th + "approveBoost(Landroid/content/Context;I)Landroid/os/Bundle;@0x2a", src, 45},
			{"CETP613", "error", "Lcom/example/r34k1/ThermoSession;->issue(Ljava/lang/String;)Ljava/lang/String;@0x3e", src, 60},
		})
	}
}

// TestRev34KotlinPrints: two SDK providers — a CREATE tool with no
// mutation executor (CETP608), authorize always allowing (CETP617), a read
// tool whose helper writes preferences (CETP621) — a mutable implicit
// PendingIntent in a sealed `when` branch (CETP610) and the caller read
// in a launch(Dispatchers.IO) body (CETP603).
func TestRev34KotlinPrints(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev34_k2", allCode), []dexWant{
			{"CETP608", "error", "Lcom/example/r34k2/AlbumProvider;-><init>()V@0x36", "com/example/r34k2/AlbumProvider.kt", 21},
			{"CETP617", "error", "Lcom/example/r34k2/AlbumProvider;->authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;@0xd", "com/example/r34k2/AlbumProvider.kt", 27},
			{"CETP621", "error", "Lcom/example/r34k2/AlbumProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x5c", "com/example/r34k2/AlbumProvider.kt", 41},
			{"CETP610", "warning", "Lcom/example/r34k2/PrintNotifier;->show(Landroid/content/Context;Lcom/example/r34k2/PrintEvent;)V@0x25", "com/example/r34k2/Notify.kt", 25},
			{"CETP603", "error", "Lcom/example/r34k2/OrderProvider$placeOrder$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x1c", "com/example/r34k2/OrderProvider.kt", 54},
		})
	}
}

// TestRev34KotlinFieldService: an in-app base class under two SDK
// providers (CETP608 for the subclass that sets no executor, CETP617 for
// the one that overrides authorize to allow), a read tool running an
// UPDATE (CETP621) beside one that only queries — its `when` tests the
// areEqual result after D8 hoisted the branch's constants above the
// if-eqz (the first run's false CETP621 note) — supplyAsync reading the
// caller (CETP603), identity from "caller_package" (CETP606), a resume
// token from a name-based UUID of the clock put under "resumeToken"
// (CETP613, and CETP508 for the missing resume_token), and a token looked
// up and never removed (CETP620).
func TestRev34KotlinFieldService(t *testing.T) {
	const jobs = "Lcom/example/r34k3/JobsProvider;->"
	const src = "com/example/r34k3/JobsProvider.kt"
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev34_k3", allCode), []dexWant{
			{"CETP608", "error", "Lcom/example/r34k3/InvoiceProvider;-><init>()V@0x21", "com/example/r34k3/BillingProviders.kt", 30},
			{"CETP621", "error", "Lcom/example/r34k3/InvoiceProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x4b", "com/example/r34k3/BillingProviders.kt", 38},
			{"CETP617", "error", "Lcom/example/r34k3/PartsProvider;->authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;@0x9", "com/example/r34k3/BillingProviders.kt", 55},
			{"CETP609", "note", jobs + "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", src, 22},
			{"CETP603", "error", jobs + "listJobs$lambda$0(Lcom/example/r34k3/JobsProvider;)Ljava/lang/String;@0x4", src, 49},
			{"CETP613", "error", jobs + "closeJob(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0x21", src, 58},
			{"CETP606", "error", jobs + "reassign(ILorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2", src, 68},
			{"CETP620", "warning", "Lcom/example/r34k3/Signoffs;->lookup(Ljava/lang/String;)Lcom/example/r34k3/Signoff;@0x7", "com/example/r34k3/Signoffs.kt", 36},
			{"CETP508", "error", jobs + "closeJob(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0xe", src, 56},
		})
	}
}

// The rev34_j apps (testdata/dex/src/rev34_j*, labels in
// testdata/dex/rev34_labels_j.md): Java 17 tool providers written blind
// (stop 41) in D8 shapes — records on RecordTag, nest accessors, a bound
// method reference, a builder object holding an Intent and its flags,
// pipes wrapped in a record. First run: 21 of 24 labelled defects and
// three false results (a CETP606 on a claim compared with the SDK's
// caller through a JSON helper, and CETP106 and CETP623 notes on the
// builder's Intent); the misses were a resume token read through a
// record accessor (CETP620), a pipe's ends swapped in a record's
// constructor (CETP612) and the builder's mutable path (CETP601, found at
// the shared build(), not per path).

// TestRev34JavaFieldService: a UID read after clearCallingIdentity in a
// helper (CETP611), a read-write result_fd (CETP612), SQL built from an
// argument (CETP622), a "confirmed" argument deciding a mutation
// (CETP614), an executor keeping request ids in memory (CETP618), the
// caller taken from "caller_package" through a JSON helper (CETP606), a
// resolution Activity that never finishes (CETP623) and exception text in
// error_message (CETP607).
func TestRev34JavaFieldService(t *testing.T) {
	const w = "Lcom/example/r34j1/WorkOrderToolProvider;->"
	const src = "com/example/r34j1/WorkOrderToolProvider.java"
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev34_j1", allCode), []dexWant{
			{"CETP606", "error", "Lcom/example/r34j1/CustomerProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x5b", "com/example/r34j1/CustomerProvider.java", 55},
			{"CETP622", "error", "Lcom/example/r34j1/JobStore;->listByStatus(Ljava/lang/String;)Ljava/lang/String;@0x24", "com/example/r34j1/JobStore.java", 16},
			{"CETP618", "error", "Lcom/example/r34j1/RecentMutations;-><init>()V@0x8", "com/example/r34j1/RecentMutations.java", 11},
			{"CETP607", "warning", w + "execute(Landroid/os/Bundle;I)Landroid/os/Bundle;@0xd1", src, 94},
			{"CETP614", "error", w + "closeJob(Landroid/os/Bundle;Lorg/json/JSONObject;I)Landroid/os/Bundle;@0x20", src, 110},
			{"CETP623", "note", w + "closeJob(Landroid/os/Bundle;Lorg/json/JSONObject;I)Landroid/os/Bundle;@0x38", src, 112},
			{"CETP611", "error", w + "closeJob(Landroid/os/Bundle;Lorg/json/JSONObject;I)Landroid/os/Bundle;@0x7b", src, 123},
			{"CETP612", "error", w + "exportTimesheet(Lorg/json/JSONObject;)Landroid/os/Bundle;@0x26", src, 159},
		})
	}
}

// TestRev34JavaRideShare: the UID from "calling_uid" (CETP606) while a
// "calling_package" claim compared with request.getCallerPackage() and
// refused on mismatch through a JSON helper stays silent; any signed
// package of a shared UID admitted (CETP624); a builder whose updating()
// overwrites FLAG_IMMUTABLE (CETP601 at its build(); the Activity its
// constructor is given is read from each construction, so no CETP106 or
// CETP623 note); a resolution in another package (CETP615); a resume
// token read through a record accessor and never removed (CETP620); a
// pipe whose record swaps its ends (CETP612); exception text (CETP607);
// an executor's memory-only ledger (CETP618).
func TestRev34JavaRideShare(t *testing.T) {
	const trips = "Lcom/example/r34j2/TripsToolProvider;->"
	const src = "com/example/r34j2/TripsToolProvider.java"
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev34_j2", allCode), []dexWant{
			{"CETP606", "error", "Lcom/example/r34j2/Callers;->effectiveUid(Landroid/os/Bundle;)I@0x9", "com/example/r34j2/Callers.java", 22},
			{"CETP624", "warning", "Lcom/example/r34j2/Callers;->isFleetApp(Landroid/content/Context;I)Z@0x13", "com/example/r34j2/Callers.java", 29},
			{"CETP618", "error", "Lcom/example/r34j2/PayoutLedger;-><init>()V@0x8", "com/example/r34j2/PayoutLedger.java", 12},
			{"CETP601", "error", "Lcom/example/r34j2/Resolution;->build()Landroid/app/PendingIntent;@0x8", "com/example/r34j2/Resolution.java", 36},
			{"CETP620", "warning", "Lcom/example/r34j2/Resumes;->check(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z@0x2", "com/example/r34j2/Resumes.java", 23},
			{"CETP607", "warning", trips + "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xac", src, 68},
			{"CETP615", "error", trips + "acceptRide(Lcom/example/r34j2/TripsToolProvider$Call;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x6d", src, 98},
			{"CETP612", "error", trips + "tripReceipt(Ljava/lang/String;)Landroid/os/Bundle;@0x22", src, 139},
		})
	}
}

// TestRev34JavaPrinting: a file path from an argument (CETP622), a
// "user_approved" argument deciding a delete (CETP614), a resolution in a
// class the manifest exports (CETP615), getCallingPackage() read after
// clearCallingIdentity (CETP611), a resolution Activity that never
// finishes (CETP623), an implicit resolution (CETP602), a loop returning
// the first matching package of a shared UID (CETP624) and a session
// looked up by the token alone (CETP620).
func TestRev34JavaPrinting(t *testing.T) {
	const orders = "Lcom/example/r34j3/OrdersToolProvider;->"
	const src = "com/example/r34j3/OrdersToolProvider.java"
	const album = "Lcom/example/r34j3/AlbumProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;"
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev34_j3", allCode), []dexWant{
			{"CETP622", "error", album + "@0x95", "com/example/r34j3/AlbumProvider.java", 64},
			{"CETP614", "error", album + "@0x5a", "com/example/r34j3/AlbumProvider.java", 71},
			{"CETP615", "error", orders + "placeOrder(Lcom/example/r34j3/OrdersToolProvider$Request;)Landroid/os/Bundle;@0x25", src, 85},
			{"CETP611", "error", orders + "placeOrder(Lcom/example/r34j3/OrdersToolProvider$Request;)Landroid/os/Bundle;@0x38", src, 90},
			{"CETP623", "note", orders + "reprint(Lcom/example/r34j3/OrdersToolProvider$Request;Ljava/lang/String;)Landroid/os/Bundle;@0x1f", src, 101},
			{"CETP602", "error", orders + "cancel(Lcom/example/r34j3/OrdersToolProvider$Request;Ljava/lang/String;)Landroid/os/Bundle;@0x14", src, 109},
			{"CETP624", "warning", "Lcom/example/r34j3/Partners;->resolve(Landroid/content/Context;I)Ljava/lang/String;@0x10", "com/example/r34j3/Partners.java", 27},
			{"CETP620", "warning", "Lcom/example/r34j3/Sessions;->valid(Ljava/lang/String;)Z@0x4", "com/example/r34j3/Sessions.java", 23},
		})
	}
}
