package dexrules_test

import "testing"

// TestReview49c holds the shapes stop 49's third review built against
// CETP614's forced set edge, CETP606's field cross-check, KClass targets
// and Room's SQL sinks (testdata/dex/src/review49c*, the Java at the top
// of each smali file):
//   - k614nez: `if (flag) a = a.withConfirmed(true); if (!a.confirmed)
//     ask(); delete()` in D8's if-nez layout: CETP614 on the set edge.
//   - f614pick2: a helper building its object with one constructor or the
//     same constructor with another argument, by path: both arguments
//     count, the ask path stays open, no CETP614.
//   - n614nonconst, n614guard: the copy's field set from a resume-token
//     check on the set edge, and a set edge that returns early: the set
//     edge does not skip the check — no CETP614 (was reported by the
//     older skipped-check reading, which did not ask which edge is set).
//   - k615kclassone: a factory given one `X::class`: CETP623 judges X.
//   - k622roomraw: the request value concatenated into Room's
//     RoomSQLiteQuery.acquire: CETP622; f622roomin: Room's generated
//     shapes (constant SQL, bind args, appendPlaceholders): silent.
func TestReview49c(t *testing.T) {
	for _, tc := range []struct {
		name string
		want []dexWant
	}{
		{"review49ck614nez", []dexWant{
			{"CETP605", "warning", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review49ck614nez.apk", 0},
			{"CETP614", "error", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x1b", "../../testdata/dex/review49ck614nez.apk", 0},
		}},
		{"review49cf614pick2", []dexWant{
			{"CETP605", "warning", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review49cf614pick2.apk", 0},
		}},
		{"review49cn614nonconst", []dexWant{
			{"CETP605", "warning", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review49cn614nonconst.apk", 0},
		}},
		{"review49cn614guard", []dexWant{
			{"CETP605", "warning", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review49cn614guard.apk", 0},
		}},
		{"review49ck615kclassone", []dexWant{
			{"CETP508", "error", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x23", "../../testdata/dex/review49ck615kclassone.apk", 0},
			{"CETP605", "warning", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review49ck615kclassone.apk", 0},
			{"CETP623", "note", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2a", "../../testdata/dex/review49ck615kclassone.apk", 0},
		}},
		{"review49ck622roomraw", []dexWant{
			{"CETP605", "warning", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review49ck622roomraw.apk", 0},
			{"CETP622", "error", "Lcom/example/demo/NoteDao_Impl;->rawByOwner(Ljava/lang/String;)Landroid/database/Cursor;@0x17", "../../testdata/dex/review49ck622roomraw.apk", 0},
		}},
		{"review49cf622roomin", []dexWant{
			{"CETP605", "warning", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review49cf622roomin.apk", 0},
		}},
	} {
		checkDex(t, runDex(t, tc.name, false), tc.want)
	}
}
