package dexrules_test

import "testing"

// TestReadToolEnumDispatch: the enumtools fixture dispatches with a Kotlin
// `when` on an enum whose constructor arguments are the tool names
// (kotlinc's WhenMappings array indexed by ordinal(), filled in its
// <clinit>). Each case is judged as the code of its constant's tool: the
// list_notes case only queries (near miss), add_note is declared CREATE,
// and archive_note, declared read, runs an UPDATE: an error at its call,
// where before only the "no dispatch found" note was given.
func TestReadToolEnumDispatch(t *testing.T) {
	got := runDex(t, "enumtools", false, "CETP621")
	checkDex(t, got, []dexWant{
		{"CETP621", "error", "Lcom/example/et/NotesProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x29", "com/example/et/NotesProvider.kt", 28},
	})
}
