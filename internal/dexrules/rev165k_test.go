package dexrules_test

import "testing"

// TestRev165KotlinScopes: blind round rev165_k (Quillmark, a notes app in
// Kotlin scope functions and builder DSLs: lambdas with receiver, apply /
// also / let / run / takeIf chains, inline functions with crossinline and
// noinline lambdas, use {}, runCatching chains, lateinit, companions with
// @JvmStatic, by lazy holders; labels in testdata/dex/rev165_labels_k.md,
// written before any scan). First run (stop 63, 8128ea27): CETP603, 604,
// 607, 612 and 622 at their labels (607 two lines on, 612 at the put),
// 601 at the two calls of the needsUser wrapper in execute, 613 where
// needsUser puts the token newResumeToken made; missed 618 (the
// companion's ConcurrentHashMap holding the dedup records). No near miss
// reported. The same stop: 618 found at execute:96, the same map's first
// tested lookup (builtkey618).
func TestRev165KotlinScopes(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev165_k1", allCode), []dexWant{
			{"CETP508", "note", "Lapp/quillmark/notes/cetp/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;@0x2f", "app/quillmark/notes/cetp/Protocol.kt", 28},
			{"CETP601", "error", "Lapp/quillmark/notes/cetp/NotesToolProvider;->execute(Lapp/quillmark/notes/cetp/Call;)Landroid/os/Bundle;@0x12d", "app/quillmark/notes/cetp/NotesToolProvider.kt", 91},
			{"CETP601", "error", "Lapp/quillmark/notes/cetp/NotesToolProvider;->execute(Lapp/quillmark/notes/cetp/Call;)Landroid/os/Bundle;@0x1ec", "app/quillmark/notes/cetp/NotesToolProvider.kt", 100},
			{"CETP603", "error", "Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;->run()V@0x48", "app/quillmark/notes/cetp/Background.kt", 23},
			{"CETP604", "warning", "Lapp/quillmark/notes/cetp/NotesToolProvider;->callerOf(I)Ljava/lang/String;@0x28", "app/quillmark/notes/cetp/NotesToolProvider.kt", 52},
			{"CETP607", "warning", "Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->importAttachment(Lapp/quillmark/notes/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;@0xcb", "app/quillmark/notes/cetp/AttachmentsToolProvider.kt", 151},
			{"CETP612", "error", "Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->open(Lapp/quillmark/notes/cetp/Call;J)Landroid/os/Bundle;@0xe2", "app/quillmark/notes/cetp/AttachmentsToolProvider.kt", 140},
			{"CETP613", "error", "Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->needsUser(Lapp/quillmark/notes/cetp/Call;Ljava/lang/String;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/String;)Landroid/os/Bundle;@0x62", "app/quillmark/notes/cetp/AttachmentsToolProvider.kt", 233},
			{"CETP618", "error", "Lapp/quillmark/notes/cetp/NotesToolProvider;->execute(Lapp/quillmark/notes/cetp/Call;)Landroid/os/Bundle;@0x168", "app/quillmark/notes/cetp/NotesToolProvider.kt", 96},
			{"CETP622", "error", "Lapp/quillmark/notes/data/NoteStore;->search(Ljava/lang/String;I)Ljava/util/List;@0x4e", "app/quillmark/notes/data/NoteStore.kt", 35},
		})
	}
}
