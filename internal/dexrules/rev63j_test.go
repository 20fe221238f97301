package dexrules_test

import "testing"

// TestRev63JavaOutOfReach (rev63_j1, "CutQueue" laser-cutter queue: Java 8
// style through D8, two hand-written providers, one tool run in the app's
// own bound Service through hand-written AIDL classes, a resume token from
// a native method (no .so shipped), ServiceLoader plugins, a tool class
// loaded by DexClassLoader from a downloaded file; a helper's blind app,
// labels in testdata/dex/rev63_labels_j.md, first scanned at stop 49). Its
// first run found 8 of its 9 labelled defects with no false finding, and
// the note the labels expect where a tool is loaded from a downloaded dex
// (a limit at loadExtra). The ninth, CETP611 in the AIDL Stub's enqueue
// reading Binder.getCallingUid, we judge the labels' mistake: the Service
// runs in the provider's process (no android:process), so asInterface
// returns the local Stub and the call is a plain Java call on the
// provider's Binder thread — the UID read is the Consumer's, as the
// silence says. Since: a token from an app native method is a note
// (CETP613 cannot read the .so), where the labels expected one. 8 of 8,
// and both expected notes.
func TestRev63JavaOutOfReach(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev63_j1", allCode), []dexWant{
			{"CETP106", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP508", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP509", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP601", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP602", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP603", "error", "Lcom/cutqueue/tools/ToolProvider$1;->run()V@0x13", "com/cutqueue/tools/ToolProvider.java", 75},
			{"CETP603", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP604", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP605", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP605", "warning", "Lcom/cutqueue/tools/ToolProvider;->openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;@0x0", "com/cutqueue/tools/ToolProvider.java", 107},
			{"CETP606", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP607", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP607", "warning", "Lcom/cutqueue/tools/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x12b", "com/cutqueue/tools/ToolProvider.java", 91},
			{"CETP608", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP609", "note", "Lcom/cutqueue/tools/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/cutqueue/tools/ToolProvider.java", 50},
			{"CETP609", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP610", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP611", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP612", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP613", "error", "Lcom/cutqueue/tools/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x54", "com/cutqueue/tools/ToolProvider.java", 59},
			{"CETP613", "note", "Lcom/cutqueue/queue/QueueProvider;->book(Lorg/json/JSONObject;ILjava/lang/String;)Landroid/os/Bundle;@0x5a", "com/cutqueue/queue/QueueProvider.java", 113},
			{"CETP613", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP614", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP615", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP616", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP617", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP618", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP619", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP619", "warning", "Lcom/cutqueue/tools/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xb1", "com/cutqueue/tools/ToolProvider.java", 72},
			{"CETP620", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP620", "warning", "Lcom/cutqueue/tools/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x73", "com/cutqueue/tools/ToolProvider.java", 62},
			{"CETP621", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP622", "error", "Lcom/cutqueue/plugins/ExportPlugin;->run(Landroid/content/Context;Lorg/json/JSONObject;)Ljava/lang/String;@0xc", "com/cutqueue/plugins/ExportPlugin.java", 18},
			{"CETP622", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP623", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP624", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
			{"CETP624", "warning", "Lcom/cutqueue/tools/ToolProvider;->allowed(I)Z@0x14", "com/cutqueue/tools/ToolProvider.java", 40},
			{"CETP625", "note", "Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;@0x43", "com/cutqueue/tools/ToolProvider.java", 102},
		})
	}
}
