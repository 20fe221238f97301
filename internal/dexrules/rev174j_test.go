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
// Fixed the same stop: the reflective call runs the @ToolMethod classes
// (reflectfield622), and a switch on consent()'s verdict is the flag's
// branch (verdictswitch614): CETP614 at the base's execute (:231), its
// message naming the bookings provider's insert (both providers share
// execute; the effect is not told apart per provider).
func TestRev174JavaAnnotations(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev174_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0xe", "com/tallowbrook/salon/core/Replies.java", 87},
			{"CETP508", "note", "Lcom/tallowbrook/salon/core/Replies;->errorObject(Ljava/lang/String;)Lorg/json/JSONObject;@0x7", "com/tallowbrook/salon/core/Replies.java", 106},
			{"CETP604", "warning", "Lcom/tallowbrook/salon/bookings/BookingGate;->admit(I)Lcom/tallowbrook/salon/core/Caller;@0xc", "com/tallowbrook/salon/bookings/BookingGate.java", 42},
			{"CETP605", "warning", "Lcom/tallowbrook/salon/clients/ClientsProvider;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;@0x0", "com/tallowbrook/salon/clients/ClientsProvider.java", 119},
			{"CETP609", "note", "Lcom/tallowbrook/salon/core/AnnotatedProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/tallowbrook/salon/core/AnnotatedProvider.java", 74},
			{"CETP613", "note", "Lcom/tallowbrook/salon/core/AnnotatedProvider;->execute(Landroid/os/Bundle;Lcom/tallowbrook/salon/core/Caller;Lcom/tallowbrook/salon/core/SessionStore$Session;Ljava/lang/String;)Landroid/os/Bundle;@0x179", "com/tallowbrook/salon/core/AnnotatedProvider.java", 254},
			{"CETP614", "error", "Lcom/tallowbrook/salon/core/AnnotatedProvider;->execute(Landroid/os/Bundle;Lcom/tallowbrook/salon/core/Caller;Lcom/tallowbrook/salon/core/SessionStore$Session;Ljava/lang/String;)Landroid/os/Bundle;@0xec", "com/tallowbrook/salon/core/AnnotatedProvider.java", 231},
			{"CETP620", "warning", "Lcom/tallowbrook/salon/bookings/AppointmentsProvider;->ownedJob(Lcom/tallowbrook/salon/core/Caller;Ljava/lang/String;Ljava/lang/String;)Lcom/tallowbrook/salon/core/JobQueue$Job;@0x2", "com/tallowbrook/salon/bookings/AppointmentsProvider.java", 80},
			{"CETP623", "note", "Lcom/tallowbrook/salon/bookings/AppointmentsProvider;->confirmation(Ljava/lang/String;)Landroid/app/PendingIntent;@0x1a", "com/tallowbrook/salon/bookings/AppointmentsProvider.java", 87},
			{"CETP625", "warning", "Lcom/tallowbrook/salon/core/AnnotatedProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x36", "com/tallowbrook/salon/core/AnnotatedProvider.java", 80},
		})
	}
}
