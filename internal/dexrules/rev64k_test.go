package dexrules_test

import "testing"

// TestRev64KotlinResolutions (rev64_k1, "PawWalk" dog-walking rota:
// Kotlin 2 through D8, two hand-written providers and nine resolution
// Activities finishing the ways real code does — in a click lambda, a
// lifecycleScope coroutine, a private extension, a back-press callback,
// finishAndRemoveTask, a private helper — or never; PendingIntents through
// a Context extension helper, a TaskStackBuilder, an exported Activity, a
// setClassName of an undeclared class; a helper's blind app, labels in
// testdata/dex/rev64_labels_k.md, first scanned at stop 49). Its first run
// found all 11 labelled defects (three CETP623 shapes among them) with the
// five finishing near misses silent and no false finding; CETP619 (not
// counted by the labels) is right: the provider never reads
// deadline_at_ms. 11 of 11.
func TestRev64KotlinResolutions(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev64_k1", allCode), []dexWant{
			{"CETP106", "error", "manifest/application/activity[com.pawwalk.DogProfileActivity]", "../../testdata/dex/rev64_k1.apk", 0},
			{"CETP601", "error", "Lcom/pawwalk/WalkProvider;->bookWalk(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x47", "com/pawwalk/WalkProvider.kt", 53},
			{"CETP602", "error", "Lcom/pawwalk/WalkProvider;->swapWalker(Landroid/content/Context;I)Landroid/os/Bundle;@0x13", "com/pawwalk/WalkProvider.kt", 68},
			{"CETP603", "error", "Lcom/pawwalk/RotaProvider;->ping$lambda$0(Lcom/pawwalk/RotaProvider;)V@0x2", "com/pawwalk/RotaProvider.kt", 79},
			{"CETP609", "note", "Lcom/pawwalk/RotaProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/pawwalk/RotaProvider.kt", 22},
			{"CETP609", "note", "Lcom/pawwalk/WalkProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/pawwalk/WalkProvider.kt", 26},
			{"CETP613", "error", "Lcom/pawwalk/WalkProvider;->skipWalk(Landroid/content/Context;I)Landroid/os/Bundle;@0x33", "com/pawwalk/WalkProvider.kt", 76},
			{"CETP614", "error", "Lcom/pawwalk/WalkProvider;->cancelWalk(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;@0x6", "com/pawwalk/WalkProvider.kt", 58},
			{"CETP615", "error", "Lcom/pawwalk/RotaProvider;->handOver(Landroid/content/Context;I)Landroid/os/Bundle;@0x14", "com/pawwalk/RotaProvider.kt", 64},
			{"CETP619", "warning", "Lcom/pawwalk/WalkProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x101", "com/pawwalk/WalkProvider.kt", 37},
			{"CETP622", "error", "Lcom/pawwalk/WalkProvider;->findWalks(Lorg/json/JSONObject;)Landroid/os/Bundle;@0x28", "com/pawwalk/WalkProvider.kt", 86},
			{"CETP623", "note", "Lcom/pawwalk/RotaProvider;->pauseRota(Landroid/content/Context;I)Landroid/os/Bundle;@0x4", "com/pawwalk/RotaProvider.kt", 74},
			{"CETP623", "note", "Lcom/pawwalk/RotaProvider;->rotaNote(Landroid/content/Context;I)Landroid/os/Bundle;@0x4", "com/pawwalk/RotaProvider.kt", 69},
			{"CETP623", "note", "Lcom/pawwalk/WalkProvider;->walkNote(Landroid/content/Context;I)Landroid/os/Bundle;@0x4", "com/pawwalk/WalkProvider.kt", 80},
		})
	}
}
