package dexrules_test

import "testing"

// TestRev107KotlinCleanArchitecture (rev107_k1, "FieldKit" sampling log:
// Kotlin 2 through D8, hand-written smali — use cases with operator
// invoke (some suspend, withContext(IO)), a repository interface with a
// SQLite and a debug-only fake implementation, an app-written Either with
// fold/map/flatMap and an inline catching, mapper extensions, a
// hand-rolled service locator with lazy properties; a helper's blind app,
// labels in testdata/dex/rev107_labels_k.md, first scanned at stop 52).
// Its first run found 7 of the 8 labelled defects (CETP612 at :81 for
// :80), no false finding. Missed then: CETP613 for the resume token the
// Locator's lazy TokenSource draws from kotlin.random.Random — a note at
// exportSites said the object it passes gets SecureRandom output on some
// paths and a predictable value on others: the token source is D8's
// stateless lambda singleton (Locator$$ExternalSyntheticLambda0.INSTANCE),
// and its next() was taken for every TokenSource. Since (stop 53): a
// receiver read from a field whose type is a final app class (a D8 lambda's
// INSTANCE, a Kotlin class's property) is that class, so the call runs its
// override only. 8 of 8.
func TestRev107KotlinCleanArchitecture(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev107_k1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/fieldkit/MappersKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0x1c", "com/fieldkit/Mappers.kt", 28},
			{"CETP603", "error", "Lcom/fieldkit/RecordVisit$invoke$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;@0xd", "com/fieldkit/UseCases.kt", 30},
			{"CETP604", "warning", "Lcom/fieldkit/SiteProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x28", "com/fieldkit/SiteProvider.kt", 25},
			{"CETP607", "warning", "Lcom/fieldkit/SampleProvider;->importSample(Lorg/json/JSONObject;)Landroid/os/Bundle;@0x39", "com/fieldkit/SampleProvider.kt", 67},
			{"CETP609", "note", "Lcom/fieldkit/SampleProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/fieldkit/SampleProvider.kt", 24},
			{"CETP609", "note", "Lcom/fieldkit/SiteProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/fieldkit/SiteProvider.kt", 22},
			{"CETP611", "error", "Lcom/fieldkit/SiteProvider;->exportSites(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;@0x4a", "com/fieldkit/SiteProvider.kt", 63},
			{"CETP612", "error", "Lcom/fieldkit/SampleProvider;->exportLog(Landroid/content/Context;)Landroid/os/Bundle;@0x1a", "com/fieldkit/SampleProvider.kt", 81},
			{"CETP613", "error", "Lcom/fieldkit/SiteProvider;->exportSites(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;@0x3f", "com/fieldkit/SiteProvider.kt", 59},
			{"CETP614", "error", "Lcom/fieldkit/SqliteSampleRepo;->discard(Ljava/lang/String;Z)I@0x6", "com/fieldkit/Repo.kt", 23},
			{"CETP622", "error", "Lcom/fieldkit/SqliteSampleRepo;->countBySpecies(Lcom/fieldkit/SpeciesFilter;)I@0x29", "com/fieldkit/Repo.kt", 30},
		})
	}
}
