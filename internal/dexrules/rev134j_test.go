package dexrules_test

import "testing"

// TestRev134JavaStorage: blind round rev134_j (Tallycrate, storage and I/O
// plumbing: pipes fed by writer threads, openFile / openAssetFile, ZIP
// export and import, content URIs, a DAO over SQLiteQueryBuilder, a cursor
// wrapper, a file cache keyed by request id, resume records kept as files;
// labels in testdata/dex/rev134_labels_j.md, written before any scan).
// First run (stop 58): CETP603, 605, 607 and 622 (ReceiptDao.search's
// appendWhere) found, 619 reported at call() naming the resume files'
// mkdirs rather than the import's insert, with seven false CETP622 errors:
// file names made of the SHA-256 of request values (a digest passed the
// request's taint on) and an image file name read from a receipt row (the
// rows of a query whose SQLiteQueryBuilder held a request value were taken
// for the request). Both fixed (io612; a Cursor a query returns is rows),
// and CETP612 found (the pipe wrapper's sink, element 1 of the array its
// constructor took): 6 of 8 counting 619, no false finding. Stop 59:
// CETP618 found (the outcomes map is keyed by a text built from the
// ToolCall's requestId field; the archive's map, whose carrier object goes
// to a ledger keyed by request_id, silent) and 619 names the resume files'
// delete (a directory made is no effect): 7 of 8. And CETP620: resume
// records kept as files named by the token's hash are a store (the File
// made from it is the lookup, a delete the removal); the receipts path
// reads with peek and never deletes (reported where resume hands the token
// on), the archive's take deletes (silent), and the confirmation screen's
// answer is no request's use: 8 of 8.
func TestRev134JavaStorage(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev134_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/tallycrate/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x8", "com/tallycrate/cetp/Replies.java", 55},
			{"CETP603", "error", "Lcom/tallycrate/receipts/ReceiptsToolProvider;->lambda$image$0$com-tallycrate-receipts-ReceiptsToolProvider(Ljava/io/File;JLjava/io/OutputStream;)V@0x18", "com/tallycrate/receipts/ReceiptsToolProvider.java", 320},
			{"CETP605", "warning", "Lcom/tallycrate/archive/ArchiveToolProvider;->openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;@0x0", "com/tallycrate/archive/ArchiveToolProvider.java", 471},
			{"CETP607", "warning", "Lcom/tallycrate/archive/ArchiveToolProvider;->importArchive(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;@0x141", "com/tallycrate/archive/ArchiveToolProvider.java", 376},
			{"CETP612", "error", "Lcom/tallycrate/archive/ArchiveToolProvider;->fetch(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;@0x62", "com/tallycrate/archive/ArchiveToolProvider.java", 336},
			{"CETP618", "error", "Lcom/tallycrate/receipts/ReceiptsToolProvider;->executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;@0x10f", "com/tallycrate/receipts/ReceiptsToolProvider.java", 206},
			{"CETP619", "warning", "Lcom/tallycrate/archive/ArchiveToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6b", "com/tallycrate/archive/ArchiveToolProvider.java", 117},
			{"CETP620", "warning", "Lcom/tallycrate/receipts/ReceiptsToolProvider;->resume(Lcom/tallycrate/cetp/ToolCall;)Landroid/os/Bundle;@0x6", "com/tallycrate/receipts/ReceiptsToolProvider.java", 231},
			{"CETP622", "error", "Lcom/tallycrate/data/ReceiptDao;->search(Lcom/tallycrate/data/ReceiptDao$Query;)Lcom/tallycrate/data/ReceiptCursor;@0x2a", "com/tallycrate/data/ReceiptDao.java", 29},
		})
	}
}
