package dexrules_test

import "testing"

// TestRev71JavaRegistry (rev71_j1, "ShelfCity" library services: Java 11
// through D8, one provider serving 24 tools, each a ToolHandler class —
// named, anonymous, D8 lambdas — in a static registry dispatched by one
// interface call, five of them through an abstract template method
// (AbstractWriteTool.run: a needsConfirmation hook, the resume-token
// check, then the abstract apply); a helper's blind app, labels in
// testdata/dex/rev71_labels_j.md, first scanned at stop 50). Its first run
// found 9 of 10 labelled defects with no false finding — among them 607,
// 622 inside the template's dispatch and every defect reached only
// through the registry's interface call. The miss was CETP614: RenewLoan's
// hook returns !args.optBoolean("confirmed"), so a Consumer's flag makes
// the template skip the resume-token check. Fixed since: `xor 1` of a flag
// is its negation (regflow.Not), a helper's result keeps the key it was
// read under and that it is negated (the branch's set edge is then its
// zero edge), and a call handed an object carrying the request's resume
// token (the CallerInfo built in call()) that reads it is a token check.
// 10 of 10.
func TestRev71JavaRegistry(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev71_j1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/shelfcity/tools/ReserveRoomTool;->run(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;@0x1b", "com/shelfcity/tools/ReserveRoomTool.java", 23},
			{"CETP602", "error", "Lcom/shelfcity/tools/PayFineTool;->run(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;@0x20", "com/shelfcity/tools/PayFineTool.java", 23},
			{"CETP603", "error", "Lcom/shelfcity/tools/CoverPrefetchTool;->lambda$run$0(Landroid/content/Context;Ljava/lang/String;)V@0x0", "com/shelfcity/tools/CoverPrefetchTool.java", 21},
			{"CETP604", "warning", "Lcom/shelfcity/tools/CardStatusTool;->run(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;@0xb", "com/shelfcity/tools/CardStatusTool.java", 15},
			{"CETP607", "warning", "Lcom/shelfcity/tools/AbstractWriteTool;->run(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;@0x4f", "com/shelfcity/tools/AbstractWriteTool.java", 33},
			{"CETP609", "note", "Lcom/shelfcity/events/EventsProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/shelfcity/events/EventsProvider.java", 32},
			{"CETP609", "note", "Lcom/shelfcity/tools/BranchToolsProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/shelfcity/tools/BranchToolsProvider.java", 33},
			{"CETP612", "error", "Lcom/shelfcity/tools/ExportHistoryTool;->run(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;@0x17", "com/shelfcity/tools/ExportHistoryTool.java", 19},
			{"CETP613", "error", "Lcom/shelfcity/tools/BulkRenewTool;->run(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;@0x31", "com/shelfcity/tools/BulkRenewTool.java", 19},
			{"CETP614", "error", "Lcom/shelfcity/tools/AbstractWriteTool;->run(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;@0x4", "com/shelfcity/tools/AbstractWriteTool.java", 24},
			{"CETP622", "error", "Lcom/shelfcity/tools/CancelHoldTool;->apply(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;@0x29", "com/shelfcity/tools/CancelHoldTool.java", 18},
			{"CETP625", "warning", "Lcom/shelfcity/events/EventsProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2e", "com/shelfcity/events/EventsProvider.java", 41},
		})
	}
}
