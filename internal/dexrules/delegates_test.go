package dexrules_test

import "testing"

// TestLocalLazyDelegates (Kotlin sketch beside the smali in
// testdata/dex/src/delegates): local `by lazy` delegates, their lambdas
// desugared by D8 and read through kotlinc's `call$lambda$N(Lazy)`
// accessors, give what their initializers make: the token drawn from the
// local `lazy { Random() }` (:11) is an error, the one from
// `lazy { SecureRandom() }` (:12) is not.
func TestLocalLazyDelegates(t *testing.T) {
	const call = "Lcom/example/dlg/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	const file = "com/example/dlg/ToolProvider.kt"
	got := runDex(t, "delegates", false, "CETP613")
	checkDex(t, got, []dexWant{
		{"CETP613", "error", call + "@0x24", file, 11},
	})
}
