package dexrules_test

import (
	"strings"
	"testing"
)

const (
	fdmCall = "Lcom/example/fdm/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x"
	fdmKt   = "com/example/fdm/ToolProvider.kt"
)

// TestDescriptorModeFromCaller (CETP612, fdmodes fixture): a helper that
// opens with the mode it is given is judged with its caller's argument
// (Fds.open(f, MODE_READ_WRITE), two Java helpers OR-ing MODE_CREATE in)
// or, for Kotlin's open$default, with the default its mask selects; the
// same helpers given MODE_READ_ONLY are not reported. Through an interface
// with two implementations the summaries merge: the Source that opens
// MODE_READ_WRITE is reported, the read-only Readers are not.
func TestDescriptorModeFromCaller(t *testing.T) {
	got := runDex(t, "fdmodes", false, "CETP612")
	checkDex(t, got, []dexWant{
		{"CETP612", "error", fdmCall + "3b", fdmKt, 14},
		{"CETP612", "error", fdmCall + "6a", fdmKt, 16},
		{"CETP612", "error", fdmCall + "7f", fdmKt, 17},
		{"CETP612", "error", fdmCall + "ab", fdmKt, 19},
	})
	for _, f := range got {
		if f.Location.Line == 17 && !strings.Contains(f.Message, "MODE_WRITE_ONLY") {
			t.Errorf("line 17 names %q, want MODE_WRITE_ONLY", f.Message)
		}
	}
}

// TestDescriptorTargetBudgetIsANote: with the budget of targets whose
// results are merged lowered to 1, the two interface calls returning
// descriptors are past it; instead of losing the Source's writable
// descriptor silently, CETP612 notes both puts, naming the call and the
// budget. The helpers given their mode are still decided.
func TestDescriptorTargetBudgetIsANote(t *testing.T) {
	d := loadDex(t, "../../testdata/dex/fdmodes.apk", false)
	d.Program.SummaryTargets = 1
	got := run(d, "CETP612")
	checkDex(t, got, []dexWant{
		{"CETP612", "error", fdmCall + "3b", fdmKt, 14},
		{"CETP612", "error", fdmCall + "6a", fdmKt, 16},
		{"CETP612", "error", fdmCall + "7f", fdmKt, 17},
		{"CETP612", "note", fdmCall + "ab", fdmKt, 19},
		{"CETP612", "note", fdmCall + "c2", fdmKt, 20},
	})
	wantOneNote(t, got, fdmCall+"ab", "the descriptor comes from a call to Lcom/example/fdm/Source;->open(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;, which has 2 possible targets", "the Source call past the target budget")
	wantOneNote(t, got, fdmCall+"c2", "more than the 1 whose results the analysis merges (its budget)", "the Reader call past the target budget")
}
