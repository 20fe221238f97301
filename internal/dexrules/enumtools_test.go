package dexrules_test

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
)

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

// TestReadToolEnumUnboxed: in the enumunbox fixture R8 unboxed the tool
// enum: Tool.from is a static method comparing the tool names and
// returning ints, and the `when` a switch on its result. The int cases
// are judged as the tools whose names give them: an error at archive_note
// (declared read, runs an UPDATE), none at list_notes (only queries).
func TestReadToolEnumUnboxed(t *testing.T) {
	got := runDex(t, "enumunbox", false, "CETP621")
	checkDex(t, got, []dexWant{
		{"CETP621", "error", "Lcom/example/eu/NotesProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x1f", "com/example/eu/NotesProvider.kt", 28},
	})
}

// TestReadToolEnumUnboxedNames: in the enumunboxnames fixture the unboxed
// lookup is valueOf, comparing the constants' names ("LIST", …), which
// are not the tools' names: which int a tool gets cannot be read, and the
// "no dispatch found" note says where the int-valued tool id is switched
// on.
func TestReadToolEnumUnboxedNames(t *testing.T) {
	got := runDex(t, "enumunboxnames", false, "CETP621")
	checkDex(t, got, []dexWant{
		{"CETP621", "note", "Lcom/example/en/Store;->add(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0xe", "com/example/en/Store.kt", 9},
	})
	wantOneNote(t, got, "", "com.example.en.NotesProvider.executeTool (line 25) switches on an int-valued tool id that com.example.en.Tool$EnumUnboxingLocalUtility.valueOf returns, maybe an enum R8 unboxed", "the unread unboxed enum")
}

// TestReadToolEnumUnboxedBudget: with the budget of comparisons read in
// a name-to-int method lowered to 1, Tool.from in enumunbox is read only
// for list_notes: the archive_note case is not judged (no error), and a
// note says where the reading stopped and that findings may be missing.
func TestReadToolEnumUnboxedBudget(t *testing.T) {
	defer dexrules.SetMaxIDCases(1)()
	got := runDex(t, "enumunbox", false, "CETP621")
	wantOneNote(t, got, "Lcom/example/eu/Tool$EnumUnboxingLocalUtility;->from(Ljava/lang/String;)I@0xc",
		"com.example.eu.Tool$EnumUnboxingLocalUtility.from compares a name with more than 1 constants to return an int tool id; only the first 1 are read", "the cut lookup")
	for _, f := range got {
		if f.Level.String() == "error" {
			t.Errorf("unexpected error: %s", f.Message)
		}
	}
}

// TestReadToolEnumOrdinalChain: the enumordinalif fixture is enumordinal
// with R8's small-switch shape: no switch, but ordinal() compared with
// each ordinal in turn (if-eqz 0, if-eq 1, if-ne 2 to the default). The
// chain is judged as the switch was: one error, at the archive_note branch
// (the if-ne whose fall-through is ordinal 2); the list_notes branch
// (if-eqz) only queries (near miss); no "no dispatch found" note.
func TestReadToolEnumOrdinalChain(t *testing.T) {
	got := runDex(t, "enumordinalif", false, "CETP621")
	checkDex(t, got, []dexWant{
		{"CETP621", "error", "Lcom/example/ei/NotesProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;@0x24", "com/example/ei/NotesProvider.kt", 28},
	})
}
