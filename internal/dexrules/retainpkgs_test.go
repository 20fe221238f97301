package dexrules_test

import "testing"

// TestRetainPackages (testdata/dex/src/retainpkgs): CETP624 on a UID's
// packages narrowed with retainAll. isPartner accepts the caller when
// any package is left; onlyPartners, the near miss, compares what is left
// with the whole array. CETP609 is the fixture's own shortcut.
func TestRetainPackages(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "retainpkgs", allCode), []dexWant{
			{"CETP624", "warning", "Lcom/example/rtp/Callers;->isPartner(Landroid/content/Context;I)Z@0x17", "com/example/rtp/Callers.java", 20},
			{"CETP609", "note", "Lcom/example/rtp/PartnerProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/example/rtp/PartnerProvider.java", 13},
		})
	}
}
