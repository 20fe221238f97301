package dexrules_test

import "testing"

// TestReview48 holds the shapes stop 48's read-only review built against
// the stop's first versions (testdata/dex/src/review48*, the Java in each
// sketch/Notes.md), each answered right now:
//   - review48pkg: a record's constructor keeps the packages only after
//     checking there is exactly one — no CETP604 on its readers.
//   - review48entry: the resume token's entry owner is only echoed while
//     the current session's caller (another object of the same class) is
//     compared — CETP620 stays.
//   - review48ctor: an object the provider's constructor keeps in a field
//     only onTrimMemory reads is off the surface — CETP610, not 601/602.
//   - review48jdollar: CompletableFuture.supplyAsync under core library
//     desugaring (j$) is a thread hop — CETP603.
//   - review48forced: a set confirmation flag only adds a check before an
//     effect the unset flag runs anyway — no CETP614.
func TestReview48(t *testing.T) {
	for _, tc := range []struct {
		name string
		want []dexWant
	}{
		{"review48pkg", []dexWant{
			{"CETP609", "note", "Lcom/example/pg/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review48pkg.apk", 0},
		}},
		{"review48entry", []dexWant{
			{"CETP609", "note", "Lcom/example/eu/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x10", "../../testdata/dex/review48entry.apk", 0},
			{"CETP620", "warning", "Lcom/example/eu/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x8", "../../testdata/dex/review48entry.apk", 0},
		}},
		{"review48ctor", []dexWant{
			{"CETP609", "note", "Lcom/example/cr/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review48ctor.apk", 0},
			{"CETP610", "warning", "Lcom/example/cr/PurgeTask;->run(Landroid/content/Context;)V@0xa", "../../testdata/dex/review48ctor.apk", 0},
		}},
		{"review48jdollar", []dexWant{
			{"CETP603", "error", "Lcom/example/jd/ToolProvider$$ExternalSyntheticLambda0;->get()Ljava/lang/Object;@0x0", "../../testdata/dex/review48jdollar.apk", 0},
			{"CETP609", "note", "Lcom/example/jd/ToolProvider$$ExternalSyntheticLambda0;->get()Ljava/lang/Object;@0x0", "../../testdata/dex/review48jdollar.apk", 0},
		}},
		{"review48forced", []dexWant{
			{"CETP609", "note", "Lcom/example/ff/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review48forced.apk", 0},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkDex(t, runDex(t, tc.name, false), tc.want)
		})
	}
}

// TestJobWork48: JobIntentService.enqueueWork called through the service
// subclass's own name (javac's shape for `enqueueWork(ctx, NoteJob.class,
// …)` inside NoteJob and for `TableJob.enqueueWork(…)`) is the library's:
// the request's "name" extra reaches NoteJob.onHandleWork's SQL (CETP622),
// and TableJob's constant "table" extra beside it stays silent.
func TestJobWork48(t *testing.T) {
	checkDex(t, runDex(t, "jobwork48", false), []dexWant{
		{"CETP605", "warning", "Lcom/example/jw/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/example/jw/ToolProvider.java", 20},
		{"CETP622", "error", "Lcom/example/jw/NoteJob;->onHandleWork(Landroid/content/Intent;)V@0x24", "com/example/jw/NoteJob.java", 21},
	})
}
