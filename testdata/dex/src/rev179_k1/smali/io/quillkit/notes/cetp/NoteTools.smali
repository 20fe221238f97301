.class public final Lio/quillkit/notes/cetp/NoteTools;
.super Ljava/lang/Object;
.source "NoteTools.kt"


# static fields
.field private static final ALL:Ljava/util/List;

.field public static final Companion:Lio/quillkit/notes/cetp/NoteTools$Companion;

.field public static final REVISION:Ljava/lang/String; = "notes-7"

.field private static final SCOPES:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 16

    new-instance v0, Lio/quillkit/notes/cetp/NoteTools$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lio/quillkit/notes/cetp/NoteTools$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lio/quillkit/notes/cetp/NoteTools;->Companion:Lio/quillkit/notes/cetp/NoteTools$Companion;

    .line 9
    const/4 v0, 0x2

    new-array v15, v0, [Lio/quillkit/notes/cetp/Scope;

    new-instance v2, Lio/quillkit/notes/cetp/Scope;

    const-string v4, "notes.read"

    const-string v5, "Read your notes"

    const-string v6, "read"

    const-string v7, "personal"

    invoke-direct {v2, v4, v5, v6, v7}, Lio/quillkit/notes/cetp/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v15, v1

    .line 10
    new-instance v2, Lio/quillkit/notes/cetp/Scope;

    const-string v4, "notes.write"

    const-string v5, "Create and delete notes"

    const-string v6, "write"

    const-string v7, "personal"

    invoke-direct {v2, v4, v5, v6, v7}, Lio/quillkit/notes/cetp/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v15, v1

    .line 8
    invoke-static {v15}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lio/quillkit/notes/cetp/NoteTools;->SCOPES:Ljava/util/List;

    .line 14
    const/4 v0, 0x5

    new-array v15, v0, [Lio/quillkit/notes/cetp/ToolSpec;

    new-instance v2, Lio/quillkit/notes/cetp/ToolSpec;

    .line 16
    const-string v12, "notes.read"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    .line 17
    sget-object v13, Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda4;->INSTANCE:Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda4;

    invoke-static {v13}, Lio/quillkit/notes/cetp/DescriptorsKt;->objectSchema(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v13

    .line 18
    sget-object v14, Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda5;->INSTANCE:Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda5;

    invoke-static {v14}, Lio/quillkit/notes/cetp/DescriptorsKt;->objectSchema(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v14

    .line 14
    move-object v11, v12

    move-object v12, v13

    move-object v13, v14

    const-string v3, "list_notes"

    const-string v4, "List notes"

    const-string v5, "Lists the notes in every notebook, newest first."

    const-string v6, "read"

    const-string v7, "low"

    const-string v8, "never"

    const/4 v9, 0x0

    const/4 v10, 0x1

    invoke-direct/range {v2 .. v13}, Lio/quillkit/notes/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;)V

    const/4 v1, 0x0

    aput-object v2, v15, v1

    .line 20
    new-instance v2, Lio/quillkit/notes/cetp/ToolSpec;

    .line 22
    const-string v12, "notes.write"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    .line 23
    sget-object v13, Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda6;->INSTANCE:Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda6;

    invoke-static {v13}, Lio/quillkit/notes/cetp/DescriptorsKt;->objectSchema(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v13

    .line 28
    sget-object v14, Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda7;->INSTANCE:Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda7;

    invoke-static {v14}, Lio/quillkit/notes/cetp/DescriptorsKt;->objectSchema(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v14

    .line 20
    move-object v11, v12

    move-object v12, v13

    move-object v13, v14

    const-string v3, "create_note"

    const-string v4, "Create a note"

    const-string v5, "Creates a note in a notebook (default: inbox)."

    const-string v6, "create"

    const-string v7, "low"

    const-string v8, "never"

    const/4 v9, 0x0

    const/4 v10, 0x0

    invoke-direct/range {v2 .. v13}, Lio/quillkit/notes/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;)V

    const/4 v1, 0x1

    aput-object v2, v15, v1

    .line 30
    new-instance v2, Lio/quillkit/notes/cetp/ToolSpec;

    .line 32
    const-string v12, "notes.write"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    .line 33
    sget-object v13, Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda8;->INSTANCE:Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda8;

    invoke-static {v13}, Lio/quillkit/notes/cetp/DescriptorsKt;->objectSchema(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v13

    .line 34
    sget-object v14, Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda9;->INSTANCE:Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda9;

    invoke-static {v14}, Lio/quillkit/notes/cetp/DescriptorsKt;->objectSchema(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v14

    .line 30
    move-object v11, v12

    move-object v12, v13

    move-object v13, v14

    const-string v3, "delete_note"

    const-string v4, "Delete a note"

    const-string v5, "Deletes one note permanently after the user approves it in Quill."

    const-string v6, "delete"

    const-string v7, "high"

    const-string v8, "always"

    const/4 v9, 0x1

    const/4 v10, 0x1

    invoke-direct/range {v2 .. v13}, Lio/quillkit/notes/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;)V

    const/4 v1, 0x2

    aput-object v2, v15, v1

    .line 36
    new-instance v2, Lio/quillkit/notes/cetp/ToolSpec;

    .line 38
    const-string v12, "notes.write"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    .line 39
    sget-object v13, Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda10;->INSTANCE:Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda10;

    invoke-static {v13}, Lio/quillkit/notes/cetp/DescriptorsKt;->objectSchema(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v13

    .line 40
    sget-object v14, Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda11;->INSTANCE:Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda11;

    invoke-static {v14}, Lio/quillkit/notes/cetp/DescriptorsKt;->objectSchema(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v14

    .line 36
    move-object v11, v12

    move-object v12, v13

    move-object v13, v14

    const-string v3, "clear_archive"

    const-string v4, "Clear the archive"

    const-string v5, "Deletes every archived note after the user approves it in Quill."

    const-string v6, "delete"

    const-string v7, "high"

    const-string v8, "always"

    const/4 v9, 0x1

    const/4 v10, 0x1

    invoke-direct/range {v2 .. v13}, Lio/quillkit/notes/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;)V

    const/4 v1, 0x3

    aput-object v2, v15, v1

    .line 42
    new-instance v2, Lio/quillkit/notes/cetp/ToolSpec;

    .line 44
    const-string v12, "notes.read"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    .line 45
    sget-object v13, Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda12;->INSTANCE:Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda12;

    invoke-static {v13}, Lio/quillkit/notes/cetp/DescriptorsKt;->objectSchema(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v13

    .line 46
    sget-object v14, Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda13;->INSTANCE:Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda13;

    invoke-static {v14}, Lio/quillkit/notes/cetp/DescriptorsKt;->objectSchema(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v14

    .line 42
    move-object v11, v12

    move-object v12, v13

    move-object v13, v14

    const-string v3, "export_notebook"

    const-string v4, "Export a notebook"

    const-string v5, "Returns every note of one notebook as JSON."

    const-string v6, "read"

    const-string v7, "low"

    const-string v8, "never"

    const/4 v9, 0x0

    const/4 v10, 0x1

    invoke-direct/range {v2 .. v13}, Lio/quillkit/notes/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;)V

    const/4 v1, 0x4

    aput-object v2, v15, v1

    .line 13
    invoke-static {v15}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lio/quillkit/notes/cetp/NoteTools;->ALL:Ljava/util/List;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final ALL$lambda$0(Lio/quillkit/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$objectSchema"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    move-object v0, p0

    const-string v1, "include_archived"

    const-string v2, "boolean"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quillkit/notes/cetp/SchemaBuilder;->prop$default(Lio/quillkit/notes/cetp/SchemaBuilder;Ljava/lang/String;Ljava/lang/String;ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final ALL$lambda$1(Lio/quillkit/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$objectSchema"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    move-object v0, p0

    const-string v1, "notes"

    const-string v2, "array"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/16 v5, 0xc

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quillkit/notes/cetp/SchemaBuilder;->prop$default(Lio/quillkit/notes/cetp/SchemaBuilder;Ljava/lang/String;Ljava/lang/String;ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final ALL$lambda$2(Lio/quillkit/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$objectSchema"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    sget-object v4, Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda0;->INSTANCE:Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda0;

    move-object v0, p0

    const-string v1, "title"

    const-string v2, "string"

    const/4 v3, 0x0

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quillkit/notes/cetp/SchemaBuilder;->prop$default(Lio/quillkit/notes/cetp/SchemaBuilder;Ljava/lang/String;Ljava/lang/String;ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)V

    .line 25
    sget-object v4, Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda1;->INSTANCE:Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda1;

    const-string v1, "body"

    const-string v2, "string"

    const/4 v3, 0x0

    invoke-virtual {p0, v1, v2, v3, v4}, Lio/quillkit/notes/cetp/SchemaBuilder;->prop(Ljava/lang/String;Ljava/lang/String;ZLkotlin/jvm/functions/Function1;)V

    .line 26
    sget-object v4, Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda2;->INSTANCE:Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda2;

    const-string v1, "book"

    const-string v2, "string"

    const/4 v3, 0x0

    invoke-virtual {p0, v1, v2, v3, v4}, Lio/quillkit/notes/cetp/SchemaBuilder;->prop(Ljava/lang/String;Ljava/lang/String;ZLkotlin/jvm/functions/Function1;)V

    .line 27
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final ALL$lambda$2$0(Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$prop"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    const/16 v2, 0xc8

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "maxLength"

    invoke-virtual {p0, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final ALL$lambda$2$1(Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$prop"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    const/16 v2, 0x4e20

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "maxLength"

    invoke-virtual {p0, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final ALL$lambda$2$2(Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$prop"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    const-string v1, "pattern"

    const-string v2, "^[a-z0-9][a-z0-9_-]{0,31}$"

    invoke-virtual {p0, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final ALL$lambda$3(Lio/quillkit/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$objectSchema"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 28
    move-object v0, p0

    const-string v1, "note_id"

    const-string v2, "string"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/16 v5, 0xc

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quillkit/notes/cetp/SchemaBuilder;->prop$default(Lio/quillkit/notes/cetp/SchemaBuilder;Ljava/lang/String;Ljava/lang/String;ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final ALL$lambda$4(Lio/quillkit/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$objectSchema"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    move-object v0, p0

    const-string v1, "note_id"

    const-string v2, "string"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/16 v5, 0xc

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quillkit/notes/cetp/SchemaBuilder;->prop$default(Lio/quillkit/notes/cetp/SchemaBuilder;Ljava/lang/String;Ljava/lang/String;ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final ALL$lambda$5(Lio/quillkit/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$objectSchema"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    move-object v0, p0

    const-string v1, "deleted"

    const-string v2, "boolean"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/16 v5, 0xc

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quillkit/notes/cetp/SchemaBuilder;->prop$default(Lio/quillkit/notes/cetp/SchemaBuilder;Ljava/lang/String;Ljava/lang/String;ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final ALL$lambda$6(Lio/quillkit/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 3

    const-string v1, "$this$objectSchema"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final ALL$lambda$7(Lio/quillkit/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$objectSchema"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 40
    move-object v0, p0

    const-string v1, "removed"

    const-string v2, "integer"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/16 v5, 0xc

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quillkit/notes/cetp/SchemaBuilder;->prop$default(Lio/quillkit/notes/cetp/SchemaBuilder;Ljava/lang/String;Ljava/lang/String;ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final ALL$lambda$8(Lio/quillkit/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$objectSchema"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    sget-object v4, Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda3;->INSTANCE:Lio/quillkit/notes/cetp/NoteTools$$ExternalSyntheticLambda3;

    move-object v0, p0

    const-string v1, "notebook"

    const-string v2, "string"

    const/4 v3, 0x0

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quillkit/notes/cetp/SchemaBuilder;->prop$default(Lio/quillkit/notes/cetp/SchemaBuilder;Ljava/lang/String;Ljava/lang/String;ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final ALL$lambda$8$0(Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$prop"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    const/16 v2, 0x40

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "maxLength"

    invoke-virtual {p0, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final ALL$lambda$9(Lio/quillkit/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$objectSchema"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    move-object v0, p0

    const-string v1, "notes"

    const-string v2, "array"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/16 v5, 0xc

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quillkit/notes/cetp/SchemaBuilder;->prop$default(Lio/quillkit/notes/cetp/SchemaBuilder;Ljava/lang/String;Ljava/lang/String;ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final synthetic access$getALL$cp()Ljava/util/List;
    .registers 1

    .line 4
    sget-object v0, Lio/quillkit/notes/cetp/NoteTools;->ALL:Ljava/util/List;

    return-object v0
.end method

.method public static final synthetic access$getSCOPES$cp()Ljava/util/List;
    .registers 1

    .line 4
    sget-object v0, Lio/quillkit/notes/cetp/NoteTools;->SCOPES:Ljava/util/List;

    return-object v0
.end method
