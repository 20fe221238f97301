package dexrules_test

import "testing"

// TestRev81JavaRx (rev81_j1, "SpokeShop" bike repairs: Java 11 through D8,
// every tool's work in RxJava 3 chains — Single.fromCallable, a Completable
// from an action, map and onErrorReturn lambdas as D8's
// $$ExternalSyntheticLambdaN classes, subscribeOn(Schedulers.io()) —, the
// arguments bound by Gson into @SerializedName request classes, and the
// tools dispatched by a string switch in javac's two-switch shape; a
// helper's blind app, labels in testdata/dex/rev81_labels_j.md, first
// scanned at stop 51). Its first run found all 8 labelled defects, five of
// them across an Rx lambda (603 read inside Single.fromCallable run on
// Schedulers.io(), 606 through the Gson-bound field, 607 in onErrorReturn,
// 614 deciding a delete inside Completable.fromAction, 622 in a map
// lambda), with every near miss silent; CETP609 (a note, the provider
// checks package names only) is outside the labels.
func TestRev81JavaRx(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev81_j1", allCode), []dexWant{
			{"CETP603", "error", "Lcom/spokeshop/rentals/RentalProvider;->lambda$history$4(Landroid/database/sqlite/SQLiteDatabase;)Landroid/os/Bundle;@0x3", "com/spokeshop/rentals/RentalProvider.java", 143},
			{"CETP606", "error", "Lcom/spokeshop/repairs/RepairProvider;->book(Lcom/spokeshop/repairs/RepairRequest;)Landroid/os/Bundle;@0x6", "com/spokeshop/repairs/RepairProvider.java", 104},
			{"CETP607", "warning", "Lcom/spokeshop/rentals/RentalProvider;->lambda$searchBikes$3(Ljava/lang/Throwable;)Landroid/os/Bundle;@0x6", "com/spokeshop/rentals/RentalProvider.java", 135},
			{"CETP609", "note", "Lcom/spokeshop/repairs/RepairProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/spokeshop/repairs/RepairProvider.java", 57},
			{"CETP613", "error", "Lcom/spokeshop/repairs/RepairProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x39", "com/spokeshop/repairs/RepairProvider.java", 66},
			{"CETP613", "error", "Lcom/spokeshop/repairs/RepairProvider;->cancel(Lcom/spokeshop/repairs/RepairRequest;)Landroid/os/Bundle;@0x1b", "com/spokeshop/repairs/RepairProvider.java", 117},
			{"CETP614", "error", "Lcom/spokeshop/repairs/RepairProvider;->cancel(Lcom/spokeshop/repairs/RepairRequest;)Landroid/os/Bundle;@0x4", "com/spokeshop/repairs/RepairProvider.java", 114},
			{"CETP620", "warning", "Lcom/spokeshop/repairs/RepairProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x47", "com/spokeshop/repairs/RepairProvider.java", 69},
			{"CETP622", "error", "Lcom/spokeshop/repairs/RepairProvider;->lambda$searchParts$2(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase;)Landroid/os/Bundle;@0x1a", "com/spokeshop/repairs/RepairProvider.java", 129},
			{"CETP624", "warning", "Lcom/spokeshop/repairs/RepairProvider;->partner(I)Z@0x14", "com/spokeshop/repairs/RepairProvider.java", 43},
		})
	}
}
