package dexrules_test

import "testing"

// TestRev60JavaMultidex (rev60_j1, "SeedVault" seed swap: Java 8 style
// through D8, multidex — the providers in classes.dex, their helpers, a
// Room-style DAO implementation (androidx.room stubs bundled) and the
// notification code in classes2.dex —, providers overriding query,
// insert and openFile beside call(), GET_SIGNATURES in one provider, a
// resolution naming another package's class; a helper's blind app, labels
// in testdata/dex/rev60_labels_j.md, first scanned at stop 49). Its first
// run found 9 of 10 labelled defects with no false finding (605 twice,
// 610, 612, 614, 615, 616, 619, 625). Fixed since: Room's
// RoomSQLiteQuery.acquire(sql, n) and RoomDatabase.query/compileStatement
// take SQL text (CETP622 in the DAO's search). 10 of 10.
func TestRev60JavaMultidex(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev60_j1", allCode), []dexWant{
			{"CETP605", "warning", "Lcom/seedvault/plots/PlotProvider;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;@0x0", "com/seedvault/plots/PlotProvider.java", 139},
			{"CETP605", "warning", "Lcom/seedvault/swap/SwapProvider;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;@0x0", "com/seedvault/swap/SwapProvider.java", 122},
			{"CETP610", "warning", "Lcom/seedvault/notify/Reminders;->swapDue(Landroid/content/Context;)Landroid/app/PendingIntent;@0xa", "com/seedvault/notify/Reminders.java", 18},
			{"CETP612", "error", "Lcom/seedvault/swap/SwapProvider;->execute(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x8b", "com/seedvault/swap/SwapProvider.java", 108},
			{"CETP614", "error", "Lcom/seedvault/swap/SwapProvider;->claim(Lorg/json/JSONObject;I)Landroid/os/Bundle;@0xc", "com/seedvault/swap/SwapProvider.java", 80},
			{"CETP615", "error", "Lcom/seedvault/swap/SwapProvider;->claimScreen(J)Landroid/app/PendingIntent;@0x18", "com/seedvault/swap/SwapProvider.java", 91},
			{"CETP616", "warning", "Lcom/seedvault/core/LegacyCallers;->trusted(Landroid/content/Context;I)Z@0x1d", "com/seedvault/core/LegacyCallers.java", 24},
			{"CETP619", "warning", "Lcom/seedvault/swap/SwapProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x7e", "com/seedvault/swap/SwapProvider.java", 66},
			{"CETP622", "error", "Lcom/seedvault/data/SeedDao;->search(Ljava/lang/String;)Landroid/database/Cursor;@0x1a", "com/seedvault/data/SeedDao.java", 29},
			{"CETP625", "warning", "Lcom/seedvault/swap/SwapProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x41", "com/seedvault/swap/SwapProvider.java", 56},
		})
	}
}
