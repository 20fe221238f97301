package dexrules_test

import "testing"

// TestDigestNamesAndPipeWrappers (io612): a file named by the SHA-256 of
// a request value is no path injection (silent at IoProvider.java:29; the
// raw name CETP622 at :31), and the write end of a pipe a wrapper keeps in
// a field, taken from the array its constructor is given, is a writable
// result descriptor (CETP612 at :35; the read end silent at :33).
func TestDigestNamesAndPipeWrappers(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "io612", allCode), []dexWant{
			{"CETP609", "note", "Lcom/io/IoProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2", "com/io/IoProvider.java", 21},
			{"CETP612", "error", "Lcom/io/IoProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xab", "com/io/IoProvider.java", 35},
			{"CETP619", "warning", "Lcom/io/IoProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x7f", "com/io/IoProvider.java", 29},
			{"CETP622", "error", "Lcom/io/IoProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x8e", "com/io/IoProvider.java", 31},
			{"CETP625", "warning", "Lcom/io/IoProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xa", "com/io/IoProvider.java", 21},
		})
	}
}
