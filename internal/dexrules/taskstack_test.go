package dexrules_test

import "testing"

// TestTaskStackBuilderIntents: a TaskStackBuilder's PendingIntent is judged
// by the Intents added to the builder (taskstack fixture, sketch beside
// its smali): an implicit stacked Intent is CETP602 (line 11); an explicit
// one without FLAG_IMMUTABLE is CETP601 (line 14); a stack opening
// StuckActivity, which never finishes, is CETP623 (line 25). Near miss:
// addParentStack then an explicit, immutable Intent of an Activity that
// finishes (line 21). A helper given the builder cannot see its Intents:
// a CETP602 note at its getPendingIntent (line 32).
func TestTaskStackBuilderIntents(t *testing.T) {
	const call = "Lcom/example/ts/StackProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	const path = "com/example/ts/StackProvider.kt"
	got := runDex(t, "taskstack", false, "CETP601", "CETP602", "CETP615", "CETP623")
	checkDex(t, got, []dexWant{
		{"CETP602", "error", call + "@0x38", path, 11},
		{"CETP601", "error", call + "@0x5d", path, 14},
		{"CETP623", "note", call + "@0xb0", path, 25},
		{"CETP602", "note", "Lcom/example/ts/StackProvider;->stackPi(Landroid/app/TaskStackBuilder;)Landroid/app/PendingIntent;@0x8", path, 32},
	})
	wantOneNote(t, got, call+"@0xb0", "opens com.example.ts.StuckActivity, which never calls finish()", "CETP623 on the stack's top Activity")
	wantOneNote(t, got, "", "the TaskStackBuilder is not built in this method", "the builder a helper is given")
}
