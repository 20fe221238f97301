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

// TestReadToolEnumSwitchMap: the enumswitchmap fixture is a Java switch on
// the tool enum, which javac compiles through the $SwitchMap$ int array of
// a synthetic NotesProvider$1 filled in its <clinit> (each store in a
// try/catch NoSuchFieldError, the array read back from its field). The
// archive_note case, declared read, runs an UPDATE: an error at its call;
// the list_notes case only queries (near miss).
func TestReadToolEnumSwitchMap(t *testing.T) {
	got := runDex(t, "enumswitchmap", false, "CETP621")
	checkDex(t, got, []dexWant{
		{"CETP621", "error", "Lcom/example/es/NotesProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x1d", "com/example/es/NotesProvider.java", 25},
	})
}

// TestReadToolEnumOrdinal: the enumordinal fixture is the enumtools app as
// R8 leaves it: no WhenMappings class, a switch on ordinal() itself whose
// keys are the constants' ordinals. Still one error, at the archive_note
// case; the list_notes case (ordinal 0) only queries (near miss).
func TestReadToolEnumOrdinal(t *testing.T) {
	got := runDex(t, "enumordinal", false, "CETP621")
	checkDex(t, got, []dexWant{
		{"CETP621", "error", "Lcom/example/eo/NotesProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x25", "com/example/eo/NotesProvider.kt", 28},
	})
}
