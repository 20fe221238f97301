package dexrules_test

import "testing"

// TestKeyedRow622 (keyedrow622): a JSON row the app stored, read back by
// the request's id and given that id under "id" (RowStore.row), holds
// request text under "id" only: its "file" is the app's own name, and
// openStored's path is no escape (rev176_j1's false CETP622 at
// DocumentStore.read and delete). A draft row that puts the agent's file
// name under "file" is (openDraft, line 42). The row() call's result is
// what row's flow gives it, not every argument its object was built
// beside.
func TestKeyedRow622(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "keyedrow622", allCode), []dexWant{
			{"CETP609", "note", "Lcom/kr/FilesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "com/kr/FilesProvider.java", 14},
			{"CETP622", "error", "Lcom/kr/RowStore;->openDraft(Lorg/json/JSONObject;)Ljava/io/FileInputStream;@0xc", "com/kr/RowStore.java", 42},
		})
	}
}
