package dexrules_test

import (
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
)

const (
	kdQueueCall  = "Lcom/example/kd/QueueProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	kdRoutedCall = "Lcom/example/kd/RoutedQueueProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
)

// TestDeadlineNotCheckedKotlin: QueueProvider (kotlinc 1.9: the lambda is
// a class) dispatches execute_tool with a `when` to a function value kept
// in a property, whose body writes preferences: the Function1.invoke is
// followed to the lambda class through the object stored in the property,
// and reported at the call. CheckedQueueProvider (kotlinc 2 + D8: the
// lambda is a $$ExternalSyntheticLambda) reads deadline_at_ms before it
// calls the same kind of function value, and is not reported.
// RoutedQueueProvider runs the function value a map holds under the tool's
// name: the map is a field onCreate fills with one lambda, whose store()
// writes preferences, so the call is reported too (until stop 65 a note
// said the function value's code could not be told; the elements of a
// field's map are the lambdas put there, program.FunctionEntryBodies).
// The rounds' fixtures keep that note where an origin is unknown
// (rev121_k1, rev146_j1).
func TestDeadlineNotCheckedKotlin(t *testing.T) {
	got := runDex(t, "kdeadline", false, "CETP619")
	checkDex(t, got, []dexWant{
		{"CETP619", "warning", kdQueueCall + "@0x25", "com/example/kd/QueueProvider.kt", 20},
		{"CETP619", "warning", kdRoutedCall + "@0x21", "com/example/kd/RoutedQueueProvider.kt", 26},
	})
	for _, f := range got {
		if f.Level.String() == "note" || f.Location.Logical != kdQueueCall+"@0x25" {
			continue
		}
		for _, part := range []string{"com.example.kd.QueueProvider serves execute_tool itself",
			"SharedPreferences$Editor.apply in com.example.kd.QueueProvider$enqueue$1.invoke",
			"through kotlin.jvm.functions.Function1.invoke", `"deadline_at_ms"`, "(§4.1)"} {
			if !strings.Contains(f.Message, part) {
				t.Errorf("message lacks %q: %s", part, f.Message)
			}
		}
	}
}

// TestDeadlineDepthIsANote: with the helper depth lowered to none, the
// write QueueProvider's lambda makes lies past the bound (a lambda's bridge
// invoke and its typed invoke are one body, one level): a note at call()
// says CETP619 cannot tell, and no warning is given; CheckedQueueProvider's
// check comes first, so it gets neither (RoutedQueueProvider keeps its
// note).
func TestDeadlineDepthIsANote(t *testing.T) {
	defer dexrules.SetMaxDeadlineDepth(0)()
	got := runDex(t, "kdeadline", false, "CETP619")
	checkDex(t, got, []dexWant{
		{"CETP619", "note", kdQueueCall + "@0x0", "com/example/kd/QueueProvider.kt", 18},
		{"CETP619", "note", kdRoutedCall + "@0x0", "com/example/kd/RoutedQueueProvider.kt", 25},
	})
	wantOneNote(t, got, kdQueueCall+"@0x0", "is reached through more than 0 calls, the depth the search follows", "the depth bound")
}
