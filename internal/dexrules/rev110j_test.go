package dexrules_test

import "testing"

// TestRev110JavaDesugared (rev110_j1, "Shoebox" photo albums and backups:
// Java 11 through D8 for --min-api 21 with core library desugaring,
// hand-written smali — j$.util.stream, j$.time, j$.util.Optional and
// j$.util.concurrent in the app's calls, D8's backports, interface default
// methods moved to I$-CC with forwarders, javac's bridge methods of a
// generic ToolHandler, try-with-resources; a helper's blind app, labels in
// testdata/dex/rev110_labels_j.md, first scanned at stop 53). Its first
// run found 5 of the 8 labelled defects, no false finding (CETP601 at the
// call passing FLAG_UPDATE_CURRENT alone into the helper). Missed: the
// exception messages joined by a stream of the causes (CETP607) and the
// operation id joined by a stream from the clock and a counter (CETP613) —
// streams carried no taint at all, desugared or not — and a resume token
// looked up with j$'s ConcurrentHashMap.getOrDefault (CETP620), a class the
// token-store table did not know under its j$ name. Since: a stream step
// is made from its source and what the functions it applies return
// (Stream.map(Throwable::getMessage) makes exception text), and the
// desugared library's classes, $-CC companions and $-EL dispatch helpers
// are read as the java.* methods they stand for (program.Desugared). 8 of
// 8 (CETP613 at the put of the operation id).
func TestRev110JavaDesugared(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev110_j1", allCode), []dexWant{
			{"CETP601", "error", "Lapp/shoebox/album/AlbumProvider;->execute(ILandroid/os/Bundle;)Landroid/os/Bundle;@0x99", "app/shoebox/album/AlbumProvider.java", 99},
			{"CETP603", "error", "Lapp/shoebox/album/AlbumProvider;->lambda$execute$0(Lapp/shoebox/core/Ledger;Ljava/lang/String;Ljava/lang/String;)V@0x0", "app/shoebox/album/AlbumProvider.java", 112},
			{"CETP607", "warning", "Lapp/shoebox/backup/BackupProvider;->execute(ILandroid/os/Bundle;)Landroid/os/Bundle;@0x15e", "app/shoebox/backup/BackupProvider.java", 134},
			{"CETP613", "error", "Lapp/shoebox/backup/BackupProvider;->execute(ILandroid/os/Bundle;)Landroid/os/Bundle;@0xa7", "app/shoebox/backup/BackupProvider.java", 109},
			{"CETP614", "error", "Lapp/shoebox/backup/PurgeHandler;->handle(Lorg/json/JSONObject;)Landroid/os/Bundle;@0x1f", "app/shoebox/backup/PurgeHandler.java", 22},
			{"CETP620", "warning", "Lapp/shoebox/core/Approvals;->peek(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z@0x4", "app/shoebox/core/Approvals.java", 62},
			{"CETP622", "error", "Lapp/shoebox/album/PhotoQueries$-CC;->$default$photosTagged(Lapp/shoebox/album/PhotoQueries;Ljava/lang/String;)Ljava/util/List;@0x23", "app/shoebox/album/PhotoQueries.java", 14},
			{"CETP624", "warning", "Lapp/shoebox/core/Callers;->anyAllowed(Landroid/content/Context;I)Z@0x1a", "app/shoebox/core/Callers.java", 25},
		})
	}
}
