package dexrules_test

import "testing"

// TestRev52JavaHandlers (rev52_j1, "ShotBook" vaccine appointments: Java 8
// style through D8, two hand-written providers whose call() dispatches
// through a static Map of anonymous ToolHandler classes, Gson-parsed POJOs
// (a Gson stub bundled), a PendingIntent builder class, a
// ThreadPoolExecutor subclass; a helper's blind app, labels in
// testdata/dex/rev52_labels_j.md, first scanned at stop 48). Its first run
// found 8 of 11 labelled defects with no false finding: CETP614, 622
// through the Gson POJO, 602, 603 on the pool subclass, 604, 607, 613, 620.
// Fixed since: CETP624 where the loop over a shared UID's packages sets a
// flag when one matches and the flag is tested after it (`staff = true`
// instead of returning from inside); then (stop 49) the builder judged per
// chain (builderchain.go: build() analysed with each caller's fields), so
// that CETP601 names reschedule's chain (FLAG_UPDATE_CURRENT alone),
// CETP602 dose_confirm's (no target(): the `new Intent(action)` branch),
// and CETP623 cancel_appointment's CancelConfirmActivity, which never
// finishes; where build() was a note (601) and an error (602) for every
// chain. 11 of 11.
func TestRev52JavaHandlers(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev52_j1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/shotbook/booking/BookingProvider$3;->execute(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;@0x75", "com/shotbook/booking/BookingProvider.java", 97},
			{"CETP602", "error", "Lcom/shotbook/clinic/ClinicProvider$4;->execute(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;@0x5f", "com/shotbook/clinic/ClinicProvider.java", 105},
			{"CETP603", "error", "Lcom/shotbook/clinic/ClinicProvider$3$2;->run()V@0xd", "com/shotbook/clinic/ClinicProvider.java", 85},
			{"CETP604", "warning", "Lcom/shotbook/clinic/ClinicProvider$3;->execute(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;@0x16", "com/shotbook/clinic/ClinicProvider.java", 68},
			{"CETP607", "warning", "Lcom/shotbook/booking/BookingProvider$1;->execute(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;@0x86", "com/shotbook/booking/BookingProvider.java", 58},
			{"CETP609", "note", "Lcom/shotbook/booking/BookingProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/shotbook/booking/BookingProvider.java", 110},
			{"CETP609", "note", "Lcom/shotbook/clinic/ClinicProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/shotbook/clinic/ClinicProvider.java", 118},
			{"CETP613", "error", "Lcom/shotbook/clinic/ClinicProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x130", "com/shotbook/clinic/ClinicProvider.java", 138},
			{"CETP614", "error", "Lcom/shotbook/booking/BookingProvider$2;->execute(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;@0xf", "com/shotbook/booking/BookingProvider.java", 68},
			{"CETP620", "warning", "Lcom/shotbook/clinic/ClinicProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xcf", "com/shotbook/clinic/ClinicProvider.java", 158},
			{"CETP622", "error", "Lcom/shotbook/clinic/ClinicProvider$1;->execute(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;@0x31", "com/shotbook/clinic/ClinicProvider.java", 40},
			{"CETP623", "note", "Lcom/shotbook/booking/BookingProvider$2;->execute(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;@0x4f", "com/shotbook/booking/BookingProvider.java", 76},
			{"CETP624", "warning", "Lcom/shotbook/clinic/ClinicProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x17", "com/shotbook/clinic/ClinicProvider.java", 122},
		})
	}
}
