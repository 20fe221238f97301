package dexrules_test

import "testing"

// TestDefaultCtorToken (dexaa_ctor): a Kotlin object made through
// kotlinc's default-constructor bridge is judged by that call. The
// Ticket whose token is left to its java.util.Random default (mask 1,
// line 19) is CETP613; the Ticket given a UUID, its label alone
// defaulted (line 17), is not. main kept one answer for the field and
// gave both a note.
func TestDefaultCtorToken(t *testing.T) {
	got := runDex(t, "dexaa_ctor", false)
	const call = "Lcom/example/dac/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	checkDex(t, got, []dexWant{
		{"CETP609", "note", call + "@0x5", "com/example/dac/ToolProvider.kt", 14},
		{"CETP613", "error", call + "@0x3b", "com/example/dac/ToolProvider.kt", 19},
	})
}
