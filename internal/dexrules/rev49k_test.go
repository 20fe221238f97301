package dexrules_test

import "testing"

// TestRev49KotlinR8 (rev49_k1, "ShedShare Lend": Kotlin 2 through R8 in
// full mode, the Kotlin standard library shrunk and renamed into package
// b — Intrinsics.areEqual is b.a.a, SynchronizedLazyImpl b.b —, a `$default`
// wrapper supplying a PendingIntent's flags, an enum decoded by a
// companion method made static and tested through ordinal(), lateinit
// fields, inlined checks; a helper's blind app, labels in
// testdata/dex/rev49_labels_k.md, first scanned at stop 48). Its first run
// found 7 of 9 labelled defects, with four false findings: CETP606 where
// the claimed package is only compared with the real one through the
// renamed areEqual, and three CETP614 errors from the renamed areEqual
// being followed as an app helper — a request value compared in one place
// made every comparison's result in the app a request value. Now: a
// static two-object method whose only calls are equals on its arguments
// is an equality (program.EqualsHelper) for the rules and, per call, for
// the request flow; a decoder returning one of a few constants chosen by
// tests of its parameter (Consent.from) stands for the value it was given
// in its caller, so the branch on its ordinal() is the flag's (CETP614
// found at lendPowerTool); and the else of an exhaustive `when` over that
// ordinal (a no-argument exception thrown) decides nothing (the near miss
// lendHandTool is silent). 8 of 9. CETP613 through `by lazy {
// Random(nanoTime()) }`, with the Lazy implementation itself renamed
// (b.b), is a note: the holder's value is one of the objects its two
// initializers make, a Random and a SecureRandom, which the analysis
// cannot tell apart per holder (it first judged the draw secure because
// one of them was a SecureRandom: now a receiver that is a SecureRandom
// among other objects, or no object it saw made, is an unplaced
// generator, and CETP613 says so).
func TestRev49KotlinR8(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev49_k1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/shedshare/lend/LoanProvider;->e(ILorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;@0x1e", "../../testdata/dex/rev49_k1.apk", 0},
			{"CETP602", "error", "Lcom/shedshare/lend/DepotProvider;->onCreate()Z@0x21", "../../testdata/dex/rev49_k1.apk", 0},
			{"CETP603", "error", "La/o;->run()V@0x2", "../../testdata/dex/rev49_k1.apk", 0},
			{"CETP606", "error", "Lcom/shedshare/lend/DepotProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x15d", "../../testdata/dex/rev49_k1.apk", 0},
			{"CETP609", "note", "Lcom/shedshare/lend/DepotProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "../../testdata/dex/rev49_k1.apk", 0},
			{"CETP609", "note", "Lcom/shedshare/lend/LoanProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "../../testdata/dex/rev49_k1.apk", 0},
			{"CETP613", "note", "Lcom/shedshare/lend/LoanProvider;->f(ILjava/lang/String;Landroid/app/PendingIntent;)Landroid/os/Bundle;@0x1d", "../../testdata/dex/rev49_k1.apk", 0},
			{"CETP614", "error", "Lcom/shedshare/lend/LoanProvider;->a(ILjava/lang/String;Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;@0xe", "../../testdata/dex/rev49_k1.apk", 0},
			{"CETP622", "error", "La/h;->a(Ljava/lang/String;)J@0x18", "../../testdata/dex/rev49_k1.apk", 0},
			{"CETP624", "warning", "Lcom/shedshare/lend/DepotProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x20", "../../testdata/dex/rev49_k1.apk", 0},
			{"CETP625", "warning", "Lcom/shedshare/lend/DepotProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x56", "../../testdata/dex/rev49_k1.apk", 0},
		})
	}
}
