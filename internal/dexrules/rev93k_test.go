package dexrules_test

import "testing"

// TestRev93KotlinBackgroundJobs (rev93_k1, "TrailMix" snack planner:
// Kotlin 2 through D8, hand-written smali — tools handing work to
// WorkManager CoroutineWorkers (the reified OneTimeWorkRequestBuilder
// inlined, input Data from workDataOf pairs, beginWith/then chains) and to
// a JobService through a JobInfo's PersistableBundle extras; a helper's
// blind app, labels in testdata/dex/rev93_labels_k.md, first scanned at
// stop 51). Its first run found 4 of the 5 labelled defects, with one
// false CETP614 in HideWorker.doWork: its "confirmed" input is the
// constant true hide_snack puts after checking the resume token, beside a
// request value under "id", and the Data workDataOf made was taken to
// carry request values under every key. Since: workDataOf's pairs are read
// one by one, and only the keys whose values are request values carry one.
// Missed at stop 51, a limit note then: CETP622 in
// SearchJobService.onStartJob, the request's text reaching rawQuery
// through the JobInfo's PersistableBundle extras. Found since stop 52: the
// extras reach what the JobService the builder's ComponentName names reads
// from JobParameters.getExtras() under the keys they were put under
// (TestJobExtras has the near misses). 5 of 5.
func TestRev93KotlinBackgroundJobs(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev93_k1", allCode), []dexWant{
			{"CETP622", "error", "Lcom/trailmix/SearchJobService;->onStartJob(Landroid/app/job/JobParameters;)Z@0x2e", "com/trailmix/Jobs.kt", 9},
			{"CETP603", "error", "Lcom/trailmix/TallyWorker;->doWork(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x18", "com/trailmix/Workers.kt", 57},
			{"CETP609", "note", "Lcom/trailmix/SnackProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/trailmix/SnackProvider.kt", 21},
			{"CETP609", "note", "Lcom/trailmix/TrailProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/trailmix/TrailProvider.kt", 21},
			{"CETP613", "error", "Lcom/trailmix/TrailProvider;->packList(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x15", "com/trailmix/TrailProvider.kt", 60},
			{"CETP614", "error", "Lcom/trailmix/DropWorker;->doWork(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x2c", "com/trailmix/Workers.kt", 38},
			{"CETP614", "error", "Lcom/trailmix/SnackProvider;->purgePantry(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x6", "com/trailmix/SnackProvider.kt", 43},
			{"CETP619", "warning", "Lcom/trailmix/SnackProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xf6", "com/trailmix/SnackProvider.kt", 32},
		})
	}
}
