package dexrules_test

import "testing"

// TestRev129KotlinDSL (rev129_k1, "Larkbook": Kotlin 2 through D8 — DSL
// builders with lambdas with receiver under @DslMarker, value classes for
// tokens and flags, a fun interface, suspend handler maps of function
// references, Either with fold, operator get and infix SQL helpers; a
// helper's blind app, labels in testdata/dex/rev129_labels_k.md, first
// scanned at stop 57). 4 of 8 at its first run (CETP603, 602 at the
// shared PendingSpec.build, 622 at the shared select naming "prefix", 614
// at PeopleTools.delete), no false finding; 5 of 8 once a token a
// constructor stores is followed through the constructor kotlinc adds for
// value-class parameters without spending the budget of hops
// (ctorchain620: CETP620 at SessionRegistry.get naming
// CalendarProvider.sessionOf); 6 of 8 once exception text kept in one
// field (Fault.text) and copied into another by a builder block
// (ErrorSpec.message) is followed (fieldchain607: CETP607 at
// ReplySpec.error naming PeopleTools.list). Missed: CETP601 (flags set in
// a builder lambda with receiver: a note), 613 (TokenMint over a function
// reference to Random.nextBytes).
func TestRev129KotlinDSL(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev129_k1", allCode), []dexWant{
			{"CETP601", "note", "Lcom/larkbook/PendingSpec;->build()Landroid/app/PendingIntent;@0x1a", "com/larkbook/Dsl.kt", 67},
			{"CETP602", "error", "Lcom/larkbook/PendingSpec;->build()Landroid/app/PendingIntent;@0x1a", "com/larkbook/Dsl.kt", 67},
			{"CETP603", "error", "Lcom/larkbook/EventTools;->audit$lambda$0(Lcom/larkbook/EventTools;Ljava/lang/String;Z)V@0x7", "com/larkbook/EventTools.kt", 29},
			{"CETP607", "warning", "Lcom/larkbook/ReplySpec;->error(Lkotlin/jvm/functions/Function1;)V@0x2a", "com/larkbook/Dsl.kt", 101},
			{"CETP614", "error", "Lcom/larkbook/PeopleTools;->delete(Lcom/larkbook/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x8c", "com/larkbook/PeopleTools.kt", 79},
			{"CETP620", "warning", "Lcom/larkbook/CalendarProvider;->sessionOf(Lcom/larkbook/Envelope;)Lcom/larkbook/Session;@0xe", "com/larkbook/CalendarProvider.kt", 40},
			{"CETP621", "note", "Lcom/larkbook/ToolSpec;->json()Lorg/json/JSONObject;@0x0", "com/larkbook/Catalogs.kt", 21},
			{"CETP622", "error", "Lcom/larkbook/QueryKt;->select(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;Lcom/larkbook/Clause;Ljava/lang/String;)Landroid/database/Cursor;@0x57", "com/larkbook/Query.kt", 17},
		})
	}
}
