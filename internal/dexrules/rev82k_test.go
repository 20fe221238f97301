package dexrules_test

import "testing"

// TestRev82KotlinSealed (rev82_k1, "TideLog" sea-kayak log: Kotlin 2
// through D8 — tool results as a sealed interface handled by exhaustive
// `when`s, ids as a value class with kotlinc's mangled functions, object
// singletons with @JvmStatic, work in withContext(Dispatchers.IO) inside
// runBlocking and a flow{}.map{}.first() chain, Bundle extension getters;
// a helper's blind app, labels in testdata/dex/rev82_labels_k.md, first
// scanned at stop 51). Its first run found 6 of the 8 labelled defects
// (CETP607 at ToolKt.toBundle naming the tide_at path, which the labels
// accept). Missed then: CETP614, where the request's flag chooses
// `step = if (confirmed) Proceed else NeedsUser(…)` and `when (step) { is
// Proceed -> delete }` runs the effect — found since, by deciding on each
// edge of the flag's branch the instance-of tests of what it chose (the
// bound analysis answers instance-of from the class hierarchy); and
// CETP613 only as a note at toBundle, for the resume token a
// java.util.Random in an object's initializer makes (sign_waiver), read
// from the sealed result's field other tools fill from SecureRandom:
// call() passes one of several tools' results — now answered per object
// it may pass (objects of the sealed type's other cases cannot hold the
// field), so signWaiver, which makes the weak one, is reported.
func TestRev82KotlinSealed(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev82_k1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/tidelog/Screens;->archiveTrip(Landroid/content/Context;)Landroid/app/PendingIntent;@0x10", "com/tidelog/Tokens.kt", 63},
			{"CETP603", "error", "Lcom/tidelog/CrewProvider$checkIn$1$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0x13", "com/tidelog/CrewProvider.kt", 46},
			{"CETP606", "error", "Lcom/tidelog/CrewProvider;->joinCrew(Landroid/os/Bundle;)Lcom/tidelog/ToolResult;@0x2", "com/tidelog/CrewProvider.kt", 61},
			{"CETP607", "warning", "Lcom/tidelog/TripProvider;->tideAt(Landroid/os/Bundle;)Lcom/tidelog/ToolResult;@0x4b", "com/tidelog/TripProvider.kt", 93},
			{"CETP609", "note", "Lcom/tidelog/CrewProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/tidelog/CrewProvider.kt", 22},
			{"CETP609", "note", "Lcom/tidelog/TripProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/tidelog/TripProvider.kt", 30},
			{"CETP612", "error", "Lcom/tidelog/TripProvider;->exportGpx(Landroid/content/Context;)Lcom/tidelog/ToolResult;@0x18", "com/tidelog/TripProvider.kt", 109},
			{"CETP613", "error", "Lcom/tidelog/CrewProvider;->signWaiver(Landroid/content/Context;I)Lcom/tidelog/ToolResult;@0x0", "com/tidelog/CrewProvider.kt", 72},
			{"CETP614", "error", "Lcom/tidelog/TripProvider;->deleteTrip(Landroid/content/Context;ILandroid/os/Bundle;)Lcom/tidelog/ToolResult;@0x11", "com/tidelog/TripProvider.kt", 55},
			{"CETP619", "warning", "Lcom/tidelog/TripProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x111", "com/tidelog/TripProvider.kt", 40},
			{"CETP622", "error", "Lcom/tidelog/IdsKt;->legCount-QP0dw0M(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)I@0x24", "com/tidelog/Ids.kt", 9},
		})
	}
}
