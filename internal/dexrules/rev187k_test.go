package dexrules_test

import "testing"

// TestRev187KotlinExtensions: blind round rev187_k (Larder, a pantry and
// shopping list in extension-heavy Kotlin: top-level functions over
// several FileKt facades, object singletons, companion factories, a map
// of fun-interface tool handlers built from function references, use { },
// ContentValues built with apply, buildString SQL, Nothing-returning
// fail() helpers; labels in testdata/dex/rev187_labels_k.md, written
// before any scan). First run (stop 67, 682e40ee): CETP601 (:57), 603
// (audit$lambda$0), 607 (at ToolHost.call's put :64, naming addToList),
// 611 (addItem :85), 613 (Operation$Companion.start :35 for :36, and the
// two puts of its id), 617 (authorize :53 for :50) and 618
// (MemoryLedger.once :24 for :26); missed 621 (only a note: the
// descriptors are written by the extension `fun ToolSpec.toJson()`, whose
// receiver was not read as the described object) — fixed the same stop
// (extjson621). No false finding. The two puts of the operation id went
// the same stop: a put of a token whose maker another put's report
// already names is that report's.
func TestRev187KotlinExtensions(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev187_k1", allCode), []dexWant{
			{"CETP508", "note", "Lapp/larder/core/WireKt;->errorReply(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Lapp/larder/core/Reply;@0x1a", "app/larder/core/Wire.kt", 28},
			{"CETP601", "error", "Lapp/larder/shopping/ShoppingToolProvider;->resolution(Lapp/larder/core/ToolSpec;Lapp/larder/core/Parked;)Landroid/app/PendingIntent;@0x3d", "app/larder/shopping/ShoppingToolProvider.kt", 57},
			{"CETP603", "error", "Lapp/larder/shopping/ShoppingToolsKt;->audit$lambda$0(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V@0x24", "app/larder/shopping/ShoppingTools.kt", 60},
			{"CETP607", "note", "Lapp/larder/pantry/JournalLedger;->once(Lapp/larder/core/ToolCall;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lapp/larder/core/Reply;@0x1a", "app/larder/pantry/JournalLedger.kt", 33},
			{"CETP607", "warning", "Lapp/larder/core/ToolHost;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x36", "app/larder/core/ToolHost.kt", 64},
			{"CETP611", "error", "Lapp/larder/pantry/PantryToolsKt;->addItem(Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;@0xcc", "app/larder/pantry/PantryTools.kt", 85},
			{"CETP613", "error", "Lapp/larder/pantry/Operation$Companion;->start(ILjava/lang/String;)Lapp/larder/pantry/Operation;@0x52", "app/larder/pantry/PantryOps.kt", 35},
			{"CETP617", "error", "Lapp/larder/pantry/PantryToolProvider;->authorize(Lapp/larder/core/ToolCall;Lapp/larder/core/ToolSpec;)Lapp/larder/core/Decision;@0x41", "app/larder/pantry/PantryToolProvider.kt", 53},
			{"CETP618", "error", "Lapp/larder/shopping/MemoryLedger;->once(Lapp/larder/core/ToolCall;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lapp/larder/core/Reply;@0x16", "app/larder/shopping/MemoryLedger.kt", 24},
			{"CETP621", "error", "Lapp/larder/pantry/PantryToolProvider;->handlers_delegate$lambda$0(Lapp/larder/pantry/PantryToolProvider;)Ljava/util/Map;@0x12", "app/larder/pantry/PantryToolProvider.kt", 40},
		})
	}
}
