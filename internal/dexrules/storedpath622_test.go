package dexrules_test

import "testing"

// TestStoredPath622 (storedpath622): a field that only ever keeps the
// text of a path built from the agent's file name (job.outputPath =
// named(dir, name).getPath()) is judged where the path was built, not
// again at each reader (rev154_j1 reported four readers), also when a
// constructor stores the text its caller passes; a field that
// keeps the agent's text itself is reported where a reader first builds
// a path from it.
func TestStoredPath622(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "storedpath622", allCode), []dexWant{
			{"CETP605", "warning", "Lcom/sp/ExportProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/sp/ExportProvider.java", 19},
			{"CETP619", "warning", "Lcom/sp/ExportProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5a", "com/sp/ExportProvider.java", 31},
			{"CETP622", "error", "Lcom/sp/Outputs;->named(Ljava/io/File;Ljava/lang/String;)Ljava/io/File;@0x2", "com/sp/Outputs.java", 11},
			{"CETP622", "error", "Lcom/sp/Worker;->run(Lcom/sp/Job;[B)V@0x2a", "com/sp/Worker.java", 26},
			{"CETP625", "warning", "Lcom/sp/ExportProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "com/sp/ExportProvider.java", 20},
		})
	}
}
