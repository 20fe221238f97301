package dexrules_test

import (
	"strings"
	"testing"
)

// TestPendingIntentFlow: the piflow fixture (sketches beside the smali in
// testdata/dex/src/piflow) holds the shapes a review of real javac, D8 and
// kotlinc output found judged wrong, each a true positive and a near miss:
//   - flags in a Kotlin companion val stored by <clinit> (no encoded static
//     value): MUT_FLAGS is mutable; PI_FLAGS and an SDK-guarded SDK_FLAGS
//     are not;
//   - a helper choosing by its argument (`m ? FLAG_MUTABLE :
//     FLAG_IMMUTABLE`): flagsFor(true) is mutable, flagsFor(false) is not,
//     a choice by a request value is a "cannot prove" note at the call;
//     Kotlin's confirmPi$default(c, 0, 2, null) takes the default
//     FLAG_IMMUTABLE;
//   - an SDK-guarded helper with early returns counts as immutable; the
//     same shape returning FLAG_MUTABLE does not;
//   - an explicit Intent two wrapper levels down stays explicit; an
//     implicit one stays implicit;
//   - a Kotlin extension that sets the component and returns its receiver
//     makes the Intent explicit; one that only sets a package does not;
//   - interface dispatch merges only implementations made on reachable
//     paths (SourceImpl2, not SourceImpl3 made in an unused method, nor
//     SourceImpl4 made in a helper only an unused method calls);
//   - a resolution PendingIntent kept in a field is judged where onCreate
//     made it (storedPi), an immutable one is not (safePi).
func TestPendingIntentFlow(t *testing.T) {
	const pf = "Lcom/example/pf/"
	const call = pf + "ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	got := runDex(t, "piflow", false, "CETP601", "CETP602", "CETP610")
	checkDex(t, got, []dexWant{
		{"CETP601", "error", pf + "Cases;->mutableCompanion(Landroid/content/Context;)Landroid/app/PendingIntent;@0xb", "com/example/pf/Cases.java", 7},
		{"CETP601", "error", pf + "Cases;->chosenMutable(Landroid/content/Context;)Landroid/app/PendingIntent;@0xa", "com/example/pf/Cases.java", 16},
		{"CETP601", "error", pf + "Cases;->earlyReturnMutable(Landroid/content/Context;)Landroid/app/PendingIntent;@0x9", "com/example/pf/Cases.java", 26},
		{"CETP602", "error", pf + "Cases;->extensionPackageOnly(Landroid/content/Context;)Landroid/app/PendingIntent;@0xe", "com/example/pf/Cases.java", 34},
		{"CETP601", "error", pf + "SourceImpl2;->make(Landroid/content/Context;)Landroid/app/PendingIntent;@0x7", "com/example/pf/SourceImpl2.java", 4},
		{"CETP601", "error", pf + "ToolProvider;->onCreate()Z@0x9", "com/example/pf/ToolProvider.java", 6},
		{"CETP601", "note", call + "@0x2e", "com/example/pf/ToolProvider.java", 17},
		{"CETP602", "error", call + "@0x66", "com/example/pf/ToolProvider.java", 24},
	})
	wantOneNote(t, got, call+"@0x2e", "the flags come from a helper that chooses them by its arguments, and which way this call goes was not decided", "CETP601 on flagsFor(request value)")
}

// TestBoundAnalysesBudget: with no helper analyses for a call's constants
// left in the budget, flagsFor(false), flagsFor(true) and Kotlin's
// confirmPi$default(c, 0, 2, null) cannot be decided per call: each is a
// note naming the budget (at the callers of chosenImmutable and
// chosenMutable, which become wrappers of the undecided choice), never an
// error read off the merge of the helper's branches.
func TestBoundAnalysesBudget(t *testing.T) {
	const pf = "Lcom/example/pf/"
	const call = pf + "ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	d := loadDex(t, "../../testdata/dex/piflow.apk", false)
	d.Program.BoundAnalyses = -1
	got := run(d, "CETP601")
	checkDex(t, got, []dexWant{
		{"CETP601", "error", pf + "Cases;->mutableCompanion(Landroid/content/Context;)Landroid/app/PendingIntent;@0xb", "com/example/pf/Cases.java", 7},
		{"CETP601", "note", call + "@0x20", "com/example/pf/ToolProvider.java", 15},
		{"CETP601", "note", call + "@0x27", "com/example/pf/ToolProvider.java", 16},
		{"CETP601", "error", pf + "Cases;->earlyReturnMutable(Landroid/content/Context;)Landroid/app/PendingIntent;@0x9", "com/example/pf/Cases.java", 26},
		{"CETP601", "error", pf + "SourceImpl2;->make(Landroid/content/Context;)Landroid/app/PendingIntent;@0x7", "com/example/pf/SourceImpl2.java", 4},
		{"CETP601", "error", pf + "ToolProvider;->onCreate()Z@0x9", "com/example/pf/ToolProvider.java", 6},
		{"CETP601", "note", call + "@0x2e", "com/example/pf/ToolProvider.java", 17},
		{"CETP601", "note", call + "@0x54", "com/example/pf/ToolProvider.java", 22},
	})
	for _, f := range got {
		if f.Level.String() == "note" && !strings.Contains(f.Message, "the budget of 0 helper analyses per app") {
			t.Errorf("note does not name the budget: %s", f.Message)
		}
	}
}
