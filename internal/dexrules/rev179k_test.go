package dexrules_test

import "testing"

// TestRev179KotlinCore: blind round rev179_k (Quillkit notes, Kotlin in a
// shared-core style: expect/actual-like platform classes, sequence { }
// walks, java.nio.file stores, a sealed Route for confirmation Intents,
// destructured pipes; labels in testdata/dex/rev179_labels_k.md, written
// before any scan). First run (stop 66, 5ea63f1b): CETP602
// (NotesToolProvider.resolution), 605 (AttachmentsToolProvider.openFile),
// 610 (AndroidReminders.alarmIntent), 612 (fileResult's destructured
// pipe), 622 (exportNotebook's notebook) and 625 (the notes provider's
// call, at :61); missed 615 (the sealed Route's ByComponent names the
// companion app's Activity through ComponentName(constant, constant):
// only the CETP106/623 "cannot tell which Activity" notes) and 621
// (list_notes archives old notes through NoteStore.save inside a when
// over a sequence walk); two false CETP622 at NoteStore.pathOf (note ids
// and books pass a regex pattern before they reach the store), and
// budget notes for the JSON builder's 76 callers. The false 622 went the
// same stop (validreturn622: a reader returning only what matched its
// pattern, a data class copy, and a file's bytes are not the request's);
// 615 found the same stop (routefield615: the route object followed from
// the resolution back to the tool that made it). 621 stays missed: the
// descriptors put "effect" through the app's JSON DSL (`"effect" by
// effect` in nested builder lambdas), which the declaration reader does
// not follow; since stop 66 a note says so at ToolSpec.toJson.
func TestRev179KotlinCore(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev179_k1", allCode), []dexWant{
			{"CETP106", "note", "Lio/quillkit/notes/cetp/AttachmentsToolProvider;->resolution(Lio/quillkit/notes/cetp/Route;Ljava/lang/String;)Landroid/app/PendingIntent;@0x47", "io/quillkit/notes/cetp/AttachmentsToolProvider.kt", 217},
			{"CETP508", "note", "Lio/quillkit/notes/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;@0x1c", "io/quillkit/notes/cetp/Protocol.kt", 34},
			{"CETP602", "error", "Lio/quillkit/notes/cetp/NotesToolProvider;->resolution(Lio/quillkit/notes/cetp/Route;Ljava/lang/String;)Landroid/app/PendingIntent;@0x45", "io/quillkit/notes/cetp/NotesToolProvider.kt", 194},
			{"CETP605", "warning", "Lio/quillkit/notes/cetp/AttachmentsToolProvider;->openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;@0x0", "io/quillkit/notes/cetp/AttachmentsToolProvider.kt", 222},
			{"CETP607", "note", "Lio/quillkit/notes/cetp/ProtocolKt;->toBundle(Lio/quillkit/notes/cetp/ToolFailure;Ljava/lang/String;)Landroid/os/Bundle;@0x12", "io/quillkit/notes/cetp/Protocol.kt", 79},
			{"CETP607", "note", "Lio/quillkit/notes/cetp/ToolSpec;->toJson$lambda$0(Lio/quillkit/notes/cetp/ToolSpec;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;@0x25", "io/quillkit/notes/cetp/Descriptors.kt", 30},
			{"CETP610", "warning", "Lio/quillkit/notes/platform/AndroidReminders;->alarmIntent(Lio/quillkit/notes/platform/ReminderKind;Ljava/lang/String;)Landroid/app/PendingIntent;@0x17", "io/quillkit/notes/platform/AndroidReminders.kt", 47},
			{"CETP612", "error", "Lio/quillkit/notes/cetp/AttachmentsToolProvider;->fileResult(Lio/quillkit/notes/cetp/ToolCall;Ljava/nio/file/Path;)Landroid/os/Bundle;@0x47", "io/quillkit/notes/cetp/AttachmentsToolProvider.kt", 151},
			{"CETP612", "note", "Lio/quillkit/notes/cetp/ToolSpec;->toJson$lambda$0(Lio/quillkit/notes/cetp/ToolSpec;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;@0x25", "io/quillkit/notes/cetp/Descriptors.kt", 30},
			{"CETP613", "note", "Lio/quillkit/notes/cetp/ToolSpec;->toJson$lambda$0(Lio/quillkit/notes/cetp/ToolSpec;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;@0x25", "io/quillkit/notes/cetp/Descriptors.kt", 30},
			{"CETP615", "error", "Lio/quillkit/notes/cetp/AttachmentsToolProvider;->resolution(Lio/quillkit/notes/cetp/Route;Ljava/lang/String;)Landroid/app/PendingIntent;@0x47", "io/quillkit/notes/cetp/AttachmentsToolProvider.kt", 217},
			{"CETP621", "note", "Lio/quillkit/notes/cetp/ToolSpec;->toJson$lambda$0$0(Lio/quillkit/notes/cetp/ToolSpec;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;@0x9", "io/quillkit/notes/cetp/Descriptors.kt", 33},
			{"CETP622", "error", "Lio/quillkit/notes/cetp/NotesToolProvider;->exportNotebook(Lio/quillkit/notes/cetp/ToolCall;)Landroid/os/Bundle;@0x1a", "io/quillkit/notes/cetp/NotesToolProvider.kt", 144},
			{"CETP623", "note", "Lio/quillkit/notes/cetp/AttachmentsToolProvider;->resolution(Lio/quillkit/notes/cetp/Route;Ljava/lang/String;)Landroid/app/PendingIntent;@0x47", "io/quillkit/notes/cetp/AttachmentsToolProvider.kt", 217},
			{"CETP625", "warning", "Lio/quillkit/notes/cetp/NotesToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xb0", "io/quillkit/notes/cetp/NotesToolProvider.kt", 61},
		})
	}
}
