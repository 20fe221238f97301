package dexrules_test

import "testing"

// TestRev45JavaGuava (rev45_j1, "DropRx" pharmacy deliveries: Java 17
// through D8 in the shapes of a team on Guava and AndroidX — futures
// transformed and called back on a listening executor, an IntentService
// fed by a nested Builder's Intent extras, a WorkManager Worker's input
// Data, AsyncTasks, a HandlerThread pipe writer, a UriMatcher
// query()/insert(), a hand-written Room-style DAO, a Dagger factory and
// members injector; a helper's blind app, stop 47, labels in
// testdata/dex/rev45_labels_j.md). Its first run found 5 of 9 labelled
// defects (CETP603 twice, 605, 607, 612) and kept all 9 near misses
// silent. The request flow now crosses to the components the provider
// starts (request_components.go): an Intent with request values handed to
// startService or enqueueWork reaches the service's onHandleIntent, and a
// Worker's input Data reaches what it reads from getInputData() — which
// also needed library code reached as the app's own (a Worker's inherited
// getInputData, here a stub returning null) to go unsummarized, as when
// called on the library's class. Both CETP622 are found, the int extra
// and the bound note silent. CETP613 (a token from the Random Dagger's
// factory injects) was missed because the Guava Function given to
// Futures.transform with a direct executor was never reached: a class
// implementing an interface of a library the APK bundles and the analysis
// reads by name (Guava, RxJava, AndroidX, j$) now has those methods as
// callbacks, as a framework interface's; with them, CETP606 no longer
// counts kotlinx.serialization's generated serializer reading a class's
// fields as a use of them (rev46). 8 of 9. At stop 48 the last: CETP614
// in that Function, `confirmed || resumed ? cancelNow() : askUser()` —
// both edges of the flag's branch reach the effect, one on every path and
// the other only when `resumed` holds, so the flag short-circuits the
// condition the effect waits for (forcedEffect; exception edges are not
// paths there). The near miss refund (`force` only chooses a log line)
// stays silent. 9 of 9.
func TestRev45JavaGuava(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev45_j1", allCode), []dexWant{
			{"CETP603", "error", "Lcom/droprx/courier/CourierProvider$ProofSeenTask;->doInBackground([Ljava/lang/Long;)Ljava/lang/String;@0x7", "com/droprx/courier/CourierProvider.java", 191},
			{"CETP603", "error", "Lcom/droprx/delivery/DeliveryProvider;->lambda$assign$1$com-droprx-delivery-DeliveryProvider(Ljava/lang/String;Ljava/lang/Long;)Ljava/lang/Integer;@0x6", "com/droprx/delivery/DeliveryProvider.java", 80},
			{"CETP605", "warning", "Lcom/droprx/courier/CourierProvider;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;@0x0", "com/droprx/courier/CourierProvider.java", 78},
			{"CETP607", "warning", "Lcom/droprx/delivery/DeliveryProvider$1;->onFailure(Ljava/lang/Throwable;)V@0x1b", "com/droprx/delivery/DeliveryProvider.java", 102},
			{"CETP612", "error", "Lcom/droprx/courier/CourierProvider;->photo(J)Landroid/os/Bundle;@0x37", "com/droprx/courier/CourierProvider.java", 166},
			{"CETP613", "error", "Lcom/droprx/delivery/DeliveryProvider;->lambda$cancel$7$com-droprx-delivery-DeliveryProvider(ZZJILjava/lang/String;)Landroid/os/Bundle;@0x15", "com/droprx/delivery/DeliveryProvider.java", 130},
			{"CETP614", "error", "Lcom/droprx/delivery/DeliveryProvider;->lambda$cancel$7$com-droprx-delivery-DeliveryProvider(ZZJILjava/lang/String;)Landroid/os/Bundle;@0x0", "com/droprx/delivery/DeliveryProvider.java", 128},
			{"CETP622", "error", "Lcom/droprx/courier/ManifestExportService;->onHandleIntent(Landroid/content/Intent;)V@0x8b", "com/droprx/courier/ManifestExportService.java", 32},
			{"CETP622", "error", "Lcom/droprx/data/CourierDao_Impl;->tagOrderRaw(JLjava/lang/String;)V@0x27", "com/droprx/data/CourierDao_Impl.java", 81},
		})
	}
}
