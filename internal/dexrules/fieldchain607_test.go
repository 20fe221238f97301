package dexrules_test

import (
	"strings"
	"testing"
)

// TestFieldChain607 (fieldchain607, fieldchain607nm): exception text a
// Fault's constructor keeps, copied into an ErrorSpec through its setter
// (a DSL block's `message = fault.text`), is exception text where the
// spec's message is put under error_message — two fields away (rev129_k1's
// and rev118_k1's missed CETP607) — named by the tool that made the Fault;
// the same code with a fixed sentence is silent.
func TestFieldChain607(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "fieldchain607", allCode, "CETP607")
		checkDex(t, got, []dexWant{
			{"CETP607", "warning", "Lcom/fc/Replies;->failed(Lcom/fc/Fault;)Landroid/os/Bundle;@0x1e", "com/fc/Replies.java", 15},
		})
		for _, f := range got {
			if !strings.Contains(f.Message, "com.fc.Files.read") {
				t.Errorf("CETP607 names another maker: %s", f.Message)
			}
		}
		checkDex(t, runDex(t, "fieldchain607nm", allCode, "CETP607"), nil)
	}
}
