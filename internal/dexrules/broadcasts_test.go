package dexrules_test

import "testing"

// TestBroadcastHops (fixture broadcastcases, sketch beside it): a
// broadcast runs onReceive of the app's receivers its Intent reaches — the
// class an explicit Intent names (PurgeReceiver, declared in the manifest:
// the request's "older_than" extra built into execSQL, CETP622) or those
// registered for its action; a broadcast of an action no receiver of the
// app is registered for runs none of them (StatsReceiver reads the UID but
// listens for another action: silent). An action the request names leaves
// the receivers unknown: a CETP603 note at the send and the CETP614/622
// limit note for the request value in its extras. notifyChange runs
// onChange of the observers registered for the URI or, with descendants,
// an ancestor of it (RootObserver reads the UID: CETP603), not those of
// another URI (OtherObserver: silent).
func TestBroadcastHops(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "broadcastcases", allCode), []dexWant{
			{"CETP603", "error", "Lcom/bcast/RootObserver;->onChange(Z)V@0xb", "com/bcast/RootObserver.java", 9},
			{"CETP603", "note", "Lcom/bcast/CaseProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x42", "com/bcast/CaseProvider.java", 51},
			{"CETP609", "note", "Lcom/bcast/CaseProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/bcast/CaseProvider.java", 44},
			{"CETP614", "note", "Lcom/bcast/CaseProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/bcast/CaseProvider.java", 44},
			{"CETP622", "error", "Lcom/bcast/PurgeReceiver;->onReceive(Landroid/content/Context;Landroid/content/Intent;)V@0x27", "com/bcast/PurgeReceiver.java", 9},
			{"CETP622", "note", "Lcom/bcast/CaseProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/bcast/CaseProvider.java", 44},
		})
	}
}
