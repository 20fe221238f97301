package dexrules_test

import "testing"

// TestRev131KotlinErrors: blind round rev131_k (Quillvault, Kotlin error
// handling: runCatching / Result / an Either, Flow catch / onCompletion, a
// CoroutineExceptionHandler under supervisorScope, withContext
// try/finally; labels in testdata/dex/rev131_labels_k.md, written before
// any scan). First run (stop 57's engine): CETP601 at ArchiveTools.restore,
// 607 at OutcomeKt.render naming NotesTools.list (the StoreError's reason
// field, not tied per object), 622 at Store.read (an accepted place, but
// the finding names Store.access$read, not search_notes) and a false
// CETP620 at TicketBook.peek, which both tool sets reach through
// ToolSet.prepare: the callers' spends (NoteTools on success only,
// ArchiveTools in finally) were not looked at. Now the callers are
// (spentByCallers): both spend it on some path, so no finding — the
// NoteTools TP (spent on success only) stays missed, without the false
// one. With the generators kept in holders (stop 59, tokengens.go):
// CETP613 at ArchiveTools.<init>, whose TokenMint(Random()) is kept in
// ToolSet.mint, the field render's resume token is drawn through (NoteTools'
// SecureRandom mint silent, the session note gone): 4 of 8. Missed:
// CETP603 (getCallingUid in a CoroutineExceptionHandler's
// handleException), 614 (`force` gating a delete
// run in the lambda Store.write is given: a note), 621 (browse's Flow
// onCompletion writing SharedPreferences).
// Stop 61: CETP621 found (browse_archive, its declaration read from the
// app's own tool JSON: fixture handtools621). Stop 65: CETP614 found (an
// error where the note was): the lambda Store.write runs is the one its
// callers' captures place (pooltask603).
func TestRev131KotlinErrors(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev131_k1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/quillvault/OutcomeKt;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V@0x9", "com/quillvault/Outcome.kt", 49},
			{"CETP601", "error", "Lcom/quillvault/ArchiveTools;->restore(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x14d", "com/quillvault/ArchiveTools.kt", 84},
			{"CETP607", "warning", "Lcom/quillvault/NoteTools;->list(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x95", "com/quillvault/NoteTools.kt", 48},
			{"CETP613", "error", "Lcom/quillvault/ArchiveTools;-><init>(Landroid/content/Context;Lcom/quillvault/Store;Lcom/quillvault/TicketBook;Lcom/quillvault/AuditLog;Lkotlinx/coroutines/CoroutineScope;Lcom/quillvault/Backup;)V@0x25", "com/quillvault/ArchiveTools.kt", 19},
			{"CETP614", "error", "Lcom/quillvault/ArchiveTools;->purge(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x7f", "com/quillvault/ArchiveTools.kt", 91},
			{"CETP621", "error", "Lcom/quillvault/ArchiveTools;->dispatch(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x3d", "com/quillvault/ArchiveTools.kt", 34},
			{"CETP622", "error", "Lcom/quillvault/Store;->read(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;@0xd", "com/quillvault/Store.kt", 43},
		})
	}
}
