package dexrules_test

import (
	"strings"
	"testing"
)

// TestMutationExecutorOwnWrites (mutexec618: three providers on the CETP
// SDK base class, Java through D8 shapes, each with a mutation executor
// that keeps a ConcurrentHashMap of outcomes). The executor's own writes
// are searched without the mutation it runs: the mutation's database
// insert is the tool's state, not a record of the request. CachedExecutor
// keeps its records in the map only (its mutation inserts a note with the
// request id in a plain column): reported. Near misses: ReservingExecutor
// writes its own reservation row before the mutation runs; LedgerExecutor
// runs a mutation whose table makes request_id UNIQUE, so a retry fails
// its insert.
func TestMutationExecutorOwnWrites(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "mutexec618", allCode)
		checkDex(t, got, []dexWant{
			{"CETP508", "note", "Lcom/clawseed/cetp/sdk/CetpProviderResultKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)V@0x18", "../../testdata/dex/mutexec618.apk", 0},
			{"CETP609", "note", "Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "../../testdata/dex/mutexec618.apk", 0},
			{"CETP609", "note", "Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "../../testdata/dex/mutexec618.apk", 0},
			{"CETP609", "note", "Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "../../testdata/dex/mutexec618.apk", 0},
			{"CETP618", "error", "Lcom/mx/CachedExecutor;-><init>()V@0x8", "com/mx/CachedExecutor.java", 15},
		})
		for _, f := range got {
			// The message names the mutation's write it set aside.
			if f.RuleID == "CETP618" && !strings.Contains(f.Message, "the mutation's own write, SQLiteDatabase.insert in com.mx.NotesProvider.executeTool") {
				t.Errorf("CETP618 message does not name the mutation's write: %s", f.Message)
			}
		}
	}
}
