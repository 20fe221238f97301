package dexrules_test

import "testing"

// TestRev95KotlinInjectionSharedFlow (rev95_k1, "KiteLog" session
// logbook: Kotlin 2 through D8, hand-written smali — collaborators from a
// Dagger component and a Hilt entry point (Provider fields, DoubleCheck,
// factories), from Koin (module lambdas, inject(), GlobalContext.get()),
// and commands emitted into a MutableSharedFlow collected by a coroutine;
// a helper's blind app, labels in testdata/dex/rev95_labels_k.md, first
// scanned at stop 52). Its first run found 8 of the 9 labelled defects, no
// false finding; the ninth, CETP617 at an injected Gate whose only
// binding allows everything, is outside the rule as catalogued (the SDK
// base class's authorize override; these providers are hand-written). The
// flag the collector trusts (`if (cmd.confirmed) purge() else
// markPending()`) was reported naming markPending's update; since, the
// effect named is the one the set flag runs (the delete).
func TestRev95KotlinInjectionSharedFlow(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev95_k1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/kitelog/LogProvider;->exportLog(Landroid/content/Context;I)Landroid/os/Bundle;@0x3", "com/kitelog/LogProvider.kt", 72},
			{"CETP603", "error", "Lcom/kitelog/SpotProvider$startCollector$1$1;->emit(Lcom/kitelog/Command;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x4f", "com/kitelog/SpotProvider.kt", 42},
			{"CETP604", "warning", "Lcom/kitelog/LogProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x23", "com/kitelog/LogProvider.kt", 23},
			{"CETP607", "warning", "Lcom/kitelog/SpotProvider;->exportSpots()Landroid/os/Bundle;@0x39", "com/kitelog/SpotProvider.kt", 114},
			{"CETP609", "note", "Lcom/kitelog/LogProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x7", "com/kitelog/LogProvider.kt", 20},
			{"CETP609", "note", "Lcom/kitelog/SpotProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x7", "com/kitelog/SpotProvider.kt", 56},
			{"CETP613", "error", "Lcom/kitelog/LogProvider;->exportLog(Landroid/content/Context;I)Landroid/os/Bundle;@0x14", "com/kitelog/LogProvider.kt", 73},
			{"CETP614", "error", "Lcom/kitelog/LogProvider;->deleteSession(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;@0x16", "com/kitelog/LogProvider.kt", 52},
			{"CETP614", "error", "Lcom/kitelog/SpotProvider$startCollector$1$1;->emit(Lcom/kitelog/Command;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0xb", "com/kitelog/SpotProvider.kt", 39},
			{"CETP622", "error", "Lcom/kitelog/SpotRepo;->findByName(Ljava/lang/String;)Ljava/util/List;@0x22", "com/kitelog/Data.kt", 33},
		})
	}
}
