package dexrules_test

import (
	"strings"
	"testing"
)

// TestMutationExecutorOnlyNull (sketches beside the smali in
// testdata/dex/src/nullexec): Kotlin's `override val mutationExecutor:
// CetpMutationExecutor? = null` returns a backing field only ever set to
// null — an error naming the getter; the same property holding an
// executor, and a Java field that starts null but onCreate fills, are not.
func TestMutationExecutorOnlyNull(t *testing.T) {
	got := runDex(t, "nullexec", false, "CETP608")
	checkDex(t, got, []dexWant{
		{"CETP608", "error", "Lcom/example/nx/NullExecProvider;-><init>()V@0x9", "com/example/nx/NullExecProvider.kt", 12},
	})
	for _, f := range got {
		if !strings.Contains(f.Message, "its mutationExecutor (com.example.nx.NullExecProvider.getMutationExecutor) is only ever null") {
			t.Errorf("message does not name the null getter: %s", f.Message)
		}
	}
}
