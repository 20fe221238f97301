package dexrules_test

import "testing"

// TestRev174JavaAnnotations: blind round rev174_j (Tallowbrook Salon, a
// booking app whose tools are methods marked with a runtime annotation
// found by reflection and invoked through Method.invoke, a Repository over
// a DAO over SQLiteOpenHelper, a hand-written observable value, a jobs
// table polled by a worker thread, int-constant state machines and
// interface default methods; labels in testdata/dex/rev174_labels_j.md,
// written before any scan). First run (stop 65, bed4b0bb): CETP605, 620,
// 623 (the note at the PendingIntent naming the Activity) and 625 (at the
// base's dispatch naming ClientsProvider) at their labels; 604 at
// BookingGate.admit (:42, the call handing the packages to Candidate.from,
// which takes the first: the label's :37), 609 as its note at the base's
// call() (an alternative the label gives); 613 only a note at the base's
// execute (both providers' id generators merged, the known limit);
// missed 614 (ClientsProvider.consent takes the request's user_confirmed
// as the confirmation of merge_clients). No near miss reported; a CETP106
// note says ToolRouter.invoke's reflective call is followed no further.
func TestRev174JavaAnnotations(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev174_j1", allCode), []dexWant{
			{"CETP106", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP508", "note", "Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0xe", "com/tallowbrook/salon/core/Replies.java", 87},
			{"CETP508", "note", "Lcom/tallowbrook/salon/core/Replies;->errorObject(Ljava/lang/String;)Lorg/json/JSONObject;@0x7", "com/tallowbrook/salon/core/Replies.java", 106},
			{"CETP508", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP509", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP601", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP602", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP603", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP604", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP604", "warning", "Lcom/tallowbrook/salon/bookings/BookingGate;->admit(I)Lcom/tallowbrook/salon/core/Caller;@0xc", "com/tallowbrook/salon/bookings/BookingGate.java", 42},
			{"CETP605", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP605", "warning", "Lcom/tallowbrook/salon/clients/ClientsProvider;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;@0x0", "com/tallowbrook/salon/clients/ClientsProvider.java", 119},
			{"CETP606", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP607", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP608", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP609", "note", "Lcom/tallowbrook/salon/core/AnnotatedProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/tallowbrook/salon/core/AnnotatedProvider.java", 74},
			{"CETP609", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP610", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP611", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP612", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP613", "note", "Lcom/tallowbrook/salon/core/AnnotatedProvider;->execute(Landroid/os/Bundle;Lcom/tallowbrook/salon/core/Caller;Lcom/tallowbrook/salon/core/SessionStore$Session;Ljava/lang/String;)Landroid/os/Bundle;@0x179", "com/tallowbrook/salon/core/AnnotatedProvider.java", 254},
			{"CETP613", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP614", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP615", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP616", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP617", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP618", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP619", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP620", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP620", "warning", "Lcom/tallowbrook/salon/bookings/AppointmentsProvider;->ownedJob(Lcom/tallowbrook/salon/core/Caller;Ljava/lang/String;Ljava/lang/String;)Lcom/tallowbrook/salon/core/JobQueue$Job;@0x2", "com/tallowbrook/salon/bookings/AppointmentsProvider.java", 80},
			{"CETP621", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP622", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP623", "note", "Lcom/tallowbrook/salon/bookings/AppointmentsProvider;->confirmation(Ljava/lang/String;)Landroid/app/PendingIntent;@0x1a", "com/tallowbrook/salon/bookings/AppointmentsProvider.java", 87},
			{"CETP623", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP624", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP625", "note", "Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;@0xa", "com/tallowbrook/salon/core/ToolRouter.java", 162},
			{"CETP625", "warning", "Lcom/tallowbrook/salon/core/AnnotatedProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x36", "com/tallowbrook/salon/core/AnnotatedProvider.java", 80},
		})
	}
}
