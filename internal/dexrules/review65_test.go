package dexrules_test

import "testing"

// TestReview65 holds the shapes stop 65's reviews built against the
// stop's changes (testdata/dex/src/review65_*, Java sources in sketch/,
// rf1's smali is reflectfield622's with a renamed copy of FileTools):
//   - la1: a length check on the app's own packages (ownLen) limits
//     nothing of the caller's: CETP624 at Gates.java:28; a grant through a
//     factory named notBlocked is a grant (wordy, :81); twoOk and logOnly
//     stay reported.
//   - pi1: an exported activity-alias of the non-exported ReviewActivity
//     lets any app start it with a token: CETP620 at ReviewActivity.java:15.
//   - kr3: a Bundle keyed "id" and handed to a helper that puts the
//     agent's file name under "file": CETP622 at RowStore.java:28.
//   - rf1: a class with an @Tool method that nothing instantiates is no
//     target of the reflective call (DebugTools silent).
//
// Left (the reviews' other findings, in the stop's note): a numbers-only
// JSONObject filled by a helper (nr2's openSized), a wrapper nothing calls
// hiding a pool helper's task (pt1l), an enum verdict switch.
func TestReview65(t *testing.T) {
	for _, tc := range []struct {
		name string
		want []dexWant
	}{
		{"review65_la1", []dexWant{
			{"CETP609", "note", "Lcom/la/GateProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x16", "com/la/GateProvider.java", 15},
			{"CETP624", "warning", "Lcom/la/Gates;->logOnly(I)Lcom/la/Caller;@0x2d", "com/la/Gates.java", 67},
			{"CETP624", "warning", "Lcom/la/Gates;->ownLen(I)Lcom/la/Caller;@0x28", "com/la/Gates.java", 28},
			{"CETP624", "warning", "Lcom/la/Gates;->twoOk(I)Lcom/la/Caller;@0x14", "com/la/Gates.java", 43},
			{"CETP624", "warning", "Lcom/la/Gates;->wordy(I)Lcom/la/Caller;@0x13", "com/la/Gates.java", 81},
		}},
		{"review65_pi1", []dexWant{
			{"CETP106", "error", "manifest/application/activity-alias[com.pi.OpenReview]", "../../testdata/dex/review65_pi1.apk", 0},
			{"CETP106", "error", "manifest/application/activity[com.pi.LegacyReviewActivity]", "../../testdata/dex/review65_pi1.apk", 0},
			{"CETP609", "note", "Lcom/pi/ReviewProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "com/pi/ReviewProvider.java", 13},
			{"CETP620", "warning", "Lcom/pi/LegacyReviewActivity;->onCreate(Landroid/os/Bundle;)V@0x10", "com/pi/LegacyReviewActivity.java", 15},
			{"CETP620", "warning", "Lcom/pi/ReviewActivity;->onCreate(Landroid/os/Bundle;)V@0x10", "com/pi/ReviewActivity.java", 15},
		}},
		{"review65_kr3", []dexWant{
			{"CETP609", "note", "Lcom/kr/FilesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6", "com/kr/FilesProvider.java", 14},
			{"CETP622", "error", "Lcom/kr/RowStore;->openJob(Ljava/lang/String;Lorg/json/JSONObject;)Ljava/io/FileInputStream;@0x1a", "com/kr/RowStore.java", 28},
		}},
		{"review65_rf1", []dexWant{
			{"CETP609", "note", "Lcom/rf/FilesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/rf/FilesProvider.java", 25},
			{"CETP622", "error", "Lcom/rf/FileTools;->read(Lorg/json/JSONObject;)Landroid/os/Bundle;@0x11", "com/rf/FileTools.java", 22},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, allCode := range []bool{false, true} {
				checkDex(t, runDex(t, tc.name, allCode), tc.want)
			}
		})
	}
}
