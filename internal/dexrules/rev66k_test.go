package dexrules_test

import "testing"

// TestRev66KotlinParcelable (rev66_k1, "LockerLoop" parcel lockers:
// Kotlin 2 through D8, two hand-written providers whose request
// arguments also come in as Parcelables — a @Parcelize data class written
// as the plugin generates it, read with getParcelable("args", Class) and
// getParcelable<T>("args") —, a nested Bundle, a PendingIntent helper with
// default arguments; a helper's blind app, labels in
// testdata/dex/rev66_labels_k.md, first scanned at stop 49). Its first run
// found 5 of 8 labelled defects with no false finding: the three whose
// request value arrives through the Parcelable were missed. Fixed since: a
// Parcelable read from the request Bundle (Bundle.getParcelable, with its
// class or the cast after it; BundleCompat's) is a request value and its
// class's fields request fields, as a parsed JSON object's are: CETP614
// (the parcel's "confirmed") and CETP622 (its "lockerId"); then CETP606
// where the parcel's callerPackage field is trusted as the caller: a
// Parcelable read from the request binds its class's fields as a JSON
// parse does, the class's own equals/hashCode/toString/writeToParcel and
// uncalled componentN are no use of them, and a read compared with the
// caller's real package (myParcels' require) is checked, not trusted.
// The note once left in the data class's copy() from the validation
// search's budget went at stop 66 (copy() passing a field back into it
// adds no value of its own). 8 of 8.
func TestRev66KotlinParcelable(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev66_k1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/lockerloop/PickupProvider;->releaseSlot(Landroid/content/Context;ILandroid/os/Bundle;Lcom/lockerloop/PickupArgs;)Landroid/os/Bundle;@0x44", "com/lockerloop/PickupProvider.kt", 58},
			{"CETP603", "error", "Lcom/lockerloop/DropProvider;->dropOff$lambda$0(Lcom/lockerloop/DropProvider;Lcom/lockerloop/DropTicket;)V@0x0", "com/lockerloop/DropProvider.kt", 50},
			{"CETP606", "error", "Lcom/lockerloop/DropProvider;->reassignDrop(Ljava/lang/String;Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0xb", "com/lockerloop/DropProvider.kt", 76},
			{"CETP606", "error", "Lcom/lockerloop/PickupProvider;->claimParcel(Ljava/lang/String;Lcom/lockerloop/PickupArgs;)Landroid/os/Bundle;@0x0", "com/lockerloop/PickupProvider.kt", 63},
			{"CETP607", "warning", "Lcom/lockerloop/DropProvider;->dropOff(ILandroid/os/Bundle;)Landroid/os/Bundle;@0x7b", "com/lockerloop/DropProvider.kt", 57},
			{"CETP609", "note", "Lcom/lockerloop/DropProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/lockerloop/DropProvider.kt", 26},
			{"CETP609", "note", "Lcom/lockerloop/PickupProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/lockerloop/PickupProvider.kt", 23},
			{"CETP611", "error", "Lcom/lockerloop/DropProvider;->nudgeCourier(Lorg/json/JSONObject;)Landroid/os/Bundle;@0x6", "com/lockerloop/DropProvider.kt", 93},
			{"CETP614", "error", "Lcom/lockerloop/PickupProvider;->cancelPickup(Landroid/content/Context;ILcom/lockerloop/PickupArgs;)Landroid/os/Bundle;@0x4", "com/lockerloop/PickupProvider.kt", 45},
			{"CETP619", "warning", "Lcom/lockerloop/DropProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xfc", "com/lockerloop/DropProvider.kt", 37},
			{"CETP619", "warning", "Lcom/lockerloop/PickupProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xfd", "com/lockerloop/PickupProvider.kt", 34},
			{"CETP622", "error", "Lcom/lockerloop/PickupProvider;->findParcel(Landroid/os/Bundle;)Landroid/os/Bundle;@0x3a", "com/lockerloop/PickupProvider.kt", 80},
		})
	}
}
