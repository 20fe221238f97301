package dexrules_test

import "testing"

// TestRev53KotlinDSL (rev53_k1, "LendShelf" neighbourhood game library:
// Kotlin 2 through D8, two hand-written providers dispatching through a
// sealed interface of tools collected with associateBy, an enum `when`
// (kotlinc's $WhenMappings), a value class for the caller's UID, inline
// reified SQL helpers, and a PendingIntent DSL `resolution(ctx) { target
// = …; flags = … }` whose lambda receiver is a ResolutionSpec; a helper's
// blind app, labels in testdata/dex/rev53_labels_k.md, first scanned at
// stop 49). Its first run found 7 of 9 labelled defects with no false
// finding (603 through the value class's companion on the executor, 611,
// 612, 613, 614, 622 inside the inlined reified helper, 624); the DSL's
// flags and target were the union of every tool's lambda (CETP601 a note
// and CETP602 an error at ResolutionKt.resolution for all of them). Since
// then the helper is analysed once per caller with the ResolutionSpec it
// makes bound to what that caller's lambda stores through the setters
// (builderchain.go: localObjects, argStores, a D8 lambda's INSTANCE read
// as its class): CETP601 at lend_game's call, CETP602 at place_hold's.
// 9 of 9.
func TestRev53KotlinDSL(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev53_k1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/lendshelf/LendGame;->run-aJOaiM4(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;@0x5a", "com/lendshelf/ShelfTools.kt", 56},
			{"CETP602", "error", "Lcom/lendshelf/CirculationProvider;->placeHold-aJOaiM4(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;@0x32", "com/lendshelf/CirculationProvider.kt", 58},
			{"CETP603", "error", "Lcom/lendshelf/CallerUid$Companion;->current-hopKgA4()I@0x0", "com/lendshelf/CallerUid.kt", 13},
			{"CETP609", "note", "Lcom/lendshelf/CirculationProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x7", "com/lendshelf/CirculationProvider.kt", 22},
			{"CETP609", "note", "Lcom/lendshelf/ShelfProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "com/lendshelf/ShelfProvider.kt", 17},
			{"CETP611", "error", "Lcom/lendshelf/CirculationProvider;->transferHold(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x1a", "com/lendshelf/CirculationProvider.kt", 90},
			{"CETP612", "error", "Lcom/lendshelf/ExportShelf;->run-aJOaiM4(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;@0x4c", "com/lendshelf/ShelfTools.kt", 120},
			{"CETP613", "error", "Lcom/lendshelf/CirculationProvider;->cancelHold-aJOaiM4(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;@0x2f", "com/lendshelf/CirculationProvider.kt", 75},
			{"CETP614", "error", "Lcom/lendshelf/WriteOff;->run-aJOaiM4(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;@0x17", "com/lendshelf/ShelfTools.kt", 77},
			{"CETP622", "error", "Lcom/lendshelf/SearchGames;->run-aJOaiM4(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;@0x4c", "com/lendshelf/Shelf.kt", 36},
			{"CETP624", "warning", "Lcom/lendshelf/CallerUidKt;->isLender-bZkfXXU(ILandroid/content/Context;)Z@0x12", "com/lendshelf/CallerUid.kt", 21},
		})
	}
}
