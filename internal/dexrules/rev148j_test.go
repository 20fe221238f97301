package dexrules_test

import "testing"

// TestRev148JavaEventBus: blind round rev148_j (Lumenhall, a smart-home hub
// built on a hand-written event bus, a HandlerThread command queue whose
// callbacks complete CompletableFutures, observed state stores, anonymous
// classes and lambdas; labels in testdata/dex/rev148_labels_j.md, written
// before any scan). First run (stop 60, after the stop's engine changes),
// no false finding: CETP612 (MODE_READ_WRITE in a thenApply stage), 603
// (the queued work's getCallingUid on the Handler thread), 622 (the scene
// name an observer concatenates into execSQL), 601 (a subscriber's
// FLAG_MUTABLE) and 607 (exceptionally's getMessage) found: 5 of 8.
// Missed: CETP613 (a resume token from a java.util.Random field, minted in
// a subscriber lambda; found since, at confirm's put naming the
// subscriber: fixture eventtoken613), 614 (a subscriber setting the
// verdict of the event it is handed from "confirmed") and 618 (dedup
// records only in a ConcurrentHashMap subscriber).
func TestRev148JavaEventBus(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev148_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x8", "com/lumenhall/hub/cetp/Replies.java", 55},
			{"CETP601", "error", "Lcom/lumenhall/hub/scenes/SceneTools$2;->onEvent(Lcom/lumenhall/hub/bus/Events$ResolutionRequest;)V@0x1e", "com/lumenhall/hub/scenes/SceneTools.java", 82},
			{"CETP603", "error", "Lcom/lumenhall/hub/devices/DeviceTools;->lambda$setLight$4$com-lumenhall-hub-devices-DeviceTools(Ljava/lang/String;Ljava/lang/String;I)Lorg/json/JSONObject;@0x0", "com/lumenhall/hub/devices/DeviceTools.java", 218},
			{"CETP607", "warning", "Lcom/lumenhall/hub/scenes/SceneTools;->lambda$finish$10(Lcom/lumenhall/hub/cetp/Call;Ljava/lang/Throwable;)Landroid/os/Bundle;@0x1d", "com/lumenhall/hub/scenes/SceneTools.java", 270},
			{"CETP612", "error", "Lcom/lumenhall/hub/devices/DeviceTools;->lambda$exportEnergyLog$2(Lcom/lumenhall/hub/cetp/Call;Ljava/io/File;)Landroid/os/Bundle;@0x22", "com/lumenhall/hub/devices/DeviceTools.java", 190},
			{"CETP613", "error", "Lcom/lumenhall/hub/cetp/ToolEndpoint;->confirm(Lcom/lumenhall/hub/cetp/Call;)Landroid/os/Bundle;@0x93", "com/lumenhall/hub/cetp/ToolEndpoint.java", 280},
			{"CETP622", "error", "Lcom/lumenhall/hub/scenes/SceneTools$1;->onChanged(Ljava/lang/String;Lorg/json/JSONObject;)V@0x5a", "com/lumenhall/hub/scenes/SceneTools.java", 61},
		})
	}
}
