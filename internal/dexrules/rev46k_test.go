package dexrules_test

import "testing"

// TestRev46KotlinKoin (rev46_k1, "ShedShare" tool library: Kotlin with
// Koin's `by inject()` and module lambdas, kotlinx.serialization-decoded
// arguments with @SerialName-renamed fields, value classes, Result and
// runCatching, `object` singletons, inline reified helpers, a Handler and
// an executor; a helper's blind app, stop 47, labels in
// testdata/dex/rev46_labels_k.md). Its first run found 7 of 9 labelled
// defects and kept 7 of 9 near misses silent: a false CETP622 where a
// helper returns the canonical file only when it lies inside the
// directory and null otherwise (`return if (inside) file else null`,
// both joined in one register before one return) — a return or a store
// is now guarded when every definition of its register that the check's
// failure path reaches is a constant. Not counted as misses: CETP606 is a
// note (the fixture's hand-written serializer leaves out the plugin's
// synthetic constructor, which the analysis reads the JSON keys from, so
// it says they are not all known) and CETP607 (the exception text goes to
// the SDK's CetpProviderResult.error, and this APK does not carry the
// SDK). The note on Handler.post (LendingProvider.kt:71) is right about
// the code as written: the fixture's smali hands post the package String
// where the Runnable should be (a slip of its hand translation, which the
// verifier would reject), and the analysis says it cannot tell what that
// body is.
func TestRev46KotlinKoin(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev46_k1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/shedshare/tools/LendingProvider;->writeOffTool(ILcom/shedshare/tools/BorrowArgs;Ljava/lang/String;)Landroid/os/Bundle;@0x1c", "com/shedshare/tools/LendingProvider.kt", 131},
			{"CETP603", "error", "Lcom/shedshare/tools/ShedProvider;->dispatch$lambda$0(Lcom/shedshare/tools/ShedProvider;Ljava/lang/String;)Lcom/shedshare/tools/DeskResult;@0x4", "com/shedshare/tools/ShedProvider.kt", 55},
			{"CETP603", "note", "Lcom/shedshare/tools/LendingProvider;->borrowTool(Lcom/shedshare/tools/BorrowArgs;Ljava/lang/String;)Landroid/os/Bundle;@0x3f", "com/shedshare/tools/LendingProvider.kt", 71},
			{"CETP606", "note", "Lcom/shedshare/tools/LendingProvider;->reserveTool(Lcom/shedshare/tools/BorrowArgs;Ljava/lang/String;)Landroid/os/Bundle;@0x0", "com/shedshare/tools/LendingProvider.kt", 84},
			{"CETP606", "note", "Lcom/shedshare/tools/ShedProvider;->transferLoan(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lcom/shedshare/tools/DeskArgs;)Lcom/shedshare/tools/DeskResult;@0x0", "com/shedshare/tools/ShedProvider.kt", 67},
			{"CETP609", "note", "Lcom/shedshare/tools/ShedProvider;->dispatch$lambda$0(Lcom/shedshare/tools/ShedProvider;Ljava/lang/String;)Lcom/shedshare/tools/DeskResult;@0x4", "com/shedshare/tools/ShedProvider.kt", 55},
			{"CETP611", "error", "Lcom/shedshare/tools/LendingProvider;->handOver(Lcom/shedshare/tools/BorrowArgs;)Landroid/os/Bundle;@0x15", "com/shedshare/tools/LendingProvider.kt", 105},
			{"CETP613", "error", "Lcom/shedshare/tools/LendingProvider;->writeOffTool(ILcom/shedshare/tools/BorrowArgs;Ljava/lang/String;)Landroid/os/Bundle;@0x27", "com/shedshare/tools/LendingProvider.kt", 132},
			{"CETP614", "error", "Lcom/shedshare/tools/LendingProvider;->retireTool(ILcom/shedshare/tools/BorrowArgs;Ljava/lang/String;)Landroid/os/Bundle;@0x4", "com/shedshare/tools/LendingProvider.kt", 121},
			{"CETP622", "error", "Lcom/shedshare/tools/EnvelopesKt;->manualFile-6jHAomo(Landroid/content/Context;Ljava/lang/String;)Ljava/io/File;@0x14", "com/shedshare/tools/Envelopes.kt", 21},
			{"CETP622", "error", "Lcom/shedshare/tools/SqlToolLedger;->findByName(Ljava/lang/String;)J@0x1e", "com/shedshare/tools/Ledger.kt", 22},
		})
	}
}
