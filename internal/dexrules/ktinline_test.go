package dexrules_test

import "testing"

// TestInlinedLineThroughSMAP: kotlinc numbers an inline function's body
// past the end of the calling file; the ktinline fixture's SMAP
// (dalvik.annotation.SourceDebugExtension) maps ReportProvider's line 25 to
// Errors.kt:4, and BrokenMapProvider, whose Kotlin stratum is damaged,
// falls back to the call's line 15 by the KotlinDebug stratum. A finding in
// the class's own lines keeps its file (CETP605 at the entry).
func TestInlinedLineThroughSMAP(t *testing.T) {
	const call = "->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	got := runDex(t, "ktinline", false, "CETP607", "CETP605")
	checkDex(t, got, []dexWant{
		{"CETP605", "warning", "Lcom/example/ki/BrokenMapProvider;" + call + "@0x0", "com/example/ki/BrokenMapProvider.kt", 13},
		{"CETP607", "warning", "Lcom/example/ki/BrokenMapProvider;" + call + "@0x23", "com/example/ki/BrokenMapProvider.kt", 15},
		{"CETP605", "warning", "Lcom/example/ki/ReportProvider;" + call + "@0x0", "com/example/ki/ReportProvider.kt", 13},
		{"CETP607", "warning", "Lcom/example/ki/ReportProvider;" + call + "@0x23", "com/example/ki/Errors.kt", 4},
	})
}
