package dexrules_test

import "testing"

// TestRev164JavaEight: blind round rev164_j (Reefkeeper, an aquarium
// app in pre-lambda Java 8 shapes: anonymous inner classes and javac's
// access$NNN accessors, string switches, try-with-resources, a holder
// singleton, enum constant bodies, a hand-written RequestBus carrying the
// request to its observers; labels in testdata/dex/rev164_labels_j.md,
// written before any scan). First run (stop 63, 8128ea27): CETP602, 605,
// 616 and 625 found at their labels (616 two lines on, 625 at the
// list_tools dispatch); 621 for get_water_tests at its handler but by the
// ledger's writes, which the provider makes only for mutating tools, and
// the same for list_tanks (false); a false CETP620 at
// Confirmations.confirmed; missed 611 (TankTools, subscribed in onCreate,
// was no Observer target), 614 (a "confirmed" argument) and 617 (the
// app's own base class's authorize hook). The same stop: 611 found at
// AppIdentity.asApp, the label's other place (setupobs611), and the false
// 620 gone (an expired token's discarded remove is no lookup: dropped620),
// and with the ledger's row of the call no tool's effect (ledger621) the
// false 621 for list_tanks gone, get_water_tests' 621 by markSeen, its
// label's path, and 614 found at TankTools$5.run, the label's other place.
// Stop 64: 617 found at DosingProvider.authorize's first allow, a line
// the label names (an app-own base class's hook is judged: apphook617).
func TestRev164JavaEight(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev164_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;@0xe", "com/tidepool/reef/cetp/Replies.java", 37},
			{"CETP602", "error", "Lcom/tidepool/reef/dosing/DosingProvider$1;->intentFor(Ljava/lang/String;)Landroid/app/PendingIntent;@0x1f", "com/tidepool/reef/dosing/DosingProvider.java", 61},
			{"CETP605", "warning", "Lcom/tidepool/reef/dosing/DosingProvider;->openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;@0x0", "com/tidepool/reef/dosing/DosingProvider.java", 180},
			{"CETP611", "error", "Lcom/tidepool/reef/cetp/AppIdentity;->asApp(Ljava/util/concurrent/Callable;)Ljava/lang/Object;@0x4", "com/tidepool/reef/cetp/AppIdentity.java", 15},
			{"CETP614", "error", "Lcom/tidepool/reef/tanklog/TankTools$5;->run(Lcom/tidepool/reef/cetp/ToolRequest;Lcom/tidepool/reef/cetp/ResultCallback;)V@0x29", "com/tidepool/reef/tanklog/TankTools.java", 225},
			{"CETP616", "warning", "Lcom/tidepool/reef/tanklog/SignerCache;->load(Landroid/content/pm/PackageManager;Ljava/lang/String;)Ljava/util/Set;@0xc", "com/tidepool/reef/tanklog/SignerCache.java", 49},
			{"CETP617", "error", "Lcom/tidepool/reef/dosing/DosingProvider;->authorize(Lcom/tidepool/reef/cetp/ToolRequest;)Lcom/tidepool/reef/cetp/Decision;@0x1c", "com/tidepool/reef/dosing/DosingProvider.java", 169},
			{"CETP621", "error", "Lcom/tidepool/reef/tanklog/TankTools;-><init>(Landroid/content/Context;Lcom/tidepool/reef/data/TankRepo;Lcom/tidepool/reef/cetp/Confirmations$Prompt;)V@0xfc", "com/tidepool/reef/tanklog/TankTools.java", 146},
			{"CETP621", "note", "Lcom/tidepool/reef/cetp/Ledger;->reserve(Ljava/lang/String;Lcom/tidepool/reef/cetp/ToolRequest;)Lcom/tidepool/reef/cetp/Ledger$Entry;@0xde", "com/tidepool/reef/cetp/Ledger.java", 59},
			{"CETP625", "warning", "Lcom/tidepool/reef/dosing/DosingProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x37", "com/tidepool/reef/dosing/DosingProvider.java", 98},
		})
	}
}
