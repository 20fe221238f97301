package dexrules_test

import "testing"

// TestRev136JavaJobs: blind round rev136_j (Quillbin, a notebook app's
// storage and I/O plumbing: pipes made in the provider and fed through an
// executor-backed Outlet, openAssetFile / openFile overrides, ZIP export
// and import, inbox content URIs via getLastPathSegment, DAOs over
// SQLiteQueryBuilder and compileStatement, a CursorWrapper, approval
// tickets kept as files; labels in testdata/dex/rev136_labels_j.md,
// written before any scan). First run (stop 59): CETP612 (the pipe's write
// end), 605 (openAssetFile), 622 (the URI's last segment in a File), 603
// (the writer lambda on the executor), 607 (an IOException's message) and
// 619 (at call(), naming the resume path's mkdirs) found, no false
// finding. Fixed in the stop: CETP618 (the outcome map keyed by
// Request.dedupKey(), a text built from the object's requestId field: the
// key is now read through the helper; the backup provider's map, whose
// Request object goes to the SQLite ledger, stays silent) and CETP619's
// effect (a directory made is none: it names the backup row's insert):
// 7 of 8. CETP620 too: tickets kept as files named by the token's hash
// are a store (tokenstores.go fileLookup); the backup provider's resume
// reads with Approvals.read and nothing deletes, the notes provider's
// redeem deletes: 8 of 8.
func TestRev136JavaJobs(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev136_j1", allCode), []dexWant{
			{"CETP603", "error", "Lcom/quillbin/backup/BackupToolProvider;->lambda$download$0(Ljava/io/File;Lcom/quillbin/data/BackupDao$Backup;Ljava/io/OutputStream;)V@0x5", "com/quillbin/backup/BackupToolProvider.java", 350},
			{"CETP605", "warning", "Lcom/quillbin/notes/NotesToolProvider;->openAssetFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/content/res/AssetFileDescriptor;@0x0", "com/quillbin/notes/NotesToolProvider.java", 484},
			{"CETP607", "warning", "Lcom/quillbin/backup/BackupToolProvider;->restore(Lcom/quillbin/cetp/Request;Landroid/os/Bundle;)Landroid/os/Bundle;@0xa9", "com/quillbin/backup/BackupToolProvider.java", 407},
			{"CETP612", "error", "Lcom/quillbin/notes/NotesToolProvider;->attachment(Lcom/quillbin/cetp/Request;)Landroid/os/Bundle;@0x6d", "com/quillbin/notes/NotesToolProvider.java", 318},
			{"CETP618", "error", "Lcom/quillbin/notes/NotesToolProvider;->executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;@0x116", "com/quillbin/notes/NotesToolProvider.java", 203},
			{"CETP619", "warning", "Lcom/quillbin/backup/BackupToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6b", "com/quillbin/backup/BackupToolProvider.java", 121},
			{"CETP620", "warning", "Lcom/quillbin/backup/BackupToolProvider;->resume(Lcom/quillbin/cetp/Request;)Landroid/os/Bundle;@0x6", "com/quillbin/backup/BackupToolProvider.java", 246},
			{"CETP622", "error", "Lcom/quillbin/notes/NotesToolProvider;->attach(Lcom/quillbin/cetp/Request;)Landroid/os/Bundle;@0x7a", "com/quillbin/notes/NotesToolProvider.java", 397},
		})
	}
}
