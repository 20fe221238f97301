.class public final Lapp/quillmark/notes/cetp/NotesToolProvider;
.super Landroid/content/ContentProvider;
.source "NotesToolProvider.kt"


# static fields
.field private static final ALPHABET:Ljava/lang/String; = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

.field public static final Companion:Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;

.field private static final INFO$delegate:Lkotlin/Lazy;

.field private static final OFFERED:Ljava/util/List;

.field public static final PROVIDER_ID:Ljava/lang/String; = "app.quillmark.notes"

.field public static final PROVIDER_NAME:Ljava/lang/String; = "Quillmark Notes"

.field public static final REVISION:Ljava/lang/String; = "notes-7"

.field private static final TAG_PATTERN:Lkotlin/text/Regex;

.field private static final TOOLS$delegate:Lkotlin/Lazy;

.field private static final outcomes:Ljava/util/concurrent/ConcurrentHashMap;

.field private static final tokenSource$delegate:Lkotlin/Lazy;


# instance fields
.field private audit:Lapp/quillmark/notes/data/AuditLog;

.field private grants:Lapp/quillmark/notes/cetp/Grants;

.field private notes:Lapp/quillmark/notes/data/NoteStore;

.field private final worker$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/quillmark/notes/cetp/NotesToolProvider;->Companion:Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;

    .line 215
    const-string v0, "large_results"

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/quillmark/notes/cetp/NotesToolProvider;->OFFERED:Ljava/util/List;

    .line 216
    new-instance v0, Lkotlin/text/Regex;

    const-string v1, "[a-z0-9][a-z0-9-]{0,31}"

    invoke-direct {v0, v1}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lapp/quillmark/notes/cetp/NotesToolProvider;->TAG_PATTERN:Lkotlin/text/Regex;

    .line 219
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lapp/quillmark/notes/cetp/NotesToolProvider;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;

    .line 221
    sget-object v0, Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda13;->INSTANCE:Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda13;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    sput-object v0, Lapp/quillmark/notes/cetp/NotesToolProvider;->tokenSource$delegate:Lkotlin/Lazy;

    .line 228
    sget-object v0, Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda14;->INSTANCE:Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda14;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    sput-object v0, Lapp/quillmark/notes/cetp/NotesToolProvider;->INFO$delegate:Lkotlin/Lazy;

    .line 235
    sget-object v0, Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda15;->INSTANCE:Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda15;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    sput-object v0, Lapp/quillmark/notes/cetp/NotesToolProvider;->TOOLS$delegate:Lkotlin/Lazy;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 27
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 31
    sget-object v0, Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda0;->INSTANCE:Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda0;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/quillmark/notes/cetp/NotesToolProvider;->worker$delegate:Lkotlin/Lazy;

    .line 27
    return-void
.end method

