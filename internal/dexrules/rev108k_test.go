package dexrules_test

import "testing"

// TestRev108KotlinValueClasses (rev108_k1, "BerthBook" marina bookings:
// kotlinc 2.4.20 with the serialization plugin, D8 shapes, smali from the
// helper's own stack-to-register converter — @JvmInline value classes with
// mangled names (cancelBooking-d9By3E8), @Serializable argument classes
// decoded by Json.decodeFromString through the plugin's $serializer,
// runBlocking with coroutineScope/supervisorScope and async(IO),
// Mutex.withLock, a sealed interface of results with data objects; a
// helper's blind app, labels in testdata/dex/rev108_labels_k.md, first
// scanned at stop 53). Its first run found 7 of the 8 labelled defects, no
// false finding. Left, a note: CETP613 for HarbourLogProvider's session
// tokens — both providers build a SessionStore around an Entropy
// (Tokens.quick, nanoTime; Tokens.strong, SecureRandom), and which one the
// store's field holds is per object: SessionStore.open's mint(entropy)
// merges both lambdas, so the put is "SecureRandom on some paths" (the
// notes at both negotiates and at the resume tokens' puts say so).
func TestRev108KotlinValueClasses(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev108_k1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/berthbook/ToolResultKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0x1b", "com/berthbook/ToolResult.kt", 36},
			{"CETP601", "error", "Lcom/berthbook/HarbourLogProvider;->purgeLog-YRR1vBs(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Ljava/lang/String;)Lcom/berthbook/ToolResult;@0x45", "com/berthbook/HarbourLogProvider.kt", 99},
			{"CETP603", "error", "Lcom/berthbook/HarbourLogProvider$logDeparture$2$entry$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x17", "com/berthbook/HarbourLogProvider.kt", 75},
			{"CETP604", "warning", "Lcom/berthbook/ValuesKt;->primaryPackage-bXATbIs(ILandroid/content/pm/PackageManager;)Ljava/lang/String;@0xc", "com/berthbook/Values.kt", 32},
			{"CETP606", "error", "Lcom/berthbook/HarbourLogProvider;->shareLog-zVCUOJk(Ljava/lang/String;Ljava/lang/String;)Lcom/berthbook/ToolResult;@0x1a", "com/berthbook/HarbourLogProvider.kt", 83},
			{"CETP607", "warning", "Lcom/berthbook/BookingProvider;->bookBerth(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0xc3", "com/berthbook/BookingProvider.kt", 81},
			{"CETP613", "note", "Lcom/berthbook/BookingProvider;->dispatch-m8h_3m4(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0xbc", "com/berthbook/BookingProvider.kt", 43},
			{"CETP613", "note", "Lcom/berthbook/HarbourLogProvider;->route-tBoLVsU(Landroid/content/Context;ILjava/lang/String;Ljava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0xc3", "com/berthbook/HarbourLogProvider.kt", 40},
			{"CETP614", "error", "Lcom/berthbook/BookingProvider;->cancelBooking-d9By3E8(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x56", "com/berthbook/BookingProvider.kt", 101},
			{"CETP620", "note", "Lcom/berthbook/Permits;->mayShare-YELJ6pU(Ljava/lang/String;)Z@0x7", "com/berthbook/Storage.kt", 84},
			{"CETP622", "error", "Lcom/berthbook/BookingRepo;->freeCount(Ljava/lang/String;I)I@0x26", "com/berthbook/Storage.kt", 31},
		})
	}
}
