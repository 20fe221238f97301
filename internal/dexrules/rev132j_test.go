package dexrules_test

import (
	"strings"
	"testing"
)

// TestRev132JavaHierarchies: blind round rev132_j (Inkbarrow, an abstract
// base provider with hooks two subclasses override, a generic Tool<A>
// template, anonymous and inner classes, listener registries notified from
// a HandlerThread, builders; labels in testdata/dex/rev132_labels_j.md,
// written before any scan). First run (stop 58): 6 of 8, no false finding —
// CETP601 and 615 at the base's requestConfirmation (accepted places), 603
// (the finish listener on the events thread), 607 at the template's run,
// 612 (the two-argument openResult with MODE_READ_WRITE) and 622 at the
// base helper exportFile — whose message named the notebook's caller, the
// one that validates the name; it now names the caller the validation
// found passing it unchecked (ExportScansTool.perform, past javac's
// access$ accessor). Missed: CETP613 (a subclass hook's builder given
// java.util.Random: no finding or note) and 620 (a subclass's verifyResume
// override that drops the base's UID comparison).
func TestRev132JavaHierarchies(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "rev132_j1", allCode)
		checkDex(t, got, []dexWant{
			{"CETP508", "note", "Lcom/inkbarrow/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x8", "com/inkbarrow/cetp/Replies.java", 54},
			{"CETP601", "error", "Lcom/inkbarrow/cetp/InkToolProvider;->requestConfirmation(Lcom/inkbarrow/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;@0x32", "com/inkbarrow/cetp/InkToolProvider.java", 160},
			{"CETP603", "error", "Lcom/inkbarrow/scans/ScansToolProvider$1;->onFinish(Lcom/inkbarrow/cetp/ToolCall;Ljava/lang/String;)V@0x0", "com/inkbarrow/scans/ScansToolProvider.java", 46},
			{"CETP607", "warning", "Lcom/inkbarrow/cetp/AbstractTool;->run(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/cetp/Args;)Landroid/os/Bundle;@0x47", "com/inkbarrow/cetp/AbstractTool.java", 36},
			{"CETP612", "error", "Lcom/inkbarrow/notebook/NotebookToolProvider$ExportNotebookTool;->perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/notebook/NotebookToolProvider$ExportArgs;)Landroid/os/Bundle;@0xf4", "com/inkbarrow/notebook/NotebookToolProvider.java", 374},
			{"CETP615", "error", "Lcom/inkbarrow/cetp/InkToolProvider;->requestConfirmation(Lcom/inkbarrow/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;@0x32", "com/inkbarrow/cetp/InkToolProvider.java", 160},
			{"CETP622", "error", "Lcom/inkbarrow/cetp/InkToolProvider;->exportFile(Ljava/lang/String;)Ljava/io/File;@0x30", "com/inkbarrow/cetp/InkToolProvider.java", 131},
		})
		for _, f := range got {
			if f.RuleID == "CETP622" && !strings.Contains(f.Message, "passed in by com.inkbarrow.scans.ScansToolProvider$ExportScansTool.perform") {
				t.Errorf("CETP622 names another caller than the one passing the name unchecked: %s", f.Message)
			}
		}
	}
}
