package dexrules_test

import "testing"

// TestRev126JavaLegacy (rev126_j1, "Lumenhaus": Java 8 source through
// javac 17 and D8 — anonymous inner classes with this$0 / val$ fields and
// access$NNN accessors, a Callable on an ExecutorService, a HandlerThread
// with Handler.Callback Message hand-overs, synchronized blocks and
// methods, double-checked singletons, SharedPreferences session and screen
// stores, a list of anonymous CallerRules, try-with-resources; a helper's
// blind app, labels in testdata/dex/rev126_labels_j.md, first scanned at
// stop 57). 4 of 8 at its first run (CETP603, 604, 613, 620), no false
// finding; 5 of 8 once PendingIntent flags an anonymous class keeps from
// its factory's argument (`mFlags = val$flags`) read as the factory
// callers' constants (ctorflags601: CETP601 at Resolutions$1.create,
// naming DeviceToolProvider.confirmScreen); 6 of 8 once an int verdict
// hook the request's flag forces to APPROVED decides its callers' test of
// the verdict, through javac's access$400 (verdict614: CETP614 at
// LockToolProvider$5.run); 7 of 8 once what the app puts into Messages'
// obj carries its exception text to the handleMessage reading it
// (msgobj607: CETP607 at RadioLink$1.handleMessage); 8 of 8 once
// preference keys are a store (prefs.go, stop 58): CETP615 at the shared
// Resolutions$1.create, the package the locks provider seeds under
// screen_package ("com.lumenhaus.keypad") read back by its key (a note that
// the package was not a constant before).
func TestRev126JavaLegacy(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev126_j1", allCode), []dexWant{
			{"CETP106", "note", "Lcom/lumenhaus/cetp/Resolutions$1;->create(Landroid/content/Context;Ljava/lang/String;I)Landroid/app/PendingIntent;@0x15", "com/lumenhaus/cetp/Resolutions.java", 22},
			{"CETP508", "note", "Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x8", "com/lumenhaus/cetp/Replies.java", 32},
			{"CETP601", "error", "Lcom/lumenhaus/cetp/Resolutions$1;->create(Landroid/content/Context;Ljava/lang/String;I)Landroid/app/PendingIntent;@0x15", "com/lumenhaus/cetp/Resolutions.java", 22},
			{"CETP603", "error", "Lcom/lumenhaus/locks/LockToolProvider$6;->call()Landroid/os/Bundle;@0x0", "com/lumenhaus/locks/LockToolProvider.java", 286},
			{"CETP604", "warning", "Lcom/lumenhaus/locks/LockToolProvider$1;->accepts(I)Z@0x14", "com/lumenhaus/locks/LockToolProvider.java", 124},
			{"CETP607", "warning", "Lcom/lumenhaus/cetp/RadioLink$1;->handleMessage(Landroid/os/Message;)Z@0x41", "com/lumenhaus/cetp/RadioLink.java", 50},
			{"CETP613", "error", "Lcom/lumenhaus/devices/DeviceToolProvider;->askUser(Lcom/lumenhaus/cetp/Invocation;Ljava/lang/String;)Landroid/os/Bundle;@0x31", "com/lumenhaus/devices/DeviceToolProvider.java", 342},
			{"CETP614", "error", "Lcom/lumenhaus/locks/LockToolProvider$5;->run(Lcom/lumenhaus/cetp/Invocation;)Landroid/os/Bundle;@0x1d", "com/lumenhaus/locks/LockToolProvider.java", 189},
			{"CETP615", "error", "Lcom/lumenhaus/cetp/Resolutions$1;->create(Landroid/content/Context;Ljava/lang/String;I)Landroid/app/PendingIntent;@0x15", "com/lumenhaus/cetp/Resolutions.java", 22},
			{"CETP620", "warning", "Lcom/lumenhaus/cetp/SessionStore;->find(Ljava/lang/String;)Lcom/lumenhaus/cetp/SessionStore$Session;@0x18", "com/lumenhaus/cetp/SessionStore.java", 26},
			{"CETP623", "note", "Lcom/lumenhaus/cetp/Resolutions$1;->create(Landroid/content/Context;Ljava/lang/String;I)Landroid/app/PendingIntent;@0x15", "com/lumenhaus/cetp/Resolutions.java", 22},
		})
	}
}
