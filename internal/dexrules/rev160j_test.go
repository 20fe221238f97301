package dexrules_test

import "testing"

// TestRev160JavaReflection: blind round rev160_j (Larder, tools as
// methods carrying a runtime @Tool annotation found by getDeclaredMethods
// and run with Method.invoke, @Arg parameter bindings, the store and
// notifier behind java.lang.reflect.Proxy handlers; labels in
// testdata/dex/rev160_labels_j.md, written before any scan). First run
// (stop 62): CETP601, 612 and 607 found at their labels (612 and 607 a
// line later), 613 at the reply's put in ToolTable.run (naming
// ConfirmHandler.ask, which the label names); missed: 621 (a read tool
// marking items discarded), 614 (an @Arg("force") flag skipping the
// confirming proxy), 603 (the calling UID read on the auditing proxy's
// executor thread) and 623 (the picker Activity chosen by the
// annotation's screen(), which the resolutions' notes say cannot be
// told). No near miss reported; ToolTable.run's reflective invoke gave
// the note that findings there may be incomplete; it stays at stop 65:
// the reflective call's unplaced receiver runs the annotated classes the
// app instantiates (reflectfield622), and this app makes its tool classes
// by reflection.
func TestRev160JavaReflection(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev160_j1", allCode), []dexWant{
			{"CETP106", "note", "Lcom/larder/kitchen/cetp/Resolutions;->confirm(Landroid/content/Context;Ljava/lang/reflect/Method;Ljava/lang/String;)Landroid/app/PendingIntent;@0x2", "com/larder/kitchen/cetp/Resolutions.java", 18},
			{"CETP106", "note", "Lcom/larder/kitchen/cetp/Resolutions;->picker(Landroid/content/Context;Ljava/lang/reflect/Method;Ljava/lang/String;)Landroid/app/PendingIntent;@0x2", "com/larder/kitchen/cetp/Resolutions.java", 23},
			{"CETP106", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP508", "note", "Lcom/larder/kitchen/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x8", "com/larder/kitchen/cetp/Replies.java", 93},
			{"CETP508", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP509", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP601", "error", "Lcom/larder/kitchen/cetp/Resolutions;->picker(Landroid/content/Context;Ljava/lang/reflect/Method;Ljava/lang/String;)Landroid/app/PendingIntent;@0x2", "com/larder/kitchen/cetp/Resolutions.java", 23},
			{"CETP601", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP602", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP603", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP604", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP605", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP606", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP607", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP607", "warning", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb5", "com/larder/kitchen/cetp/ToolTable.java", 209},
			{"CETP608", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP609", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP610", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP611", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP612", "error", "Lcom/larder/kitchen/pantry/PantryToolProvider;->itemPhoto(Lcom/larder/kitchen/cetp/ToolCall;J)Lcom/larder/kitchen/cetp/Replies$FileResult;@0x2c", "com/larder/kitchen/pantry/PantryToolProvider.java", 107},
			{"CETP612", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP613", "error", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0x4c", "com/larder/kitchen/cetp/ToolTable.java", 201},
			{"CETP613", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP614", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP615", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP616", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP617", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP618", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP619", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP620", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP621", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP622", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP623", "note", "Lcom/larder/kitchen/cetp/Resolutions;->confirm(Landroid/content/Context;Ljava/lang/reflect/Method;Ljava/lang/String;)Landroid/app/PendingIntent;@0x2", "com/larder/kitchen/cetp/Resolutions.java", 18},
			{"CETP623", "note", "Lcom/larder/kitchen/cetp/Resolutions;->picker(Landroid/content/Context;Ljava/lang/reflect/Method;Ljava/lang/String;)Landroid/app/PendingIntent;@0x2", "com/larder/kitchen/cetp/Resolutions.java", 23},
			{"CETP623", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP624", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
			{"CETP625", "note", "Lcom/larder/kitchen/cetp/ToolTable;->run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;@0xb", "com/larder/kitchen/cetp/ToolTable.java", 191},
		})
	}
}
