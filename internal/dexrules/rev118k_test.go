package dexrules_test

import (
	"strings"
	"testing"
)

// TestRev118KotlinFlows (rev118_k1, "Quillbox": Kotlin 2 through D8 —
// cold flows with map/filter/first, collect lambdas, withContext and
// runBlocking state machines, a Channel worker with reply channels,
// StateFlow sessions, ledger and confirmations, suspendCancellableCoroutine
// callbacks, Mutex.withLock, value classes; a helper's blind app, labels in
// testdata/dex/rev118_labels_k.md, first scanned at stop 55). 4 of 8 at its
// first run (CETP614, 622, 613 at revokeShare, 601 as a note), with false
// findings: CETP620 at the ledger's redeem, whose `entries.update { it -
// token }` was not read as a removal, and CETP613 at the notebook's puts,
// whose ledger holds SecureRandom().asKotlinRandom() (a kotlin.random.Random
// kept in a field was judged predictable whatever it held), and CETP603 on
// a path that reads no calling UID. Since: kotlin's `map - key` / `set -
// element` spends the token and a StateFlow's value is the store of its
// field (CETP620 now at check, the true positive, naming publish_note's
// path); a kotlin Random draw from an app field is placed by what the
// field is given, per object when both (Random.Default is predictable).
// A continuation resumed in a callback (`cont.resume(x)` inside
// suspendCancellableCoroutine) no longer reaches every state machine of
// the app on the resuming thread: the coroutine runs on its dispatcher,
// so CETP603 now names add_notes' withContext hop, not a Handler.post
// that resumes a coroutine. A continuation class's invokeSuspend calling
// its suspend function again (the resumption, with placeholder arguments)
// is not a caller whose PendingIntent is judged: two line-less notes
// there are gone. At stop 57, CETP607 at toBundle naming ExportJob.failure:
// the reply's text read from another field the exception text was kept in
// (fieldchain607). Left: 602 (an Intent resumed out of
// suspendCancellableCoroutine). Stop 63: the FileWorker onCreate makes is
// on the request path with what its constructor made (setupobs611), and
// CETP603 notes the reply Channel no app code receives from.
func TestRev118KotlinFlows(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "rev118_k1", allCode)
		for _, f := range got {
			// The hop named is add_notes' withContext, not a Handler.post
			// resuming a coroutine.
			if f.RuleID == "CETP603" && f.Level.String() != "note" && !strings.Contains(f.Message, "NotebookProvider.addNotes hands it to kotlinx.coroutines.BuildersKt.withContext") {
				t.Errorf("CETP603 names another path: %s", f.Message)
			}
		}
		checkDex(t, got, []dexWant{
			{"CETP508", "note", "Lcom/quillbox/ProtocolKt;->toBundle(Lcom/quillbox/Reply;Lcom/quillbox/Request;)Landroid/os/Bundle;@0x5f", "com/quillbox/Protocol.kt", 46},
			{"CETP601", "note", "Lcom/quillbox/NotebookProvider;->access$askUser(Lcom/quillbox/NotebookProvider;Landroid/content/Context;ILcom/quillbox/Request;Ljava/lang/Class;JLkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x7", "com/quillbox/NotebookProvider.kt", 36},
			{"CETP601", "note", "Lcom/quillbox/NotebookProvider;->deleteNote(Landroid/content/Context;ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x114", "com/quillbox/NotebookProvider.kt", 202},
			{"CETP601", "note", "Lcom/quillbox/NotebookProvider;->purgeTrash(Landroid/content/Context;ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x100", "com/quillbox/NotebookProvider.kt", 211},
			{"CETP601", "note", "Lcom/quillbox/ShareProvider;->publishNote(ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x13c", "com/quillbox/ShareProvider.kt", 121},
			{"CETP601", "note", "Lcom/quillbox/ShareProvider;->revokeShare(Landroid/content/Context;ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x10f", "com/quillbox/ShareProvider.kt", 134},
			{"CETP601", "note", "Lcom/quillbox/ShareProvider;->shareNote(ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x16b", "com/quillbox/ShareProvider.kt", 109},
			{"CETP602", "note", "Lcom/quillbox/ShareProvider;->publishNote(ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x13c", "com/quillbox/ShareProvider.kt", 121},
			{"CETP602", "note", "Lcom/quillbox/ShareProvider;->shareNote(ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x16b", "com/quillbox/ShareProvider.kt", 109},
			{"CETP603", "error", "Lcom/quillbox/CallersKt;->callerUid(Landroid/content/ContentProvider;)I@0x5", "com/quillbox/Callers.kt", 8},
			{"CETP603", "note", "Lcom/quillbox/FileWorker$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x69", "com/quillbox/FileWorker.kt", 83},
			{"CETP607", "warning", "Lcom/quillbox/ExportJob;->failure(Ljava/io/IOException;)Lcom/quillbox/Outcome$Failed;@0xf", "com/quillbox/FileWorker.kt", 41},
			{"CETP613", "error", "Lcom/quillbox/ShareProvider;->revokeShare(Landroid/content/Context;ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0xa0", "com/quillbox/ShareProvider.kt", 132},
			{"CETP614", "error", "Lcom/quillbox/NotebookProvider;->purgeTrash(Landroid/content/Context;ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x4c", "com/quillbox/NotebookProvider.kt", 209},
			{"CETP614", "note", "Lcom/quillbox/NotebookProvider;->listNotes(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x0", "com/quillbox/NotebookProvider.kt", 115},
			{"CETP620", "warning", "Lcom/quillbox/Approvals;->granted(Ljava/lang/String;)Z@0xd", "com/quillbox/Ledger.kt", 48},
			{"CETP620", "warning", "Lcom/quillbox/ResumeLedger;->check-kQFphpI(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z@0x16", "com/quillbox/Ledger.kt", 31},
			{"CETP622", "error", "Lcom/quillbox/ExportJob;->perform()Lcom/quillbox/Outcome$Written;@0xb", "com/quillbox/FileWorker.kt", 35},
			{"CETP622", "note", "Lcom/quillbox/NotebookProvider;->listNotes(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x0", "com/quillbox/NotebookProvider.kt", 115},
		})
	}
}
