package dexrules_test

import "testing"

// TestJobExtras: a request value put into a JobInfo's PersistableBundle
// extras reaches what the JobService its ComponentName names reads from
// JobParameters.getExtras() under that key (rev93_k1: find_trails's "q"
// under "query", concatenated into SearchJobService's rawQuery, CETP622
// at Jobs.kt:9; trails_near's "region" bound with ? in NearJobService:
// nothing). jobextras (rev93_k1 changed by gen.sh): the service reads a
// key no request value was put under (no CETP622), and a JobInfo built
// for a class not in the APK keeps the note that its reader is not
// followed.
func TestJobExtras(t *testing.T) {
	checkDex(t, runDex(t, "jobextras", false), []dexWant{
		{"CETP603", "error", "Lcom/trailmix/TallyWorker;->doWork(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x18", "com/trailmix/Workers.kt", 57},
		{"CETP609", "note", "Lcom/trailmix/SnackProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/trailmix/SnackProvider.kt", 21},
		{"CETP609", "note", "Lcom/trailmix/TrailProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/trailmix/TrailProvider.kt", 21},
		{"CETP613", "error", "Lcom/trailmix/TrailProvider;->packList(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x15", "com/trailmix/TrailProvider.kt", 60},
		{"CETP614", "error", "Lcom/trailmix/DropWorker;->doWork(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x2c", "com/trailmix/Workers.kt", 38},
		{"CETP614", "error", "Lcom/trailmix/SnackProvider;->purgePantry(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x6", "com/trailmix/SnackProvider.kt", 43},
		{"CETP614", "note", "Lcom/trailmix/TrailProvider;->trailsNear(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x0", "com/trailmix/TrailProvider.kt", 50},
		{"CETP619", "warning", "Lcom/trailmix/SnackProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xf6", "com/trailmix/SnackProvider.kt", 32},
		{"CETP622", "note", "Lcom/trailmix/TrailProvider;->trailsNear(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x0", "com/trailmix/TrailProvider.kt", 50},
	})
}
