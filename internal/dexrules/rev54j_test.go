package dexrules_test

import "testing"

// TestRev54JavaEnumMap (rev54_j1, "SpokeShop" bike workshop: Java 11
// through D8, two hand-written providers dispatching through an
// EnumMap<Tool, Handler> of method references and lambdas, an
// AutoValue-style value class with a builder and toBuilder(), an enum of
// screens whose constants' bodies (Screen$1..$3) make the PendingIntents,
// CompletableFuture.supplyAsync on an executor, streams, try-with-
// resources; a helper's blind app, labels in
// testdata/dex/rev54_labels_j.md, first scanned at stop 49). Its first
// run found 6 of 9 labelled defects with no false finding (603 across
// supplyAsync, 604, 607, 612, 622, 624). Fixed since: a call to a
// PendingIntent wrapper with several overrides ran whichever override
// came first (Screen$1, CONFIRM's, immutable and explicit, for every
// constant); the overrides are now the ones the receiver can run (the
// enum constant's class), several united (mergeInputs): CETP602 at
// pickup_ready's Screen.PICKUP call, CETP601 at order_part's
// Screen.ORDER call, the message naming the constant's body. Left: the
// request's "confirmed" flag carried through the AutoValue builder into
// the value object's field (CETP614 at bookSlot): fields are one fact per
// field, so the near miss's builder (cancel_slot) shares it, and the
// flag enters through javac's branch-and-merge of `resumed ||
// args.optBoolean(...)`. 8 of 9.
func TestRev54JavaEnumMap(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev54_j1", allCode), []dexWant{
			{"CETP601", "error", "Lcom/spokeshop/parts/PartsProvider;->orderPart(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;@0x20", "com/spokeshop/parts/PartsProvider.java", 94},
			{"CETP602", "error", "Lcom/spokeshop/booking/BookingProvider;->lambda$onCreate$0(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;@0x33", "com/spokeshop/booking/BookingProvider.java", 46},
			{"CETP603", "error", "Lcom/spokeshop/parts/PartsProvider;->lambda$orderPart$2(Landroid/content/Context;Ljava/lang/String;)Ljava/lang/String;@0x0", "com/spokeshop/parts/PartsProvider.java", 97},
			{"CETP604", "warning", "Lcom/spokeshop/booking/BookingProvider;->lambda$onCreate$0(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;@0x9", "com/spokeshop/booking/BookingProvider.java", 42},
			{"CETP607", "warning", "Lcom/spokeshop/parts/PartsProvider;->orderPart(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;@0x5f", "com/spokeshop/parts/PartsProvider.java", 101},
			{"CETP609", "note", "Lcom/spokeshop/booking/BookingProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/spokeshop/booking/BookingProvider.java", 83},
			{"CETP609", "note", "Lcom/spokeshop/parts/PartsProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/spokeshop/parts/PartsProvider.java", 120},
			{"CETP612", "error", "Lcom/spokeshop/parts/PartsProvider;->exportStock(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;@0x11", "com/spokeshop/parts/PartsProvider.java", 115},
			{"CETP622", "error", "Lcom/spokeshop/parts/PartsProvider;->partLookup(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;@0x27", "com/spokeshop/parts/PartsProvider.java", 69},
			{"CETP624", "warning", "Lcom/spokeshop/booking/BookingProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x20", "com/spokeshop/booking/BookingProvider.java", 85},
		})
	}
}
