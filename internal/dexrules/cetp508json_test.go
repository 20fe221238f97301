package dexrules_test

import "testing"

// TestJSONErrorCodeRelayed: a tool answering in JSON whose error_code
// USER_ACTION_REQUIRED call() copies onto the response as it is, with no
// resolution or resume token, is CETP508 at the JSON put (jsonerr508, the
// true positive). The near miss is rev80_j1 (TestRev80JavaCommandBus): a
// command bus handler's JSON reply whose error_code call() reads back and
// tests for USER_ACTION_REQUIRED, answering with both keys — a note there,
// since the analysis cannot tie that JSON to the handler's.
func TestJSONErrorCodeRelayed(t *testing.T) {
	checkDex(t, runDex(t, "jsonerr508", false, "CETP508"), []dexWant{
		{"CETP508", "error", "Lcom/example/je/KitchenProvider;->runTool(Ljava/lang/String;)Lorg/json/JSONObject;@0x11", "com/example/je/KitchenProvider.java", 29},
	})
}
