package dexrules_test

import (
	"strings"
	"testing"
)

// TestConstructorScreen623 (ctorscreen623): a resolution Intent given the
// ComponentName an Outcome's constructor stored (`new
// Intent().setComponent(outcome.screen)`) opens the component each
// construction passes — ComponentName(context, WipeActivity.class), never
// finishing, is CETP623's; ComponentName(packageName,
// ExportActivity.class.getName()), finishing, is silent — where before
// both CETP106 and CETP623 said the Activity could not be told
// (rev163_k1's Outcome.NeedsUser mapped by resolution()).
func TestConstructorScreen623(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "ctorscreen623", allCode)
		for _, f := range got {
			if f.RuleID == "CETP623" && (!strings.Contains(f.Message, "com.cs.WipeActivity") || strings.Contains(f.Message, "ExportActivity")) {
				t.Errorf("CETP623 should name WipeActivity alone: %s", f.Message)
			}
		}
		checkDex(t, got, []dexWant{
			{"CETP508", "note", "Lcom/cs/Replies;->reply(Landroid/content/Context;Lcom/cs/Outcome;)Landroid/os/Bundle;@0xa", "com/cs/Replies.java", 14},
			{"CETP623", "note", "Lcom/cs/Replies;->reply(Landroid/content/Context;Lcom/cs/Outcome;)Landroid/os/Bundle;@0x31", "com/cs/Replies.java", 20},
			{"CETP625", "warning", "Lcom/cs/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x23", "com/cs/DeskProvider.java", 22},
		})
	}
}
