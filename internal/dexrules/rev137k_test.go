package dexrules_test

import "testing"

// TestRev137KotlinInline: blind round rev137_k (Saltmarsh Ferries, Kotlin
// inline and DSL features: a tool DSL of inline functions with lambdas
// with a receiver, crossinline / noinline, reified targets, runCatching,
// scope functions, @JvmInline value classes; labels in
// testdata/dex/rev137_labels_k.md, written before any scan). First run
// (stop 59): CETP601 and 602 (at the inlined getActivity's lines the
// labels accept), 603 (the inlined `later` Runnable), 611 (the inlined
// asSelf block), 620 (the trips toolbox's redeem lambda), 622 (export) and
// 607 at the shared render naming the passes handler, with two false
// findings: CETP622 at saveCard (an inlined takeIf { CARD_NAME.matches(it) }:
// the regex checked trim(x).toString() while the sink's value decomposed to
// trim(x), and the takeIf's null on the failing branch was not followed to
// the if-eqz after it) and CETP610 in the inline function resolution's
// $default body (an Intent handed to the `build` function value taken for
// implicit). Both fixed (validation.go textCopy and tracked copies;
// TaintHanded). CETP613 found too (stop 59: the passes toolbox's
// java.util.Random, drawn by the value class's Token.mint(rng) through its
// $default bridge from Toolbox.mint's own field, and the tool box kept in
// ToolCall.box from the provider's field: reported at PassTools.<init>, at
// the inlined toolbox() call's line, 127, which the app's SMAP would map;
// the trips toolbox's SecureRandom silent): 8 of 8, 607 at the shared
// render.
func TestRev137KotlinInline(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev137_k1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/saltmarsh/ferry/WireKt;->render(Lcom/saltmarsh/ferry/Reply;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xaf", "com/saltmarsh/ferry/Wire.kt", 74},
			{"CETP601", "error", "Lcom/saltmarsh/ferry/TripTools;->book(Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;@0x1c4", "com/saltmarsh/ferry/TripTools.kt", 145},
			{"CETP602", "error", "Lcom/saltmarsh/ferry/PassTools;->link(Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;@0xbf", "com/saltmarsh/ferry/PassTools.kt", 158},
			{"CETP603", "error", "Lcom/saltmarsh/ferry/TripTools$book$$inlined$later$1;->run()V@0xb", "com/saltmarsh/ferry/Work.kt", 35},
			{"CETP607", "warning", "Lcom/saltmarsh/ferry/PassTools;->box$lambda$1$1$0(Lcom/saltmarsh/ferry/ToolSpec;Lcom/saltmarsh/ferry/PassTools;Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;@0x74", "com/saltmarsh/ferry/PassTools.kt", 29},
			{"CETP611", "error", "Lcom/saltmarsh/ferry/PassTools;->topUp(Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;@0x16c", "com/saltmarsh/ferry/PassTools.kt", 78},
			{"CETP613", "error", "Lcom/saltmarsh/ferry/PassTools;-><init>(Lcom/saltmarsh/ferry/FerryGraph;)V@0x33", "com/saltmarsh/ferry/PassTools.kt", 127},
			{"CETP614", "note", "Lcom/saltmarsh/ferry/Toolbox;->execute(Lcom/saltmarsh/ferry/Caller;Landroid/os/Bundle;)Lcom/saltmarsh/ferry/Reply;@0x0", "com/saltmarsh/ferry/Toolbox.kt", 86},
			{"CETP620", "warning", "Lcom/saltmarsh/ferry/TripTools;->box$lambda$0(Lcom/saltmarsh/ferry/Toolbox;Ljava/lang/String;)Lcom/saltmarsh/ferry/Ticket;@0xe", "com/saltmarsh/ferry/TripTools.kt", 16},
			{"CETP621", "note", "Lcom/saltmarsh/ferry/ToolSpec;->describe()Lorg/json/JSONObject;@0x0", "com/saltmarsh/ferry/Toolbox.kt", 28},
			{"CETP622", "error", "Lcom/saltmarsh/ferry/TripTools;->export(Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;@0x42", "com/saltmarsh/ferry/TripTools.kt", 91},
			{"CETP622", "note", "Lcom/saltmarsh/ferry/Toolbox;->execute(Lcom/saltmarsh/ferry/Caller;Landroid/os/Bundle;)Lcom/saltmarsh/ferry/Reply;@0x0", "com/saltmarsh/ferry/Toolbox.kt", 86},
		})
	}
}
