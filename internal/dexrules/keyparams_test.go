package dexrules_test

import (
	"strings"
	"testing"
)

// TestKeyParamWrappers (keyparams, Kotlin and Java sketch beside the
// smali): a wrapper that takes the key as well as the value (a Kotlin
// extension `fun Bundle.putText(key, value)`, a Java `put(b, key,
// value)`, an extension passing its own key parameter on to another) is a
// put under the key each call site passes. Random and the clock under a
// token key (lines 20, 23 two wrappers deep, 24) are reported at the call
// site, naming the wrapper; Random under "display_name" (21) and a UUID
// under "resume_token" (22) are not. Exception text given to the wrapper
// under "error_message" (26) is CETP607; fixed text (28) is not.
func TestKeyParamWrappers(t *testing.T) {
	const call = "Lcom/example/kput/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	const file = "com/example/kput/ToolProvider.kt"
	got := runDex(t, "keyparams", true, "CETP613", "CETP607")
	checkDex(t, got, []dexWant{
		{"CETP613", "error", call + "@0x1c", file, 20},
		{"CETP613", "error", call + "@0x4d", file, 23},
		{"CETP613", "error", call + "@0x5f", file, 24},
		{"CETP607", "warning", call + "@0x72", file, 26},
	})
	for _, f := range got {
		want := map[int]string{20: "BundleExtKt.putText", 23: "BundleExtKt.putToken", 24: "Replies.put", 26: "BundleExtKt.putText"}[f.Location.Line]
		if !strings.Contains(f.Message, "through com.example.kput."+want) && !strings.Contains(f.Message, "to com.example.kput."+want) {
			t.Errorf("line %d: want the wrapper %s named: %s", f.Location.Line, want, f.Message)
		}
	}
}
