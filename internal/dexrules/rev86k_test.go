package dexrules_test

import "testing"

// TestRev86KotlinSerialization (rev86_k1, "FernLog" watering log: Kotlin 2
// through D8, tool arguments decoded with kotlinx.serialization in the
// shapes its compiler plugin emits — a @Serializable data class with
// @SerialName, its generated $$serializer object decoding element by
// element, the synthetic constructor taking the seen-bits mask —, tools as
// objects in a listOf registry found with first { }, a Result<Bundle>
// helper, extension properties; a helper's blind app, labels in
// testdata/dex/rev86_labels_k.md, first scanned at stop 51). Its first run
// found all 10 labelled defects — the decoded confirmed flag deciding a
// delete (614), the decoded callerPackage trusted (606), the decoded
// plantId in rawQuery (622), an exception message through the Result
// helper (607), a kotlin.random token (613), 603, 604, 624, 625, 612 — with
// every near miss silent and no false finding. The notes: CETP606 says the
// generated serializer's element names could not all be read (the
// hand-written serializer's), CETP622 that a validation question about
// WaterArgs.copy, on which the find_plant finding rests, was given up.
func TestRev86KotlinSerialization(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev86_k1", allCode), []dexWant{
			{"CETP603", "error", "Lcom/fernlog/ScheduleProvider;->touch$lambda$0(Lcom/fernlog/ScheduleProvider;)V@0x2", "com/fernlog/ScheduleProvider.kt", 49},
			{"CETP604", "warning", "Lcom/fernlog/ScheduleProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x59", "com/fernlog/ScheduleProvider.kt", 30},
			{"CETP606", "error", "Lcom/fernlog/SetReminder;->run(Lcom/fernlog/ToolCall;)Landroid/os/Bundle;@0xa", "com/fernlog/ScheduleTools.kt", 14},
			{"CETP606", "note", "Lcom/fernlog/SetReminder;->run(Lcom/fernlog/ToolCall;)Landroid/os/Bundle;@0xa", "com/fernlog/ScheduleTools.kt", 14},
			{"CETP607", "warning", "Lcom/fernlog/PlantProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x1a2", "com/fernlog/PlantProvider.kt", 37},
			{"CETP609", "note", "Lcom/fernlog/PlantProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x9", "com/fernlog/PlantProvider.kt", 21},
			{"CETP609", "note", "Lcom/fernlog/ScheduleProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x9", "com/fernlog/ScheduleProvider.kt", 26},
			{"CETP612", "error", "Lcom/fernlog/ExportLog;->run(Lcom/fernlog/ToolCall;)Landroid/os/Bundle;@0x20", "com/fernlog/ScheduleTools.kt", 45},
			{"CETP613", "error", "Lcom/fernlog/SkipWatering;->run(Lcom/fernlog/ToolCall;)Landroid/os/Bundle;@0x42", "com/fernlog/ScheduleTools.kt", 32},
			{"CETP614", "error", "Lcom/fernlog/DeletePlant;->run(Lcom/fernlog/ToolCall;)Landroid/os/Bundle;@0xe", "com/fernlog/PlantTools.kt", 28},
			{"CETP622", "error", "Lcom/fernlog/FindPlant;->run(Lcom/fernlog/ToolCall;)Landroid/os/Bundle;@0x2c", "com/fernlog/PlantTools.kt", 58},
			{"CETP624", "warning", "Lcom/fernlog/ScheduleProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x34", "com/fernlog/ScheduleProvider.kt", 29},
			{"CETP625", "warning", "Lcom/fernlog/ScheduleProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x94", "com/fernlog/ScheduleProvider.kt", 33},
		})
	}
}
