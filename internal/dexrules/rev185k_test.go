package dexrules_test

import "testing"

// TestRev185KotlinValueTypes: blind round rev185_k (Quire, notes with file
// attachments, written in Kotlin's type-safety idioms: @JvmInline value
// classes for tool names, caller UIDs, package names and safe paths, whose
// functions kotlinc mangles (author-Zl6ergc), a step pipeline of fun
// interface values, when over strings, tailrec helpers, sequences, a
// per-call state machine; both providers on the app's own ToolHost base;
// labels in testdata/dex/rev185_labels_k.md, written before any scan).
// First run (stop 67, e423995e): CETP602 (:77), 605 (:146), 606
// (author-Zl6ergc), 610 (ReminderAlarms :23), 615 (:72) and 622
// (importAttachment :127) at their labels; missed 612 (the mode chosen
// before a mangled helper returning the descriptor in a Pair) and 620 (the
// finding at ParkedCalls.take named the files provider's lambda, the near
// miss, whose uid check is CallerUid.equals-impl0). False: that CETP620,
// and CETP622 at FilesToolProvider.located and NotesToolProvider
// descriptor-zkvSjuM (paths through SafePath.parse and the tailrec
// containment walk) — both fixed the same stop (ancestorwalk622: a walk
// up a canonical file's parents to the directory is a containment check),
// and the CETP620 now names the notes provider (kotlinc's equals-impl0 of
// a value class is a comparison; valueuid620), and 612 is found (a
// descriptor read out of a kotlin.Pair a helper returns; tuple612).
func TestRev185KotlinValueTypes(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev185_k1", allCode), []dexWant{
			{"CETP508", "note", "Lio/quire/app/core/Wire;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x18", "io/quire/app/core/Wire.kt", 19},
			{"CETP602", "error", "Lio/quire/app/files/FilesToolProvider;->resolution(Lio/quire/app/core/ToolSpec;Ljava/lang/String;I)Landroid/app/PendingIntent;@0x65", "io/quire/app/files/FilesToolProvider.kt", 77},
			{"CETP605", "warning", "Lio/quire/app/files/FilesToolProvider;->openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;@0x0", "io/quire/app/files/FilesToolProvider.kt", 146},
			{"CETP606", "error", "Lio/quire/app/notes/NotesToolProvider;->author-Zl6ergc(Lio/quire/app/core/Call;)Ljava/lang/String;@0x6", "io/quire/app/notes/NotesToolProvider.kt", 131},
			{"CETP610", "warning", "Lio/quire/app/ui/ReminderAlarms;->pendingFor(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;@0x4d", "io/quire/app/ui/Reminders.kt", 23},
			{"CETP612", "error", "Lio/quire/app/notes/NotesToolProvider;->openAttachment(Lio/quire/app/core/Call;)Landroid/os/Bundle;@0x126", "io/quire/app/notes/NotesToolProvider.kt", 106},
			{"CETP615", "error", "Lio/quire/app/files/FilesToolProvider;->resolution(Lio/quire/app/core/ToolSpec;Ljava/lang/String;I)Landroid/app/PendingIntent;@0x45", "io/quire/app/files/FilesToolProvider.kt", 72},
			{"CETP620", "warning", "Lio/quire/app/notes/NotesToolProvider;->confirmation$lambda$0(Lio/quire/app/notes/NotesToolProvider;Lio/quire/app/core/CallState;)Lio/quire/app/core/CallState;@0x4c", "io/quire/app/notes/NotesToolProvider.kt", 46},
			{"CETP622", "error", "Lio/quire/app/files/FilesToolProvider;->importAttachment(Lio/quire/app/core/Call;)Landroid/os/Bundle;@0xa5", "io/quire/app/files/FilesToolProvider.kt", 127},
		})
	}
}
