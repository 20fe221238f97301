package dexrules_test

import "testing"

// TestRev182JavaInjected: blind round rev182_j (Doorhub, a smart-door hub
// companion whose wiring is Dagger/Hilt-style code written by hand in the
// generated shapes: a component of Provider<T> fields behind DoubleCheck,
// SwitchingProvider classes switching on an id, Foo_Factory and
// MembersInjector classes, an entry point the ContentProviders reach from
// onCreate, modules making the PendingIntents, Intents, ComponentNames and
// descriptors; labels in testdata/dex/rev182_labels_j.md, written before
// any scan). First run (stop 66, 987f6fc9): CETP601 (at the camera
// provider's resolutionFor, naming ResolutionModule.clipResolution), 605
// (CameraToolProvider.openFile), 610 (AppModule.provideVisitorReminder),
// 612 (exportClip), 614 (at the base's execute, the "confirmed" read
// LockRepository.alreadyConfirmed makes) and 620 (OperationStore.find);
// missed 602 and 615, whose Intents and ComponentName come from
// Provider<Intent>.get() on injected fields (only "origin not known"
// notes); a CETP621 note (ToolSpec's effect set by a builder). No near
// miss reported. 602 and 615 found at stop 67, at resolutionFor :195 and
// :193 (a call on an object whose class switches on a final field its
// constructor stored — the SwitchingProvider's id — is summarized as that
// object runs it: Provider<Intent>.get() gives its one binding, found
// through the injected field, the members injector's parameter and the
// component's field); the near misses stay notes (the bound get() also
// returns a null the Intent judgement does not place).
func TestRev182JavaInjected(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev182_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/ridgeway/doorhub/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0x1b", "com/ridgeway/doorhub/cetp/Envelopes.java", 74},
			{"CETP601", "error", "Lcom/ridgeway/doorhub/camera/CameraToolProvider;->resolutionFor(Lcom/ridgeway/doorhub/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;@0x10", "com/ridgeway/doorhub/camera/CameraToolProvider.java", 174},
			{"CETP602", "error", "Lcom/ridgeway/doorhub/locks/LockToolProvider;->resolutionFor(Lcom/ridgeway/doorhub/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;@0x3f", "com/ridgeway/doorhub/locks/LockToolProvider.java", 195},
			{"CETP602", "note", "Lcom/ridgeway/doorhub/camera/CameraToolProvider;->resolutionFor(Lcom/ridgeway/doorhub/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;@0x10", "com/ridgeway/doorhub/camera/CameraToolProvider.java", 174},
			{"CETP602", "note", "Lcom/ridgeway/doorhub/camera/CameraToolProvider;->resolutionFor(Lcom/ridgeway/doorhub/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;@0x21", "com/ridgeway/doorhub/camera/CameraToolProvider.java", 176},
			{"CETP602", "note", "Lcom/ridgeway/doorhub/locks/LockToolProvider;->resolutionFor(Lcom/ridgeway/doorhub/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;@0x10", "com/ridgeway/doorhub/locks/LockToolProvider.java", 189},
			{"CETP602", "note", "Lcom/ridgeway/doorhub/locks/LockToolProvider;->resolutionFor(Lcom/ridgeway/doorhub/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;@0x21", "com/ridgeway/doorhub/locks/LockToolProvider.java", 191},
			{"CETP602", "note", "Lcom/ridgeway/doorhub/locks/LockToolProvider;->resolutionFor(Lcom/ridgeway/doorhub/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;@0x32", "com/ridgeway/doorhub/locks/LockToolProvider.java", 193},
			{"CETP605", "warning", "Lcom/ridgeway/doorhub/camera/CameraToolProvider;->openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;@0x0", "com/ridgeway/doorhub/camera/CameraToolProvider.java", 315},
			{"CETP610", "warning", "Lcom/ridgeway/doorhub/di/AppModule;->provideVisitorReminder(Landroid/content/Context;)Landroid/app/PendingIntent;@0xb", "com/ridgeway/doorhub/di/AppModule.java", 52},
			{"CETP612", "error", "Lcom/ridgeway/doorhub/camera/CameraToolProvider;->exportClip(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Landroid/os/Bundle;@0x49", "com/ridgeway/doorhub/camera/CameraToolProvider.java", 248},
			{"CETP614", "error", "Lcom/ridgeway/doorhub/cetp/ToolContentProvider;->execute(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;Landroid/os/Bundle;)Landroid/os/Bundle;@0xe4", "com/ridgeway/doorhub/cetp/ToolContentProvider.java", 299},
			{"CETP615", "error", "Lcom/ridgeway/doorhub/locks/LockToolProvider;->resolutionFor(Lcom/ridgeway/doorhub/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;@0x32", "com/ridgeway/doorhub/locks/LockToolProvider.java", 193},
			{"CETP620", "note", "Lcom/ridgeway/doorhub/camera/OperationStore;->isCancelRequested(Ljava/lang/String;)Z@0x1b", "com/ridgeway/doorhub/camera/OperationStore.java", 94},
			{"CETP620", "warning", "Lcom/ridgeway/doorhub/camera/OperationStore;->find(Ljava/lang/String;)Lcom/ridgeway/doorhub/camera/OperationStore$Operation;@0x34", "com/ridgeway/doorhub/camera/OperationStore.java", 73},
			{"CETP621", "note", "Lcom/ridgeway/doorhub/cetp/ToolSpec;->toJson(Z)Lorg/json/JSONObject;@0x0", "com/ridgeway/doorhub/cetp/ToolSpec.java", 83},
		})
	}
}
