package dexrules_test

import "testing"

// TestReview49 holds the shapes stop 49's read-only review of the
// per-chain builders built (testdata/dex/src/review49*, the Java or
// Kotlin at the top of each smali file):
//   - a: the setter that makes the builder mutable sits after the return
//     in the code (D8's branch block) and jumps back to build(): a step
//     counts when build() can run after it — the merged error stands.
//   - c, c2: the DSL's lambda made by invoke-custom (no class), beside an
//     unrelated D8 lambda that is Function1's only app implementer: the
//     object handed to it is not followed, the merged note and error stand.
//   - s: a singleton field of a class a subclass extends is not that
//     class: the merged note and error stand.
//   - n: a null test of a String a helper returns from a static field
//     only a debug path sets is not decided: CETP602 at the chain.
//   - j2, j17: a field one of two callers never sets holds its default 0
//     there: CETP601 at that caller, although the union of the stores is
//     immutable; with 17 callers, past the per-caller budget, a limit
//     note says the site was judged on the union.
func TestReview49(t *testing.T) {
	for _, tc := range []struct {
		name string
		want []dexWant
	}{
		{"review49a", []dexWant{
			{"CETP601", "error", "Lcom/example/demo/B;->build()Landroid/app/PendingIntent;@0xc", "../../testdata/dex/review49a.apk", 0},
			{"CETP609", "note", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review49a.apk", 0},
		}},
		{"review49c", []dexWant{
			{"CETP601", "note", "Lcom/example/demo/ResolutionKt;->resolution(Landroid/content/Context;Lkotlin/jvm/functions/Function1;)Landroid/app/PendingIntent;@0x1e", "../../testdata/dex/review49c.apk", 0},
			{"CETP602", "error", "Lcom/example/demo/ResolutionKt;->resolution(Landroid/content/Context;Lkotlin/jvm/functions/Function1;)Landroid/app/PendingIntent;@0x1e", "../../testdata/dex/review49c.apk", 0},
			{"CETP609", "note", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review49c.apk", 0},
		}},
		{"review49c2", []dexWant{
			{"CETP601", "note", "Lcom/example/demo/ResolutionKt;->resolution(Landroid/content/Context;Lkotlin/jvm/functions/Function1;)Landroid/app/PendingIntent;@0x1e", "../../testdata/dex/review49c2.apk", 0},
			{"CETP602", "error", "Lcom/example/demo/ResolutionKt;->resolution(Landroid/content/Context;Lkotlin/jvm/functions/Function1;)Landroid/app/PendingIntent;@0x1e", "../../testdata/dex/review49c2.apk", 0},
			{"CETP609", "note", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review49c2.apk", 0},
		}},
		{"review49s", []dexWant{
			{"CETP601", "note", "Lcom/example/demo/ResolutionKt;->resolution(Landroid/content/Context;Lkotlin/jvm/functions/Function1;)Landroid/app/PendingIntent;@0x1e", "../../testdata/dex/review49s.apk", 0},
			{"CETP602", "error", "Lcom/example/demo/ResolutionKt;->resolution(Landroid/content/Context;Lkotlin/jvm/functions/Function1;)Landroid/app/PendingIntent;@0x1e", "../../testdata/dex/review49s.apk", 0},
			{"CETP609", "note", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review49s.apk", 0},
		}},
		{"review49n", []dexWant{
			{"CETP602", "error", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x23", "../../testdata/dex/review49n.apk", 0},
			{"CETP609", "note", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review49n.apk", 0},
		}},
		{"review49j2", []dexWant{
			{"CETP601", "error", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x33", "../../testdata/dex/review49j2.apk", 0},
			{"CETP609", "note", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review49j2.apk", 0},
		}},
		{"review49j17", []dexWant{
			{"CETP106", "note", "Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;@0xc", "../../testdata/dex/review49j17.apk", 0},
			{"CETP601", "note", "Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;@0xc", "../../testdata/dex/review49j17.apk", 0},
			{"CETP602", "note", "Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;@0xc", "../../testdata/dex/review49j17.apk", 0},
			{"CETP609", "note", "Lcom/example/demo/P;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "../../testdata/dex/review49j17.apk", 0},
			{"CETP610", "note", "Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;@0xc", "../../testdata/dex/review49j17.apk", 0},
			{"CETP615", "note", "Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;@0xc", "../../testdata/dex/review49j17.apk", 0},
			{"CETP623", "note", "Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;@0xc", "../../testdata/dex/review49j17.apk", 0},
		}},
	} {
		checkDex(t, runDex(t, tc.name, false), tc.want)
	}
}
