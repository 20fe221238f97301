package dexrules_test

import "testing"

// TestRev79KotlinRetrofit (rev79_k1, "GymSlot" climbing sessions: Kotlin 2
// through D8, tools calling a backend through a Retrofit service interface
// made at run time — `@POST`/`@GET`/`@DELETE` suspend functions with no
// implementation in the APK — inside runBlocking; a helper's blind app,
// labels in testdata/dex/rev79_labels_k.md, first scanned at stop 50). Its
// first run found 6 of 8 labelled defects (601, 606, 607 from a Retrofit
// HttpException, 613, 620, 622) with no false finding, and missed — with
// no note — the two whose effect is a Retrofit call: a confirmation flag
// deciding `api.cancel(id)` (@DELETE, CETP614) and a POST made before the
// deadline is read (CETP619). Fixed since: a call of a service interface's
// method annotated @POST, @PUT, @PATCH or @DELETE is a side effect (the
// annotation is all the APK holds of it), and a body runBlocking or
// withContext runs in place, no hop, is still followed for effects.
// 8 of 8 (CETP619 at the dispatch in call(), as that rule reports).
func TestRev79KotlinRetrofit(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev79_k1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/gymslot/BookingProvider;->bookSession(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x21", "com/gymslot/BookingProvider.kt", 51},
			{"CETP606", "error", "Lcom/gymslot/BookingProvider;->myBookings(Lorg/json/JSONObject;)Landroid/os/Bundle;@0x2", "com/gymslot/BookingProvider.kt", 90},
			{"CETP607", "warning", "Lcom/gymslot/SlotProvider;->listSlots(Lorg/json/JSONObject;)Landroid/os/Bundle;@0x34", "com/gymslot/SlotProvider.kt", 50},
			{"CETP609", "note", "Lcom/gymslot/BookingProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/gymslot/BookingProvider.kt", 28},
			{"CETP609", "note", "Lcom/gymslot/SlotProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/gymslot/SlotProvider.kt", 26},
			{"CETP613", "error", "Lcom/gymslot/SlotProvider;->holdSlot(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x3c", "com/gymslot/SlotProvider.kt", 60},
			{"CETP614", "error", "Lcom/gymslot/BookingProvider;->cancelBooking(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x1c", "com/gymslot/BookingProvider.kt", 63},
			{"CETP619", "warning", "Lcom/gymslot/BookingProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xf1", "com/gymslot/BookingProvider.kt", 39},
			{"CETP620", "warning", "Lcom/gymslot/SlotProvider;->swapSlot(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x35", "com/gymslot/SlotProvider.kt", 70},
			{"CETP622", "error", "Lcom/gymslot/BookingProvider;->bookingsOn(Lorg/json/JSONObject;)Landroid/os/Bundle;@0x2b", "com/gymslot/BookingProvider.kt", 99},
		})
	}
}
