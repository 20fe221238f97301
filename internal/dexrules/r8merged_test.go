package dexrules_test

import "testing"

const rmInit = "Lcom/example/rm/NotesProvider;-><init>()V"

// TestReadToolR8MergedHandlers: the r8merged fixture registers handler
// objects of classes R8 merged (a.b: three handlers told apart by
// $r8$classId through a packed-switch whose default is the last class; a.c:
// a lambda group of two singletons in static fields, told apart by an
// if-eqz). Only the case of the registered object's id is the tool's code:
// list_notes (case 0, a query) and ping (lambda 0) are silent, stats (the
// default case, a preferences write) is an error at its registration, and
// audit, whose id comes from a call, gets a note, not an error, saying the
// merged classes' code writes.
func TestReadToolR8MergedHandlers(t *testing.T) {
	got := runDex(t, "r8merged", false, "CETP621")
	checkDex(t, got, []dexWant{
		{"CETP621", "error", rmInit + "@0xad", "com/example/rm/NotesProvider.kt", 23},
		{"CETP621", "note", rmInit + "@0xca", "com/example/rm/NotesProvider.kt", 25},
	})
	wantOneNote(t, got, rmInit+"@0xca", `read tool "audit", a.b registered for it in com.example.rm.NotesProvider.<init>, is a class R8 merged with others, and which of them it is cannot be told (the class id passed to a.b.<init> is not a constant)`, "the undecided class id")
}
