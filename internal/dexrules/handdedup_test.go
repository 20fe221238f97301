package dexrules_test

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/finding"
)

// TestHandDedup (testdata/dex/src/handdedup, written blind; labels in
// testdata/dex/handdedup_labels.md): deduplication of execute_tool written
// by hand. A putIfAbsent whose previous value returns the first result and
// a set's add tested before the mutation, both in memory only, are
// reported at the lookup. Silent: a friend request's id (another value
// than the request_id), a cancellation registry's bare put, a memory
// cache in front of preferences keyed by the request_id itself or by
// "req_" + id in a helper, a marker File named by the id, a Room DAO
// given an entity built from it, and a payment library's getRequestId().
// A dispatcher that hands the same request_id to every tool does not lend
// one tool's durable record to another (the transfer tool is reported
// though the note tool records the id in preferences).
func TestHandDedup(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "handdedup", allCode, "CETP618"), []dexWant{
			{"CETP618", "error", "Lcom/example/hdd/InvoiceSender;->send(Landroid/os/Bundle;)Landroid/os/Bundle;@0x14", "com/example/hdd/InvoiceSender.java", 22},
			{"CETP618", "error", "Lcom/example/hdd/TransferService;->transfer(Lcom/example/hdd/AppDb;Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x2", "com/example/hdd/TransferService.java", 18},
		})
	}
}

// TestHandDedupDeepRecord (testdata/dex/src/deepdedup: handdedup whose
// RequestLog writes the "req_" + id preference three private helpers
// below remember): the search for a durable record stops
// maxIDDepth calls below the lookup, and the book_slot deduplication
// it could not clear is a note naming where it stopped, not a finding
// and not silence. The two memory-only deduplications are still errors.
func TestHandDedupDeepRecord(t *testing.T) {
	const book = "Lcom/example/hdd/SlotBooker;->book(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0x2"
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "deepdedup", allCode, "CETP618")
		wantOneNote(t, got, book, "com.example.hdd.RequestLog.writeEntry hands it to com.example.hdd.RequestLog.put, 4 calls below com.example.hdd.SlotBooker.book", "the durable-record search's depth")
		var errs []finding.Finding
		for _, f := range got {
			if f.Level != finding.Note {
				errs = append(errs, f)
			}
		}
		checkDex(t, errs, []dexWant{
			{"CETP618", "error", "Lcom/example/hdd/InvoiceSender;->send(Landroid/os/Bundle;)Landroid/os/Bundle;@0x14", "com/example/hdd/InvoiceSender.java", 22},
			{"CETP618", "error", "Lcom/example/hdd/TransferService;->transfer(Lcom/example/hdd/AppDb;Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x2", "com/example/hdd/TransferService.java", 18},
		})
	}
}
