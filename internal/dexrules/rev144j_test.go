package dexrules_test

import "testing"

// TestRev144JavaPlugins: blind round rev144_j (Ferncastle Journal, a plugin
// architecture in plain Java: an AbstractTool template method, a
// ToolSpec.Builder, a Registry filled by factories and a static
// initializer, enum constants with bodies, an interceptor chain with an
// executor hop, Result/Either, visitors over a filter tree; labels in
// testdata/dex/rev144_labels_j.md, written before any scan). First run
// (stop 60): CETP604 (admit's packages[0]), 606 (the rate limiter's key
// from calling_package), 602 (the setPackage-only Intent, at askUser),
// 620 (ResumeBook.peek) and 605 (openFile) found: 5 of 8; CETP612 (the
// MODE_READ_WRITE a tool hands Bundles.fileResult) a note. Missed: CETP616
// (GET_SIGNATURES in the attachments provider's admit; found since: the
// journal's hasSigningCertificate, another class, covers nothing —
// fixture split616) and 625 (the attachments chain without its Session
// interceptor; found since, at the base's dispatch of list_tools: the
// session interceptor is an object only the journal provider makes —
// fixture chain625). Two false CETP622
// at first (the SQL visitor's text taken for the describing visitor's:
// node.accept(v) now runs the visitor it is handed; fixture visitor622).
func TestRev144JavaPlugins(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev144_j1", allCode), []dexWant{
			{"CETP508", "note", "Lcom/ferncastle/cetp/Bundles;->reply(Lcom/ferncastle/plugin/Invocation;Lcom/ferncastle/plugin/Result;)Landroid/os/Bundle;@0xa5", "com/ferncastle/cetp/Bundles.java", 50},
			{"CETP602", "error", "Lcom/ferncastle/plugin/AbstractTool;->askUser(Lcom/ferncastle/plugin/Invocation;Ljava/util/function/Supplier;Ljava/lang/String;)Lcom/ferncastle/plugin/Result;@0x1e", "com/ferncastle/plugin/AbstractTool.java", 56},
			{"CETP604", "warning", "Lcom/ferncastle/journal/JournalToolProvider;->admit(I)Z@0x14", "com/ferncastle/journal/JournalToolProvider.java", 68},
			{"CETP605", "warning", "Lcom/ferncastle/media/AttachmentToolProvider;->openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;@0x0", "com/ferncastle/media/AttachmentToolProvider.java", 93},
			{"CETP606", "error", "Lcom/ferncastle/journal/JournalToolProvider;->lambda$onCreate$1(Lcom/ferncastle/plugin/Invocation;)Ljava/lang/String;@0x4", "com/ferncastle/journal/JournalToolProvider.java", 53},
			{"CETP612", "note", "Lcom/ferncastle/cetp/Bundles;->reply(Lcom/ferncastle/plugin/Invocation;Lcom/ferncastle/plugin/Result;)Landroid/os/Bundle;@0x7e", "com/ferncastle/cetp/Bundles.java", 41},
			{"CETP616", "warning", "Lcom/ferncastle/media/AttachmentToolProvider;->admit(I)Z@0x27", "com/ferncastle/media/AttachmentToolProvider.java", 78},
			{"CETP619", "note", "Lcom/ferncastle/cetp/ToolHost;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/ferncastle/cetp/ToolHost.java", 56},
			{"CETP620", "warning", "Lcom/ferncastle/cetp/ResumeBook;->peek(Ljava/lang/String;)Lorg/json/JSONObject;@0xa", "com/ferncastle/cetp/ResumeBook.java", 80},
			{"CETP625", "warning", "Lcom/ferncastle/cetp/ToolHost;->dispatch(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Result;@0x1f", "com/ferncastle/cetp/ToolHost.java", 73},
		})
	}
}
