package dexrules_test

import "testing"

// TestNumReply622 (numreply622): a reply object that holds only a number
// computed from the agent's arguments (`now + hours * 3600000L`, passed to
// JSONObject.put(String, long)) gives no request text under any key, so
// the "file" a provider reads back from its result class is its own
// export's name (PlannerProvider, rev173_k1's false CETP622 at both
// deliverExport blocks); the same read of a result whose reply keeps the
// agent's archive name under "file" is the escape (ArchiveProvider).
func TestNumReply622(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "numreply622", allCode), []dexWant{
			{"CETP605", "warning", "Lcom/nr/ArchiveProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/nr/ArchiveProvider.java", 17},
			{"CETP605", "warning", "Lcom/nr/PlannerProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/nr/PlannerProvider.java", 18},
			{"CETP619", "warning", "Lcom/nr/ArchiveProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2a", "com/nr/ArchiveProvider.java", 25},
			{"CETP619", "warning", "Lcom/nr/PlannerProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2a", "com/nr/PlannerProvider.java", 26},
			{"CETP622", "error", "Lcom/nr/ArchiveProvider;->deliver(Lorg/json/JSONObject;)Landroid/os/ParcelFileDescriptor;@0xc", "com/nr/ArchiveProvider.java", 51},
			{"CETP625", "warning", "Lcom/nr/ArchiveProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "com/nr/ArchiveProvider.java", 18},
			{"CETP625", "warning", "Lcom/nr/PlannerProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "com/nr/PlannerProvider.java", 19},
		})
	}
}
