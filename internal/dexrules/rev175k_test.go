package dexrules_test

import "testing"

// TestRev175KotlinGenerics: blind round rev175_k (Kestrel, notes and
// reminders: an abstract generic tool base with bridges, value-class ids
// and mangled names, function-typed tool tables, fun interfaces, generic
// Bundle extensions, sealed failures, JSON through an interface; labels in
// testdata/dex/rev175_labels_k.md, written before any scan). First run
// (stop 65, bed4b0bb): CETP601, 603 (runBackup), 606 and 607 at their
// labels; 624 in CallerGate (the inlined firstOrNull's loop); 611 at
// asProvider's call of the block (Identity.kt:12, the label's
// execute$lambda$2 :103 is the read it names); 619 at the reminders'
// call() for snooze's update; missed 616 (legacyPinMatches reads
// PackageInfo.signatures). False: two CETP603 (the timed { } and
// asProvider { } blocks run in place: the pool's wrapper called every
// Function0 of the app; fixed the same stop, pooltask603) and CETP619 at
// the notes provider (purgeTrash's table path, the deadline read before).
func TestRev175KotlinGenerics(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev175_k1", allCode), []dexWant{
			{"CETP508", "note", "Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;@0x16", "app/kestrel/notes/cetp/Wire.kt", 53},
			{"CETP601", "error", "Lapp/kestrel/notes/cetp/RemindersToolProvider;->resolutions$lambda$0(Landroid/content/Context;Ljava/lang/String;I)Landroid/app/PendingIntent;@0x19", "app/kestrel/notes/cetp/RemindersToolProvider.kt", 34},
			{"CETP603", "error", "Lapp/kestrel/notes/cetp/RemindersToolProvider;->runBackup-p8PveDA(Ljava/lang/String;Lapp/kestrel/notes/cetp/BackupArgs;)V@0x31", "app/kestrel/notes/cetp/RemindersToolProvider.kt", 172},
			{"CETP606", "error", "Lapp/kestrel/notes/cetp/NotesToolProvider;->execute(Landroid/os/Bundle;Ljava/lang/String;ILjava/lang/String;)Landroid/os/Bundle;@0x6b", "app/kestrel/notes/cetp/NotesToolProvider.kt", 72},
			{"CETP607", "warning", "Lapp/kestrel/notes/cetp/RemindersToolProvider;->failureReply(Ljava/lang/String;Lapp/kestrel/notes/cetp/ToolFailure;)Landroid/os/Bundle;@0x35", "app/kestrel/notes/cetp/RemindersToolProvider.kt", 119},
			{"CETP611", "error", "Lapp/kestrel/notes/cetp/IdentityKt;->asProvider(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;@0x9", "app/kestrel/notes/cetp/Identity.kt", 12},
			{"CETP619", "warning", "Lapp/kestrel/notes/cetp/NotesToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x15c", "app/kestrel/notes/cetp/NotesToolProvider.kt", 59},
			{"CETP619", "warning", "Lapp/kestrel/notes/cetp/RemindersToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xf0", "app/kestrel/notes/cetp/RemindersToolProvider.kt", 66},
			{"CETP624", "warning", "Lapp/kestrel/notes/cetp/CallerGate;->anyTrusted(I)Ljava/lang/String;@0x11", "app/kestrel/notes/cetp/CallerGate.kt", 58},
		})
	}
}