.method public static final INFO_delegate$lambda$0()Lorg/json/JSONObject;
    .registers 10

    .line 230
    const/4 v3, 0x2

    new-array v9, v3, [Lorg/json/JSONObject;

    const-string v5, "notes.read"

    const-string v6, "Read notes"

    const-string v7, "read"

    const-string v8, "personal"

    invoke-static {v5, v6, v7, v8}, Lapp/quillmark/notes/cetp/DescriptorsKt;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v9, v4

    .line 231
    const-string v5, "notes.write"

    const-string v6, "Create, archive and delete notes"

    const-string v7, "write"

    const-string v8, "personal"

    invoke-static {v5, v6, v7, v8}, Lapp/quillmark/notes/cetp/DescriptorsKt;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v5

    const/4 v4, 0x1

    aput-object v5, v9, v4

    .line 229
    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v3

    const-string v0, "app.quillmark.notes"

    const-string v1, "Quillmark Notes"

    const-string v2, "Read, search, export and organise your Quillmark notes."

    invoke-static {v0, v1, v2, v3}, Lapp/quillmark/notes/cetp/DescriptorsKt;->providerInfo(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    .line 232
    return-object v0
.end method

.method public static final TOOLS_delegate$lambda$0()Ljava/util/List;
    .registers 19

    .line 236
    invoke-static {}, Lkotlin/collections/CollectionsKt;->createListBuilder()Ljava/util/List;

    move-result-object v16

    move-object/from16 v17, v16

    const/16 v18, 0x0

    .line 239
    sget-object v8, Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda2;->INSTANCE:Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda2;

    invoke-static {v8}, Lapp/quillmark/notes/cetp/DescriptorsKt;->input(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v8

    .line 243
    sget-object v9, Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda3;->INSTANCE:Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda3;

    invoke-static {v9}, Lapp/quillmark/notes/cetp/DescriptorsKt;->output(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v9

    .line 237
    const-string v1, "list_notes"

    const-string v2, "List notes"

    const-string v3, "Lists unarchived notes, newest first, optionally in one folder."

    const-string v4, "notes.read"

    const-string v5, "read"

    const-string v6, "low"

    const-string v7, "never"

    const/4 v10, 0x0

    const/4 v11, 0x1

    const/4 v12, 0x0

    const/4 v13, 0x0

    const/16 v14, 0x1a00

    const/4 v15, 0x0

    invoke-static/range {v1 .. v15}, Lapp/quillmark/notes/cetp/DescriptorsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZZLjava/lang/String;ILjava/lang/Object;)Lapp/quillmark/notes/cetp/ToolSpec;

    move-result-object v1

    move-object/from16 v0, v17

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 246
    sget-object v8, Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda4;->INSTANCE:Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda4;

    invoke-static {v8}, Lapp/quillmark/notes/cetp/DescriptorsKt;->input(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v8

    .line 250
    sget-object v9, Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda5;->INSTANCE:Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda5;

    invoke-static {v9}, Lapp/quillmark/notes/cetp/DescriptorsKt;->output(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v9

    .line 244
    const-string v1, "search_notes"

    const-string v2, "Search notes by tag"

    const-string v3, "Finds unarchived notes carrying a tag."

    const-string v4, "notes.read"

    const-string v5, "read"

    const-string v6, "low"

    const-string v7, "never"

    const/4 v10, 0x0

    const/4 v11, 0x1

    const/4 v12, 0x0

    const/4 v13, 0x0

    const/16 v14, 0x1a00

    const/4 v15, 0x0

    invoke-static/range {v1 .. v15}, Lapp/quillmark/notes/cetp/DescriptorsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZZLjava/lang/String;ILjava/lang/Object;)Lapp/quillmark/notes/cetp/ToolSpec;

    move-result-object v1

    move-object/from16 v0, v17

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 253
    sget-object v8, Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda6;->INSTANCE:Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda6;

    invoke-static {v8}, Lapp/quillmark/notes/cetp/DescriptorsKt;->input(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v8

    .line 254
    new-instance v9, Lorg/json/JSONObject;

    invoke-direct {v9}, Lorg/json/JSONObject;-><init>()V

    const-string v10, "type"

    const-string v11, "string"

    invoke-virtual {v9, v10, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v9

    const-string v10, "contentMediaType"

    const-string v11, "text/markdown"

    invoke-virtual {v9, v10, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v9

    const-string v11, "put(...)"

    invoke-static {v9, v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 251
    const-string v1, "export_note"

    const-string v2, "Export a note"

    const-string v3, "Returns a note\'s Markdown body as a file."

    const-string v4, "notes.read"

    const-string v5, "read"

    const-string v6, "low"

    const-string v7, "never"

    const/4 v10, 0x0

    const/4 v11, 0x1

    const/4 v12, 0x0

    const-string v13, "large_results"

    const/16 v14, 0xa00

    const/4 v15, 0x0

    invoke-static/range {v1 .. v15}, Lapp/quillmark/notes/cetp/DescriptorsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZZLjava/lang/String;ILjava/lang/Object;)Lapp/quillmark/notes/cetp/ToolSpec;

    move-result-object v1

    move-object/from16 v0, v17

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 258
    sget-object v8, Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda7;->INSTANCE:Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda7;

    invoke-static {v8}, Lapp/quillmark/notes/cetp/DescriptorsKt;->input(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v8

    .line 265
    sget-object v9, Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda8;->INSTANCE:Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda8;

    invoke-static {v9}, Lapp/quillmark/notes/cetp/DescriptorsKt;->output(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v9

    .line 256
    const-string v1, "create_note"

    const-string v2, "Create a note"

    const-string v3, "Creates a note with a title, optional folder, tags and body."

    const-string v4, "notes.write"

    const-string v5, "create"

    const-string v6, "moderate"

    const-string v7, "provider_policy"

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/4 v13, 0x0

    const/16 v14, 0x1e00

    const/4 v15, 0x0

    invoke-static/range {v1 .. v15}, Lapp/quillmark/notes/cetp/DescriptorsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZZLjava/lang/String;ILjava/lang/Object;)Lapp/quillmark/notes/cetp/ToolSpec;

    move-result-object v1

    move-object/from16 v0, v17

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 268
    sget-object v8, Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda9;->INSTANCE:Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda9;

    invoke-static {v8}, Lapp/quillmark/notes/cetp/DescriptorsKt;->input(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v8

    .line 269
    sget-object v9, Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda10;->INSTANCE:Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda10;

    invoke-static {v9}, Lapp/quillmark/notes/cetp/DescriptorsKt;->output(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v9

    .line 266
    const-string v1, "archive_note"

    const-string v2, "Archive a note"

    const-string v3, "Moves a note to the archive; it can be restored in the app."

    const-string v4, "notes.write"

    const-string v5, "update"

    const-string v6, "low"

    const-string v7, "never"

    const/4 v10, 0x0

    const/4 v11, 0x1

    const/4 v12, 0x0

    const/4 v13, 0x0

    const/16 v14, 0x1a00

    const/4 v15, 0x0

    invoke-static/range {v1 .. v15}, Lapp/quillmark/notes/cetp/DescriptorsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZZLjava/lang/String;ILjava/lang/Object;)Lapp/quillmark/notes/cetp/ToolSpec;

    move-result-object v1

    move-object/from16 v0, v17

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 272
    sget-object v8, Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda11;->INSTANCE:Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda11;

    invoke-static {v8}, Lapp/quillmark/notes/cetp/DescriptorsKt;->input(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v8

    .line 273
    sget-object v9, Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda12;->INSTANCE:Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda12;

    invoke-static {v9}, Lapp/quillmark/notes/cetp/DescriptorsKt;->output(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v9

    .line 270
    const-string v1, "delete_note"

    const-string v2, "Delete a note"

    const-string v3, "Deletes a note and its body permanently after you confirm it."

    const-string v4, "notes.write"

    const-string v5, "delete"

    const-string v6, "high"

    const-string v7, "always"

    const/4 v10, 0x1

    const/4 v11, 0x1

    const/4 v12, 0x0

    const/4 v13, 0x0

    const/16 v14, 0x1800

    const/4 v15, 0x0

    invoke-static/range {v1 .. v15}, Lapp/quillmark/notes/cetp/DescriptorsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZZLjava/lang/String;ILjava/lang/Object;)Lapp/quillmark/notes/cetp/ToolSpec;

    move-result-object v1

    move-object/from16 v0, v17

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 236
    move-object/from16 v0, v16

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;

    move-result-object v0

    .line 274
    return-object v0
.end method

.method public static final TOOLS_delegate$lambda$0$0$0(Lapp/quillmark/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 10

    const-string v1, "$this$input"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 240
    move-object v0, p0

    const-string v1, "folder"

    const/16 v2, 0x40

    const/4 v3, 0x0

    const/4 v4, 0x1

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lapp/quillmark/notes/cetp/SchemaBuilder;->string$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;ILjava/lang/String;ZILjava/lang/Object;)V

    .line 241
    move-object v0, p0

    const-string v1, "limit"

    const-wide/16 v2, 0x0

    const-wide/16 v4, 0x64

    const/4 v6, 0x1

    const/4 v7, 0x2

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lapp/quillmark/notes/cetp/SchemaBuilder;->integer$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;JJZILjava/lang/Object;)V

    .line 242
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final TOOLS_delegate$lambda$0$0$1(Lapp/quillmark/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 7

    const-string v1, "$this$output"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 243
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "type"

    const-string v4, "object"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v0, p0

    const-string v1, "notes"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/SchemaBuilder;->array$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;Lorg/json/JSONObject;ZILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final TOOLS_delegate$lambda$0$0$10(Lapp/quillmark/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 10

    const-string v1, "$this$output"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 273
    move-object v0, p0

    const-string v1, "note_id"

    const-wide/16 v2, 0x0

    const-wide/16 v4, 0x0

    const/4 v6, 0x0

    const/16 v7, 0xe

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lapp/quillmark/notes/cetp/SchemaBuilder;->integer$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;JJZILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final TOOLS_delegate$lambda$0$0$2(Lapp/quillmark/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 10

    const-string v1, "$this$input"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 247
    move-object v0, p0

    const-string v1, "tag"

    const/16 v2, 0x20

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/16 v5, 0xc

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lapp/quillmark/notes/cetp/SchemaBuilder;->string$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;ILjava/lang/String;ZILjava/lang/Object;)V

    .line 248
    move-object v0, p0

    const-string v1, "limit"

    const-wide/16 v2, 0x0

    const-wide/16 v4, 0x64

    const/4 v6, 0x1

    const/4 v7, 0x2

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lapp/quillmark/notes/cetp/SchemaBuilder;->integer$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;JJZILjava/lang/Object;)V

    .line 249
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final TOOLS_delegate$lambda$0$0$3(Lapp/quillmark/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 7

    const-string v1, "$this$output"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 250
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "type"

    const-string v4, "object"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v0, p0

    const-string v1, "notes"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/SchemaBuilder;->array$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;Lorg/json/JSONObject;ZILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final TOOLS_delegate$lambda$0$0$4(Lapp/quillmark/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 10

    const-string v1, "$this$input"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 253
    move-object v0, p0

    const-string v1, "note_id"

    const-wide/16 v2, 0x0

    const-wide/16 v4, 0x0

    const/4 v6, 0x0

    const/16 v7, 0xe

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lapp/quillmark/notes/cetp/SchemaBuilder;->integer$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;JJZILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final TOOLS_delegate$lambda$0$0$5(Lapp/quillmark/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$input"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 259
    move-object v0, p0

    const-string v1, "title"

    const/16 v2, 0xc8

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/16 v5, 0xc

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lapp/quillmark/notes/cetp/SchemaBuilder;->string$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;ILjava/lang/String;ZILjava/lang/Object;)V

    .line 260
    move-object v0, p0

    const-string v1, "folder"

    const/16 v2, 0x40

    const/4 v3, 0x0

    const/4 v4, 0x1

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lapp/quillmark/notes/cetp/SchemaBuilder;->string$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;ILjava/lang/String;ZILjava/lang/Object;)V

    .line 261
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "type"

    const-string v4, "string"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "pattern"

    const-string v4, "^[a-z0-9][a-z0-9-]{0,31}$"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "tags"

    const/4 v3, 0x1

    invoke-virtual {p0, v1, v2, v3}, Lapp/quillmark/notes/cetp/SchemaBuilder;->array(Ljava/lang/String;Lorg/json/JSONObject;Z)V

    .line 263
    move-object v0, p0

    const-string v1, "body"

    const v2, 0xea60

    const/4 v3, 0x0

    const/4 v4, 0x1

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lapp/quillmark/notes/cetp/SchemaBuilder;->string$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;ILjava/lang/String;ZILjava/lang/Object;)V

    .line 264
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final TOOLS_delegate$lambda$0$0$6(Lapp/quillmark/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 10

    const-string v1, "$this$output"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 265
    move-object v0, p0

    const-string v1, "note_id"

    const-wide/16 v2, 0x0

    const-wide/16 v4, 0x0

    const/4 v6, 0x0

    const/16 v7, 0xe

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lapp/quillmark/notes/cetp/SchemaBuilder;->integer$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;JJZILjava/lang/Object;)V

    move-object v0, p0

    const-string v1, "title"

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/16 v5, 0xe

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lapp/quillmark/notes/cetp/SchemaBuilder;->string$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;ILjava/lang/String;ZILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final TOOLS_delegate$lambda$0$0$7(Lapp/quillmark/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 10

    const-string v1, "$this$input"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 268
    move-object v0, p0

    const-string v1, "note_id"

    const-wide/16 v2, 0x0

    const-wide/16 v4, 0x0

    const/4 v6, 0x0

    const/16 v7, 0xe

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lapp/quillmark/notes/cetp/SchemaBuilder;->integer$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;JJZILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final TOOLS_delegate$lambda$0$0$8(Lapp/quillmark/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 10

    const-string v1, "$this$output"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 269
    move-object v0, p0

    const-string v1, "note_id"

    const-wide/16 v2, 0x0

    const-wide/16 v4, 0x0

    const/4 v6, 0x0

    const/16 v7, 0xe

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lapp/quillmark/notes/cetp/SchemaBuilder;->integer$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;JJZILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final TOOLS_delegate$lambda$0$0$9(Lapp/quillmark/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 10

    const-string v1, "$this$input"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 272
    move-object v0, p0

    const-string v1, "note_id"

    const-wide/16 v2, 0x0

    const-wide/16 v4, 0x0

    const/4 v6, 0x0

    const/16 v7, 0xe

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lapp/quillmark/notes/cetp/SchemaBuilder;->integer$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;JJZILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final synthetic access$getAudit$p(Lapp/quillmark/notes/cetp/NotesToolProvider;)Lapp/quillmark/notes/data/AuditLog;
    .registers 2

    .line 27
    iget-object v0, p0, Lapp/quillmark/notes/cetp/NotesToolProvider;->audit:Lapp/quillmark/notes/data/AuditLog;

    return-object v0
.end method

.method public static final synthetic access$getINFO$delegate$cp()Lkotlin/Lazy;
    .registers 1

    .line 27
    sget-object v0, Lapp/quillmark/notes/cetp/NotesToolProvider;->INFO$delegate:Lkotlin/Lazy;

    return-object v0
.end method

.method public static final synthetic access$getTOOLS$delegate$cp()Lkotlin/Lazy;
    .registers 1

    .line 27
    sget-object v0, Lapp/quillmark/notes/cetp/NotesToolProvider;->TOOLS$delegate:Lkotlin/Lazy;

    return-object v0
.end method

.method public static final synthetic access$getTokenSource$delegate$cp()Lkotlin/Lazy;
    .registers 1

    .line 27
    sget-object v0, Lapp/quillmark/notes/cetp/NotesToolProvider;->tokenSource$delegate:Lkotlin/Lazy;

    return-object v0
.end method

.method private final callerOf(I)Ljava/lang/String;
    .registers 12

    .line 49
    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    if-eqz v0, :cond_4

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    if-eqz v0, :cond_4

    move-object v2, v0

    const/4 v3, 0x0

    .line 50
    invoke-virtual {v2, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v4

    .line 51
    if-eqz v4, :cond_3

    .line 50
    move-object v5, v4

    .line 51
    move-object v6, v5

    .line 279
    const/4 v7, 0x0

    .line 51
    array-length v0, v6

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    move-object v0, v5

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    move-object v8, v0

    .line 52
    if-eqz v8, :cond_3

    move-object v7, v8

    .line 279
    const/4 v9, 0x0

    .line 52
    const/4 v1, 0x0

    aget-object v5, v7, v1

    .line 53
    if-eqz v5, :cond_3

    .line 50
    move-object v6, v5

    .line 53
    move-object v7, v6

    .line 279
    const/4 v9, 0x0

    .line 53
    invoke-static {v2, v7}, Lapp/quillmark/notes/cetp/Callers;->trusted(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    move-object v0, v6

    goto :goto_2

    :cond_2
    const/4 v0, 0x0

    goto :goto_2

    .line 51
    :cond_3
    const/4 v0, 0x0

    .line 49
    :goto_2
    goto :goto_3

    :cond_4
    const/4 v0, 0x0

    .line 54
    :goto_3
    return-object v0
.end method

.method private final createNote(Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 23

    .line 165
    move-object/from16 v0, p1

    const-string v1, "title"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v8

    move-object v9, v8

    .line 279
    const/4 v10, 0x0

    .line 165
    move-object v0, v9

    check-cast v0, Ljava/lang/CharSequence;

    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    invoke-virtual {v9}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0xc8

    if-gt v0, v1, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_2

    const-string v11, "Failed requirement."

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v11}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_2
    move-object v7, v8

    .line 166
    move-object/from16 v0, p1

    const-string v1, "folder"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    move-object v11, v10

    .line 279
    const/4 v12, 0x0

    .line 166
    invoke-static {v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v0, v11

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_3

    move-object v0, v10

    goto :goto_2

    :cond_3
    const/4 v0, 0x0

    :goto_2
    move-object v9, v0

    .line 167
    if-eqz v9, :cond_6

    .line 166
    move-object v10, v9

    .line 167
    move-object v11, v10

    .line 279
    const/4 v12, 0x0

    .line 167
    invoke-virtual {v11}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x40

    if-gt v0, v1, :cond_4

    move-object v0, v11

    check-cast v0, Ljava/lang/CharSequence;

    const/16 v1, 0x2f

    const/4 v2, 0x0

    const/4 v3, 0x2

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lkotlin/text/StringsKt;->contains$default(Ljava/lang/CharSequence;CZILjava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x1

    goto :goto_3

    :cond_4
    const/4 v0, 0x0

    :goto_3
    if-nez v0, :cond_5

    const-string v13, "Failed requirement."

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v13}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_5
    move-object v0, v10

    goto :goto_4

    :cond_6
    const/4 v0, 0x0

    .line 166
    :goto_4
    move-object v8, v0

    .line 168
    move-object/from16 v0, p1

    const-string v1, "tags"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v0

    if-eqz v0, :cond_8

    move-object v12, v0

    .line 279
    const/4 v13, 0x0

    .line 168
    invoke-virtual {v12}, Lorg/json/JSONArray;->length()I

    move-result v14

    new-instance v15, Ljava/util/ArrayList;

    invoke-direct {v15, v14}, Ljava/util/ArrayList;-><init>(I)V

    const/16 v16, 0x0

    :goto_5
    move/from16 v0, v16

    if-ge v0, v14, :cond_7

    move/from16 v17, v16

    move/from16 v18, v17

    .line 279
    move-object/from16 v19, v15

    const/16 v20, 0x0

    .line 168
    move/from16 v1, v18

    invoke-virtual {v12, v1}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v0

    move-object v1, v0

    move-object/from16 v0, v19

    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    add-int/lit8 v16, v16, 0x1

    goto :goto_5

    :cond_7
    move-object v0, v15

    check-cast v0, Ljava/util/List;

    goto :goto_6

    :cond_8
    const/4 v0, 0x0

    :goto_6
    if-nez v0, :cond_9

    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v0

    :cond_9
    check-cast v0, Ljava/lang/Iterable;

    move-object v10, v0

    .line 169
    const/4 v11, 0x0

    .line 306
    move-object v12, v10

    move-object v13, v12

    .line 307
    const/4 v14, 0x0

    .line 306
    invoke-interface {v13}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v15

    :goto_7
    invoke-interface {v15}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_b

    invoke-interface {v15}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v16

    move-object/from16 v0, v16

    check-cast v0, Ljava/lang/String;

    move-object/from16 v17, v0

    const/16 v18, 0x0

    .line 169
    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object/from16 v0, v17

    check-cast v0, Ljava/lang/CharSequence;

    sget-object v1, Lapp/quillmark/notes/cetp/NotesToolProvider;->TAG_PATTERN:Lkotlin/text/Regex;

    move-object v2, v1

    move-object v1, v0

    move-object v0, v2

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_a

    const-string v20, "Failed requirement."

    new-instance v0, Ljava/lang/IllegalArgumentException;

    move-object/from16 v2, v20

    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 306
    :cond_a
    goto :goto_7

    .line 169
    :cond_b
    move-object v0, v12

    check-cast v0, Ljava/util/List;

    .line 168
    move-object v9, v0

    .line 170
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quillmark/notes/cetp/NotesToolProvider;->notes:Lapp/quillmark/notes/data/NoteStore;

    if-nez v0, :cond_c

    const-string v0, "notes"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_c
    move-object/from16 v4, p1

    const-string v5, "body"

    invoke-virtual {v4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v6, "optString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v7, v8, v9, v4}, Lapp/quillmark/notes/data/NoteStore;->create(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;)J

    move-result-wide v10

    .line 171
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "note_id"

    invoke-virtual {v0, v1, v10, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "title"

    invoke-virtual {v0, v1, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method private final execute(Lapp/quillmark/notes/cetp/Call;)Landroid/os/Bundle;
    .registers 18

    .line 76
    sget-object v0, Lapp/quillmark/notes/cetp/NotesToolProvider;->Companion:Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;

    invoke-static {v0}, Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;->access$getTOOLS(Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;)Ljava/util/List;

    move-result-object v10

    check-cast v10, Ljava/lang/Iterable;

    const/4 v11, 0x0

    .line 280
    invoke-interface {v10}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v12

    :cond_0
    invoke-interface {v12}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v12}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v13

    move-object v0, v13

    check-cast v0, Lapp/quillmark/notes/cetp/ToolSpec;

    move-object v14, v0

    const/4 v15, 0x0

    .line 76
    invoke-virtual {v14}, Lapp/quillmark/notes/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/quillmark/notes/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 280
    if-eqz v0, :cond_0

    move-object v0, v13

    goto :goto_0

    .line 281
    :cond_1
    const/4 v0, 0x0

    .line 76
    :goto_0
    check-cast v0, Lapp/quillmark/notes/cetp/ToolSpec;

    if-nez v0, :cond_2

    .line 77
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 76
    :cond_2
    move-object v8, v0

    .line 78
    invoke-virtual {v8}, Lapp/quillmark/notes/cetp/ToolSpec;->getNeeds()Ljava/lang/String;

    move-result-object v9

    if-eqz v9, :cond_4

    move-object v11, v9

    move-object v12, v11

    .line 279
    const/4 v13, 0x0

    .line 78
    move-object/from16 v0, p1

    invoke-virtual {v0, v12}, Lapp/quillmark/notes/cetp/Call;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_3

    move-object v0, v11

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    :goto_1
    move-object v10, v0

    if-eqz v10, :cond_4

    move-object v12, v10

    const/4 v13, 0x0

    .line 79
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "This tool needs the large_results capability."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 81
    :cond_4
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/quillmark/notes/cetp/ProtocolKt;->parseArgs(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v10

    invoke-static {v10}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_5

    move-object v0, v10

    goto :goto_2

    :cond_5
    move-object v11, v0

    const/4 v12, 0x0

    .line 82
    invoke-virtual {v8}, Lapp/quillmark/notes/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "unreadable args for "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "QuillmarkTools"

    invoke-static {v0, v1, v11}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 83
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object within max_request_bytes."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 81
    :goto_2
    check-cast v0, Lorg/json/JSONObject;

    move-object v9, v0

    .line 85
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getResumeToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_7

    move-object v13, v0

    const/4 v14, 0x0

    .line 86
    move-object/from16 v0, p1

    invoke-static {v0}, Lapp/quillmark/notes/cetp/HeldCalls;->redeem(Lapp/quillmark/notes/cetp/Call;)Lapp/quillmark/notes/cetp/HeldCall;

    move-result-object v0

    if-nez v0, :cond_6

    .line 87
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "resume_token is unknown, used, or expired."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 85
    :cond_6
    goto :goto_3

    :cond_7
    const/4 v0, 0x0

    :goto_3
    move-object v10, v0

    .line 89
    move-object v0, v10

    if-eqz v10, :cond_9

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/HeldCall;->getDecision()I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_8

    const/4 v0, 0x1

    goto :goto_4

    :cond_8
    const/4 v0, 0x0

    goto :goto_4

    :cond_9
    const/4 v0, 0x0

    :goto_4
    if-eqz v0, :cond_a

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "USER_CANCELLED"

    const-string v2, "The user declined."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 90
    :cond_a
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quillmark/notes/cetp/NotesToolProvider;->grants:Lapp/quillmark/notes/cetp/Grants;

    if-nez v0, :cond_b

    const-string v0, "grants"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_b
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/quillmark/notes/cetp/Call;->getCaller()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v8}, Lapp/quillmark/notes/cetp/ToolSpec;->getScope()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lapp/quillmark/notes/cetp/Grants;->allows(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_c

    .line 92
    invoke-virtual {v8}, Lapp/quillmark/notes/cetp/ToolSpec;->getScope()Ljava/lang/String;

    move-result-object v5

    .line 91
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    const-string v2, "AUTH_REQUIRED"

    const-string v3, "Allow this assistant to use your notes."

    const-class v4, Lapp/quillmark/notes/cetp/GrantActivity;

    invoke-direct/range {v0 .. v5}, Lapp/quillmark/notes/cetp/NotesToolProvider;->needsUser(Lapp/quillmark/notes/cetp/Call;Ljava/lang/String;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 94
    :cond_c
    invoke-virtual {v8}, Lapp/quillmark/notes/cetp/ToolSpec;->getMutating()Z

    move-result v0

    if-nez v0, :cond_d

    invoke-virtual {v8}, Lapp/quillmark/notes/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, p0

    move-object/from16 v2, p1

    invoke-direct {v0, v1, v2, v9}, Lapp/quillmark/notes/cetp/NotesToolProvider;->read(Ljava/lang/String;Lapp/quillmark/notes/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 95
    :cond_d
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->expired()Z

    move-result v0

    if-eqz v0, :cond_e

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline passed; nothing was changed."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 96
    :cond_e
    sget-object v0, Lapp/quillmark/notes/cetp/NotesToolProvider;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/quillmark/notes/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v11

    check-cast v11, Lapp/quillmark/notes/data/Replay;

    if-eqz v11, :cond_f

    move-object v13, v11

    .line 279
    const/4 v14, 0x0

    .line 96
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v13}, Lapp/quillmark/notes/cetp/NotesToolProvider;->replay(Lapp/quillmark/notes/cetp/Call;Lapp/quillmark/notes/data/Replay;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 97
    :cond_f
    invoke-virtual {v8}, Lapp/quillmark/notes/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    const-string v1, "delete_note"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_15

    move-object v0, v10

    if-eqz v10, :cond_11

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/HeldCall;->getDecision()I

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_10

    const/4 v0, 0x1

    goto :goto_5

    :cond_10
    const/4 v0, 0x0

    goto :goto_5

    :cond_11
    const/4 v0, 0x0

    :goto_5
    if-nez v0, :cond_15

    .line 98
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quillmark/notes/cetp/NotesToolProvider;->notes:Lapp/quillmark/notes/data/NoteStore;

    if-nez v0, :cond_12

    const-string v0, "notes"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_12
    const-string v2, "note_id"

    const-wide/16 v3, 0x0

    invoke-virtual {v9, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lapp/quillmark/notes/data/NoteStore;->find(J)Lapp/quillmark/notes/data/Note;

    move-result-object v0

    if-eqz v0, :cond_13

    invoke-virtual {v0}, Lapp/quillmark/notes/data/Note;->getTitle()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_14

    .line 99
    :cond_13
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "No note has this note_id."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 98
    :cond_14
    move-object v11, v0

    .line 101
    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "Delete the note \""

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, "\" and its body for good?"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    .line 100
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    const-string v2, "USER_ACTION_REQUIRED"

    const-string v3, "Confirm the deletion in Quillmark."

    const-class v4, Lapp/quillmark/notes/cetp/ConfirmActivity;

    invoke-direct/range {v0 .. v5}, Lapp/quillmark/notes/cetp/NotesToolProvider;->needsUser(Lapp/quillmark/notes/cetp/Call;Ljava/lang/String;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 103
    :cond_15
    invoke-virtual {v8}, Lapp/quillmark/notes/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, p0

    move-object/from16 v2, p1

    invoke-direct {v0, v1, v2, v9}, Lapp/quillmark/notes/cetp/NotesToolProvider;->mutate(Ljava/lang/String;Lapp/quillmark/notes/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final export(Lapp/quillmark/notes/cetp/Call;J)Landroid/os/Bundle;
    .registers 26

    .line 123
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quillmark/notes/cetp/NotesToolProvider;->notes:Lapp/quillmark/notes/data/NoteStore;

    if-nez v0, :cond_0

    const-string v0, "notes"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    move-wide/from16 v1, p2

    invoke-virtual {v0, v1, v2}, Lapp/quillmark/notes/data/NoteStore;->find(J)Lapp/quillmark/notes/data/Note;

    move-result-object v0

    if-eqz v0, :cond_3

    move-object v10, v0

    .line 279
    const/4 v11, 0x0

    .line 123
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quillmark/notes/cetp/NotesToolProvider;->notes:Lapp/quillmark/notes/data/NoteStore;

    if-nez v0, :cond_1

    const-string v0, "notes"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-virtual {v10}, Lapp/quillmark/notes/data/Note;->getId()J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lapp/quillmark/notes/data/NoteStore;->bodyFile(J)Ljava/io/File;

    move-result-object v0

    if-eqz v0, :cond_3

    move-object v10, v0

    move-object v11, v10

    .line 279
    const/4 v12, 0x0

    .line 123
    invoke-virtual {v11}, Ljava/io/File;->isFile()Z

    move-result v0

    if-eqz v0, :cond_2

    move-object v0, v10

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_4

    .line 124
    :cond_3
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "No note has this note_id."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 123
    :cond_4
    move-object v6, v0

    .line 125
    invoke-static {v6}, Lapp/quillmark/notes/cetp/TokensKt;->digestOf(Ljava/io/File;)Lkotlin/Pair;

    move-result-object v7

    invoke-virtual {v7}, Lkotlin/Pair;->component1()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v8

    invoke-virtual {v7}, Lkotlin/Pair;->component2()Ljava/lang/Object;

    move-result-object v10

    check-cast v10, Ljava/lang/String;

    .line 126
    move-object v13, v6

    .line 279
    const/4 v14, 0x0

    .line 126
    const/high16 v1, 0x10000000

    invoke-static {v13, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v11

    .line 127
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v12

    const-string v13, "success"

    const/4 v14, 0x0

    .line 290
    new-instance v15, Landroid/os/Bundle;

    invoke-direct {v15}, Landroid/os/Bundle;-><init>()V

    move-object/from16 v16, v15

    const/16 v17, 0x0

    .line 291
    move-object/from16 v0, v16

    const-string v1, "status"

    invoke-virtual {v0, v1, v13}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 292
    move-object/from16 v0, v16

    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 293
    move-object v0, v12

    if-eqz v12, :cond_5

    move-object/from16 v18, v0

    .line 294
    const/16 v19, 0x0

    .line 293
    move-object/from16 v0, v16

    const-string v1, "request_id"

    move-object/from16 v2, v18

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_1

    .line 295
    :cond_5
    :goto_1
    move-object/from16 v20, v16

    const/16 v21, 0x0

    .line 128
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "file"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "media_type"

    const-string v4, "text/markdown"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 129
    const-string v3, "size_bytes"

    invoke-virtual {v2, v3, v8, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "sha256"

    invoke-virtual {v2, v3, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    .line 128
    move-object/from16 v0, v20

    const-string v1, "data"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 130
    move-object v2, v11

    check-cast v2, Landroid/os/Parcelable;

    move-object/from16 v0, v20

    const-string v1, "result_fd"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 127
    return-object v15
.end method

.method private final getWorker()Ljava/util/concurrent/ExecutorService;
    .registers 4

    .line 31
    iget-object v2, p0, Lapp/quillmark/notes/cetp/NotesToolProvider;->worker$delegate:Lkotlin/Lazy;

    invoke-interface {v2}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    const-string v1, "getValue(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/util/concurrent/ExecutorService;

    return-object v0
.end method

.method private final mutate(Ljava/lang/String;Lapp/quillmark/notes/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 20

    .line 135
    sget-object v0, Lapp/quillmark/notes/cetp/NotesToolProvider;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;

    move-object/from16 v1, p2

    invoke-virtual {v1}, Lapp/quillmark/notes/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lapp/quillmark/notes/data/Replay;

    move-object/from16 v5, p2

    invoke-virtual {v5}, Lapp/quillmark/notes/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v5

    move-object/from16 v4, p1

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-direct {v2, v4, v5, v6, v7}, Lapp/quillmark/notes/data/Replay;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    check-cast v8, Lapp/quillmark/notes/data/Replay;

    if-eqz v8, :cond_0

    move-object v10, v8

    .line 279
    const/4 v11, 0x0

    .line 135
    move-object/from16 v0, p0

    move-object/from16 v1, p2

    invoke-direct {v0, v1, v10}, Lapp/quillmark/notes/cetp/NotesToolProvider;->replay(Lapp/quillmark/notes/cetp/Call;Lapp/quillmark/notes/data/Replay;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 136
    :cond_0
    move-object/from16 v9, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v9

    check-cast v0, Lapp/quillmark/notes/cetp/NotesToolProvider;

    move-object v10, v0

    const/4 v11, 0x0

    .line 137
    move-object/from16 v12, p1

    .line 138
    const-string v1, "create_note"

    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    move-object/from16 v1, p3

    invoke-direct {v10, v1}, Lapp/quillmark/notes/cetp/NotesToolProvider;->createNote(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v0

    goto :goto_0

    .line 139
    :cond_1
    const-string v1, "archive_note"

    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    move-object/from16 v0, p3

    const-string v1, "note_id"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v13

    const/4 v15, 0x0

    .line 140
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "note_id"

    invoke-virtual {v0, v1, v13, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, v10, Lapp/quillmark/notes/cetp/NotesToolProvider;->notes:Lapp/quillmark/notes/data/NoteStore;

    const-string v1, "archived"

    if-nez v2, :cond_2

    const-string v2, "notes"

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v2, 0x0

    :cond_2
    invoke-virtual {v2, v13, v14}, Lapp/quillmark/notes/data/NoteStore;->archive(J)Z

    move-result v2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 139
    goto :goto_0

    .line 142
    :cond_3
    move-object/from16 v0, p3

    const-string v1, "note_id"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v13

    const/4 v15, 0x0

    .line 143
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "note_id"

    invoke-virtual {v0, v1, v13, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, v10, Lapp/quillmark/notes/cetp/NotesToolProvider;->notes:Lapp/quillmark/notes/data/NoteStore;

    const-string v1, "deleted"

    if-nez v2, :cond_4

    const-string v2, "notes"

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v2, 0x0

    :cond_4
    invoke-virtual {v2, v13, v14}, Lapp/quillmark/notes/data/NoteStore;->delete(J)Z

    move-result v2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 136
    :goto_0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v10
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_1

    :catch_0
    move-exception v11

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v11}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v10

    :goto_1
    move-object v9, v10

    .line 146
    invoke-static {v9}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_5

    move-object v0, v9

    goto :goto_4

    :cond_5
    move-object v10, v0

    const/4 v11, 0x0

    .line 147
    sget-object v0, Lapp/quillmark/notes/cetp/NotesToolProvider;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;

    move-object/from16 v1, p2

    invoke-virtual {v1}, Lapp/quillmark/notes/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 148
    move-object/from16 v1, p1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "QuillmarkTools"

    invoke-static {v0, v1, v10}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 149
    move-object v12, v10

    .line 150
    instance-of v0, v12, Ljava/lang/IllegalArgumentException;

    if-eqz v0, :cond_6

    const-string v0, "The note\'s title, folder or tags are not acceptable."

    goto :goto_2

    .line 151
    :cond_6
    instance-of v0, v12, Ljava/io/IOException;

    if-eqz v0, :cond_7

    const-string v0, "The note could not be written to storage."

    goto :goto_2

    .line 152
    :cond_7
    const-string v0, "The note could not be changed."

    .line 149
    :goto_2
    move-object v13, v0

    .line 154
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    instance-of v1, v10, Ljava/lang/IllegalArgumentException;

    if-eqz v1, :cond_8

    const-string v1, "INVALID_ARGS"

    goto :goto_3

    :cond_8
    const-string v1, "INTERNAL_ERROR"

    .line 155
    :goto_3
    instance-of v3, v10, Ljava/io/IOException;

    .line 154
    invoke-static {v0, v1, v13, v3}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 146
    :goto_4
    check-cast v0, Lorg/json/JSONObject;

    .line 136
    move-object v8, v0

    .line 157
    sget-object v0, Lapp/quillmark/notes/cetp/NotesToolProvider;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    move-object/from16 v1, p2

    invoke-virtual {v1}, Lapp/quillmark/notes/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lapp/quillmark/notes/data/Replay;

    move-object/from16 v5, p2

    invoke-virtual {v5}, Lapp/quillmark/notes/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v8}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v7

    move-object/from16 v4, p1

    const-string v6, "succeeded"

    invoke-direct {v2, v4, v5, v6, v7}, Lapp/quillmark/notes/data/Replay;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 158
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/quillmark/notes/cetp/NotesToolProvider;->getWorker()Ljava/util/concurrent/ExecutorService;

    move-result-object v9

    check-cast v9, Ljava/util/concurrent/Executor;

    move-object/from16 v0, p1

    new-instance v10, Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v10, v0}, Lapp/quillmark/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda1;-><init>(Ljava/lang/String;)V

    const/4 v11, 0x0

    .line 297
    new-instance v1, Lapp/quillmark/notes/cetp/NotesToolProvider$mutate$$inlined$background$1;

    move-object v2, v10

    move-object/from16 v3, p0

    move-object/from16 v4, p2

    move-object/from16 v5, p1

    move-object v6, v8

    invoke-direct/range {v1 .. v6}, Lapp/quillmark/notes/cetp/NotesToolProvider$mutate$$inlined$background$1;-><init>(Lkotlin/jvm/functions/Function1;Lapp/quillmark/notes/cetp/NotesToolProvider;Lapp/quillmark/notes/cetp/Call;Ljava/lang/String;Lorg/json/JSONObject;)V

    check-cast v1, Ljava/lang/Runnable;

    invoke-interface {v9, v1}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V

    .line 161
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v0, v8}, Lapp/quillmark/notes/cetp/ProtocolKt;->inlineResult(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final mutate$lambda$3(Ljava/lang/String;Ljava/lang/Throwable;)Lkotlin/Unit;
    .registers 6

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 158
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "audit of "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " dropped"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "QuillmarkTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final needsUser(Lapp/quillmark/notes/cetp/Call;Ljava/lang/String;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 17

    .line 183
    sget-object v0, Lapp/quillmark/notes/cetp/NotesToolProvider;->Companion:Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;->newResumeToken()Ljava/lang/String;

    move-result-object v6

    .line 184
    invoke-static {p1, v6}, Lapp/quillmark/notes/cetp/HeldCalls;->hold(Lapp/quillmark/notes/cetp/Call;Ljava/lang/String;)Lapp/quillmark/notes/cetp/HeldCall;

    .line 185
    new-instance v8, Landroid/content/Intent;

    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v8, v2, p4}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    move-object v9, v8

    const/4 v10, 0x0

    .line 186
    const-string v1, "app.quillmark.notes.extra.RESUME_TOKEN"

    invoke-virtual {v9, v1, v6}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 187
    const-string v1, "app.quillmark.notes.extra.SUMMARY"

    move-object/from16 v2, p5

    invoke-virtual {v9, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 188
    const-class v1, Lapp/quillmark/notes/cetp/GrantActivity;

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 189
    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getCaller()Ljava/lang/String;

    move-result-object v2

    const-string v1, "app.quillmark.notes.extra.PACKAGE"

    invoke-virtual {v9, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 190
    const-string v1, "app.quillmark.notes.extra.SCOPE"

    move-object/from16 v2, p5

    invoke-virtual {v9, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 192
    :cond_0
    move-object v9, v8

    .line 279
    const/4 v10, 0x0

    .line 192
    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v3, 0x8000000

    invoke-static {v0, v1, v9, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v7

    .line 193
    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    move-object v1, p2

    move-object v2, p3

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v8

    move-object v9, v8

    const/4 v10, 0x0

    .line 194
    move-object v2, v7

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "resolution"

    invoke-virtual {v9, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 195
    const-string v1, "resume_token"

    invoke-virtual {v9, v1, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 193
    return-object v8
.end method

.method public static final newResumeToken()Ljava/lang/String;
    .registers 1

    sget-object v0, Lapp/quillmark/notes/cetp/NotesToolProvider;->Companion:Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;->newResumeToken()Ljava/lang/String;

    move-result-object v0

    .line 226
    return-object v0
.end method

.method private final read(Ljava/lang/String;Lapp/quillmark/notes/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 29

    .line 107
    move-object/from16 v0, p3

    const-string v1, "limit"

    const/16 v2, 0x14

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x1

    const/16 v2, 0x64

    invoke-static {v0, v1, v2}, Lkotlin/ranges/RangesKt;->coerceIn(III)I

    move-result v6

    .line 108
    move-object/from16 v7, p1

    .line 109
    const-string v1, "list_notes"

    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 110
    move-object/from16 v0, p3

    const-string v1, "folder"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    move-object v10, v9

    .line 279
    const/4 v11, 0x0

    .line 110
    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v0, v10

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    move-object v0, v9

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    move-object v8, v0

    .line 111
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    move-object/from16 v3, p0

    iget-object v3, v3, Lapp/quillmark/notes/cetp/NotesToolProvider;->notes:Lapp/quillmark/notes/data/NoteStore;

    const-string v2, "notes"

    if-nez v3, :cond_2

    const-string v3, "notes"

    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v3, 0x0

    :cond_2
    invoke-virtual {v3, v8, v6}, Lapp/quillmark/notes/data/NoteStore;->list(Ljava/lang/String;I)Ljava/util/List;

    move-result-object v10

    check-cast v10, Ljava/lang/Iterable;

    move-object/from16 v21, v2

    move-object/from16 v20, v1

    move-object/from16 v19, v0

    const/4 v11, 0x0

    .line 282
    move-object v12, v10

    new-instance v13, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v10, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v13, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v13, Ljava/util/Collection;

    const/4 v14, 0x0

    .line 283
    invoke-interface {v12}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v15

    :goto_2
    invoke-interface {v15}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-interface {v15}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v16

    .line 284
    move-object/from16 v1, v16

    check-cast v1, Lapp/quillmark/notes/data/Note;

    move-object/from16 v17, v1

    move-object/from16 v22, v13

    const/16 v18, 0x0

    .line 111
    move-object/from16 v0, v17

    invoke-virtual {v0}, Lapp/quillmark/notes/data/Note;->toJson()Lorg/json/JSONObject;

    move-result-object v0

    .line 284
    move-object v1, v0

    move-object/from16 v0, v22

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_2

    .line 285
    :cond_3
    move-object v0, v13

    check-cast v0, Ljava/util/List;

    .line 282
    move-object/from16 v22, v0

    move-object/from16 v3, v22

    check-cast v3, Ljava/util/Collection;

    .line 111
    move-object/from16 v23, v3

    new-instance v3, Lorg/json/JSONArray;

    move-object/from16 v5, v23

    invoke-direct {v3, v5}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    move-object/from16 v1, v20

    move-object/from16 v2, v21

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, v19

    invoke-static {v0, v1}, Lapp/quillmark/notes/cetp/ProtocolKt;->inlineResult(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto/16 :goto_4

    .line 113
    :cond_4
    const-string v1, "search_notes"

    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    .line 114
    move-object/from16 v0, p3

    const-string v1, "tag"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v8

    .line 115
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    move-object/from16 v3, p0

    iget-object v3, v3, Lapp/quillmark/notes/cetp/NotesToolProvider;->notes:Lapp/quillmark/notes/data/NoteStore;

    const-string v2, "notes"

    if-nez v3, :cond_5

    const-string v3, "notes"

    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v3, 0x0

    :cond_5
    invoke-virtual {v3, v8, v6}, Lapp/quillmark/notes/data/NoteStore;->search(Ljava/lang/String;I)Ljava/util/List;

    move-result-object v10

    check-cast v10, Ljava/lang/Iterable;

    move-object/from16 v21, v2

    move-object/from16 v20, v1

    move-object/from16 v19, v0

    const/4 v11, 0x0

    .line 286
    move-object v12, v10

    new-instance v13, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v10, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v13, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v13, Ljava/util/Collection;

    const/4 v14, 0x0

    .line 287
    invoke-interface {v12}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v15

    :goto_3
    invoke-interface {v15}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_6

    invoke-interface {v15}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v16

    .line 288
    move-object/from16 v1, v16

    check-cast v1, Lapp/quillmark/notes/data/Note;

    move-object/from16 v17, v1

    move-object/from16 v22, v13

    const/16 v18, 0x0

    .line 115
    move-object/from16 v0, v17

    invoke-virtual {v0}, Lapp/quillmark/notes/data/Note;->toJson()Lorg/json/JSONObject;

    move-result-object v0

    .line 288
    move-object v1, v0

    move-object/from16 v0, v22

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_3

    .line 289
    :cond_6
    move-object v0, v13

    check-cast v0, Ljava/util/List;

    .line 286
    move-object/from16 v22, v0

    move-object/from16 v3, v22

    check-cast v3, Ljava/util/Collection;

    .line 115
    move-object/from16 v24, v3

    new-instance v3, Lorg/json/JSONArray;

    move-object/from16 v5, v24

    invoke-direct {v3, v5}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    move-object/from16 v1, v20

    move-object/from16 v2, v21

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, v19

    invoke-static {v0, v1}, Lapp/quillmark/notes/cetp/ProtocolKt;->inlineResult(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_4

    .line 117
    :cond_7
    move-object/from16 v2, p3

    const-string v3, "note_id"

    const-wide/16 v4, 0x0

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v2

    move-object/from16 v0, p0

    move-object/from16 v1, p2

    invoke-direct {v0, v1, v2, v3}, Lapp/quillmark/notes/cetp/NotesToolProvider;->export(Lapp/quillmark/notes/cetp/Call;J)Landroid/os/Bundle;

    move-result-object v0

    .line 108
    :goto_4
    return-object v0
.end method

.method private final replay(Lapp/quillmark/notes/cetp/Call;Lapp/quillmark/notes/data/Replay;)Landroid/os/Bundle;
    .registers 9

    .line 175
    invoke-virtual {p2}, Lapp/quillmark/notes/data/Replay;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p2}, Lapp/quillmark/notes/data/Replay;->getDigest()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 176
    :cond_0
    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "This request_id was already used for another call."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 177
    :cond_1
    invoke-virtual {p2}, Lapp/quillmark/notes/data/Replay;->getState()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "CONFLICT"

    const-string v2, "This request is still running."

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 178
    :cond_2
    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-virtual {p2}, Lapp/quillmark/notes/data/Replay;->getPayload()Ljava/lang/String;

    move-result-object v3

    if-nez v3, :cond_3

    const-string v3, ""

    :cond_3
    invoke-direct {v1, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v0, v1}, Lapp/quillmark/notes/cetp/ProtocolKt;->inlineResult(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    .line 179
    :goto_0
    return-object v0
.end method

.method private final serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 16

    .line 57
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 58
    iget-object v0, p0, Lapp/quillmark/notes/cetp/NotesToolProvider;->notes:Lapp/quillmark/notes/data/NoteStore;

    if-nez v0, :cond_0

    const-string v1, "UNAVAILABLE"

    const-string v2, "Notes are still starting."

    const/4 v3, 0x1

    invoke-static {v6, v1, v2, v3}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 59
    :cond_0
    invoke-direct {p0, p3}, Lapp/quillmark/notes/cetp/NotesToolProvider;->callerOf(I)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    .line 60
    move-object v0, v6

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app is not a trusted assistant."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 59
    :cond_1
    move-object v7, v0

    .line 61
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    sget-object v4, Lapp/quillmark/notes/cetp/NotesToolProvider;->OFFERED:Ljava/util/List;

    const-string v2, "app.quillmark.notes"

    const-string v3, "Quillmark Notes"

    invoke-static {p2, p3, v2, v3, v4}, Lapp/quillmark/notes/cetp/ProtocolKt;->negotiate(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;Ljava/util/List;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 62
    :cond_2
    invoke-static {p1}, Lapp/quillmark/notes/cetp/ProtocolKt;->isKnownMethod(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_3

    move-object v0, v6

    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 63
    :cond_3
    invoke-static {p2}, Lapp/quillmark/notes/cetp/ProtocolKt;->envelopeProblem(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v8

    if-eqz v8, :cond_4

    move-object v10, v8

    .line 279
    const/4 v11, 0x0

    .line 63
    return-object v10

    .line 64
    :cond_4
    const-string v1, "session_token"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "app.quillmark.notes"

    invoke-static {v0, p3, v2}, Lapp/quillmark/notes/cetp/Sessions;->current(Ljava/lang/String;ILjava/lang/String;)Lapp/quillmark/notes/cetp/Session;

    move-result-object v0

    if-nez v0, :cond_5

    .line 65
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first."

    const/4 v3, 0x1

    invoke-static {v6, v1, v2, v3}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 64
    :cond_5
    move-object v8, v0

    .line 66
    new-instance v0, Lapp/quillmark/notes/cetp/Call;

    move v1, p3

    move-object v2, v7

    move-object v4, v8

    move-object v5, p2

    const-string v3, "app.quillmark.notes"

    invoke-direct/range {v0 .. v5}, Lapp/quillmark/notes/cetp/Call;-><init>(ILjava/lang/String;Ljava/lang/String;Lapp/quillmark/notes/cetp/Session;Landroid/os/Bundle;)V

    move-object v9, v0

    .line 67
    move-object v10, p1

    invoke-virtual {v10}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    goto :goto_0

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    goto :goto_0

    .line 68
    :cond_6
    invoke-virtual {v9}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/quillmark/notes/cetp/NotesToolProvider;->Companion:Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;

    invoke-static {v1}, Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;->access$getINFO(Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/quillmark/notes/cetp/ProtocolKt;->plain(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 69
    :cond_7
    invoke-virtual {v9}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v2, Lapp/quillmark/notes/cetp/NotesToolProvider;->Companion:Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;

    invoke-static {v2}, Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;->access$getTOOLS(Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;)Ljava/util/List;

    move-result-object v2

    const-string v1, "notes-7"

    invoke-static {v1, v2, v8}, Lapp/quillmark/notes/cetp/DescriptorsKt;->listing(Ljava/lang/String;Ljava/util/List;Lapp/quillmark/notes/cetp/Session;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/quillmark/notes/cetp/ProtocolKt;->plain(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 70
    :cond_8
    invoke-direct {p0, v9}, Lapp/quillmark/notes/cetp/NotesToolProvider;->execute(Lapp/quillmark/notes/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 71
    :goto_0
    invoke-virtual {v9}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "Notes tools run synchronously; there are no operations."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    .line 67
    :goto_1
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method

.method public static final tokenSource_delegate$lambda$0()Ljava/security/SecureRandom;
    .registers 1

    .line 221
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    return-object v0
.end method

.method public static final worker_delegate$lambda$0()Ljava/util/concurrent/ExecutorService;
    .registers 1

    .line 31
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 45
    move-object v0, p0

    move-object v1, p1

    move-object v2, p3

    if-nez p3, :cond_0

    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    :cond_0
    invoke-direct {v0, v1, v2, v3}, Lapp/quillmark/notes/cetp/NotesToolProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 206
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 202
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 204
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 9

    .line 34
    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v5, v0

    .line 35
    sget-object v0, Lapp/quillmark/notes/data/NotesDb;->Companion:Lapp/quillmark/notes/data/NotesDb$Companion;

    invoke-virtual {v0, v5}, Lapp/quillmark/notes/data/NotesDb$Companion;->get(Landroid/content/Context;)Lapp/quillmark/notes/data/NotesDb;

    move-result-object v6

    const/4 v7, 0x0

    .line 36
    new-instance v1, Lapp/quillmark/notes/data/NoteStore;

    new-instance v2, Ljava/io/File;

    invoke-virtual {v5}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v3

    const-string v4, "notes"

    invoke-direct {v2, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v1, v6, v2}, Lapp/quillmark/notes/data/NoteStore;-><init>(Lapp/quillmark/notes/data/NotesDb;Ljava/io/File;)V

    iput-object v1, p0, Lapp/quillmark/notes/cetp/NotesToolProvider;->notes:Lapp/quillmark/notes/data/NoteStore;

    .line 37
    new-instance v1, Lapp/quillmark/notes/data/AuditLog;

    invoke-direct {v1, v6}, Lapp/quillmark/notes/data/AuditLog;-><init>(Lapp/quillmark/notes/data/NotesDb;)V

    iput-object v1, p0, Lapp/quillmark/notes/cetp/NotesToolProvider;->audit:Lapp/quillmark/notes/data/AuditLog;

    .line 39
    new-instance v1, Lapp/quillmark/notes/cetp/Grants;

    invoke-direct {v1, v5}, Lapp/quillmark/notes/cetp/Grants;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lapp/quillmark/notes/cetp/NotesToolProvider;->grants:Lapp/quillmark/notes/cetp/Grants;

    .line 40
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 200
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 208
    const/4 v0, 0x0

    return v0
.end method
