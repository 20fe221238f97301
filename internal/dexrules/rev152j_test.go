package dexrules_test

import "testing"

// TestRev152JavaContainer: blind round rev152_j (Wrenfield Notes, a
// hand-written DI container with Supplier bindings, a template-method tool
// base with decorators, Result map/flatMap; labels in
// testdata/dex/rev152_labels_j.md, written before any scan). First run
// (stop 61, after most of the stop's changes): CETP601 and 603 found; 612
// and 607 at the tools' calls (612 labelled, 607 beside the describe hook
// the label names), 613 at the proceed hook copying the id (the label
// names the id source). Missed: 617 (an app's own authorize hook, not the
// SDK's), 614 (a draft's parse reading user_confirmed) and 618 (an
// in-memory dedup store a feature switch binds). One false CETP603: the
// notes module binds an inline runner, the attachments module a pooled
// one, and the container's bindings per module are not told apart.
func TestRev152JavaContainer(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev152_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/wrenfield/notes/tool/ToolHost;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0xe", "com/wrenfield/notes/tool/ToolHost.java", 280},
			{"CETP601", "error", "Lcom/wrenfield/notes/notes/DeleteNoteTool;->renderPrompt(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;Lcom/wrenfield/notes/core/Confirmations$Ticket;)Lcom/wrenfield/notes/tool/Reply;@0x20", "com/wrenfield/notes/notes/DeleteNoteTool.java", 83},
			{"CETP603", "error", "Lcom/wrenfield/notes/attachments/AttachmentModule;->lambda$configure$3(Landroid/content/pm/PackageManager;)Lcom/wrenfield/notes/core/Caller;@0x0", "com/wrenfield/notes/attachments/AttachmentModule.java", 48},
			{"CETP603", "error", "Lcom/wrenfield/notes/notes/NotesModule;->lambda$configure$2(Landroid/content/pm/PackageManager;)Lcom/wrenfield/notes/core/Caller;@0x0", "com/wrenfield/notes/notes/NotesModule.java", 47},
			{"CETP607", "warning", "Lcom/wrenfield/notes/tool/LoggingDecorator;->execute(Lcom/wrenfield/notes/tool/ToolCall;)Lcom/wrenfield/notes/core/Result;@0x80", "com/wrenfield/notes/tool/LoggingDecorator.java", 30},
			{"CETP612", "error", "Lcom/wrenfield/notes/attachments/ExportAttachmentTool;->perform(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/attachments/AttachmentStore$Row;)Lcom/wrenfield/notes/core/Result;@0x1f", "com/wrenfield/notes/attachments/ExportAttachmentTool.java", 53},
			{"CETP613", "error", "Lcom/wrenfield/notes/tool/BaseTool;->proceed(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Lcom/wrenfield/notes/core/Result;@0x7e", "com/wrenfield/notes/tool/BaseTool.java", 47},
			{"CETP613", "error", "Lcom/wrenfield/notes/tool/ToolHost;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;@0xd4", "com/wrenfield/notes/tool/ToolHost.java", 98},
			{"CETP619", "note", "Lcom/wrenfield/notes/attachments/AttachmentToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/wrenfield/notes/attachments/AttachmentToolProvider.java", 29},
			{"CETP619", "note", "Lcom/wrenfield/notes/notes/NotesToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/wrenfield/notes/notes/NotesToolProvider.java", 29},
		})
	}
}
