package dexrules_test

import "testing"

// TestKotlinRandomViews (testdata/dex/src/ktrandom, kotlinc 2.4.20 sketch
// beside the smali): kotlin.random.Random over a java.util.Random
// (asKotlinRandom, kept in a field set by the constructor) and Random(seed)
// make predictable tokens (CETP613, lines 19 and 21); the same views of a
// SecureRandom — in a field (line 20) or made in place (line 22) — are a
// CSPRNG and stay silent.
func TestKotlinRandomViews(t *testing.T) {
	const call = "Lcom/example/ktr/TokenProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	got := runDex(t, "ktrandom", false, "CETP613")
	checkDex(t, got, []dexWant{
		{"CETP613", "error", call + "@0x50", "com/example/ktr/TokenProvider.kt", 19},
		{"CETP613", "error", call + "@0x7d", "com/example/ktr/TokenProvider.kt", 21},
	})
	// Random(System.nanoTime()): a generator seeded with the clock.
	checkSources(t, got, "non-cryptographic generator", "a counter")
	checkMessages(t, got, map[string][]string{"@0x7d": {"non-cryptographic generator and the clock"}})
}
