package dexrules_test

import "testing"

// TestRev67JavaModern (rev67_j1, "LendShed" tool library: Java 17 through
// D8, two hand-written providers written the modern way — a record for
// the arguments, switch expressions over the tool name, pattern-matching
// instanceof, streams and D8 lambda classes, CompletableFuture chains,
// Optional, try-with-resources over two resources, an inner-class
// listener, a synchronized counter; a helper's blind app, labels in
// testdata/dex/rev67_labels_j.md, first scanned at stop 50). Its first
// run found 8 of 9 labelled defects with no false finding; the miss was
// CETP604 through `Optional.ofNullable(getPackagesForUid(uid)).map(p ->
// p[0])`. Fixed since: an Optional made of the packages array hands the
// array to the function its map/flatMap/filter/ifPresent runs, judged by
// the function body's summary (optpkgs fixture). 9 of 9.
func TestRev67JavaModern(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev67_j1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/lendshed/shed/ShedProvider;->benchScreen(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;@0x2f", "com/lendshed/shed/ShedProvider.java", 147},
			{"CETP603", "error", "Lcom/lendshed/lending/LendingProvider;->lambda$giveBack$1(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/Integer;@0x0", "com/lendshed/lending/LendingProvider.java", 123},
			{"CETP604", "warning", "Lcom/lendshed/lending/LendingProvider;->myLoans(I)Landroid/os/Bundle;@0x12", "com/lendshed/lending/LendingProvider.java", 112},
			{"CETP606", "error", "Lcom/lendshed/shed/ShedProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x8c", "com/lendshed/shed/ShedProvider.java", 79},
			{"CETP609", "note", "Lcom/lendshed/lending/LendingProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/lendshed/lending/LendingProvider.java", 54},
			{"CETP609", "note", "Lcom/lendshed/shed/ShedProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/lendshed/shed/ShedProvider.java", 56},
			{"CETP612", "error", "Lcom/lendshed/lending/LendingProvider;->exportHistory()Landroid/os/Bundle;@0x1b", "com/lendshed/lending/LendingProvider.java", 138},
			{"CETP613", "error", "Lcom/lendshed/shed/ShedProvider;->reserve(Lorg/json/JSONObject;ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0x40", "com/lendshed/shed/ShedProvider.java", 121},
			{"CETP614", "error", "Lcom/lendshed/lending/LendingProvider;->lend(Lcom/lendshed/core/LendArgs;ILjava/lang/String;)Landroid/os/Bundle;@0x10", "com/lendshed/lending/LendingProvider.java", 94},
			{"CETP622", "error", "Lcom/lendshed/shed/ShedProvider;->browse(Ljava/lang/String;)Landroid/os/Bundle;@0x23", "com/lendshed/shed/ShedProvider.java", 100},
			{"CETP624", "warning", "Lcom/lendshed/lending/LendingProvider;->trusted(I)Z@0x1c", "com/lendshed/lending/LendingProvider.java", 49},
		})
	}
}
