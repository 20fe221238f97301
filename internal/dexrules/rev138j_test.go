package dexrules_test

import "testing"

// TestRev138JavaTrails: blind round rev138_j (Trailmark, a hiking log's
// storage plumbing: a Pump handing a pipe end to a producer thread,
// openFile / openAssetFile, ZIP snapshots, SQLiteQueryBuilder DAOs,
// tickets kept as files; labels in testdata/dex/rev138_labels_j.md,
// written before any scan — the helper was briefed on security
// components and wrote this theme instead). First run (stop 59): 7 of 8,
// no false finding — CETP612, 605, 618 (at the lookup, :206), 622, 603,
// 607 and 619 (at call(), naming the snapshot row's insert). Missed:
// CETP620 (the ticket file is named by a hash of the caller, provider and
// request id, and the resume token is compared with a hash stored in it:
// a token verified against a record found by another key, which CETP620
// does not read as the token's store).
func TestRev138JavaTrails(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev138_j1", allCode), []dexWant{
			{"CETP603", "error", "Lcom/trailmark/vault/VaultToolProvider;->lambda$fetch$0(Ljava/io/File;Lcom/trailmark/io/AccessLog;Ljava/lang/String;JLjava/io/OutputStream;)V@0x4", "com/trailmark/vault/VaultToolProvider.java", 324},
			{"CETP605", "warning", "Lcom/trailmark/trips/TripToolProvider;->openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;@0x0", "com/trailmark/trips/TripToolProvider.java", 410},
			{"CETP607", "warning", "Lcom/trailmark/vault/VaultToolProvider;->restore(Lcom/trailmark/cetp/Call;Landroid/os/Bundle;)Landroid/os/Bundle;@0x137", "com/trailmark/vault/VaultToolProvider.java", 396},
			{"CETP612", "error", "Lcom/trailmark/trips/TripToolProvider;->track(Lcom/trailmark/cetp/Call;)Landroid/os/Bundle;@0x6b", "com/trailmark/trips/TripToolProvider.java", 314},
			{"CETP618", "error", "Lcom/trailmark/trips/TripToolProvider;->executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;@0xf5", "com/trailmark/trips/TripToolProvider.java", 206},
			{"CETP619", "warning", "Lcom/trailmark/vault/VaultToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x69", "com/trailmark/vault/VaultToolProvider.java", 120},
			{"CETP622", "error", "Lcom/trailmark/data/WaypointDao;->find(Lcom/trailmark/data/WaypointDao$Query;)Lcom/trailmark/data/WaypointCursor;@0x2f", "com/trailmark/data/WaypointDao.java", 31},
		})
	}
}
