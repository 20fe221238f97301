package dexrules_test

import "testing"

// TestRev169KotlinDelegation: blind round rev169_k (Trailmark, a hiking
// log built on Kotlin delegation: by lazy, observable properties, a
// SharedPreferences ReadWriteProperty, by map argument views, interface
// delegation, extension properties on Bundle; labels in
// testdata/dex/rev169_labels_k.md, written before any scan). First run
// (stop 63, 48fb7a10): CETP603, 607 (twice), 611, 619 and 620 found (611
// at the call into the delegating store, 620 in the store's lookup), 606
// at the Bundle extension property reading "calling_package"; missed 612
// (a note: the descriptor's mode comes through a companion factory's
// default) and 613 (a lazy counter-seeded token source); false: 619 for
// the routes provider, whose read path runs the same handler dispatch
// as its mutating one (whether a tool mutates is a property of its spec
// the analysis does not evaluate per tool).
func TestRev169KotlinDelegation(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev169_k1", allCode), []dexWant{
			{"CETP508", "note", "Lapp/trailmark/logbook/cetp/ProtocolKt;->outcomeJson(Lapp/trailmark/logbook/cetp/ToolResult;)Ljava/lang/String;@0x52", "app/trailmark/logbook/cetp/Protocol.kt", 104},
			{"CETP508", "note", "Lapp/trailmark/logbook/cetp/ProtocolKt;->putError(Landroid/os/Bundle;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;@0x18", "app/trailmark/logbook/cetp/Protocol.kt", 75},
			{"CETP603", "error", "Lapp/trailmark/logbook/cetp/ArchiveJob;->run()V@0x48", "app/trailmark/logbook/cetp/ArchiveJob.kt", 41},
			{"CETP606", "error", "Lapp/trailmark/logbook/cetp/BundlesKt;->getCallingPackage(Landroid/os/Bundle;)Ljava/lang/String;@0x7", "app/trailmark/logbook/cetp/Bundles.kt", 18},
			{"CETP607", "warning", "Lapp/trailmark/logbook/cetp/RoutesToolProvider;->run(Lapp/trailmark/logbook/cetp/ToolSpec;Lapp/trailmark/logbook/cetp/Call;Lorg/json/JSONObject;Z)Lapp/trailmark/logbook/cetp/ToolResult;@0xb1", "app/trailmark/logbook/cetp/RoutesToolProvider.kt", 118},
			{"CETP607", "warning", "Lapp/trailmark/logbook/cetp/RoutesToolProvider;->run(Lapp/trailmark/logbook/cetp/ToolSpec;Lapp/trailmark/logbook/cetp/Call;Lorg/json/JSONObject;Z)Lapp/trailmark/logbook/cetp/ToolResult;@0xd9", "app/trailmark/logbook/cetp/RoutesToolProvider.kt", 118},
			{"CETP611", "error", "Lapp/trailmark/logbook/cetp/RouteDesk;->delete(Lapp/trailmark/logbook/cetp/RouteRef;)Lapp/trailmark/logbook/cetp/ToolResult;@0x10", "app/trailmark/logbook/cetp/RouteDesk.kt", 62},
			{"CETP612", "note", "Lapp/trailmark/logbook/cetp/ProtocolKt;->toReply(Lapp/trailmark/logbook/cetp/ToolResult;Ljava/lang/String;)Landroid/os/Bundle;@0x58", "app/trailmark/logbook/cetp/Protocol.kt", 88},
			{"CETP619", "warning", "Lapp/trailmark/logbook/cetp/JournalToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x26", "app/trailmark/logbook/cetp/JournalToolProvider.kt", 38},
			{"CETP619", "warning", "Lapp/trailmark/logbook/cetp/RoutesToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x26", "app/trailmark/logbook/cetp/RoutesToolProvider.kt", 35},
			{"CETP620", "note", "Lapp/trailmark/logbook/cetp/ToolBook;->containsKey(Ljava/lang/String;)Z@0x7", "app/trailmark/logbook/cetp/Descriptors.kt", 0},
			{"CETP620", "note", "Lapp/trailmark/logbook/cetp/ToolBook;->get(Ljava/lang/String;)Lapp/trailmark/logbook/cetp/ToolSpec;@0x7", "app/trailmark/logbook/cetp/Descriptors.kt", 0},
			{"CETP620", "warning", "Lapp/trailmark/logbook/data/OperationStore;->find(Ljava/lang/String;)Lapp/trailmark/logbook/data/Operation;@0x1b", "app/trailmark/logbook/data/OperationStore.kt", 66},
		})
	}
}
