package dexrules_test

import "testing"

// TestReadToolEnumCompare: the enumcompare fixture dispatches by comparing
// the tool enum with its constants (kotlinc's and javac's if-ne on the
// references for `tool == Tool.ARCHIVE`, Intrinsics.areEqual for a `when`
// on an enum of another module). The archive_note branch, declared read,
// runs an UPDATE: an error at its call. The list_notes branch only
// queries (near miss), and no "no dispatch found" note is left.
func TestReadToolEnumCompare(t *testing.T) {
	got := runDex(t, "enumcompare", false, "CETP621")
	checkDex(t, got, []dexWant{
		{"CETP621", "error", "Lcom/example/ec/NotesProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x1c", "com/example/ec/NotesProvider.kt", 26},
	})
}
