package dexrules_test

import "testing"

// TestRev157KotlinLocator: blind round rev157_k (Brightmoor, a service
// locator with reified get and inject(), bindings chosen by a debug flag
// or remote config, repositories over a hand-written DAO, Flows combined
// in runBlocking, toReply mappers; labels in
// testdata/dex/rev157_labels_k.md, written before any scan). First run
// (stop 61, after the stop's changes): CETP604, 622, 616, 602 and 614
// found at their labels, 619 at the shopping provider's call (the label
// names execute); missed: 621 (a read repository deleting through the
// DAO, the tools declared through a DSL) and 618 (a memory replay store
// bound by the debug flag). The pantry provider's CETP619 names the read
// tool's delete of expired rows, made with no deadline read: a side
// effect §4.1 covers, though the labels call that provider's path a near
// miss.
func TestRev157KotlinLocator(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev157_k1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/brightmoor/pantry/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x14", "com/brightmoor/pantry/Protocol.kt", 45},
			{"CETP602", "error", "Lcom/brightmoor/pantry/MappersKt;->toOrderResolution(Lcom/brightmoor/pantry/Pending;Landroid/content/Context;)Landroid/app/PendingIntent;@0x37", "com/brightmoor/pantry/Mappers.kt", 38},
			{"CETP604", "warning", "Lcom/brightmoor/pantry/CallerRepository;->packageFor(I)Ljava/lang/String;@0x16", "com/brightmoor/pantry/Repositories.kt", 98},
			{"CETP614", "error", "Lcom/brightmoor/pantry/ShoppingToolProvider;->execute(Lcom/brightmoor/pantry/Call;Ljava/util/Set;)Landroid/os/Bundle;@0x221", "com/brightmoor/pantry/ShoppingToolProvider.kt", 86},
			{"CETP616", "warning", "Lcom/brightmoor/pantry/LegacySignatureVerifier;->verify(Ljava/lang/String;)Z@0x1d", "com/brightmoor/pantry/Verifiers.kt", 41},
			{"CETP619", "warning", "Lcom/brightmoor/pantry/PantryToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x13", "com/brightmoor/pantry/PantryToolProvider.kt", 28},
			{"CETP619", "warning", "Lcom/brightmoor/pantry/ShoppingToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x13", "com/brightmoor/pantry/ShoppingToolProvider.kt", 30},
			{"CETP622", "error", "Lcom/brightmoor/pantry/PantryDao;->search(Ljava/lang/String;)Ljava/util/List;@0x2d", "com/brightmoor/pantry/Db.kt", 45},
		})
	}
}
