package dexrules_test

import "testing"

// TestRev26ParamDispatch: a private helper that builds the resolution
// PendingIntent from `s.intent(ctx)`, s an interface-typed parameter, is a
// wrapper of what its callers pass. resolution is only ever given
// ConfirmScreen (an Intent naming ConfirmActivity): silent, although
// ShareScreen (an implicit Intent) is made on a reachable path too.
// chooserResolution is given ShareScreen: CETP602 at the caller's call of
// the wrapper (pickTarget, line 56).
func TestRev26ParamDispatch(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev26_narrow", allCode), []dexWant{
			{"CETP602", "error", "Lcom/example/r26n/LinksProvider;->pickTarget(Landroid/os/Bundle;)Landroid/os/Bundle;@0x1c", "com/example/r26n/LinksProvider.kt", 56},
		})
	}
}
