package dexrules_test

import "testing"

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
