package dexrules_test

import "testing"

// TestRev94JavaFirebaseVolleyGuava (rev94_j1, "PlotShare" garden plots:
// Java 11 through D8, hand-written smali — Firestore and Realtime Database
// writes, Volley requests, Guava ListeningExecutorService and
// Futures.addCallback; the libraries referenced, not bundled; a helper's
// blind app, labels in testdata/dex/rev94_labels_j.md, first scanned at
// stop 52). Its first run found 5 of the 8 labelled defects (CETP613 at
// the put of the token, :65, not the Random draw, :62, as CETP613 reports
// everywhere), no false finding: the libraries' writes were no side
// effects for CETP614 and CETP619 (the flag deciding a Firestore delete,
// and a Volley DELETE request beside a Realtime Database removeValue; a
// Firestore set before the deadline is read). Since: the side-effect
// searches take the stores the write rules know (sinkOf: Firestore, the
// Realtime Database, DataStore …) and the writes they judge by argument
// (a Volley request made for POST, PUT, DELETE or PATCH; OkHttp's
// method(verb)). 8 of 8.
func TestRev94JavaFirebaseVolleyGuava(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev94_j1", allCode), []dexWant{
			{"CETP603", "error", "Lcom/plotshare/plots/PlotProvider;->lambda$history$2(Ljava/lang/String;)Ljava/lang/String;@0xd", "com/plotshare/plots/PlotProvider.java", 126},
			{"CETP604", "warning", "Lcom/plotshare/bookings/BookingProvider;->allowed(I)Z@0x11", "com/plotshare/bookings/BookingProvider.java", 51},
			{"CETP607", "warning", "Lcom/plotshare/plots/PlotProvider$1;->onFailure(Ljava/lang/Throwable;)V@0x8", "com/plotshare/plots/PlotProvider.java", 138},
			{"CETP609", "note", "Lcom/plotshare/bookings/BookingProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/plotshare/bookings/BookingProvider.java", 56},
			{"CETP613", "error", "Lcom/plotshare/bookings/BookingProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x42", "com/plotshare/bookings/BookingProvider.java", 65},
			{"CETP614", "error", "Lcom/plotshare/bookings/BookingProvider;->cancel(Lorg/json/JSONObject;I)Landroid/os/Bundle;@0xc", "com/plotshare/bookings/BookingProvider.java", 101},
			{"CETP614", "error", "Lcom/plotshare/plots/PlotProvider;->remove(Lorg/json/JSONObject;I)Landroid/os/Bundle;@0xc", "com/plotshare/plots/PlotProvider.java", 114},
			{"CETP619", "warning", "Lcom/plotshare/plots/PlotProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x9b", "com/plotshare/plots/PlotProvider.java", 84},
			{"CETP620", "warning", "Lcom/plotshare/bookings/BookingProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x50", "com/plotshare/bookings/BookingProvider.java", 68},
		})
	}
}
