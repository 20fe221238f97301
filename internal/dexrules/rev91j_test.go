package dexrules_test

import "testing"

// TestRev91JavaEventDispatch (rev91_j1, "ChoirBook" rehearsals: Java 11
// through D8 — work handed to greenrobot EventBus subscribers (@Subscribe
// with a threadMode enum element), a LocalBroadcastManager broadcast to a
// receiver registered at run time, and an observer list; a helper's blind
// app, labels in testdata/dex/rev91_labels_j.md, first scanned at stop
// 51). Its first run found 6 of the 8 labelled defects. Missed then: the
// flag deciding the EventBus post of the delete event (CETP614) and the
// calling UID read in an ASYNC subscriber (CETP603). Since: EventBus.post
// runs the app's @Subscribe methods whose parameter the event's class is
// or extends, on the posting thread for POSTING and BACKGROUND (posted off
// the main thread) and on another for ASYNC and MAIN — so the BACKGROUND
// subscriber reading the UID (the near miss) stays silent.
func TestRev91JavaEventDispatch(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev91_j1", allCode), []dexWant{
			{"CETP603", "error", "Lcom/choirbook/data/RehearsalStore;->onMarkAbsent(Lcom/choirbook/events/MarkAbsentEvent;)V@0x0", "com/choirbook/data/RehearsalStore.java", 33},
			{"CETP607", "warning", "Lcom/choirbook/roster/RosterProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x116", "com/choirbook/roster/RosterProvider.java", 88},
			{"CETP609", "note", "Lcom/choirbook/roster/RosterProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/choirbook/roster/RosterProvider.java", 48},
			{"CETP614", "error", "Lcom/choirbook/rehearsals/RehearsalProvider;->execute(Ljava/lang/String;Lorg/json/JSONObject;ILjava/lang/String;)Landroid/os/Bundle;@0x14", "com/choirbook/rehearsals/RehearsalProvider.java", 96},
			{"CETP614", "error", "Lcom/choirbook/roster/RosterProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xc3", "com/choirbook/roster/RosterProvider.java", 78},
			{"CETP619", "warning", "Lcom/choirbook/roster/RosterProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xe9", "com/choirbook/roster/RosterProvider.java", 83},
			{"CETP620", "warning", "Lcom/choirbook/roster/RosterProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x47", "com/choirbook/roster/RosterProvider.java", 60},
			{"CETP622", "error", "Lcom/choirbook/data/RehearsalStore;->onMarkAbsent(Lcom/choirbook/events/MarkAbsentEvent;)V@0x22", "com/choirbook/data/RehearsalStore.java", 34},
			{"CETP624", "warning", "Lcom/choirbook/roster/RosterProvider;->allowed(I)Z@0x14", "com/choirbook/roster/RosterProvider.java", 38},
		})
	}
}
