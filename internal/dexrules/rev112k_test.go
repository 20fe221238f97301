package dexrules_test

import "testing"

// TestRev112KotlinFunctionShapes (rev112_k1, "Inkwell" notebook: kotlinc
// 2.4.20, D8 shapes, smali from the helpers' converter — tools as function
// references (FunctionReferenceImpl subclasses, bound references) in a map
// behind an `operator fun get` and in a list, invoked through
// Function2.invoke; local functions; inline scope functions; $default and
// @JvmOverloads bridges; non-inline higher-order helpers (withDeadline,
// guarded, retrying, onDiskThread, problemIn); a helper's blind app,
// labels in testdata/dex/rev112_labels_k.md, first scanned at stop 53). Its
// first run found 5 of the 8 labelled defects with one false finding:
// CETP602 at shareList, whose helper confirmIntent(ctx, action, target,
// subject) is explicit when given a class and implicit when given null —
// a class constant was not bound for the helper's per-call analysis, so
// the merged answer (implicit on some path) stood. Missed: CETP622 and
// CETP614 behind the map of function references — the handler was the
// result of the registry's get(), a Map.get its summary returned, and the
// function value was not followed into that map — and CETP601, whose
// flags a local function chose by an argument between two mutable values
// (a note: "which way this call goes was not decided"). Since: a class
// constant is bound for a helper's per-call analysis (a null test of it
// decided), a function value read from a collection in a helper follows
// the collection there, and flags chosen by an argument among values none
// of which is immutable are mutable whichever way. 8 of 8, no false
// finding (CETP613 at the token's put, CETP614 at the store's `if (hard)`,
// the label's alternative).
func TestRev112KotlinFunctionShapes(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev112_k1", allCode), []dexWant{
			{"CETP106", "note", "Lcom/inkwell/HelpersKt;->guarded(ILkotlin/jvm/functions/Function0;)Ljava/lang/Object;@0xd", "com/inkwell/Helpers.kt", 24},
			{"CETP106", "note", "Lcom/inkwell/HelpersKt;->onDiskThread$lambda$0(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;@0x0", "com/inkwell/Helpers.kt", 38},
			{"CETP106", "note", "Lcom/inkwell/HelpersKt;->problemIn(Lkotlin/jvm/functions/Function0;)Ljava/lang/String;@0x8", "com/inkwell/Helpers.kt", 41},
			{"CETP106", "note", "Lcom/inkwell/HelpersKt;->retrying(ILkotlin/jvm/functions/Function0;)V@0x8", "com/inkwell/Helpers.kt", 30},
			{"CETP106", "note", "Lcom/inkwell/HelpersKt;->withDeadline(Landroid/os/Bundle;Lkotlin/jvm/functions/Function0;)Landroid/os/Bundle;@0x24", "com/inkwell/Helpers.kt", 21},
			{"CETP508", "note", "Lcom/inkwell/Envelope;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x31", "com/inkwell/Envelope.kt", 19},
			{"CETP601", "error", "Lcom/inkwell/ReminderTools;->schedule(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x50", "com/inkwell/ReminderTools.kt", 27},
			{"CETP601", "note", "Lcom/inkwell/HelpersKt;->guarded(ILkotlin/jvm/functions/Function0;)Ljava/lang/Object;@0xd", "com/inkwell/Helpers.kt", 24},
			{"CETP601", "note", "Lcom/inkwell/HelpersKt;->onDiskThread$lambda$0(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;@0x0", "com/inkwell/Helpers.kt", 38},
			{"CETP601", "note", "Lcom/inkwell/HelpersKt;->problemIn(Lkotlin/jvm/functions/Function0;)Ljava/lang/String;@0x8", "com/inkwell/Helpers.kt", 41},
			{"CETP601", "note", "Lcom/inkwell/HelpersKt;->retrying(ILkotlin/jvm/functions/Function0;)V@0x8", "com/inkwell/Helpers.kt", 30},
			{"CETP601", "note", "Lcom/inkwell/HelpersKt;->withDeadline(Landroid/os/Bundle;Lkotlin/jvm/functions/Function0;)Landroid/os/Bundle;@0x24", "com/inkwell/Helpers.kt", 21},
			{"CETP602", "error", "Lcom/inkwell/ReminderTools;->shareReminder(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x4a", "com/inkwell/ReminderTools.kt", 58},
			{"CETP602", "note", "Lcom/inkwell/HelpersKt;->guarded(ILkotlin/jvm/functions/Function0;)Ljava/lang/Object;@0xd", "com/inkwell/Helpers.kt", 24},
			{"CETP602", "note", "Lcom/inkwell/HelpersKt;->onDiskThread$lambda$0(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;@0x0", "com/inkwell/Helpers.kt", 38},
			{"CETP602", "note", "Lcom/inkwell/HelpersKt;->problemIn(Lkotlin/jvm/functions/Function0;)Ljava/lang/String;@0x8", "com/inkwell/Helpers.kt", 41},
			{"CETP602", "note", "Lcom/inkwell/HelpersKt;->retrying(ILkotlin/jvm/functions/Function0;)V@0x8", "com/inkwell/Helpers.kt", 30},
			{"CETP602", "note", "Lcom/inkwell/HelpersKt;->withDeadline(Landroid/os/Bundle;Lkotlin/jvm/functions/Function0;)Landroid/os/Bundle;@0x24", "com/inkwell/Helpers.kt", 21},
			{"CETP603", "error", "Lcom/inkwell/NoteWrites;->add$owner()I@0x0", "com/inkwell/NoteWrites.kt", 11},
			{"CETP606", "error", "Lcom/inkwell/NoteWrites;->share(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x16", "com/inkwell/NoteWrites.kt", 27},
			{"CETP607", "warning", "Lcom/inkwell/ReminderTools;->restore(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x3b", "com/inkwell/ReminderTools.kt", 110},
			{"CETP609", "note", "Lcom/inkwell/NoteProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/inkwell/NoteProvider.kt", 18},
			{"CETP609", "note", "Lcom/inkwell/ReminderProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x7", "com/inkwell/ReminderProvider.kt", 32},
			{"CETP610", "note", "Lcom/inkwell/HelpersKt;->guarded(ILkotlin/jvm/functions/Function0;)Ljava/lang/Object;@0xd", "com/inkwell/Helpers.kt", 24},
			{"CETP610", "note", "Lcom/inkwell/HelpersKt;->onDiskThread$lambda$0(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;@0x0", "com/inkwell/Helpers.kt", 38},
			{"CETP610", "note", "Lcom/inkwell/HelpersKt;->problemIn(Lkotlin/jvm/functions/Function0;)Ljava/lang/String;@0x8", "com/inkwell/Helpers.kt", 41},
			{"CETP610", "note", "Lcom/inkwell/HelpersKt;->retrying(ILkotlin/jvm/functions/Function0;)V@0x8", "com/inkwell/Helpers.kt", 30},
			{"CETP610", "note", "Lcom/inkwell/HelpersKt;->withDeadline(Landroid/os/Bundle;Lkotlin/jvm/functions/Function0;)Landroid/os/Bundle;@0x24", "com/inkwell/Helpers.kt", 21},
			{"CETP613", "error", "Lcom/inkwell/ReminderTools;->clearDone(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x80", "com/inkwell/ReminderTools.kt", 86},
			{"CETP614", "error", "Lcom/inkwell/NoteStore;->remove(JZLjava/lang/String;)I@0x5", "com/inkwell/Stores.kt", 33},
			{"CETP615", "note", "Lcom/inkwell/HelpersKt;->guarded(ILkotlin/jvm/functions/Function0;)Ljava/lang/Object;@0xd", "com/inkwell/Helpers.kt", 24},
			{"CETP615", "note", "Lcom/inkwell/HelpersKt;->onDiskThread$lambda$0(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;@0x0", "com/inkwell/Helpers.kt", 38},
			{"CETP615", "note", "Lcom/inkwell/HelpersKt;->problemIn(Lkotlin/jvm/functions/Function0;)Ljava/lang/String;@0x8", "com/inkwell/Helpers.kt", 41},
			{"CETP615", "note", "Lcom/inkwell/HelpersKt;->retrying(ILkotlin/jvm/functions/Function0;)V@0x8", "com/inkwell/Helpers.kt", 30},
			{"CETP615", "note", "Lcom/inkwell/HelpersKt;->withDeadline(Landroid/os/Bundle;Lkotlin/jvm/functions/Function0;)Landroid/os/Bundle;@0x24", "com/inkwell/Helpers.kt", 21},
			{"CETP622", "error", "Lcom/inkwell/NoteQueries;->find(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x5f", "com/inkwell/NoteToolbox.kt", 28},
			{"CETP623", "note", "Lcom/inkwell/HelpersKt;->guarded(ILkotlin/jvm/functions/Function0;)Ljava/lang/Object;@0xd", "com/inkwell/Helpers.kt", 24},
			{"CETP623", "note", "Lcom/inkwell/HelpersKt;->onDiskThread$lambda$0(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;@0x0", "com/inkwell/Helpers.kt", 38},
			{"CETP623", "note", "Lcom/inkwell/HelpersKt;->problemIn(Lkotlin/jvm/functions/Function0;)Ljava/lang/String;@0x8", "com/inkwell/Helpers.kt", 41},
			{"CETP623", "note", "Lcom/inkwell/HelpersKt;->retrying(ILkotlin/jvm/functions/Function0;)V@0x8", "com/inkwell/Helpers.kt", 30},
			{"CETP623", "note", "Lcom/inkwell/HelpersKt;->withDeadline(Landroid/os/Bundle;Lkotlin/jvm/functions/Function0;)Landroid/os/Bundle;@0x24", "com/inkwell/Helpers.kt", 21},
		})
	}
}
