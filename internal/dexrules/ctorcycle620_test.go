package dexrules_test

import "testing"

// TestCtorCycle620 (ctorcycle620, hand-written smali): constructors that
// call each other (a crafted dex) do not send CETP620's token search round
// the cycle for ever — each gives its free hop once per path — and the
// lookup is still judged.
func TestCtorCycle620(t *testing.T) {
	checkDex(t, runDex(t, "ctorcycle620", true, "CETP620"), []dexWant{
		{"CETP620", "warning", "Lcom/cy/CycleProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xf", "com/cy/CycleProvider.java", 21},
	})
}
