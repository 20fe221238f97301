package dexrules_test

import "testing"

// TestRev104JavaDescriptorsPipes (rev104_j1, "DarkRoom" print queue: Java
// 11 through D8, hand-written smali — file results as descriptors
// (ParcelFileDescriptor.open with read-only and read-write modes,
// createPipe/createReliablePipe with the write end filled by a D8 lambda
// on a Thread in try-with-resources), openFile overridden with the
// caller's mode, File paths from request arguments, OkHttp with an auth
// interceptor; a helper's blind app, labels in
// testdata/dex/rev104_labels_j.md, first scanned at stop 52). Its first
// run found 9 of the 10 labelled defects, no false finding (CETP613 at the
// token's put, :58). The tenth — openFile opening the file in the mode
// the caller passes — the labels call a judgement: CETP612 is about a
// descriptor under "result_fd", and openFile serves the ContentResolver
// API, not a CETP result.
func TestRev104JavaDescriptorsPipes(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev104_j1", allCode), []dexWant{
			{"CETP603", "error", "Lcom/darkroom/prints/PrintProvider;->lambda$execute$0(Landroid/os/ParcelFileDescriptor;Ljava/io/File;)V@0x0", "com/darkroom/prints/PrintProvider.java", 93},
			{"CETP604", "warning", "Lcom/darkroom/prints/PrintProvider;->allowed(I)Z@0x13", "com/darkroom/prints/PrintProvider.java", 44},
			{"CETP607", "warning", "Lcom/darkroom/prints/PrintProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x9d", "com/darkroom/prints/PrintProvider.java", 74},
			{"CETP609", "note", "Lcom/darkroom/prints/PrintProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/darkroom/prints/PrintProvider.java", 49},
			{"CETP612", "error", "Lcom/darkroom/prints/PrintProvider;->execute(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x35", "com/darkroom/prints/PrintProvider.java", 85},
			{"CETP612", "error", "Lcom/darkroom/prints/PrintProvider;->execute(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x6c", "com/darkroom/prints/PrintProvider.java", 101},
			{"CETP613", "error", "Lcom/darkroom/prints/PrintProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x3f", "com/darkroom/prints/PrintProvider.java", 58},
			{"CETP619", "warning", "Lcom/darkroom/prints/PrintProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x91", "com/darkroom/prints/PrintProvider.java", 72},
			{"CETP620", "warning", "Lcom/darkroom/prints/PrintProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x4d", "com/darkroom/prints/PrintProvider.java", 61},
			{"CETP622", "error", "Lcom/darkroom/prints/PrintProvider;->execute(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x87", "com/darkroom/prints/PrintProvider.java", 105},
		})
	}
}
