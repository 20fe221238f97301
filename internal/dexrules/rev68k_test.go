package dexrules_test

import "testing"

// TestRev68KotlinCompilerShapes (rev68_k1, "PlotShare" garden plots:
// Kotlin 2 through D8, two hand-written providers leaning on what kotlinc
// makes of idiomatic code — an inline reified Bundle getter inlined into
// each caller, scope-function chains, runCatching{}.fold, delegated
// properties (lazy, Delegates.observable, by map), an interface default
// method (-Xjvm-default=all), companion @JvmStatic factories, a suspend
// handler run through runBlocking; a helper's blind app, labels in
// testdata/dex/rev68_labels_k.md, first scanned at stop 50). Its first
// run found all 8 labelled defects — among them the confirmation read by
// the inlined getter (CETP614), the by-map property's key into SQL
// (CETP622), the exception text out of runCatching's onFailure (CETP607),
// the default method's mutable PendingIntent (CETP601) and the companion's
// java.util.Random token (CETP613) — with every near miss silent and no
// false finding.
func TestRev68KotlinCompilerShapes(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev68_k1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/plotshare/PlotProvider;->releasePlot(I)Landroid/os/Bundle;@0x3", "com/plotshare/PlotProvider.kt", 54},
			{"CETP602", "error", "Lcom/plotshare/PlotProvider;->swapPlot(ILjava/lang/String;)Landroid/os/Bundle;@0x36", "com/plotshare/PlotProvider.kt", 94},
			{"CETP603", "error", "Lcom/plotshare/RotaProvider;->ping$lambda$0(Lcom/plotshare/RotaProvider;)V@0x2", "com/plotshare/RotaProvider.kt", 59},
			{"CETP606", "error", "Lcom/plotshare/PlotProvider;->claimPlot(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;@0x2", "com/plotshare/PlotProvider.kt", 57},
			{"CETP607", "warning", "Lcom/plotshare/RotaProvider;->logWatering(Lcom/plotshare/WaterArgs;)Landroid/os/Bundle;@0x6f", "com/plotshare/RotaProvider.kt", 56},
			{"CETP609", "note", "Lcom/plotshare/PlotProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/plotshare/PlotProvider.kt", 23},
			{"CETP609", "note", "Lcom/plotshare/RotaProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/plotshare/RotaProvider.kt", 23},
			{"CETP613", "error", "Lcom/plotshare/RotaProvider;->execute(Landroid/os/Bundle;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;@0xf4", "com/plotshare/RotaProvider.kt", 45},
			{"CETP614", "error", "Lcom/plotshare/PlotProvider;->dropPlot(Landroid/os/Bundle;ILjava/lang/String;)Landroid/os/Bundle;@0x1a", "com/plotshare/PlotProvider.kt", 75},
			{"CETP622", "error", "Lcom/plotshare/PlotDb;->byBed(Ljava/lang/String;)I@0x20", "com/plotshare/Db.kt", 26},
		})
	}
}
