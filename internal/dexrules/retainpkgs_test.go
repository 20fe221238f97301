package dexrules_test

import "testing"

// TestRetainPackages (testdata/dex/src/retainpkgs): CETP624 on a UID's
// packages narrowed to the partners' (retainAll either way round, Kotlin's
// intersect). The true positives grant when anything is left:
// Callers.isPartner, Gates.partnerWithScopes (the length it compares is
// another array's), Gates.enoughPartners (what is left compared with the
// number of scopes, not the packages), Gates.partnerReversed (the partner set narrowed to the
// packages) and PartnerSets.somePartner. The near misses are silent:
// Callers.onlyPartners and PartnerSets.allPartners compare what is left
// with the array's length, Gates.unchanged tests retainAll's "changed",
// Gates.sameAsAll compares with equals, Gates.sizeKept with the size taken
// before, and Gates.notBlocked is a denylist (any match denies). CETP609
// is the fixture's own shortcut.
func TestRetainPackages(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "retainpkgs", allCode), []dexWant{
			{"CETP624", "warning", "Lcom/example/rtp/Callers;->isPartner(Landroid/content/Context;I)Z@0x17", "com/example/rtp/Callers.java", 20},
			{"CETP624", "warning", "Lcom/example/rtp/Gates;->partnerWithScopes(Landroid/content/Context;I[Ljava/lang/String;)Z@0x1d", "com/example/rtp/Gates.java", 84},
			{"CETP624", "warning", "Lcom/example/rtp/Gates;->partnerReversed(Landroid/content/Context;I)Z@0x17", "com/example/rtp/Gates.java", 95},
			{"CETP624", "warning", "Lcom/example/rtp/Gates;->enoughPartners(Landroid/content/Context;I[Ljava/lang/String;)Z@0x17", "com/example/rtp/Gates.java", 107},
			{"CETP624", "warning", "Lcom/example/rtp/PartnerSets;->somePartner(Landroid/content/Context;I)Z@0x15", "com/example/rtp/PartnerSets.kt", 19},
			{"CETP609", "note", "Lcom/example/rtp/PartnerProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/example/rtp/PartnerProvider.java", 14},
		})
	}
}
