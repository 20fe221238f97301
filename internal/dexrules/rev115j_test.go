package dexrules_test

import "testing"

// TestRev115JavaModern (rev115_j1, "Hearthlink": Java 17 through D8
// desugaring at min-api 24 — records over RecordTag, string and enum
// switches, enum constant bodies, try-with-resources, interface default
// methods, a Dagger-shaped Provider container, a nested reply Builder; a
// helper's blind app, labels in testdata/dex/rev115_labels_j.md, first
// scanned at stop 54). 4 of 8 at its first run, no false finding
// (CETP607 at the Builder's failure, CETP603 at the container's
// getCallingUid lambda, CETP619 at call()'s dispatch, CETP622). Since: a
// record's constructor calling D8's RecordTag constructor no longer hands
// the object away, so the record's flags are judged per caller
// (builderFlags): CETP601 at DevicesProvider.java:105; and a flag that
// decides what a boolean hook returns (the enum constant's confirmFirst
// answering !force) decides its caller's branch on the result (hook614):
// CETP614 at DevicesProvider.java:100; and a map key object counts only
// what its own equals compares (eqkey620): CETP620 at the Lease record
// whose equals looks at the token alone. 7 of 8. Missed: CETP613 (a
// TokenMint per Provider<Random>: a note).
func TestRev115JavaModern(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev115_j1", allCode), []dexWant{
			{"CETP508", "note", "Lapp/hearthlink/core/Replies;->actionRequired(Lapp/hearthlink/core/Call;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;@0x8", "app/hearthlink/core/Replies.java", 28},
			{"CETP601", "error", "Lapp/hearthlink/devices/DevicesProvider;->execute(Lapp/hearthlink/core/Call;Ljava/lang/String;)Landroid/os/Bundle;@0x85", "app/hearthlink/devices/DevicesProvider.java", 105},
			{"CETP603", "error", "Lapp/hearthlink/di/DaggerHubComponent$$ExternalSyntheticLambda0;->get()Ljava/lang/Object;@0x0", "app/hearthlink/di/DaggerHubComponent.java", 0},
			{"CETP607", "warning", "Lapp/hearthlink/core/Replies$Builder;->failure(Ljava/lang/String;Ljava/lang/Throwable;)Lapp/hearthlink/core/Replies$Builder;@0x17", "app/hearthlink/core/Replies.java", 72},
			{"CETP613", "note", "Lapp/hearthlink/devices/DevicesProvider;->execute(Lapp/hearthlink/core/Call;Ljava/lang/String;)Landroid/os/Bundle;@0x89", "app/hearthlink/devices/DevicesProvider.java", 105},
			{"CETP613", "note", "Lapp/hearthlink/devices/DevicesProvider;->negotiate(I)Landroid/os/Bundle;@0x31", "app/hearthlink/devices/DevicesProvider.java", 66},
			{"CETP613", "note", "Lapp/hearthlink/scenes/ScenesProvider;->execute(Lapp/hearthlink/core/Call;Ljava/lang/String;)Landroid/os/Bundle;@0x80", "app/hearthlink/scenes/ScenesProvider.java", 110},
			{"CETP613", "note", "Lapp/hearthlink/scenes/ScenesProvider;->execute(Lapp/hearthlink/core/Call;Ljava/lang/String;)Landroid/os/Bundle;@0xcd", "app/hearthlink/scenes/ScenesProvider.java", 120},
			{"CETP613", "note", "Lapp/hearthlink/scenes/ScenesProvider;->negotiate(I)Landroid/os/Bundle;@0x2d", "app/hearthlink/scenes/ScenesProvider.java", 71},
			{"CETP614", "error", "Lapp/hearthlink/devices/DevicesProvider;->execute(Lapp/hearthlink/core/Call;Ljava/lang/String;)Landroid/os/Bundle;@0x62", "app/hearthlink/devices/DevicesProvider.java", 100},
			{"CETP619", "warning", "Lapp/hearthlink/scenes/ScenesProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xb1", "app/hearthlink/scenes/ScenesProvider.java", 59},
			{"CETP620", "warning", "Lapp/hearthlink/scenes/ScenesProvider;->admitted(ILjava/lang/String;)Z@0xd", "app/hearthlink/scenes/ScenesProvider.java", 82},
			{"CETP622", "error", "Lapp/hearthlink/core/Lookups;->byLabel(Ljava/lang/String;)Ljava/util/List;@0x1e", "app/hearthlink/core/Lookups.java", 21},
		})
	}
}
