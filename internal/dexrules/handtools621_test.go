package dexrules_test

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
)

// TestHandTools621 (handtools621): tools a hand-written provider declares
// in the list_tools JSON it builds — through a describe(name, effect, …)
// helper called with constants, or with the fields of enum constants
// whose bodies are their code — are read tools when declared "read", and
// a handler's write is reported: an enum constant's body, a switch case.
// Near misses: a file written to be handed over as the result, an
// access-log row, and a membership guard whose equal side runs every
// tool's code.
func TestHandTools621(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "handtools621", allCode, "CETP621"), []dexWant{
			{"CETP621", "error", "Lcom/ht/BoxProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xc9", "com/ht/BoxProvider.java", 53},
			{"CETP621", "error", "Lcom/ht/NoteTool$2;->run(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)Landroid/os/Bundle;@0x17", "com/ht/NoteTool.java", 29},
		})
	}
}

// TestHandTools621Budget: with the budget of sites at which the tool JSON
// is read lowered to one, the tools past it are not checked and a note
// says so at the descriptor method.
func TestHandTools621Budget(t *testing.T) {
	defer dexrules.SetMaxJSONDeclSites(1)()
	checkDex(t, runDex(t, "handtools621", false, "CETP621"), []dexWant{
		{"CETP621", "note", "Lcom/ht/Descriptors;->describe(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;@0x0", "com/ht/Descriptors.java", 12},
	})
}
