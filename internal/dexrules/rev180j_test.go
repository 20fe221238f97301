package dexrules_test

import "testing"

// TestRev180JavaFunctional: blind round rev180_j (Verdant, a garden
// journal and irrigation controller in Java 8+ functional style: stream
// pipelines, Optional chains, CompletableFuture chains, tools as enum
// constants with their own bodies, method references as D8 lambda
// classes, builders; an app-own CetpV2ContentProvider base; labels in
// testdata/dex/rev180_labels_j.md, written before any scan). First run
// (stop 66, d9afb23b): CETP604 (at PairedApps.firstPackage :34, the
// label's lambda line), 606 (WateringToolProvider.admit), 609 (the note
// at the watering provider's call), 613 (at startRun :164, where the
// operation id the Supplier field makes is used) and 622
// (ZoneRepository.wateringLog); only notes for 608 (the provider's
// <clinit>), 619 (the base's call) and 623 (ClearZoneActivity's
// resolution); false 606 at BedsToolProvider.authorize (the
// calling_package hint only compared with the real package, in an
// Optional.filter lambda, to refuse) and false 620 at the base's admit
// (SessionStore.find binds the UID in its selection arguments). Both
// false findings went the same stop (boxedcaller: the UID javac boxes for
// a BiFunction handler, an Optional-wrapped hint only filtered against
// the real package). The base's BiFunction dispatch, reached through an
// Optional's map, is resolved too (optionaldispatch), so the 619 note there
// went; 608 found the same stop (appeffect608: the app's Effect enum
// read as the SDK's ToolEffect); the watering provider's 619 stays missed
// (its deadline is read in a lambda admit stores and set_schedule never
// calls).
func TestRev180JavaFunctional(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev180_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/verdant/garden/cetp/Envelopes;->error(Lcom/verdant/garden/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;@0xc", "com/verdant/garden/cetp/Envelopes.java", 52},
			{"CETP508", "note", "Lcom/verdant/garden/cetp/OperationStore$Operation;->toJson()Lorg/json/JSONObject;@0x5a", "com/verdant/garden/cetp/OperationStore.java", 124},
			{"CETP604", "warning", "Lcom/verdant/garden/water/PairedApps;->firstPackage(I)Ljava/util/Optional;@0x18", "com/verdant/garden/water/PairedApps.java", 34},
			{"CETP606", "error", "Lcom/verdant/garden/water/WateringToolProvider;->admit(ILandroid/os/Bundle;)Lcom/verdant/garden/water/WateringToolProvider$WaterCall;@0x6a", "com/verdant/garden/water/WateringToolProvider.java", 124},
			{"CETP608", "error", "Lcom/verdant/garden/water/WaterTool;-><clinit>()V@0xb8", "com/verdant/garden/water/WaterTool.java", 72},
			{"CETP609", "note", "Lcom/verdant/garden/water/WateringToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xf", "com/verdant/garden/water/WateringToolProvider.java", 102},
			{"CETP613", "error", "Lcom/verdant/garden/water/WateringToolProvider;->startRun(Lcom/verdant/garden/water/WateringToolProvider$WaterCall;Ljava/lang/String;I)Landroid/os/Bundle;@0x91", "com/verdant/garden/water/WateringToolProvider.java", 164},
			{"CETP622", "error", "Lcom/verdant/garden/water/ZoneRepository;->wateringLog(Ljava/lang/String;Ljava/lang/String;I)Ljava/util/List;@0x2e", "com/verdant/garden/water/ZoneRepository.java", 60},
			{"CETP623", "note", "Lcom/verdant/garden/water/ClearZoneActivity;->resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;@0x13", "com/verdant/garden/water/ClearZoneActivity.java", 34},
		})
	}
}
