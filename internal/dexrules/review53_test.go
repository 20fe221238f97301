package dexrules_test

import "testing"

// TestReview53 holds the demos a read-only reviewer wrote against stop 53's
// mechanisms (sketches beside each fixture under testdata/dex/src/review53_*),
// with what each showed and what is asserted now:
//   - deadlinebase: a template method's this.expired() whose one override (a
//     status tool's) returns false — the "every target checks" rule of
//     CETP619 made it a false warning; a call on the method's own object
//     checks when one override does (the object decides): silent.
//   - lbmglobal: a Context broadcast and a receiver registered only with a
//     LocalBroadcastManager — a false CETP622; the two never meet: silent.
//   - filterfield: broadcastcases' "ping" near miss with the IntentFilter in
//     a field — read as "any action", a false CETP603; the filters stored
//     into the field are read: silent.
//   - proxyforce: a flag deciding a proxied count() whose sibling purge()
//     deletes — the handler's forward ran every proxied method, a false
//     CETP614; the effect search takes the call's own target: silent.
//   - streamcount: failures.stream().map(Throwable::getMessage).count() in
//     an error message — a false CETP607; a stream's primitive result
//     (count, anyMatch) carries none of its elements: silent.
//   - obsparent: an observer of content://…/items/recent told of a change
//     to content://…/items — missed; the platform notifies observers below
//     the URI: CETP603.
//   - orderedresult: sendOrderedBroadcast's result receiver reading the UID
//     — missed; it runs too: CETP603.
//   - flatodd / flateven: reply(500, "status", "error", …, "error_message",
//     e.getMessage()) — keys at odd indices were missed; the first constant
//     string is the first key: CETP607 in both.
//   - queuesuper / queuer8: a queue handed to a worker through its base
//     class's constructor (super(queue)), and one R8 stores and passes in one
//     go (no field read) — notes saying "other than through its
//     constructor"; the constructor chain and the field the object is
//     stored into are followed: CETP603 in the worker.
//   - delegatefallback: rev103_k1 with RequestText(key, fallback) — two
//     String fields lost the per-property key (CETP620 gone, CETP622 naming
//     "args"); the key field is the one getValue reads the request by: both
//     back.
//   - lbmsync: LocalBroadcastManager.sendBroadcastSync — a limit note; its
//     local receivers run in place (no hop) with the extras by key: CETP622
//     in the receiver.
func TestReview53(t *testing.T) {
	for _, tc := range []struct {
		fixture string
		want    []dexWant
	}{
		{"review53_deadlinebase", []dexWant{
			{"CETP609", "note", "Lcom/dbase/TableProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/dbase/TableProvider.java", 28},
			{"CETP625", "warning", "Lcom/dbase/TableProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xa", "com/dbase/TableProvider.java", 29},
		}},
		{"review53_lbmglobal", []dexWant{
			{"CETP609", "note", "Lcom/lbmg/LbmProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/lbmg/LbmProvider.java", 25},
		}},
		{"review53_filterfield", []dexWant{
			{"CETP609", "note", "Lcom/ffield/CaseProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/ffield/CaseProvider.java", 28},
		}},
		{"review53_proxyforce", []dexWant{
			{"CETP609", "note", "Lcom/pxf/NotesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/pxf/NotesProvider.java", 31},
		}},
		{"review53_streamcount", []dexWant{
			{"CETP609", "note", "Lcom/scount/SyncProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/scount/SyncProvider.java", 22},
		}},
		{"review53_obsparent", []dexWant{
			{"CETP603", "error", "Lcom/obsp/ItemsObserver;->onChange(Z)V@0xb", "com/obsp/ObsProvider.java", 45},
			{"CETP609", "note", "Lcom/obsp/ObsProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/obsp/ObsProvider.java", 33},
		}},
		{"review53_orderedresult", []dexWant{
			{"CETP603", "error", "Lcom/ordr/ResultCollector;->onReceive(Landroid/content/Context;Landroid/content/Intent;)V@0xb", "com/ordr/CaseProvider.java", 32},
			{"CETP609", "note", "Lcom/ordr/CaseProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/ordr/CaseProvider.java", 21},
		}},
		{"review53_flatodd", []dexWant{
			{"CETP607", "warning", "Lcom/flato/NotesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x65", "com/flato/NotesProvider.java", 29},
			{"CETP609", "note", "Lcom/flato/NotesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/flato/NotesProvider.java", 24},
		}},
		{"review53_queuesuper", []dexWant{
			{"CETP603", "error", "Lcom/qsuper/JobWorker;->handle(Lcom/qsuper/Job;)V@0x11", "com/qsuper/QueueProvider.java", 45},
			{"CETP609", "note", "Lcom/qsuper/QueueProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/qsuper/QueueProvider.java", 24},
		}},
		{"review53_queuer8", []dexWant{
			{"CETP603", "error", "Lcom/qr8/JobWorker;->run()V@0x19", "com/qr8/JobWorker.java", 23},
			{"CETP609", "note", "Lcom/qr8/QueueProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/qr8/QueueProvider.java", 26},
		}},
		{"review53_delegatefallback", []dexWant{
			{"CETP601", "error", "Lcom/tidetable/TideProvider;->bookSlot(Landroid/content/Context;ILcom/tidetable/ToolRequest;)Landroid/os/Bundle;@0x39", "com/tidetable/TideProvider.kt", 64},
			{"CETP603", "error", "Lcom/tidetable/TideProvider;->ping$lambda$0(Lcom/tidetable/TideProvider;)V@0x2", "com/tidetable/TideProvider.kt", 87},
			{"CETP607", "warning", "Lcom/tidetable/CrewProvider;->addSailor(Lcom/tidetable/ToolRequest;)Landroid/os/Bundle;@0x5d", "com/tidetable/CrewProvider.kt", 46},
			{"CETP609", "note", "Lcom/tidetable/CrewProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/tidetable/CrewProvider.kt", 21},
			{"CETP609", "note", "Lcom/tidetable/TideProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "com/tidetable/TideProvider.kt", 37},
			{"CETP611", "error", "Lcom/tidetable/TideProvider;->stampTide(Lcom/tidetable/ToolRequest;)Landroid/os/Bundle;@0x2e", "com/tidetable/TideProvider.kt", 100},
			{"CETP613", "error", "Lcom/tidetable/SwapWatch;->invoke(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;Lcom/tidetable/ToolRequest;I)Landroid/os/Bundle;@0x34", "com/tidetable/Tools.kt", 52},
			{"CETP613", "note", "Lcom/tidetable/TideProvider;->holdMooring(Landroid/content/Context;ILcom/tidetable/ToolRequest;)Landroid/os/Bundle;@0x4c", "com/tidetable/TideProvider.kt", 74},
			{"CETP614", "error", "Lcom/tidetable/DropSailor;->invoke(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;Lcom/tidetable/ToolRequest;I)Landroid/os/Bundle;@0x13", "com/tidetable/Tools.kt", 37},
			{"CETP619", "warning", "Lcom/tidetable/CrewProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xeb", "com/tidetable/CrewProvider.kt", 33},
			{"CETP619", "warning", "Lcom/tidetable/TideProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x124", "com/tidetable/TideProvider.kt", 50},
			{"CETP620", "warning", "Lcom/tidetable/TideProvider;->holdMooring(Landroid/content/Context;ILcom/tidetable/ToolRequest;)Landroid/os/Bundle;@0x6", "com/tidetable/TideProvider.kt", 69},
			{"CETP622", "error", "Lcom/tidetable/FindSailor;->invoke(Landroid/database/sqlite/SQLiteDatabase;Lcom/tidetable/ToolRequest;)Landroid/os/Bundle;@0x25", "com/tidetable/Tools.kt", 15},
		}},
		{"review53_lbmsync", []dexWant{
			{"CETP609", "note", "Lcom/lbms/LbmProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/lbms/LbmProvider.java", 25},
			{"CETP622", "error", "Lcom/lbms/PurgeReceiver;->onReceive(Landroid/content/Context;Landroid/content/Intent;)V@0x27", "com/lbms/LbmProvider.java", 35},
		}},
		{"review53_flateven", []dexWant{
			{"CETP607", "warning", "Lcom/flate/NotesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5c", "com/flate/NotesProvider.java", 29},
			{"CETP609", "note", "Lcom/flate/NotesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/flate/NotesProvider.java", 24},
		}},
	} {
		t.Run(tc.fixture, func(t *testing.T) {
			checkDex(t, runDex(t, tc.fixture, false), tc.want)
		})
	}
}
