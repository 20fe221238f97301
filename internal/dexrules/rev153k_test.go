package dexrules_test

import "testing"

// TestRev153KotlinDsl: blind round rev153_k (Parcelnest, tools declared
// with a @DslMarker builder DSL, replies as Bundle.() -> Unit lambdas,
// lateinit state, an inline clear-identity block; labels in
// testdata/dex/rev153_labels_k.md, written before any scan). First run
// (stop 61): CETP602, 624, 619 and 611 found: 4 of 8. Missed: 621 (a read
// tool declared through the DSL builder, whose effect a builder property
// set in a lambda holds: not read), 614 (a confirm lambda reading
// user_confirmed), 612 (a descriptor mode passed through a reply lambda: a
// note) and 615 (a resolution whose component names another package,
// through the DSL's target property).
func TestRev153KotlinDsl(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev153_k1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/parcelnest/app/RepliesKt;->failure$lambda$0(Ljava/lang/String;Ljava/lang/String;ZLandroid/os/Bundle;)Lkotlin/Unit;@0xe", "com/parcelnest/app/Replies.kt", 19},
			{"CETP601", "note", "Lcom/parcelnest/app/LockerToolProvider;->askUser(Lcom/parcelnest/app/ToolCall;Lcom/parcelnest/app/Tool;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;@0x4a", "com/parcelnest/app/LockerToolProvider.kt", 207},
			{"CETP601", "note", "Lcom/parcelnest/app/ParcelToolProvider;->askUser(Lcom/parcelnest/app/ToolCall;Lcom/parcelnest/app/Tool;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;@0x4f", "com/parcelnest/app/ParcelToolProvider.kt", 91},
			{"CETP602", "error", "Lcom/parcelnest/app/ParcelToolProvider;->askUser(Lcom/parcelnest/app/ToolCall;Lcom/parcelnest/app/Tool;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;@0x4f", "com/parcelnest/app/ParcelToolProvider.kt", 91},
			{"CETP607", "note", "Lcom/parcelnest/app/RepliesKt$$ExternalSyntheticLambda1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;@0x8", "com/parcelnest/app/Replies.kt", 0},
			{"CETP611", "error", "Lcom/parcelnest/app/LockerToolProvider;->lambda$0$4$0(Lcom/parcelnest/app/LockerToolProvider;Lcom/parcelnest/app/ToolCall;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;@0x87", "com/parcelnest/app/LockerToolProvider.kt", 109},
			{"CETP612", "note", "Lcom/parcelnest/app/RepliesKt$$ExternalSyntheticLambda3;->invoke(Ljava/lang/Object;)Ljava/lang/Object;@0x6", "com/parcelnest/app/Replies.kt", 0},
			{"CETP619", "note", "Lcom/parcelnest/app/ParcelToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/parcelnest/app/ParcelToolProvider.kt", 26},
			{"CETP619", "warning", "Lcom/parcelnest/app/LockerToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x1b", "com/parcelnest/app/LockerToolProvider.kt", 141},
			{"CETP621", "note", "Lcom/parcelnest/app/Tool;->descriptor()Lorg/json/JSONObject;@0x0", "com/parcelnest/app/Dsl.kt", 87},
			{"CETP624", "warning", "Lcom/parcelnest/app/LockerToolProvider;->lambda$0$0(Landroid/content/Context;I)Ljava/lang/String;@0xe", "com/parcelnest/app/LockerToolProvider.kt", 234},
		})
	}
}
