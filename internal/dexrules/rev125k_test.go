package dexrules_test

import "testing"

// TestRev125KotlinMVI (rev125_k1, "Spokeshare": Kotlin 2 through D8 in an
// MVI style — sealed actions and states, a pure reducer of `when` and
// data-class copies, effects an interpreter runs, a MutableStateFlow
// store updated with update { }, runBlocking / withTimeout around suspend
// handlers, flow { } operators, Result repositories; a helper's blind app,
// labels in testdata/dex/rev125_labels_k.md, first scanned at stop 56). 4
// of 8 at its first run (CETP603, 622, 606, 601 as a note) with a false
// CETP620 (a ticket removed inside the state copy update { } writes back:
// mvistate620); CETP607 is reported at Desk.render without naming
// get_balance. Now 4 of 8, no false finding. Missed: CETP620 (a session
// found by flow { emit }.map { }.filter { }.firstOrNull(), kotlinx's
// inlined operator classes), CETP614 (a flag the reducer copies from the
// action into the state, read by the effect interpreter), CETP613
// (Random.Default.nextBytes in a companion helper).
func TestRev125KotlinMVI(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev125_k1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/spokeshare/ProtocolKt;->error(Lcom/spokeshare/Envelope;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x19", "com/spokeshare/Protocol.kt", 62},
			{"CETP601", "note", "Lcom/spokeshare/Desk;->ask(Lcom/spokeshare/State$Asking;)Lcom/spokeshare/Action;@0x4c", "com/spokeshare/Desk.kt", 98},
			{"CETP603", "error", "Lcom/spokeshare/BikesDesk$reserve$held$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x17", "com/spokeshare/BikesDesk.kt", 72},
			{"CETP606", "error", "Lcom/spokeshare/WalletDesk;->parse(Lcom/spokeshare/State$Working;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x99", "com/spokeshare/WalletDesk.kt", 41},
			{"CETP607", "warning", "Lcom/spokeshare/Desk;->render(Lcom/spokeshare/Envelope;Lcom/spokeshare/State;)Landroid/os/Bundle;@0x2a", "com/spokeshare/Desk.kt", 104},
			{"CETP622", "error", "Lcom/spokeshare/Stations;->search-IoAF18A(Ljava/lang/String;)Ljava/lang/Object;@0x39", "com/spokeshare/Stations.kt", 25},
		})
	}
}
