package dexrules_test

import "testing"

// TestPrivateIntent620 (privateintent620): a resume token a review screen
// reads from its own Intent is the one the provider's PendingIntent
// carries when no other app can start the screen (ReviewActivity,
// exported="false": silent; rev176_j1's false CETP620 from
// RestoreReviewActivity), and anyone's when the screen is exported with an
// intent filter (LegacyReviewActivity: CETP620 at line 15).
func TestPrivateIntent620(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "privateintent620", allCode), []dexWant{
			{"CETP106", "error", "manifest/application/activity[com.pi.LegacyReviewActivity]", "../../testdata/dex/privateintent620.apk", 0},
			{"CETP609", "note", "Lcom/pi/ReviewProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "com/pi/ReviewProvider.java", 13},
			{"CETP620", "warning", "Lcom/pi/LegacyReviewActivity;->onCreate(Landroid/os/Bundle;)V@0x10", "com/pi/LegacyReviewActivity.java", 15},
		})
	}
}
