package dexrules_test

import "testing"

// TestAuthorizeOnlyLogs: CETP617 for an authorize that reads the request
// only for a log line (testdata/dex/src/authlog, Kotlin sketches beside
// the smali) — through Log.d directly or the app's own log wrapper — and
// no finding for one whose caller check decides whether it throws, though
// it logs the request too.
func TestAuthorizeOnlyLogs(t *testing.T) {
	const auth = "authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;"
	got := runDex(t, "authlog", false, "CETP617")
	checkDex(t, got, []dexWant{
		{"CETP617", "error", "Lcom/example/al/LogProvider;->" + auth + "@0x33", "com/example/al/LogProvider.kt", 8},
		{"CETP617", "error", "Lcom/example/al/WrappedProvider;->" + auth + "@0x33", "com/example/al/WrappedProvider.kt", 8},
	})
	checkMessages(t, got, map[string][]string{
		"LogProvider;->authorize":     {"it reads the request only to log it", "(§3.4, §7.2)"},
		"WrappedProvider;->authorize": {"it reads the request only to log it"},
	})
}
