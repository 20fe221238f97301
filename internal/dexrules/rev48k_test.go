package dexrules_test

import "testing"

// TestRev48KotlinHilt (rev48_k1, "VisitLoop" home-care visits: Kotlin with
// Hilt's generated components and factories, Room's generated DAO and a
// @RawQuery, coroutines with async/await, a provider that dispatches
// through a Map of suspend lambdas; a helper's blind app, written at the
// end of stop 47, labels in testdata/dex/rev48_labels_k.md). Its first run
// (stop 47's code) found 5 of 9 labelled defects (CETP601, 607, 611, 613,
// and CETP622 through the Hilt-injected directory) with no false finding;
// the near misses' notes on session_token say what the analysis cannot
// tell. Three defects sit in handlers stored as suspend lambdas in a Map
// the provider reads by tool name: the handler, a Map element captured by
// the runBlocking block, was invoked through a Function2 the request flow
// could not place. It now is: a lambda's captured function value is what
// its constructor's callers pass, and an element of a Kotlin
// mapOf(k to v, ...) or listOf(...) kept in a field is one of the values
// written there (capturedbodies.go). CETP614 and CETP622 (reported where
// the SQL text is wrapped into the SimpleSQLiteQuery) are found: 7 of 9.
// At stop 48 the last two: the handler lambdas are made in the provider's
// constructor (the mapOf initializer), which no root calls, so their
// classes were never instantiated and a call on a Map element reached no
// handler for the rules that read the surface (CETP606 in reassignVisit,
// CETP603 in the async(IO) block of visitRoster). The app classes a
// component's constructors make now count as made before its roots run
// (program.reacher.constructorObjects); a thread hop made inside library
// code (here the bundled kotlinx stub's dispatcher, which resumes every
// live suspend lambda) is not the app's hop — the app's own call of the
// library (async, withContext, an executor) is where CETP603 reads it.
// 9 of 9; the near miss myDay (the uid read before coroutineScope) stays
// silent.
func TestRev48KotlinHilt(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev48_k1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/visitloop/care/PendingIntentsKt;->releaseShiftIntent(Landroid/content/Context;J)Landroid/app/PendingIntent;@0x1c", "com/visitloop/care/PendingIntents.kt", 22},
			{"CETP603", "error", "Lcom/visitloop/care/VisitProvider$visitRoster$2$mine$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x14", "com/visitloop/care/VisitProvider.kt", 116},
			{"CETP606", "error", "Lcom/visitloop/care/VisitProvider;->reassignVisit(Landroid/os/Bundle;)Landroid/os/Bundle;@0x10", "com/visitloop/care/VisitProvider.kt", 78},
			{"CETP607", "warning", "Lcom/visitloop/care/EnvelopesKt;->toBundle(Lcom/visitloop/care/VisitError;)Landroid/os/Bundle;@0x48", "com/visitloop/care/Envelopes.kt", 36},
			{"CETP611", "error", "Lcom/visitloop/care/RosterProvider;->syncCalendar(Lorg/json/JSONObject;)Landroid/os/Bundle;@0x6", "com/visitloop/care/RosterProvider.kt", 74},
			{"CETP613", "error", "Lcom/visitloop/care/RosterProvider;->swapShift(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;@0x2c", "com/visitloop/care/RosterProvider.kt", 54},
			{"CETP613", "note", "Lcom/visitloop/care/RosterProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x57", "com/visitloop/care/RosterProvider.kt", 27},
			{"CETP613", "note", "Lcom/visitloop/care/VisitProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x57", "com/visitloop/care/VisitProvider.kt", 41},
			{"CETP614", "error", "Lcom/visitloop/care/VisitProvider;->completeVisit(Landroid/os/Bundle;)Landroid/os/Bundle;@0x17", "com/visitloop/care/VisitProvider.kt", 105},
			{"CETP622", "error", "Lcom/visitloop/care/SqlNurseDirectory;->lookup(Ljava/lang/String;)I@0x1e", "com/visitloop/care/Care.kt", 74},
			{"CETP622", "error", "Lcom/visitloop/care/VisitProvider;->searchNotes(Landroid/os/Bundle;)Landroid/os/Bundle;@0x1a", "com/visitloop/care/VisitProvider.kt", 66},
		})
	}
}
