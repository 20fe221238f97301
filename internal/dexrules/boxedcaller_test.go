package dexrules_test

import "testing"

// TestBoxedCallerAndOptionalHint (boxedcaller): the Binder UID boxed by
// javac to reach a BiFunction handler is still the caller's identity
// when a session lookup binds it (CETP620 silent for PlotsProvider, the
// token-only lookup of BinsProvider reported); a calling_package hint
// wrapped in an Optional and only tested by a filter comparing it with the
// real package is checked, not trusted (CETP606 silent for PlotsProvider),
// while orElse making it the acting package is reported.
func TestBoxedCallerAndOptionalHint(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "boxedcaller", allCode, "CETP606", "CETP620"), []dexWant{
			{"CETP606", "error", "Lcom/bc/BinsProvider;->execute(ILandroid/os/Bundle;)Landroid/os/Bundle;@0x23", "com/bc/BinsProvider.java", 48},
			{"CETP620", "warning", "Lcom/bc/Sessions;->valid(Ljava/lang/String;)Z@0x17", "com/bc/Sessions.java", 27},
		})
	}
}
