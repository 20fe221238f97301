package dexrules_test

import (
	"strings"
	"testing"
)

// TestTextFormatPuts (dexz_format): JSON text written with String.format
// is read like an append after the key. The Random id at the %s after
// "operation_id": (javac's arguments array, line 29) and after
// "session_token": (kotlinc's format extension, whose vararg array is
// passed on through Arrays.copyOf, Jobs.kt:8) are CETP613; a Random id
// printed only under "trace_id" with the SecureRandom one at the
// operation_id specifier (line 33) and %1$s printing the SecureRandom id
// twice (Jobs.kt:11) are not. An arguments array made in another method
// (line 36) is a note, not silence.
func TestTextFormatPuts(t *testing.T) {
	got := runDex(t, "dexz_format", false)
	const fp = "Lcom/example/dzf/FormatProvider;->"
	checkDex(t, got, []dexWant{
		{"CETP613", "error", fp + "startJob()Landroid/os/Bundle;@0xc", "com/example/dzf/FormatProvider.java", 29},
		{"CETP613", "note", fp + "pairJob()Landroid/os/Bundle;@0x6", "com/example/dzf/FormatProvider.java", 36},
		{"CETP613", "error", "Lcom/example/dzf/JobsKt;->ktJob()Landroid/os/Bundle;@0x10", "com/example/dzf/Jobs.kt", 8},
	})
	for _, f := range got {
		if f.Level.String() == "note" && !strings.Contains(f.Message, `writes "operation_id" right before a format specifier`) {
			t.Errorf("note does not say where the analysis stopped: %s", f.Message)
		}
	}
}
