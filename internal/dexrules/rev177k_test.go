package dexrules_test

import "testing"

// TestRev177KotlinJetpack: blind round rev177_k (Larder, a pantry and
// shopping list with Jetpack-like pieces written by hand: a Room-style
// DAO and its _Impl, a saved-state holder, an activity-result registry, a
// Worker base class, Parcelable data classes and an app-own provider base
// with an authorize(call) hook; labels in testdata/dex/rev177_labels_k.md,
// written before any scan). First run (stop 65, bed4b0bb): CETP604, 605
// (:205, the label's :204), 609 (the note for the shopping provider), 617
// (ShoppingToolProvider.authorize), 620 (WorkDao_Impl.byId, the lookup the
// label's operation() makes) and 623 (the note at the PendingIntent naming
// ReviewActivity); 613 only a note at Failures.toBundle (the token's
// writer not told); missed 614 (discardExpired: user_confirmed copied
// into a per-call saved-state map decides whether confirmation is
// skipped). No near miss reported.
func TestRev177KotlinJetpack(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev177_k1", allCode), []dexWant{
			{"CETP508", "note", "Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;@0x16", "app/larder/home/cetp/Protocol.kt", 44},
			{"CETP604", "warning", "Lapp/larder/home/cetp/PantryToolProvider;->authorize$lambda$0(Landroid/content/pm/PackageManager;Lapp/larder/home/cetp/ToolCall;)Ljava/lang/String;@0xb", "app/larder/home/cetp/PantryToolProvider.kt", 57},
			{"CETP605", "warning", "Lapp/larder/home/cetp/PantryToolProvider;->openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;@0x0", "app/larder/home/cetp/PantryToolProvider.kt", 205},
			{"CETP609", "note", "Lapp/larder/home/cetp/ShoppingToolProvider;->openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;@0x54", "app/larder/home/cetp/ShoppingToolProvider.kt", 189},
			{"CETP613", "note", "Lapp/larder/home/cetp/FailuresKt;->toBundle(Lapp/larder/home/cetp/ToolFailure;Ljava/lang/String;)Landroid/os/Bundle;@0x106", "app/larder/home/cetp/Failures.kt", 35},
			{"CETP617", "error", "Lapp/larder/home/cetp/ShoppingToolProvider;->authorize(Lapp/larder/home/cetp/ToolCall;)Lapp/larder/home/cetp/Decision;@0x66", "app/larder/home/cetp/ShoppingToolProvider.kt", 61},
			{"CETP620", "warning", "Lapp/larder/home/data/WorkDao_Impl;->byId(Ljava/lang/String;)Lapp/larder/home/data/WorkInfo;@0x13", "app/larder/home/data/WorkDao_Impl.kt", 26},
			{"CETP623", "note", "Lapp/larder/home/cetp/PantryToolProvider;->confirmOrPark(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Lapp/larder/home/cetp/ToolDescriptor;Ljava/lang/String;Ljava/lang/String;)V@0x9c", "app/larder/home/cetp/PantryToolProvider.kt", 158},
		})
	}
}
