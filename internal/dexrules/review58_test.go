package dexrules_test

import "testing"

// TestReview58 (review58_*: a reviewer's demos of stop 58's mechanisms,
// each a false finding or a miss before its fix): a table whose key is put
// twice, or that <clinit> changes with replace or hands to another class,
// is no constant table — its flags stay unknown (t601b: notes at :29, :32,
// :35, an error before for the second put of FLAG_IMMUTABLE); a removal in a
// catch block does not spend a ticket its caller keeps after every run
// that succeeds (s620b); a key kept by a class that hands it to a function
// value ignoring it is no read of session_token (k625k).
func TestReview58(t *testing.T) {
	for _, tc := range []struct {
		fixture, rule string
		want          []dexWant
	}{
		{"review58_t601b", "CETP601", []dexWant{
			{"CETP601", "note", "Lcom/tb/TbProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2e", "com/tb/TbProvider.java", 29},
			{"CETP601", "note", "Lcom/tb/TbProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x41", "com/tb/TbProvider.java", 32},
			{"CETP601", "note", "Lcom/tb/TbProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x54", "com/tb/TbProvider.java", 35},
		}},
		{"review58_s620b", "CETP620", []dexWant{
			{"CETP620", "warning", "Lcom/sp/ArchiveTools;->execute(Landroid/os/Bundle;I)Landroid/os/Bundle;@0x0", "com/sp/ArchiveTools.java", 15},
		}},
		{"review58_k625k", "CETP625", []dexWant{
			{"CETP625", "warning", "Lcom/kk/P0;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x15", "com/kk/App.kt", 19},
		}},
	} {
		t.Run(tc.fixture, func(t *testing.T) {
			checkDex(t, runDex(t, tc.fixture, true, tc.rule), tc.want)
		})
	}
}
