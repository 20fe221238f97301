package dexrules_test

import "testing"

// TestVerdictSwitch614 (verdictswitch614): a consent helper returning an
// int verdict, GRANTED when the request's user_confirmed is set, whose
// caller switches on it (a packed-switch, not an if on the constant): the
// GRANTED case alone reaches the delete, so the flag decides it (CETP614
// at MergeProvider's switch, line 21; rev174_j1's ClientsProvider.consent
// was missed). PurgeProvider's flag only chooses NEEDED, a case that
// returns: silent.
func TestVerdictSwitch614(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "verdictswitch614", allCode), []dexWant{
			{"CETP508", "error", "Lcom/vs/MergeProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x39", "com/vs/MergeProvider.java", 25},
			{"CETP508", "error", "Lcom/vs/PurgeProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x39", "com/vs/PurgeProvider.java", 25},
			{"CETP609", "note", "Lcom/vs/MergeProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "com/vs/MergeProvider.java", 14},
			{"CETP609", "note", "Lcom/vs/PurgeProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "com/vs/PurgeProvider.java", 14},
			{"CETP614", "error", "Lcom/vs/MergeProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x30", "com/vs/MergeProvider.java", 21},
		})
	}
}

// TestReflectField622 (reflectfield622): Method.invoke on a handler kept
// in a field (a router built once from the provider's tools() object) runs
// the methods carrying the annotation the app collects its tools by:
// read_file's path injection is judged (CETP622 at FileTools.java:22,
// where a CETP106 note said the call was followed no further), and the
// unannotated dump beside it, the same sink, stays silent.
func TestReflectField622(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "reflectfield622", allCode), []dexWant{
			{"CETP609", "note", "Lcom/rf/FilesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/rf/FilesProvider.java", 25},
			{"CETP622", "error", "Lcom/rf/FileTools;->read(Lorg/json/JSONObject;)Landroid/os/Bundle;@0x11", "com/rf/FileTools.java", 22},
		})
	}
}
