package dexrules_test

import "testing"

// TestTokenStoreLookups (Kotlin sketch beside the smali in
// testdata/dex/src/tokenstores): a token checked with `in` on a map
// (Map.containsKey), read with the stdlib's Map.getValue, or tested with
// `in` on a set from ConcurrentHashMap.newKeySet() is a lookup by the
// token alone. Removing "<uid>:<operation id>" from the set (cancel) and a
// getValue whose owner is compared and whose entry is removed (confirm)
// are silent.
func TestTokenStoreLookups(t *testing.T) {
	const tp = "Lcom/example/tks/ToolProvider;->"
	const file = "com/example/tks/ToolProvider.kt"
	got := runDex(t, "tokenstores", false, "CETP620")
	checkDex(t, got, []dexWant{
		{"CETP620", "warning", tp + "execute(Landroid/os/Bundle;Landroid/os/Bundle;)V@0xa", file, 25},
		{"CETP620", "warning", tp + "resume(Landroid/os/Bundle;Landroid/os/Bundle;)V@0xd", file, 28},
		{"CETP620", "warning", tp + "getOperation(Landroid/os/Bundle;Landroid/os/Bundle;)V@0x8", file, 30},
	})
	checkMessages(t, got, map[string][]string{
		"ToolProvider;->execute":      {`session token (Bundle.getString("session_token")) is looked up by the token alone`},
		"ToolProvider;->resume":       {`resume token`, "looked up by the token alone", "its entry is not removed after this use"},
		"ToolProvider;->getOperation": {`operation ID (Bundle.getString("operation_id")) is looked up by the token alone`},
	})
}
