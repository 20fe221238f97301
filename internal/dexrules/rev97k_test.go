package dexrules_test

import "testing"

// TestRev97KotlinActorsAndFlows (rev97_k1, "BrewDay" batch tracker:
// Kotlin 2 through D8, hand-written smali — an actor held in a field and
// sent to with trySend/send, produce {} channels read with consumeEach and
// select, callbackFlow and suspendCancellableCoroutine; kotlinx.coroutines
// referenced, not bundled; a helper's blind app, labels in
// testdata/dex/rev97_labels_k.md, first scanned at stop 52). Its first
// run found 7 of the 8 labelled defects, no false finding; the miss,
// CETP603 at the UID read in the actor's loop, was a note at each send
// (no code of the app receives from the field: the actor's block receives
// through ActorScope.channel). Since: a field stored from actor(…, block)
// is received from by the block's invokeSuspend. 8 of 8. CETP619, which
// rev97's labels do not count: BatchProvider never reads deadline_at_ms
// and its tools' sends reach the actor's delete (a warning, true); at
// first both providers got a "cannot tell" note — kotlinc's bridge invoke,
// invoke, create and invokeSuspend of one suspend lambda counted as four
// helper levels of the six the search follows, and a hop's cases were
// dropped where CETP619 asks for a hop's bodies (RunHop).
func TestRev97KotlinActorsAndFlows(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev97_k1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/brewday/GaugeProvider;->recalibrate(Landroid/content/Context;I)Landroid/os/Bundle;@0xc", "com/brewday/GaugeProvider.kt", 83},
			{"CETP603", "error", "Lcom/brewday/BatchProvider$mailbox$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0xd5", "com/brewday/BatchProvider.kt", 46},
			{"CETP607", "warning", "Lcom/brewday/GaugeProvider;->readGravity()Landroid/os/Bundle;@0x46", "com/brewday/GaugeProvider.kt", 48},
			{"CETP609", "note", "Lcom/brewday/BatchProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/brewday/BatchProvider.kt", 57},
			{"CETP609", "note", "Lcom/brewday/GaugeProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x7", "com/brewday/GaugeProvider.kt", 25},
			{"CETP611", "error", "Lcom/brewday/GaugeProvider;->claimGauge()Landroid/os/Bundle;@0x18", "com/brewday/GaugeProvider.kt", 63},
			{"CETP613", "error", "Lcom/brewday/BatchProvider;->archiveBatch(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x2e", "com/brewday/BatchProvider.kt", 87},
			{"CETP614", "error", "Lcom/brewday/BatchProvider$mailbox$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x52", "com/brewday/BatchProvider.kt", 43},
			{"CETP619", "warning", "Lcom/brewday/BatchProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xf7", "com/brewday/BatchProvider.kt", 68},
			{"CETP622", "error", "Lcom/brewday/BatchProvider$namesByStyle$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x3a", "com/brewday/BatchProvider.kt", 105},
			{"CETP624", "warning", "Lcom/brewday/GaugeProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x32", "com/brewday/GaugeProvider.kt", 28},
		})
	}
}
