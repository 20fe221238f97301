package dexrules_test

import (
	"strings"
	"testing"
)

// TestSpentByCallers: a helper validates the resume ticket (peek: owner
// and tool compared, the ticket left open) and its callers spend it
// (spend620). The caller that spends it in finally is silent; the one
// that never does gets the CETP620 warning at its call of the helper,
// naming it. Before, one warning at the shared peek for both.
func TestSpentByCallers(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "spend620", allCode)
		checkDex(t, got, []dexWant{
			{"CETP609", "note", "Lcom/sp/SpProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/sp/SpProvider.java", 24},
			{"CETP619", "warning", "Lcom/sp/SpProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2a", "com/sp/SpProvider.java", 30},
			{"CETP620", "warning", "Lcom/sp/ArchiveTools;->execute(Landroid/os/Bundle;I)Landroid/os/Bundle;@0x0", "com/sp/ArchiveTools.java", 15},
			{"CETP623", "note", "Lcom/sp/ToolSet;->ask(ILjava/lang/String;)Landroid/os/Bundle;@0x2f", "com/sp/ToolSet.java", 33},
			{"CETP625", "warning", "Lcom/sp/SpProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xa", "com/sp/SpProvider.java", 25},
		})
		for _, f := range got {
			if f.RuleID == "CETP620" && !strings.Contains(f.Message, "com.sp.ArchiveTools.execute, which calls it, never removes it") {
				t.Errorf("CETP620 does not name the caller that keeps the ticket: %s", f.Message)
			}
		}
	}
}
