package dexrules_test

import "testing"

// TestRev103KotlinDelegates (rev103_k1, "TideTable" crew rota: Kotlin 2
// through D8, hand-written smali — request values read through custom
// ReadOnlyProperty delegates (`val confirmed by requestFlag("confirmed")`),
// Delegates.observable, tools as data objects with operator invoke and a
// reified find, runCatching/Result, Bundle apply blocks, Context
// extensions, @JvmStatic companion helpers called from Java; a helper's
// blind app, labels in testdata/dex/rev103_labels_k.md, first scanned at
// stop 52). Its first run found 6 of the 8 labelled defects, no false
// finding. Found since: the flag read through the delegate (CETP614) —
// the delegate's getter reads optBoolean(this.key), a field every
// construction fills with the one literal "confirmed" (through the
// requestFlag factory), now the getter's key. Missed at stop 52: CETP620
// at holdMooring — the resume token is read through a RequestText
// delegate whose key field holds three literals (one per delegate object),
// and which one this property's delegate was made with was not read.
// Since (stop 53): a property getter calling getValue on its own delegate
// field reads by the literal that field's object was constructed with
// (program.DelegateKey, through the requestText factory's parameter), for
// CETP620's token origins and for the request flow's keys (CETP622 now
// names "sailor", not "args"). 8 of 8; a CETP613 note says the token
// comes from a delegate.
func TestRev103KotlinDelegates(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev103_k1", allCode), []dexWant{
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
		})
	}
}
