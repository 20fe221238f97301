package dexrules_test

import (
	"strings"
	"testing"
)

// TestLocalLazyDelegates (Kotlin sketch beside the smali in
// testdata/dex/src/delegates): local `by lazy` delegates, their lambdas
// desugared by D8 and read through kotlinc's `call$lambda$N(Lazy)`
// accessors, give what their initializers make: the token drawn from the
// local `lazy { Random() }` (:11) is an error, the one from
// `lazy { SecureRandom() }` (:12) is not. The Koin `by inject()` field's
// initializer returns Scope.get(...), which the analysis cannot follow: the
// operation_id drawn from it (:13) is a note naming the getter it is read
// through; the same value put under display_name (:14), not a token, is
// not (a delegate alone never gives a note).
func TestLocalLazyDelegates(t *testing.T) {
	const call = "Lcom/example/dlg/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	const file = "com/example/dlg/ToolProvider.kt"
	got := runDex(t, "delegates", false, "CETP613")
	checkDex(t, got, []dexWant{
		{"CETP613", "error", call + "@0x24", file, 11},
		{"CETP613", "note", call + "@0x46", file, 13},
	})
	for _, f := range got {
		if f.Location.Line == 13 && !strings.Contains(f.Message, "comes from a Kotlin delegate read through com.example.dlg.ToolProvider.getInjected whose value the analysis cannot follow") {
			t.Errorf("note %q does not name the delegate's read", f.Message)
		}
	}
}

// TestDescriptorFromDelegate: a descriptor read from a Koin `by inject()`
// delegate (:15) is a CETP612 note; the analysis cannot see how it was
// opened.
func TestDescriptorFromDelegate(t *testing.T) {
	const call = "Lcom/example/dlg/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	got := runDex(t, "delegates", false, "CETP612")
	checkDex(t, got, []dexWant{
		{"CETP612", "note", call + "@0x62", "com/example/dlg/ToolProvider.kt", 15},
	})
	if len(got) == 1 && !strings.Contains(got[0].Message, "the descriptor comes from a Kotlin delegate whose value the analysis cannot follow") {
		t.Errorf("note %q does not say the descriptor comes from a delegate", got[0].Message)
	}
}

// TestResolutionFromDelegate: a PendingIntent read from a Koin
// `by inject()` delegate and put under "resolution" (:16) is a note under
// CETP601 and CETP602 naming the getter; nothing is known of its flags or
// its Intent.
func TestResolutionFromDelegate(t *testing.T) {
	const call = "Lcom/example/dlg/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	const file = "com/example/dlg/ToolProvider.kt"
	got := runDex(t, "delegates", false, "CETP601", "CETP602", "CETP610")
	checkDex(t, got, []dexWant{
		{"CETP601", "note", call + "@0x6d", file, 16},
		{"CETP602", "note", call + "@0x6d", file, 16},
	})
	for _, f := range got {
		if !strings.Contains(f.Message, "it comes from a Kotlin delegate read through com.example.dlg.ToolProvider.getConfirm whose value the analysis cannot follow") {
			t.Errorf("%s note %q does not name the delegate's read", f.RuleID, f.Message)
		}
	}
}
