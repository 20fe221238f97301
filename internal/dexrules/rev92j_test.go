package dexrules_test

import "testing"

// TestRev92JavaStorageLibraries (rev92_j1, "CellarBook" wine cellar: Java
// 11 through D8, storage through libraries the APK references — SQLCipher's
// SQLiteDatabase, Tencent MMKV, Realm with an executeTransaction lambda; a
// helper's blind app, labels in testdata/dex/rev92_labels_j.md, first
// scanned at stop 51). Its first run found 4 of the 8 labelled defects;
// the misses were all the libraries' calls. Found since: SQLCipher's
// databases are read as the framework's (CETP622 in rawQuery, CETP614 for
// its delete), and MMKV's encode/remove/clear and Realm's writes and
// deletes are side effects; and CETP619, which skipped the provider as
// serving no execute_tool — it names no "execute_tool" and serves its tools
// in the default arm of its method dispatch — judges a provider reading a
// tool_name too. Since stop 52: CETP620 for a resume token kept in MMKV
// and looked up by the token alone (MMKV is a token store, as
// SharedPreferences is: its decode and get methods look up, its removes
// spend; RackProvider.takeOut, comparing the stored UID and removing both
// entries, stays silent). 8 of 8.
func TestRev92JavaStorageLibraries(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev92_j1", allCode), []dexWant{
			{"CETP607", "warning", "Lcom/cellarbook/cellar/CellarProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xe7", "com/cellarbook/cellar/CellarProvider.java", 74},
			{"CETP609", "note", "Lcom/cellarbook/cellar/CellarProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/cellarbook/cellar/CellarProvider.java", 47},
			{"CETP613", "error", "Lcom/cellarbook/cellar/CellarProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x45", "com/cellarbook/cellar/CellarProvider.java", 56},
			{"CETP614", "error", "Lcom/cellarbook/cellar/CellarProvider;->execute(Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;@0x67", "com/cellarbook/cellar/CellarProvider.java", 87},
			{"CETP619", "warning", "Lcom/cellarbook/cellar/CellarProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x98", "com/cellarbook/cellar/CellarProvider.java", 65},
			{"CETP620", "warning", "Lcom/cellarbook/cellar/CellarProvider;->drink(Lorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;@0x19", "com/cellarbook/cellar/CellarProvider.java", 101},
			{"CETP622", "error", "Lcom/cellarbook/cellar/CellarProvider;->execute(Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;@0x2a", "com/cellarbook/cellar/CellarProvider.java", 80},
			{"CETP624", "warning", "Lcom/cellarbook/cellar/CellarProvider;->trusted(I)Z@0x14", "com/cellarbook/cellar/CellarProvider.java", 37},
			{"CETP625", "warning", "Lcom/cellarbook/cellar/CellarProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x49", "com/cellarbook/cellar/CellarProvider.java", 59},
		})
	}
}
