package dexrules_test

import "testing"

// TestRev172JavaPlugins: blind round rev172_j (Fernhill Stockroom, an
// inventory app built as plugins: tool classes created by reflection from
// a static table, an app-own template-method provider base with
// before/validate/run/after hooks, a visitor over a parsed request tree,
// a copy-on-write snapshot store, ExecutorService, CompletableFuture
// chains and a HandlerThread; labels in testdata/dex/rev172_labels_j.md,
// written before any scan). First run (stop 64, 2f0c39ed): CETP603, 607 at
// their labels, 611 at StockChangeFeed.publish (:59, the call the label
// names), 612 at ReportsProvider.fileResult's put (:130; the label's
// open is in ReportShelf.handOff) and 625 in the base's call (:112, near
// the label's :106); missed 605 (openFile through a route table), 613
// (two notes at the base's startOperation: both providers' generators
// merged, the per-provider object not told apart) and 620 (ownedOperation
// by id alone); false: 622 at DeleteItemTool.after, whose item_id the
// template's validate hook checked before (a virtual hook's verdict on
// the same object is not followed). Stop 65: CETP605 found at the label
// (openFile's route table runs its Function values, which the reach now
// places instead of taking every live lambda; pooltask603).
func TestRev172JavaPlugins(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev172_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0xe", "com/fernhill/stockroom/core/Replies.java", 101},
			{"CETP508", "note", "Lcom/fernhill/stockroom/core/Replies;->errorObject(Ljava/lang/String;)Lorg/json/JSONObject;@0x7", "com/fernhill/stockroom/core/Replies.java", 120},
			{"CETP603", "error", "Lcom/fernhill/stockroom/reports/BuildReportTool;->before(Lcom/fernhill/stockroom/core/ToolContext;)V@0x4", "com/fernhill/stockroom/reports/BuildReportTool.java", 48},
			{"CETP605", "warning", "Lcom/fernhill/stockroom/inventory/InventoryProvider;->openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;@0x0", "com/fernhill/stockroom/inventory/InventoryProvider.java", 202},
			{"CETP607", "warning", "Lcom/fernhill/stockroom/inventory/InventoryProvider;->failure(Lcom/fernhill/stockroom/core/ToolContext;Ljava/lang/Throwable;)Landroid/os/Bundle;@0x30", "com/fernhill/stockroom/inventory/InventoryProvider.java", 181},
			{"CETP611", "error", "Lcom/fernhill/stockroom/inventory/StockChangeFeed;->publish(Lcom/fernhill/stockroom/core/RequestTree;)V@0x4b", "com/fernhill/stockroom/inventory/StockChangeFeed.java", 59},
			{"CETP612", "error", "Lcom/fernhill/stockroom/reports/ReportsProvider;->fileResult(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool$Outcome;)Landroid/os/Bundle;@0x21", "com/fernhill/stockroom/reports/ReportsProvider.java", 130},
			{"CETP613", "note", "Lcom/fernhill/stockroom/core/PluginProvider;->startOperation(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool;)Landroid/os/Bundle;@0x5f", "com/fernhill/stockroom/core/PluginProvider.java", 335},
			{"CETP613", "note", "Lcom/fernhill/stockroom/core/PluginProvider;->startOperation(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool;)Landroid/os/Bundle;@0xba", "com/fernhill/stockroom/core/PluginProvider.java", 356},
			{"CETP622", "error", "Lcom/fernhill/stockroom/inventory/DeleteItemTool;->after(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool$Outcome;)V@0x33", "com/fernhill/stockroom/inventory/DeleteItemTool.java", 61},
			{"CETP625", "warning", "Lcom/fernhill/stockroom/core/PluginProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x3b", "com/fernhill/stockroom/core/PluginProvider.java", 112},
		})
	}
}
