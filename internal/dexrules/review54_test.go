package dexrules_test

import "testing"

// TestReview54 runs the demos a read-only reviewer wrote against stop 54's
// mechanisms (review54_*; their sketch/Notes.md say what each holds).
// CETP618: every mutation an executor runs must record the request
// (another tool's branch or provider writing a keyed table covers nothing),
// any of a mutation's writes may (a journal beside the business row), and a
// Room adapter's table counts. CETP620: a token row updated (marked used)
// is spent; a row found and its owner compared before the hand-over binds
// the lookup below; the caller column of a selection is bound only by what
// this path passes; SQLiteQueryBuilder reads rows too. CETP601: a
// superclass constructor that calls an overridable method hands the object
// away. CETP615: a field a setter also stores is judged per object since
// stop 55 (the setter's calls on the object read; NotesProvider's false
// error is gone, setters615 has more shapes). review54b (the
// later changes' review): a bound lookup binds a later one only when it
// runs on every path before it; a hook's result kept in a local across a
// call still decides the branch; a key's equals inherited from an app
// superclass counts what that class's constructor stores; a getter
// returning a copy or a List view of a field holding getPackagesForUid's
// array is read as that field, its length or size() tested for one
// guarding it.
func TestReview54(t *testing.T) {
	for _, tc := range []struct {
		fixture string
		rules   []string
		want    []dexWant
	}{
		{"review54_m618", []string{"CETP618"}, []dexWant{
			{"CETP618", "error", "Lcom/mt/MapExecutor;-><init>()V@0x8", "com/mt/MapExecutor.java", 11},
			{"CETP618", "error", "Lcom/mx/SharedExecutor;-><init>()V@0x8", "com/mx/SharedExecutor.java", 14},
		}},
		{"review54_r620", []string{"CETP601", "CETP606", "CETP620"}, []dexWant{
			{"CETP601", "error", "Lcom/tp/EditPrompt;->toIntent(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;@0x18", "com/tp/EditPrompt.java", 29},
			{"CETP606", "error", "Lcom/rq/OpsProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xbe", "com/rq/OpsProvider.java", 54},
			{"CETP620", "warning", "Lcom/rb/OpStore;->find(Ljava/lang/String;)Lcom/rb/Op;@0x1f", "com/rb/OpStore.java", 28},
			{"CETP620", "warning", "Lcom/rq/OpsProvider;->cancel(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0x2", "com/rq/OpsProvider.java", 76},
		}},
		{"review54b", []string{"CETP614", "CETP620"}, []dexWant{
			{"CETP614", "error", "Lcom/hk/PurgeProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x3e", "com/hk/PurgeProvider.java", 46},
			{"CETP620", "warning", "Lcom/eq/VaultProvider;->confirm(Ljava/lang/String;I)Ljava/lang/String;@0xc", "com/eq/VaultProvider.java", 44},
			{"CETP620", "warning", "Lcom/rs/CheckedProvider;->dispatch(Ljava/lang/String;Landroid/os/Bundle;Landroid/os/Bundle;)Landroid/os/Bundle;@0x12", "com/rs/CheckedProvider.java", 40},
		}},
		{"review54b_copy604", []string{"CETP604"}, []dexWant{
			{"CETP604", "warning", "Lcom/hg/Grants;->first(Landroid/content/Context;Lcom/hg/CallerInfo;Landroid/net/Uri;)V@0x5", "com/hg/Grants.java", 13},
		}},
		{"review54b_list604", []string{"CETP604"}, []dexWant{
			{"CETP604", "warning", "Lcom/hg/Grants;->first(Landroid/content/Context;Lcom/hg/CallerInfo;Landroid/net/Uri;)V@0x5", "com/hg/Grants.java", 13},
		}},
		{"review54_o615", []string{"CETP615"}, []dexWant{
			{"CETP615", "error", "Lcom/os/VaultProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x3b", "com/os/VaultProvider.java", 35},
		}},
	} {
		for _, allCode := range []bool{false, true} {
			checkDex(t, runDex(t, tc.fixture, allCode, tc.rules...), tc.want)
		}
	}
}
