package dexrules_test

import "testing"

// TestRev83JavaBridges (rev83_j1, "PlotShare" garden plots: Java 11
// through D8 — a generic Tool<R extends ToolRequest> whose subclasses javac
// reaches through synthetic bridge methods, an enum whose constants have
// bodies, D8's nest accessors (-$$Nest$fget…, -$$Nest$m…), a HandlerThread
// Handler taking the delete as a Message; a helper's blind app, labels in
// testdata/dex/rev83_labels_j.md, first scanned at stop 51). Its first run
// found 6 of the 7 labelled defects. Missed then: CETP614 in
// RemoveTool.run, because the flag is DeleteRequest.confirmed, set from
// `args.optBoolean("confirmed")` where the constructor reads the inherited
// args as DeleteRequest.args (javac qualifies an inherited field by the
// class it is read through) while ToolRequest's constructor stores it as
// ToolRequest.args — found since field references are resolved to the
// declaring class, as the runtime does. The finding names the first
// effect of handleMessage (execSQL of the archive case), not the delete
// case msg.what selects.
func TestRev83JavaBridges(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev83_j1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/plotshare/plots/PlotProvider$ToolKind$3;->execute(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;@0x17", "com/plotshare/plots/PlotProvider.java", 56},
			{"CETP602", "error", "Lcom/plotshare/plots/PlotProvider$ToolKind$3;->execute(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;@0x17", "com/plotshare/plots/PlotProvider.java", 56},
			{"CETP603", "error", "Lcom/plotshare/shed/ShedProvider$ShedHandler;->handleMessage(Landroid/os/Message;)V@0x2c", "com/plotshare/shed/ShedProvider.java", 164},
			{"CETP607", "warning", "Lcom/plotshare/shed/ShedProvider$RemoveTool;->run(Lcom/plotshare/shed/DeleteRequest;)Landroid/os/Bundle;@0x35", "com/plotshare/shed/ShedProvider.java", 117},
			{"CETP613", "error", "Lcom/plotshare/plots/PlotProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x43", "com/plotshare/plots/PlotProvider.java", 97},
			{"CETP614", "error", "Lcom/plotshare/shed/ShedProvider$RemoveTool;->run(Lcom/plotshare/shed/DeleteRequest;)Landroid/os/Bundle;@0x2", "com/plotshare/shed/ShedProvider.java", 111},
			{"CETP622", "error", "Lcom/plotshare/plots/PlotProvider$ToolKind$1;->execute(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;@0x28", "com/plotshare/plots/PlotProvider.java", 34},
		})
	}
}
