package dexrules_test

import "testing"

// TestRev43JavaMultidex (rev43_j1, "GridNote" meter readings and outage
// reports: Java 17 through D8 --min-api 21 with multidex — the providers
// in classes.dex, their helpers, handlers and lambdas in classes2.dex —
// and core library desugaring, so java.util.function, Optional, streams
// and java.time are j$.* classes bundled in the APK; a helper's blind app,
// stop 47, labels in testdata/dex/rev43_labels_j.md). Its first run found
// all 8 labelled defects and kept 7 of 8 near misses silent, with one
// other false finding. The false CETP607: an Optional of a request text
// was read as exception text because the bundled j$.util.Optional was
// analyzed as app code, its one `value` field shared by every Optional of
// the app (another tool's exception message among them); the desugared
// library is now the platform it stands for (program.IsPlatform), its
// classes read by their java.* names in the taint model, where an Optional
// carries what it was made from. The false CETP603: the Supplier handed
// to CompletableFuture.supplyAsync is the j$ lambda wrapped by
// Supplier$Wrapper.convert, whose get() reached every j$ Supplier of the
// app (another tool's lambda run synchronously by Identity.cleared among
// them); the body is now the object converted.
func TestRev43JavaMultidex(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev43_j1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/gridnote/outage/OutageProvider;->reportOutage(Landroid/os/Bundle;)Landroid/os/Bundle;@0x7c", "com/gridnote/outage/OutageProvider.java", 60},
			{"CETP602", "error", "Lcom/gridnote/outage/OutageProvider;->reopenReport(Landroid/os/Bundle;)Landroid/os/Bundle;@0x29", "com/gridnote/outage/OutageProvider.java", 83},
			{"CETP603", "error", "Lcom/gridnote/meter/MeterProvider;->lambda$submitReading$5$com-gridnote-meter-MeterProvider(Ljava/lang/String;J)Ljava/lang/Integer;@0x2", "com/gridnote/meter/MeterProvider.java", 53},
			{"CETP603", "error", "Lcom/gridnote/outage/OutageHandler;->handleMessage(Landroid/os/Message;)V@0x1b", "com/gridnote/outage/OutageHandler.java", 25},
			{"CETP607", "warning", "Lcom/gridnote/meter/MeterProvider;->exportReadings(Landroid/os/Bundle;)Landroid/os/Bundle;@0x53", "com/gridnote/meter/MeterProvider.java", 98},
			{"CETP611", "error", "Lcom/gridnote/util/Identity;->cleared(Lj$/util/function/Supplier;)Ljava/lang/Object;@0x4", "com/gridnote/util/Identity.java", 14},
			{"CETP612", "error", "Lcom/gridnote/meter/MeterProvider;->meterPhoto(Landroid/os/Bundle;)Landroid/os/Bundle;@0x39", "com/gridnote/meter/MeterProvider.java", 73},
			{"CETP613", "error", "Lcom/gridnote/outage/OutageProvider;->reportOutage(Landroid/os/Bundle;)Landroid/os/Bundle;@0x8f", "com/gridnote/outage/OutageProvider.java", 64},
		})
	}
}
