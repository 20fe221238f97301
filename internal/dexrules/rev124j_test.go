package dexrules_test

import "testing"

// TestRev124JavaPlugins (rev124_j1, "Scanbox": Java 17 through D8 — tool
// handlers registered by a static initializer and by reflection, a
// generic Handler<A extends ToolArgs> with bridge methods, records
// desugared by D8, CompletableFuture supplyAsync / thenApply /
// thenCompose / exceptionally chains, enum switch expressions, interface
// static factories, the requireNonNullElse backport; a helper's blind
// app, labels in testdata/dex/rev124_labels_j.md, first scanned at stop
// 56). 5 of 8 at its first run (CETP614, 622, 603, 607, 620 — the last
// naming the bound docs path) with a false CETP622 (a name validated by
// a throwing helper: guard622); now 5 of 8, no false finding, CETP620
// naming the share path (predicate620); then 6 of 8 once a reflective
// loader's class names are read in its callers' strings too (the plugin
// handlers reach the call surface: CETP615 at Resolutions.forScreen, the
// courier package carried in the record; CETP601 there was a note, the
// record's flags being each caller's constant); then 7 of 8 once an int
// field only constructors set reads as the constructions' constants for
// a PendingIntent's flags (ctorflags601: CETP601 at forScreen, naming
// ShredHandler.<clinit>). Missed: CETP613 (ThreadLocalRandom inside a
// lambda an interface's static factory returns: a note).
func TestRev124JavaPlugins(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev124_j1", allCode), []dexWant{
			{"CETP106", "note", "Lcom/scanbox/cetp/Resolutions;->forScreen(Landroid/content/Context;Lcom/scanbox/cetp/ScreenSpec;Ljava/lang/String;)Landroid/app/PendingIntent;@0x1f", "com/scanbox/cetp/Resolutions.java", 15},
			{"CETP508", "note", "Lcom/scanbox/cetp/Replies;->of(Landroid/os/Bundle;Lcom/scanbox/cetp/Reply;)Landroid/os/Bundle;@0x2d", "com/scanbox/cetp/Replies.java", 29},
			{"CETP601", "error", "Lcom/scanbox/cetp/Resolutions;->forScreen(Landroid/content/Context;Lcom/scanbox/cetp/ScreenSpec;Ljava/lang/String;)Landroid/app/PendingIntent;@0x1f", "com/scanbox/cetp/Resolutions.java", 15},
			{"CETP603", "error", "Lcom/scanbox/share/ShareToolProvider;->lambda$execute$2(Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/scanbox/cetp/Invocation;@0x2", "com/scanbox/share/ShareToolProvider.java", 201},
			{"CETP607", "warning", "Lcom/scanbox/share/ShareToolProvider;->failed(Ljava/lang/Throwable;)Lcom/scanbox/cetp/Reply;@0x1d", "com/scanbox/share/ShareToolProvider.java", 249},
			{"CETP613", "note", "Lcom/scanbox/cetp/Replies;->of(Landroid/os/Bundle;Lcom/scanbox/cetp/Reply;)Landroid/os/Bundle;@0x57", "com/scanbox/cetp/Replies.java", 34},
			{"CETP614", "error", "Lcom/scanbox/docs/ShredHandler;->parse(Lorg/json/JSONObject;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/docs/ShredArgs;@0x7", "com/scanbox/docs/ShredHandler.java", 35},
			{"CETP615", "error", "Lcom/scanbox/cetp/Resolutions;->forScreen(Landroid/content/Context;Lcom/scanbox/cetp/ScreenSpec;Ljava/lang/String;)Landroid/app/PendingIntent;@0x1f", "com/scanbox/cetp/Resolutions.java", 15},
			{"CETP620", "warning", "Lcom/scanbox/share/ShareToolProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x22", "com/scanbox/share/ShareToolProvider.java", 165},
			{"CETP622", "error", "Lcom/scanbox/docs/ExportHandler;->run(Lcom/scanbox/docs/ExportArgs;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/Reply;@0x3f", "com/scanbox/docs/ExportHandler.java", 41},
			{"CETP623", "note", "Lcom/scanbox/cetp/Resolutions;->forScreen(Landroid/content/Context;Lcom/scanbox/cetp/ScreenSpec;Ljava/lang/String;)Landroid/app/PendingIntent;@0x1f", "com/scanbox/cetp/Resolutions.java", 15},
		})
	}
}
