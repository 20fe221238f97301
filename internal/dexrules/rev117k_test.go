package dexrules_test

import "testing"

// TestRev117KotlinDelegation (rev117_k1, "Larderly": Kotlin 2 through
// D8 — interface delegation (`Store by inner` forwarding methods), `by
// map` / vetoable / custom property delegates, a Koin-style locator with
// reified get<T>() and inject, ContentProvider and Bundle extensions,
// crossinline lambdas, lateinit collaborators; a helper's blind app,
// labels in testdata/dex/rev117_labels_k.md, first scanned at stop 54). 6
// of 8 at its first run, no false finding (CETP603 at the helper reading
// the UID, naming addItem's hop; CETP611, 614, 601, 602 at :88, CETP620 at
// MemorySessions.find naming the order desk's path). Missed: CETP607 (an
// exception message through a `by map` delegate) and CETP613 (a
// java.util.Random registered as the locator's single). The second was
// silent: the token is drawn with nextBytes from a generator the locator
// returns by its KClass, which the analysis cannot resolve; since stop 55
// a note says so, one per helper making such tokens, naming the other puts.
func TestRev117KotlinDelegation(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "rev117_k1", allCode)
		// One note for the mint every order-desk and pantry reply calls.
		wantOneNote(t, got, "", "(so are 5 more puts of tokens made the same way", "the resume-token mint's unplaced generator")
		checkDex(t, got, []dexWant{
			{"CETP508", "note", "Lcom/larderly/RequestsKt;->failure(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x19", "com/larderly/Requests.kt", 41},
			{"CETP601", "error", "Lcom/larderly/OrderProvider;->placeOrder(Lcom/larderly/Call;)Landroid/os/Bundle;@0xda", "com/larderly/OrderProvider.kt", 71},
			{"CETP602", "error", "Lcom/larderly/OrderProvider;->shareList(Lcom/larderly/Call;)Landroid/os/Bundle;@0x108", "com/larderly/OrderProvider.kt", 88},
			{"CETP603", "error", "Lcom/larderly/ProviderExtKt;->callerUid(Landroid/content/ContentProvider;)I@0x5", "com/larderly/ProviderExt.kt", 7},
			{"CETP611", "error", "Lcom/larderly/PantryProvider;->restockFromOrder(Lcom/larderly/Call;)Landroid/os/Bundle;@0x4a", "com/larderly/PantryProvider.kt", 126},
			{"CETP613", "note", "Lcom/larderly/OrderProvider;->cancelOrder(Lcom/larderly/Call;)Landroid/os/Bundle;@0xe2", "com/larderly/OrderProvider.kt", 152},
			{"CETP613", "note", "Lcom/larderly/RequestsKt;->negotiated(Landroid/os/Bundle;Lcom/larderly/SessionStore;ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0x87", "com/larderly/Requests.kt", 76},
			{"CETP614", "error", "Lcom/larderly/PantryProvider;->purgeExpired(Lcom/larderly/Call;)Landroid/os/Bundle;@0x32", "com/larderly/PantryProvider.kt", 154},
			{"CETP620", "warning", "Lcom/larderly/OrderProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x83", "com/larderly/OrderProvider.kt", 36},
		})
	}
}
