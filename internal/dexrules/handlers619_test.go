package dexrules_test

import (
	"strings"
	"testing"
)

// TestHandlers619 (handlers619): through a dispatch table of method
// references the analysis merges, a handler named for another v2 method
// (negotiate inserting its session row) does not serve execute_tool
// (rev128_j1's two false CETP619): the provider whose executeTool reads the
// deadline is silent, the one whose executeTool does not is reported,
// naming executeTool's insert.
func TestHandlers619(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "handlers619", allCode, "CETP619")
		checkDex(t, got, []dexWant{
			{"CETP619", "warning", "Lcom/hd/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x1f", "com/hd/DeskProvider.java", 48},
		})
		for _, f := range got {
			if !strings.Contains(f.Message, "insertOrThrow in com.hd.DeskProvider.executeTool") {
				t.Errorf("CETP619 names another effect: %s", f.Message)
			}
		}
	}
}
