package dexrules_test

import "testing"

// TestRev62KotlinHilt (rev62_k1, "TutorTime" peer tutoring: Kotlin 2
// through D8, two hand-written providers reaching their repositories
// through a Hilt @EntryPoint (a hand-written generated component, Dagger's
// DoubleCheck), a WorkManager CoroutineWorker fed through workDataOf, a
// Preferences DataStore read with runBlocking { data.first() }, a Mutex, a
// hand-written kotlinx.serialization serializer, a sealed Screen of data
// objects making the PendingIntents; stubs of Hilt, Dagger, WorkManager
// and DataStore bundled; a helper's blind app, labels in
// testdata/dex/rev62_labels_k.md, first scanned at stop 49). Its first run
// found 8 of 9 labelled defects with no false finding. Fixed since: a
// Preferences DataStore is a token store for CETP620 (Preferences.get /
// contains a lookup, MutablePreferences.remove a removal, the key made by
// stringPreferencesKey standing for its name): the resume token looked up
// by itself and never removed. 9 of 9.
func TestRev62KotlinHilt(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev62_k1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/tutortime/Screen$BookSlot;->pendingIntent(Landroid/content/Context;)Landroid/app/PendingIntent;@0xf", "com/tutortime/Screen.kt", 12},
			{"CETP602", "error", "Lcom/tutortime/Screen$SwapTutor;->pendingIntent(Landroid/content/Context;)Landroid/app/PendingIntent;@0x17", "com/tutortime/Screen.kt", 22},
			{"CETP603", "error", "Lcom/tutortime/RoomProvider$history$n$1$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0xf", "com/tutortime/RoomProvider.kt", 89},
			{"CETP606", "error", "Lcom/tutortime/RoomProvider;->claimFor(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;@0x6", "com/tutortime/RoomProvider.kt", 77},
			{"CETP609", "note", "Lcom/tutortime/RoomProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/tutortime/RoomProvider.kt", 25},
			{"CETP609", "note", "Lcom/tutortime/SessionProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/tutortime/SessionProvider.kt", 23},
			{"CETP613", "error", "Lcom/tutortime/RoomProvider;->swapTutor(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;@0x35", "com/tutortime/RoomProvider.kt", 62},
			{"CETP614", "error", "Lcom/tutortime/SessionProvider;->cancelSlot(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;@0x21", "com/tutortime/SessionProvider.kt", 67},
			{"CETP620", "warning", "Lcom/tutortime/TokenStore;->redeem(Ljava/lang/String;)Z@0x39", "com/tutortime/Repo.kt", 48},
			{"CETP622", "error", "Lcom/tutortime/SessionRepo;->findTutor(Ljava/lang/String;)I@0x22", "com/tutortime/Repo.kt", 22},
			{"CETP622", "error", "Lcom/tutortime/SyncWorker;->doWork(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x62", "com/tutortime/SyncWorker.kt", 14},
		})
	}
}
