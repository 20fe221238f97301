package dexrules_test

import "testing"

// TestRev72KotlinSuspend (rev72_k1, "RideQueue" school bus seats: Kotlin 2
// through D8, tools as suspend functions run through runBlocking, wrapping
// callback APIs with suspendCancellableCoroutine and callbackFlow,
// withContext, async/await, a Mutex-guarded counter, a Channel consumer; a
// helper's blind app, labels in testdata/dex/rev72_labels_k.md, first
// scanned at stop 50). Its first run found all 9 labelled defects with no
// false finding: the caller's UID read in an API callback's onResult and
// after withContext (CETP603), a request value spilled across async/await
// into SQL (622), a failed await's message in error_message (607), a
// confirmation flag read before a suspension deciding a delete after it
// (614), a Mutex-guarded counter as resume token (613), a mutable
// PendingIntent made in a withContext body (601), 604 and 619.
func TestRev72KotlinSuspend(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev72_k1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/ridequeue/RouteProvider$swapRoute$pi$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x1c", "com/ridequeue/RouteProvider.kt", 125},
			{"CETP603", "error", "Lcom/ridequeue/RouteProvider;->joinStop(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0xad", "com/ridequeue/RouteProvider.kt", 101},
			// reportStop's send into a Channel: its receiving coroutine
			// inserts the uid the report carries, read on the Binder
			// thread: no CETP603 (a note at stop 51, before receivers
			// were followed).
			{"CETP603", "error", "Lcom/ridequeue/SeatProvider$seatCount$seats$1$1;->onResult(I)V@0x22", "com/ridequeue/SeatProvider.kt", 65},
			{"CETP604", "warning", "Lcom/ridequeue/RouteProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x20", "com/ridequeue/RouteProvider.kt", 49},
			{"CETP607", "warning", "Lcom/ridequeue/SeatProvider;->bookSeat(ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x90", "com/ridequeue/SeatProvider.kt", 92},
			{"CETP609", "note", "Lcom/ridequeue/RouteProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x7", "com/ridequeue/RouteProvider.kt", 47},
			{"CETP609", "note", "Lcom/ridequeue/SeatProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x7", "com/ridequeue/SeatProvider.kt", 36},
			{"CETP613", "error", "Lcom/ridequeue/RouteProvider;->waitlist(Landroid/content/Context;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;@0xee", "com/ridequeue/RouteProvider.kt", 120},
			{"CETP614", "error", "Lcom/ridequeue/SeatProvider;->cancelBooking(Landroid/content/Context;ILorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x97", "com/ridequeue/SeatProvider.kt", 108},
			{"CETP619", "warning", "Lcom/ridequeue/RouteProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xce", "com/ridequeue/RouteProvider.kt", 57},
			{"CETP622", "error", "Lcom/ridequeue/RouteProvider;->findRiders(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x94", "com/ridequeue/RouteProvider.kt", 85},
		})
	}
}
