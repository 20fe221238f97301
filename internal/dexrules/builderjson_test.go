package dexrules_test

import "testing"

// TestBuilderJSON (builderjson): tools declared by fluent builder chains
// (`ToolSpec.named("x").annotate("update", …).build()`) whose spec keeps
// the builder and writes the list_tools JSON from its fields are read per
// chain: NotesProvider's update tool without a mutation executor is
// CETP608, its read tool that stamps rows CETP621; TasksProvider, with an
// executor and a read tool that only queries, is silent.
func TestBuilderJSON(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "builderjson", allCode), []dexWant{
			{"CETP608", "error", "Lcom/bj/NotesProvider;-><clinit>()V@0x33", "com/bj/NotesProvider.java", 19},
			{"CETP621", "error", "Lcom/bj/NotesProvider;->run(Ljava/lang/String;Lorg/json/JSONObject;)Ljava/lang/String;@0x46", "com/bj/NotesProvider.java", 33},
		})
	}
}
