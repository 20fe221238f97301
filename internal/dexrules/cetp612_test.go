package dexrules_test

import (
	"strings"
	"testing"
)

// TestWritableResultDescriptor: "rw", the write end of a pipe and a helper
// opening write-only are errors; MODE_READ_ONLY and the read end of a pipe
// the provider writes into are not.
func TestWritableResultDescriptor(t *testing.T) {
	got := runDex(t, "responses", false, "CETP612")
	checkDex(t, got, []dexWant{
		{"CETP612", "error", respR + "resultRw(Ljava/io/File;)Landroid/os/Bundle;@0x11", respPath, 81},
		{"CETP612", "error", respR + "resultPipeWriteEnd()Landroid/os/Bundle;@0xe", respPath, 91},
		{"CETP612", "error", respR + "resultViaHelper(Ljava/io/File;)Landroid/os/Bundle;@0xb", respPath, 101},
	})
}

// TestDescriptorDepthIsANote: the fdchain fixture (sketch beside its
// smali) copies a MODE_READ_WRITE descriptor from field to field. Four
// fields deep (nearCurrent, :25) it is still judged writable; five deep
// (last, :24) is past the budget of helpers and fields followed, and the
// rule says so at the put, naming the field where it stopped, instead of
// staying silent.
func TestDescriptorDepthIsANote(t *testing.T) {
	const call = "Lcom/example/fdc/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	got := runDex(t, "fdchain", false, "CETP612")
	checkDex(t, got, []dexWant{
		{"CETP612", "note", call + "@0x15", "com/example/fdc/ToolProvider.java", 24},
		{"CETP612", "error", call + "@0x1a", "com/example/fdc/ToolProvider.java", 25},
	})
	wantOneNote(t, got, call+"@0x15", `cannot tell whether com.example.fdc.ToolProvider.call puts a writable descriptor under "result_fd": the descriptor is kept in the field com.example.fdc.ToolProvider.opened, more than 4 helpers and fields deep (the budget followed)`, "the descriptor five fields deep")
	for _, f := range got {
		if f.Level.String() == "error" && !strings.Contains(f.Message, "it is opened with MODE_READ_WRITE (kept in the field com.example.fdc.ToolProvider.nearCurrent, copied from com.example.fdc.ToolProvider.nearShared, copied from com.example.fdc.ToolProvider.nearStaged, copied from com.example.fdc.ToolProvider.nearOpened)") {
			t.Errorf("message %q: want the chain of fields named", f.Message)
		}
	}
}
