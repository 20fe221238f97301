package dexrules_test

import "testing"

// TestRev135KotlinJavaInterop: blind round rev135_k (Fernhill, Kotlin
// providers over Java helpers: @JvmOverloads, @JvmField companions, SAM
// conversions of Java listeners, lateinit, Java builders; labels in
// testdata/dex/rev135_labels_k.md, written before any scan). First run
// (stop 58): 5 of 8, no false finding — CETP601 in the @JvmOverloads
// overload Resolutions.open (no line: kotlinc gives the overload none; it
// did not name LoanScreens; now judged at its caller, LoanScreens.java:16,
// the label's place), 603 (a Java Runnable a coroutine hands to an
// executor), 614, 620 at TicketCache.lookup naming the holds lookup, 622
// (ExportFiles.write naming LoanTools.export). Missed: CETP607 (a Java
// ErrorListener's lambda assigning e.message to a captured var: the var's
// taint is now followed (kvar607), but the text then travels a Failure
// object's field into a Java builder's setter, a chain of objects the
// analysis does not tie), 615 (a @JvmField ComponentName of another package).
// With the generators kept in holders (stop 59, tokengens.go): CETP613 at
// LendGraph.<init>:37, the holds tool set's TokenGenerator(Random(), 24),
// kept in ToolSet.tokens, which the builder's resume token is drawn
// through two record fields away (the loans generator and both session
// books' silent): 6 of 8.
func TestRev135KotlinJavaInterop(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev135_k1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/fernhill/lend/LoanScreens;->confirm(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;@0x4", "com/fernhill/lend/LoanScreens.java", 16},
			{"CETP603", "error", "Lcom/fernhill/lend/RenewalNote;->run()V@0x2", "com/fernhill/lend/RenewalNote.java", 19},
			{"CETP613", "error", "Lcom/fernhill/lend/LendGraph;-><init>(Landroid/content/Context;)V@0xe0", "com/fernhill/lend/Graph.kt", 37},
			{"CETP614", "error", "Lcom/fernhill/lend/LoanTools;->declareLost(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;@0x3c", "com/fernhill/lend/LoanTools.kt", 64},
			{"CETP620", "warning", "Lcom/fernhill/lend/TicketCache;->lookup(Ljava/lang/String;)Lcom/fernhill/lend/Ticket;@0x2", "com/fernhill/lend/TicketCache.java", 16},
			{"CETP622", "error", "Lcom/fernhill/lend/ExportFiles;->write(Ljava/io/File;Ljava/lang/String;[B)Ljava/io/File;@0x2c", "com/fernhill/lend/ExportFiles.java", 17},
		})
	}
}
