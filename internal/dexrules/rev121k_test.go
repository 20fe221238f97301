package dexrules_test

import "testing"

// TestRev121KotlinIdioms (rev121_k1, "Larderly": Kotlin 2 through D8
// without coroutines — a reply DSL of lambdas with receivers, scope
// functions, object and companion factories, runCatching / getOrElse,
// use, sealed commands in an exhaustive when, data-class copy and
// destructuring, file-facade private functions; a helper's blind app,
// labels in testdata/dex/rev121_labels_k.md, first scanned at stop 55). 7
// of 8 at its first run (CETP620, 614, 607, 622, 601, 606, 613), no false
// finding; CETP614 is also reported at execute's `copy(confirmed =
// confirmed || redeem(…))` naming add_item's insert as the effect the flag
// lets skip the check (a location the labels allow for the flag, with a
// sink that needs no confirmation). Missed: CETP602 (an Intent made
// implicit in an `also { }` branch by `component = null`, a note at the
// builder).
func TestRev121KotlinIdioms(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev121_k1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/larderly/ReplyBuilder;->build$app_debug()Landroid/os/Bundle;@0x5d", "com/larderly/Protocol.kt", 64},
			{"CETP601", "error", "Lcom/larderly/PendingSpec;->activity(Landroid/content/Context;)Landroid/app/PendingIntent;@0x1a", "com/larderly/Pending.kt", 18},
			{"CETP602", "note", "Lcom/larderly/PendingSpec;->activity(Landroid/content/Context;)Landroid/app/PendingIntent;@0x1a", "com/larderly/Pending.kt", 18},
			{"CETP606", "error", "Lcom/larderly/ListCommand$Companion;->parse(Ljava/lang/String;Lorg/json/JSONObject;Lcom/larderly/Caller;)Lcom/larderly/ListCommand;@0x88", "com/larderly/Commands.kt", 51},
			{"CETP607", "warning", "Lcom/larderly/PantryProvider;->handle$lambda$8$0(Ljava/lang/Throwable;Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;@0x20", "com/larderly/PantryProvider.kt", 110},
			{"CETP613", "error", "Lcom/larderly/Ticket$Companion;->issue(ILjava/lang/String;Ljava/lang/String;)Lcom/larderly/Ticket;@0x50", "com/larderly/Tickets.kt", 15},
			{"CETP614", "error", "Lcom/larderly/PantryProvider;->execute(Landroid/content/Context;Lcom/larderly/Request;Lcom/larderly/Caller;)Landroid/os/Bundle;@0x13e", "com/larderly/PantryProvider.kt", 70},
			{"CETP614", "error", "Lcom/larderly/PantryProvider;->handle(Landroid/content/Context;Lcom/larderly/Request;Lcom/larderly/Caller;Lcom/larderly/Command;)Landroid/os/Bundle;@0x12a", "com/larderly/PantryProvider.kt", 103},
			{"CETP619", "note", "Lcom/larderly/PantryProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/larderly/PantryProvider.kt", 35},
			{"CETP619", "note", "Lcom/larderly/ShoppingProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/larderly/ShoppingProvider.kt", 30},
			{"CETP620", "warning", "Lcom/larderly/PantryProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x59", "com/larderly/PantryProvider.kt", 41},
			{"CETP622", "error", "Lcom/larderly/ItemsDao;->search(Lorg/json/JSONObject;)Ljava/util/List;@0x26", "com/larderly/Items.kt", 28},
		})
	}
}
