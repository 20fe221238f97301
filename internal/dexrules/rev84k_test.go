package dexrules_test

import "testing"

// TestRev84KotlinJavaMix (rev84_k1, "LoomKit" weaving patterns: Kotlin 2
// and Java in one app — an abstract Kotlin base provider with protected
// lateinit and val properties, a companion with @JvmField flags and const
// vals, an interface with JVM default methods, one provider in Kotlin and
// one in Java extending the Kotlin base; runCatching/onFailure/getOrElse,
// a fire-and-forget CoroutineScope(Dispatchers.IO).launch, Mutex.withLock
// and async/await; a helper's blind app, labels in
// testdata/dex/rev84_labels_k.md, first scanned at stop 51). Its first run
// found all 8 labelled defects — the request flag deciding the delete in
// the launched job (614) and the calling UID read inside it (603), the
// Java provider's PendingIntents from the companion's @JvmField flags
// (601, 602), the clock token the Java subclass takes from the Kotlin base
// (613), the base's lookup by token alone (620), 607 and 622 — with every
// near miss silent and no false finding.
func TestRev84KotlinJavaMix(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev84_k1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/loomkit/YarnProvider;->dyeLot(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x45", "com/loomkit/YarnProvider.java", 60},
			{"CETP602", "error", "Lcom/loomkit/YarnProvider;->sharePattern(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;@0x31", "com/loomkit/YarnProvider.java", 70},
			{"CETP603", "error", "Lcom/loomkit/LoomProvider$purgeDrafts$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0xd", "com/loomkit/LoomProvider.kt", 50},
			{"CETP607", "warning", "Lcom/loomkit/LoomProvider;->importPattern(ILorg/json/JSONObject;)Landroid/os/Bundle;@0x56", "com/loomkit/LoomProvider.kt", 73},
			{"CETP609", "note", "Lcom/loomkit/LoomProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/loomkit/LoomProvider.kt", 23},
			{"CETP609", "note", "Lcom/loomkit/YarnProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/loomkit/YarnProvider.java", 19},
			{"CETP613", "error", "Lcom/loomkit/YarnProvider;->sharePattern(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;@0x40", "com/loomkit/YarnProvider.java", 71},
			{"CETP614", "error", "Lcom/loomkit/LoomProvider;->purgeDrafts(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;@0x6", "com/loomkit/LoomProvider.kt", 45},
			{"CETP620", "warning", "Lcom/loomkit/KitProvider;->ownerOf(Ljava/lang/String;)Ljava/lang/Integer;@0x8", "com/loomkit/Kit.kt", 53},
			{"CETP622", "error", "Lcom/loomkit/YarnProvider;->findYarn(Lorg/json/JSONObject;)Landroid/os/Bundle;@0x25", "com/loomkit/YarnProvider.java", 89},
		})
	}
}
