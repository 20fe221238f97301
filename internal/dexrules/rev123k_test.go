package dexrules_test

import "testing"

// TestRev123KotlinProperties (rev123_k1, "Hearthkit": Kotlin 2 through D8
// — delegated properties (lazy, observable, notNull, a custom
// ReadWriteProperty over a map), value classes and their mangled names,
// reified inline getters, lateinit fields, extension properties, enum
// constants with bodies, interface default methods, sealed results; a
// helper's blind app, labels in testdata/dex/rev123_labels_k.md, first
// scanned at stop 56). 6 of 8 at its first run (CETP620, 601 as a note,
// 614, 607, 606, 622) with five false CETP614 (`approved` read from the
// Provider's decision record wrapped in the args' class — plainrec614)
// and CETP613 an error alone but a note after other rules (the observable
// delegate's answer kept while its setter's caller was being analysed);
// now 7 of 8, no false finding; 8 of 8 once a wrapper's Intent built
// from an override on its parameter is judged in the wrapper's frame
// (enumbody615: CETP615 at RoutinesProvider.askUser, naming
// ConfirmScreen$AWAY_MODE.intent — askUser's callers pass three screens,
// so the call there is reported for the one that is another app's).
func TestRev123KotlinProperties(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev123_k1", allCode), []dexWant{
			{"CETP106", "note", "Lcom/hearthkit/DevicesProvider;->reset(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Lcom/hearthkit/Fields;)Lcom/hearthkit/Outcome;@0xb7", "com/hearthkit/DevicesProvider.kt", 107},
			{"CETP106", "note", "Lcom/hearthkit/DevicesProvider;->unlock(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Lcom/hearthkit/Fields;)Lcom/hearthkit/Outcome;@0x98", "com/hearthkit/DevicesProvider.kt", 93},
			{"CETP106", "note", "Lcom/hearthkit/RoutinesProvider;->askUser(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Lcom/hearthkit/ConfirmScreen;Ljava/lang/String;)Lcom/hearthkit/Outcome;@0x2c", "com/hearthkit/RoutinesProvider.kt", 131},
			{"CETP508", "note", "Lcom/hearthkit/ProtocolKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V@0x9", "com/hearthkit/Protocol.kt", 54},
			{"CETP601", "note", "Lcom/hearthkit/DevicesProvider;->reset(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Lcom/hearthkit/Fields;)Lcom/hearthkit/Outcome;@0xb7", "com/hearthkit/DevicesProvider.kt", 107},
			{"CETP601", "note", "Lcom/hearthkit/DevicesProvider;->unlock(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Lcom/hearthkit/Fields;)Lcom/hearthkit/Outcome;@0x98", "com/hearthkit/DevicesProvider.kt", 93},
			{"CETP601", "note", "Lcom/hearthkit/RoutinesProvider;->askUser(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Lcom/hearthkit/ConfirmScreen;Ljava/lang/String;)Lcom/hearthkit/Outcome;@0x2c", "com/hearthkit/RoutinesProvider.kt", 131},
			{"CETP606", "error", "Lcom/hearthkit/FieldsKt;->getRequester(Lcom/hearthkit/Fields;)Ljava/lang/String;@0xd", "com/hearthkit/Fields.kt", 28},
			{"CETP607", "warning", "Lcom/hearthkit/DevicesProvider;->export()Lcom/hearthkit/Outcome;@0x3d", "com/hearthkit/DevicesProvider.kt", 116},
			{"CETP613", "error", "Lcom/hearthkit/RoutinesProvider;->askUser(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Lcom/hearthkit/ConfirmScreen;Ljava/lang/String;)Lcom/hearthkit/Outcome;@0x30", "com/hearthkit/RoutinesProvider.kt", 132},
			{"CETP614", "error", "Lcom/hearthkit/DevicesProvider;->reset(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Lcom/hearthkit/Fields;)Lcom/hearthkit/Outcome;@0x3d", "com/hearthkit/DevicesProvider.kt", 102},
			{"CETP615", "error", "Lcom/hearthkit/RoutinesProvider;->askUser(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Lcom/hearthkit/ConfirmScreen;Ljava/lang/String;)Lcom/hearthkit/Outcome;@0x2c", "com/hearthkit/RoutinesProvider.kt", 131},
			{"CETP620", "warning", "Lcom/hearthkit/SessionBook;->find-lqX5FwI(Ljava/lang/String;)Lcom/hearthkit/Session;@0x11", "com/hearthkit/Sessions.kt", 27},
			{"CETP622", "error", "Lcom/hearthkit/ExportFiles;->target-_4K5EGs(Ljava/io/File;Ljava/lang/String;)Ljava/io/File;@0x15", "com/hearthkit/Jobs.kt", 14},
			{"CETP623", "note", "Lcom/hearthkit/DevicesProvider;->reset(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Lcom/hearthkit/Fields;)Lcom/hearthkit/Outcome;@0xb7", "com/hearthkit/DevicesProvider.kt", 107},
			{"CETP623", "note", "Lcom/hearthkit/DevicesProvider;->unlock(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Lcom/hearthkit/Fields;)Lcom/hearthkit/Outcome;@0x98", "com/hearthkit/DevicesProvider.kt", 93},
			{"CETP623", "note", "Lcom/hearthkit/RoutinesProvider;->askUser(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Lcom/hearthkit/ConfirmScreen;Ljava/lang/String;)Lcom/hearthkit/Outcome;@0x2c", "com/hearthkit/RoutinesProvider.kt", 131},
		})
	}
}
