package dexrules_test

import "testing"

// TestSharedLoop624 (sharedloop624): a static helper named anyMatch that
// loops over the packages is judged in its own body, not as a stream's
// membership test by its name (rev162_j1 got two findings for one
// defect), and its finding is reported at the call that hands it the
// unguarded array (an override without the base check's one-package
// guard), not inside the helper the guarded base check shares.
func TestSharedLoop624(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "sharedloop624", allCode), []dexWant{
			{"CETP609", "note", "Lcom/sl/AlbumsProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x8", "com/sl/AlbumsProvider.java", 17},
			{"CETP609", "note", "Lcom/sl/PhotosProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x8", "com/sl/PhotosProvider.java", 11},
			{"CETP624", "warning", "Lcom/sl/AlbumsProvider;->admitted(I)Z@0x16", "com/sl/AlbumsProvider.java", 11},
		})
	}
}
