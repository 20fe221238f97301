package dexrules_test

import "testing"

// TestReview49b holds the shapes stop 49's second review built against
// the reflection, wrapper-override, CETP624 and CETP620 changes
// (testdata/dex/src/review49b*, the Java or Kotlin at the top of each
// smali file):
//   - r1, r2: a tool looked up by its constant name, and a registry that
//     tests for @Tool in another class than the one invoking it: a static
//     reminder() of the same arity is not run by the invoke (its mutable
//     implicit PendingIntent stays CETP610, off the surface).
//   - r5: a second annotation tested in the invoking class (@Consent)
//     does not drop the @Tool method: CETP611 in it.
//   - r4: a bundled library's getter called by reflection adds no note.
//   - e1: a USER_ACTION_REQUIRED reply with a resume token returned from
//     inside the loop over the caller's packages grants later: CETP624.
//   - t1: a helper named callerUid(extras) reading the request's
//     "caller_uid" is no caller identity: CETP620 (and CETP606 at it).
//   - l1: invokeAll over a mutableListOf added to afterwards: the bodies
//     cannot be told, a note (was silent).
func TestReview49b(t *testing.T) {
	for _, tc := range []struct {
		name string
		want []dexWant
	}{
		{"review49br1", []dexWant{
			{"CETP609", "note", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review49br1.apk", 0},
			{"CETP610", "warning", "Lcom/example/demo/P;->reminder(Landroid/content/Context;Landroid/os/Bundle;)Landroid/app/PendingIntent;@0xa", "../../testdata/dex/review49br1.apk", 0},
		}},
		{"review49br2", []dexWant{
			{"CETP609", "note", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review49br2.apk", 0},
			{"CETP610", "warning", "Lcom/example/demo/P;->reminder(Landroid/content/Context;Landroid/os/Bundle;)Landroid/app/PendingIntent;@0xa", "../../testdata/dex/review49br2.apk", 0},
		}},
		{"review49br4", []dexWant{
			{"CETP609", "note", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review49br4.apk", 0},
		}},
		{"review49br5", []dexWant{
			{"CETP609", "note", "Lcom/example/demo/P;->ping(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;@0x4", "../../testdata/dex/review49br5.apk", 0},
			{"CETP611", "error", "Lcom/example/demo/P;->ping(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;@0x4", "../../testdata/dex/review49br5.apk", 0},
		}},
		{"review49be1", []dexWant{
			{"CETP609", "note", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review49be1.apk", 0},
			{"CETP623", "note", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x3d", "../../testdata/dex/review49be1.apk", 0},
			{"CETP624", "warning", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x14", "../../testdata/dex/review49be1.apk", 0},
		}},
		{"review49bt1", []dexWant{
			{"CETP606", "error", "Lcom/example/demo/P;->callerUid(Landroid/os/Bundle;)I@0x2", "../../testdata/dex/review49bt1.apk", 0},
			{"CETP609", "note", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x12", "../../testdata/dex/review49bt1.apk", 0},
			{"CETP620", "warning", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x30", "../../testdata/dex/review49bt1.apk", 0},
		}},
		{"review49bl1", []dexWant{
			{"CETP603", "note", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x1f", "../../testdata/dex/review49bl1.apk", 0},
			{"CETP609", "note", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review49bl1.apk", 0},
		}},
	} {
		checkDex(t, runDex(t, tc.name, false), tc.want)
	}
}
