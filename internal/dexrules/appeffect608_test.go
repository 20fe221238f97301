package dexrules_test

import "testing"

// TestAppEffectEnum608 (appeffect608): on the app's own port of the SDK
// base, an app enum named for the effect (Effect.DELETE) declares a
// mutating tool as the SDK's ToolEffect does: the provider keeping the
// base's null executor is reported; one supplying an executor, and one
// with only read tools, are not (the enum's own code reads every constant
// and declares nothing).
func TestAppEffectEnum608(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "appeffect608", allCode, "CETP608"), []dexWant{
			{"CETP608", "error", "Lcom/ae/tools/LogProvider;-><clinit>()V@0x14", "com/ae/tools/LogProvider.java", 11},
		})
	}
}
