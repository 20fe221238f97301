package dexrules_test

import "testing"

// TestRev106JavaBroadcasts (rev106_j1, "ChoirNote" rehearsal scheduler:
// Java 11 through D8, hand-written smali — providers reaching the app
// through sendBroadcast to a receiver registered in onCreate and to one
// declared in the manifest, notifyChange watched by a ContentObserver on
// the main Looper, a RemoteCallbackList loop posted to a Handler; a
// helper's blind app, labels in testdata/dex/rev106_labels_j.md, first
// scanned at stop 52). Its first run found 5 of the 8 labelled defects
// (CETP613 at the token's put, :52), no false finding. Missed then:
// sendBroadcast was no hand-over the analysis followed — the request text
// in a broadcast extra concatenated into execSQL by the runtime receiver's
// onReceive (CETP622), the "confirmed" extra trusted by the manifest
// receiver to delete (CETP614) — nor was notifyChange to a
// ContentObserver's onChange, which reads the UID on the main Looper
// (CETP603); stop 52 made the broadcast a limit note. Since (stop 53): a
// broadcast runs onReceive of the app's receivers its Intent reaches (its
// class, or those registered for its action at run time or in the
// manifest) with the Intent's extras by key, and notifyChange runs onChange
// of the observers registered for the URI. 8 of 8.
func TestRev106JavaBroadcasts(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev106_j1", allCode), []dexWant{
			{"CETP603", "error", "Lcom/choirnote/rehearsal/RehearsalProvider$2;->onChange(Z)V@0x0", "com/choirnote/rehearsal/RehearsalProvider.java", 54},
			{"CETP604", "warning", "Lcom/choirnote/section/SectionProvider;->trusted(I)Z@0xf", "com/choirnote/section/SectionProvider.java", 33},
			{"CETP605", "warning", "Lcom/choirnote/section/SectionProvider;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I@0x0", "com/choirnote/section/SectionProvider.java", 84},
			{"CETP607", "warning", "Lcom/choirnote/section/SectionProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x102", "com/choirnote/section/SectionProvider.java", 78},
			{"CETP609", "note", "Lcom/choirnote/section/SectionProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/choirnote/section/SectionProvider.java", 43},
			{"CETP613", "error", "Lcom/choirnote/section/SectionProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x3f", "com/choirnote/section/SectionProvider.java", 52},
			{"CETP614", "error", "Lcom/choirnote/sync/PartReceiver;->onReceive(Landroid/content/Context;Landroid/content/Intent;)V@0xd", "com/choirnote/sync/PartReceiver.java", 14},
			{"CETP619", "warning", "Lcom/choirnote/section/SectionProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xbe", "com/choirnote/section/SectionProvider.java", 71},
			{"CETP622", "error", "Lcom/choirnote/rehearsal/RehearsalProvider$1;->onReceive(Landroid/content/Context;Landroid/content/Intent;)V@0x23", "com/choirnote/rehearsal/RehearsalProvider.java", 48},
		})
	}
}
