package dexrules_test

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/finding"
)

// TestFunctionValues47 (funcvalues47: sketch and smali in
// testdata/dex/src/funcvalues47) follows a request value handed to code
// through a function value: the value an RxJava Single emits into the
// lambda of the map after it (RxJava not in the APK), and a
// java.util.function.Function the provider makes and applies itself, and
// the value a kotlinx.coroutines Flow emits into its collector's emit (a
// Kotlin helper, FlowTools.kt) — also through map, which kotlinc inlines
// into $$inlined$map$N Flow and FlowCollector classes. Each has a near
// miss that binds the value as a selection argument. Before,
// the flow stopped at both: a Single was a request value only when made
// from one (and then the map's lambda was not given it), and a call of a
// platform functional interface was not followed into the lambda classes
// it can be.
func TestFunctionValues47(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "funcvalues47", allCode, "CETP622")
		// RxJava's zip is not followed: the tag its BiFunction builds
		// into SQL is said in the flow's limit note, not left silent.
		wantOneNote(t, got, "", "findings in com.example.fv.FnProvider.rxZip may be incomplete: a request value goes into an RxJava or Flow operator", "the unfollowed zip")
		var findings []finding.Finding
		for _, f := range got {
			if f.Level != finding.Note {
				findings = append(findings, f)
			}
		}
		checkDex(t, findings, []dexWant{
			{"CETP622", "error", "Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$2$2;->emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x37", "com/example/fv/FlowTools.kt", 26},
			{"CETP622", "error", "Lcom/example/fv/FlowToolsKt$flowQuery$1$1;->emit(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;@0x3", "com/example/fv/FlowTools.kt", 15},
			{"CETP622", "error", "Lcom/example/fv/FnProvider;->lambda$fnCount$2(Ljava/lang/String;)Landroid/database/Cursor;@0x3", "com/example/fv/FnProvider.java", 59},
			{"CETP622", "error", "Lcom/example/fv/FnProvider;->lambda$rxCount$0(Ljava/lang/String;)Ljava/lang/Integer;@0x3", "com/example/fv/FnProvider.java", 47},
		})
	}
}
