package dexrules_test

import "testing"

// TestRev188JavaMinified: blind round rev188_j (Fieldbook, a field-survey
// notebook written as R8 leaves a release build: packages a and b,
// classes and members renamed to short meaningless names with shared
// overloads, helpers inlined, constants folded, both providers' caller
// checks and PendingIntent builders merged into one class; both providers
// extend the SDK-named base class kept unrenamed; labels in
// testdata/dex/rev188_labels_j.md, written before any scan). First run
// (stop 67, 7c0f0d23): CETP602 (a.g.b :92), 604 (a.g.b :54), 606
// (NotesToolProvider.authorize :230), 616 (a.g.a :37 for :36), 620 (b.d.b
// :64, the row never deleted) and 622 (b.b.a :18); 608 for the sites
// provider but at NotesToolProvider's table (:20, a CREATE tool of the
// other provider, whose code the merged classes reach); missed 614
// (share_site's review skipped when `!email.endsWith(domain) &&
// !req.j.getBoolean("user_confirmed")` leaves the summary null). False:
// CETP622 at b.a.a (:28), whose column is allow-listed — the int page size
// beside it was taken for unchecked request text. Fixed the same stop: the
// 622 (numeric622: a number from the request is no injection) and the
// 608's evidence (the provider's own declarations first).
func TestRev188JavaMinified(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev188_j1", allCode), []dexWant{
			{"CETP508", "note", "La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0xe", "a/a.java", 71},
			{"CETP602", "error", "La/g;->b(Landroid/content/Context;Ljava/lang/String;I)Landroid/app/PendingIntent;@0x1a", "a/g.java", 92},
			{"CETP604", "warning", "La/g;->b(Landroid/content/Context;ILjava/lang/String;)Ljava/lang/String;@0x10", "a/g.java", 54},
			{"CETP606", "error", "Lcom/quillstone/fieldbook/tools/NotesToolProvider;->authorize(ILandroid/os/Bundle;[Ljava/lang/String;)Z@0x2", "com/quillstone/fieldbook/tools/NotesToolProvider.java", 230},
			{"CETP608", "error", "Lcom/quillstone/fieldbook/tools/SitesToolProvider;-><clinit>()V@0x63", "com/quillstone/fieldbook/tools/SitesToolProvider.java", 20},
			{"CETP616", "warning", "La/g;->a(Landroid/content/Context;ILjava/lang/String;)Ljava/lang/String;@0x25", "a/g.java", 37},
			{"CETP620", "warning", "Lb/d;->b(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)I@0x34", "b/d.java", 64},
			{"CETP622", "error", "Lb/b;->a(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;I)Lorg/json/JSONObject;@0x1e", "b/b.java", 18},
		})
	}
}
