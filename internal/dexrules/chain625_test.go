package dexrules_test

import "testing"

// TestChainSession625 (chain625): a session_token read in an object only
// another provider constructs for itself (its interceptor chain, built
// in its onCreate) is not this provider's read, though a shared call()
// reaches the class (rev144_j1's missed CETP625).
func TestChainSession625(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "chain625", allCode, "CETP625"), []dexWant{
			{"CETP625", "warning", "Lcom/ch/ToolHost;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x26", "com/ch/ToolHost.java", 32},
		})
	}
}
