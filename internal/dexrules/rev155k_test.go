package dexrules_test

import "testing"

// TestRev155KotlinCallbacks: blind round rev155_k (Tidewell, tool calls
// completed by Android callbacks: receivers, a reply PendingIntent in the
// resolution, callbackFlow over a ContentObserver, Handler.post with a
// latch, AlarmManager; labels in testdata/dex/rev155_labels_k.md, written
// before any scan). First run (stop 61, after the stop's changes), no
// false finding: CETP603, 607, 601, 613, 625 and 610 found at their
// labels, 6 of 8; 620 (the confirmation map looked up by token alone) is
// reported at the map's lookup in Confirmations, 623 (the screen that
// never finishes) at the resolution that opens it.
func TestRev155KotlinCallbacks(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev155_k1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/tidewell/home/TextsToolProvider;->askUser(Lcom/tidewell/home/ToolCall;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0x4b", "com/tidewell/home/TextsToolProvider.kt", 129},
			{"CETP603", "error", "Lcom/tidewell/home/TextsToolProvider;->sendText$lambda$3(Lcom/tidewell/home/TextsToolProvider;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V@0xa", "com/tidewell/home/TextsToolProvider.kt", 116},
			{"CETP607", "warning", "Lcom/tidewell/home/TextsToolProvider;->sendText(Lcom/tidewell/home/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x164", "com/tidewell/home/TextsToolProvider.kt", 113},
			{"CETP610", "warning", "Lcom/tidewell/home/BootReceiver;->onReceive(Landroid/content/Context;Landroid/content/Intent;)V@0x72", "com/tidewell/home/Receivers.kt", 35},
			{"CETP613", "error", "Lcom/tidewell/home/RemindersToolProvider;->askUser(Lcom/tidewell/home/ToolCall;Lcom/tidewell/home/Reminder;)Landroid/os/Bundle;@0x9c", "com/tidewell/home/RemindersToolProvider.kt", 144},
			{"CETP620", "warning", "Lcom/tidewell/home/TextsToolProvider;->sendText(Lcom/tidewell/home/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x88", "com/tidewell/home/TextsToolProvider.kt", 103},
			{"CETP623", "note", "Lcom/tidewell/home/RemindersToolProvider;->askUser(Lcom/tidewell/home/ToolCall;Lcom/tidewell/home/Reminder;)Landroid/os/Bundle;@0x89", "com/tidewell/home/RemindersToolProvider.kt", 143},
			{"CETP625", "warning", "Lcom/tidewell/home/RemindersToolProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;@0x91", "com/tidewell/home/RemindersToolProvider.kt", 43},
		})
	}
}
