package dexrules_test

import "testing"

// TestRev47JavaR8 (rev47_j1, "CurbPass" parking permits and street meters:
// Java 17 through R8 in compatibility mode — classes renamed to
// com.curbpass.a.a…l with `.source "SourceFile"`, single-caller methods
// inlined, StringBuilder chains outlined into k.$r8$outline0/1, records
// desugared onto RecordTag, a sealed interface with instanceof patterns,
// a hand-rolled Registry of singletons in a static Class-keyed map; a
// helper's blind app, stop 47, labels in testdata/dex/rev47_labels_j.md,
// first scanned at stop 48). Its first run found 7 of 8 labelled defects
// and kept 8 of 9 near misses silent, with one defect reported twice:
//   - CETP624 missed: Caller.of keeps a shared UID's packages in a Shared
//     record (its constructor stores the array) and execute runs
//     Arrays.stream(shared.pkgs).anyMatch(FLEET::contains). A constructor
//     or setter given an unguarded getPackagesForUid array now holds it in
//     the field it stores that parameter into.
//   - a false CETP620 on the resume tokens: the Pending record's caller is
//     compared through `pending.caller().uid()`, an interface call into
//     the two Caller records whose summary is their own uid field. A
//     getter called on an object the entry holds, returning its own
//     receiver's field, now counts as the entry's.
//   - CETP613 twice for one token put into the resolution's Intent and
//     into the response: one token, one finding.
//
// CETP619 is reported at call()'s call of the inlined execute (the path's
// first step in the root, as for every provider), not at the refresh
// branch inside it; the message names the update reached. The CETP621
// note is not counted (the labels leave 621 out: the tool list is only a
// JSON string).
func TestRev47JavaR8(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev47_j1", allCode), []dexWant{
			{"CETP604", "warning", "Lcom/curbpass/meter/MeterProvider;->a(Landroid/os/Bundle;ILcom/curbpass/a/b;)Landroid/os/Bundle;@0x1ee", "../../testdata/dex/rev47_j1.apk", 0},
			{"CETP613", "error", "Lcom/curbpass/meter/MeterProvider;->a(Landroid/os/Bundle;ILcom/curbpass/a/b;)Landroid/os/Bundle;@0x176", "../../testdata/dex/rev47_j1.apk", 0},
			{"CETP618", "error", "Lcom/curbpass/a/j;-><init>()V@0x8", "../../testdata/dex/rev47_j1.apk", 0},
			{"CETP619", "warning", "Lcom/curbpass/meter/MeterProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xc0", "../../testdata/dex/rev47_j1.apk", 0},
			{"CETP620", "warning", "Lcom/curbpass/meter/MeterProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x81", "../../testdata/dex/rev47_j1.apk", 0},
			{"CETP621", "note", "Lcom/curbpass/a/f;-><init>(Landroid/content/Context;)V@0xf", "../../testdata/dex/rev47_j1.apk", 0},
			{"CETP622", "error", "Lcom/curbpass/a/f;->a(Ljava/lang/String;[Ljava/lang/String;)Lorg/json/JSONObject;@0x7", "../../testdata/dex/rev47_j1.apk", 0},
			{"CETP623", "note", "Lcom/curbpass/meter/MeterProvider;->a(Landroid/os/Bundle;ILcom/curbpass/a/b;)Landroid/os/Bundle;@0x1a7", "../../testdata/dex/rev47_j1.apk", 0},
			{"CETP624", "warning", "Lcom/curbpass/meter/MeterProvider;->a(Landroid/os/Bundle;ILcom/curbpass/a/b;)Landroid/os/Bundle;@0x1d2", "../../testdata/dex/rev47_j1.apk", 0},
		})
	}
}
