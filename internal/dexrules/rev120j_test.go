package dexrules_test

import "testing"

// TestRev120JavaOlderStyle (rev120_j1, "Tallyhouse": Java 8 through D8 —
// anonymous inner classes with this$0/val$x, access$NNN accessors, an app
// event bus, holder singletons, synchronized blocks, string switches,
// StringBuilder concatenation, varargs helpers, Cursor loops with
// try/finally copies, an abstract base provider with template methods; a
// helper's blind app, labels in testdata/dex/rev120_labels_j.md, first
// scanned at stop 55). 6 of 8 at its first run (CETP603, 607, 602 at
// send_reminder, 601, 614, 620) with three false CETP602: the resolution's
// Intent comes from a helper choosing it by a string switch on the screen
// name (explicit for three names, implicit in the default branch), judged
// as the merge of every branch for every caller. Since: an Intent a
// helper chooses by branching on a string or integer the wrapper passes
// from its own parameter is an open choice, decided at each caller
// passing a constant by the helper analysed with it bound; a request value
// appended to a fluent chain started from a builder kept in a local
// (`where.append(" AND name LIKE '").append(name)`) is folded into that
// builder (CETP622 at the helper's query, naming list_clients; the
// invoices' twin appending only constants stays silent); the same for the
// taint a fluent append carries into the builder it started from
// (`out.append('_').append(hex)`, `out` read afterwards: the operation id
// packed from System.nanoTime is CETP613, its SecureRandom twin silent).
// 8 of 8 now.
func TestRev120JavaOlderStyle(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev120_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/tallyhouse/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x8", "com/tallyhouse/cetp/Replies.java", 71},
			{"CETP601", "error", "Lcom/tallyhouse/clients/ClientProvider;->mergeClients(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x73", "com/tallyhouse/clients/ClientProvider.java", 163},
			{"CETP602", "error", "Lcom/tallyhouse/invoices/InvoiceProvider;->sendReminder(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x57", "com/tallyhouse/invoices/InvoiceProvider.java", 197},
			{"CETP603", "error", "Lcom/tallyhouse/invoices/InvoiceProvider$2;->run()V@0x3e", "com/tallyhouse/invoices/InvoiceProvider.java", 251},
			{"CETP607", "note", "Lcom/tallyhouse/clients/ClientProvider;->mergeClients(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x73", "com/tallyhouse/clients/ClientProvider.java", 163},
			{"CETP607", "warning", "Lcom/tallyhouse/invoices/InvoiceProvider;->listInvoices(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;@0xb2", "com/tallyhouse/invoices/InvoiceProvider.java", 154},
			{"CETP613", "error", "Lcom/tallyhouse/invoices/InvoiceProvider;->exportInvoices(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x52", "com/tallyhouse/invoices/InvoiceProvider.java", 257},
			{"CETP614", "error", "Lcom/tallyhouse/bus/ConfirmedAction;->onEvent(Ljava/lang/String;Landroid/os/Bundle;)V@0x2", "com/tallyhouse/bus/ConfirmedAction.java", 11},
			{"CETP614", "error", "Lcom/tallyhouse/clients/ClientProvider;->purgeClient(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x29", "com/tallyhouse/clients/ClientProvider.java", 180},
			{"CETP620", "warning", "Lcom/tallyhouse/clients/ClientProvider;->sessionFor(Ljava/lang/String;I)Lcom/tallyhouse/cetp/SessionRegistry$Session;@0x4", "com/tallyhouse/clients/ClientProvider.java", 101},
			{"CETP622", "error", "Lcom/tallyhouse/data/TallyDb;->clients(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;@0xd", "com/tallyhouse/data/TallyDb.java", 53},
		})
	}
}
