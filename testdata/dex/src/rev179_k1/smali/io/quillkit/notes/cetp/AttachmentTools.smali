.class public final Lio/quillkit/notes/cetp/AttachmentTools;
.super Ljava/lang/Object;
.source "AttachmentTools.kt"


# static fields
.field private static final ALL:Ljava/util/List;

.field public static final Companion:Lio/quillkit/notes/cetp/AttachmentTools$Companion;

.field private static final NAME_PATTERN:Ljava/lang/String;

.field public static final REVISION:Ljava/lang/String; = "attachments-4"

.field private static final SCOPES:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 16

    new-instance v0, Lio/quillkit/notes/cetp/AttachmentTools$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lio/quillkit/notes/cetp/AttachmentTools$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lio/quillkit/notes/cetp/AttachmentTools;->Companion:Lio/quillkit/notes/cetp/AttachmentTools$Companion;

    .line 9
    const/4 v0, 0x2

    new-array v15, v0, [Lio/quillkit/notes/cetp/Scope;

    new-instance v2, Lio/quillkit/notes/cetp/Scope;

    const-string v4, "attachments.read"

    const-string v5, "Read note attachments"

    const-string v6, "read"

    const-string v7, "personal"

    invoke-direct {v2, v4, v5, v6, v7}, Lio/quillkit/notes/cetp/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v15, v1

    .line 10
    new-instance v2, Lio/quillkit/notes/cetp/Scope;

    const-string v4, "attachments.write"

    const-string v5, "Add, replace and remove note attachments"

    const-string v6, "write"

    const-string v7, "personal"

    invoke-direct {v2, v4, v5, v6, v7}, Lio/quillkit/notes/cetp/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v15, v1

    .line 8
    invoke-static {v15}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lio/quillkit/notes/cetp/AttachmentTools;->SCOPES:Ljava/util/List;

    .line 13
    const-string v0, "^[a-z0-9][a-z0-9_-]{0,31}/[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"

    sput-object v0, Lio/quillkit/notes/cetp/AttachmentTools;->NAME_PATTERN:Ljava/lang/String;

    .line 16
    const/4 v0, 0x5

    new-array v15, v0, [Lio/quillkit/notes/cetp/ToolSpec;

    new-instance v2, Lio/quillkit/notes/cetp/ToolSpec;

    .line 18
    const-string v12, "attachments.read"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    .line 19
    sget-object v13, Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda5;->INSTANCE:Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda5;

    invoke-static {v13}, Lio/quillkit/notes/cetp/DescriptorsKt;->objectSchema(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v13

    .line 20
    sget-object v14, Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda6;->INSTANCE:Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda6;

    invoke-static {v14}, Lio/quillkit/notes/cetp/DescriptorsKt;->objectSchema(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v14

    .line 16
    move-object v11, v12

    move-object v12, v13

    move-object v13, v14

    const-string v3, "list_attachments"

    const-string v4, "List attachments"

    const-string v5, "Lists every attachment with its size and type."

    const-string v6, "read"

    const-string v7, "low"

    const-string v8, "never"

    const/4 v9, 0x0

    const/4 v10, 0x1

    invoke-direct/range {v2 .. v13}, Lio/quillkit/notes/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;)V

    const/4 v1, 0x0

    aput-object v2, v15, v1

    .line 22
    new-instance v2, Lio/quillkit/notes/cetp/ToolSpec;

    .line 24
    const-string v12, "attachments.read"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    .line 25
    sget-object v13, Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda7;->INSTANCE:Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda7;

    invoke-static {v13}, Lio/quillkit/notes/cetp/DescriptorsKt;->objectSchema(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v13

    .line 26
    sget-object v14, Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda8;->INSTANCE:Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda8;

    invoke-static {v14}, Lio/quillkit/notes/cetp/DescriptorsKt;->objectSchema(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v14

    .line 22
    move-object v11, v12

    move-object v12, v13

    move-object v13, v14

    const-string v3, "fetch_attachment"

    const-string v4, "Fetch an attachment"

    const-string v5, "Returns one attachment\'s content (text inline, other files as a file result)."

    const-string v6, "read"

    const-string v7, "low"

    const-string v8, "never"

    const/4 v9, 0x0

    const/4 v10, 0x1

    invoke-direct/range {v2 .. v13}, Lio/quillkit/notes/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;)V

    const/4 v1, 0x1

    aput-object v2, v15, v1

    .line 28
    new-instance v2, Lio/quillkit/notes/cetp/ToolSpec;

    .line 30
    const-string v12, "attachments.write"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    .line 31
    sget-object v13, Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda9;->INSTANCE:Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda9;

    invoke-static {v13}, Lio/quillkit/notes/cetp/DescriptorsKt;->objectSchema(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v13

    .line 36
    sget-object v14, Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda10;->INSTANCE:Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda10;

    invoke-static {v14}, Lio/quillkit/notes/cetp/DescriptorsKt;->objectSchema(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v14

    .line 28
    move-object v11, v12

    move-object v12, v13

    move-object v13, v14

    const-string v3, "attach_text"

    const-string v4, "Attach text"

    const-string v5, "Adds a text attachment to a note."

    const-string v6, "create"

    const-string v7, "low"

    const-string v8, "never"

    const/4 v9, 0x0

    const/4 v10, 0x0

    invoke-direct/range {v2 .. v13}, Lio/quillkit/notes/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;)V

    const/4 v1, 0x2

    aput-object v2, v15, v1

    .line 38
    new-instance v2, Lio/quillkit/notes/cetp/ToolSpec;

    .line 40
    const-string v12, "attachments.write"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    .line 41
    sget-object v13, Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda11;->INSTANCE:Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda11;

    invoke-static {v13}, Lio/quillkit/notes/cetp/DescriptorsKt;->objectSchema(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v13

    .line 45
    sget-object v14, Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda12;->INSTANCE:Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda12;

    invoke-static {v14}, Lio/quillkit/notes/cetp/DescriptorsKt;->objectSchema(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v14

    .line 38
    move-object v11, v12

    move-object v12, v13

    move-object v13, v14

    const-string v3, "replace_attachment"

    const-string v4, "Replace an attachment"

    const-string v5, "Overwrites a text attachment after the user approves it in Quill."

    const-string v6, "update"

    const-string v7, "high"

    const-string v8, "always"

    const/4 v9, 0x1

    const/4 v10, 0x1

    invoke-direct/range {v2 .. v13}, Lio/quillkit/notes/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;)V

    const/4 v1, 0x3

    aput-object v2, v15, v1

    .line 47
    new-instance v2, Lio/quillkit/notes/cetp/ToolSpec;

    .line 49
    const-string v12, "attachments.write"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    .line 50
    sget-object v13, Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda13;->INSTANCE:Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda13;

    invoke-static {v13}, Lio/quillkit/notes/cetp/DescriptorsKt;->objectSchema(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v13

    .line 51
    sget-object v14, Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda14;->INSTANCE:Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda14;

    invoke-static {v14}, Lio/quillkit/notes/cetp/DescriptorsKt;->objectSchema(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v14

    .line 47
    move-object v11, v12

    move-object v12, v13

    move-object v13, v14

    const-string v3, "purge_attachments"

    const-string v4, "Purge attachments"

    const-string v5, "Removes every attachment of a note after the user approves it."

    const-string v6, "delete"

    const-string v7, "high"

    const-string v8, "always"

    const/4 v9, 0x1

    const/4 v10, 0x1

    invoke-direct/range {v2 .. v13}, Lio/quillkit/notes/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;)V

    const/4 v1, 0x4

    aput-object v2, v15, v1

    .line 15
    invoke-static {v15}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lio/quillkit/notes/cetp/AttachmentTools;->ALL:Ljava/util/List;

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

    .line 19
    move-object v0, p0

    const-string v1, "note_id"

    const-string v2, "string"

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

    .line 20
    move-object v0, p0

    const-string v1, "attachments"

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

    .line 25
    sget-object v4, Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda0;->INSTANCE:Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda0;

    move-object v0, p0

    const-string v1, "name"

    const-string v2, "string"

    const/4 v3, 0x0

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quillkit/notes/cetp/SchemaBuilder;->prop$default(Lio/quillkit/notes/cetp/SchemaBuilder;Ljava/lang/String;Ljava/lang/String;ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final ALL$lambda$2$0(Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$prop"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    sget-object v2, Lio/quillkit/notes/cetp/AttachmentTools;->NAME_PATTERN:Ljava/lang/String;

    const-string v1, "pattern"

    invoke-virtual {p0, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final ALL$lambda$3(Lio/quillkit/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$objectSchema"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    move-object v0, p0

    const-string v1, "text"

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

    .line 32
    move-object v0, p0

    const-string v1, "note_id"

    const-string v2, "string"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/16 v5, 0xc

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quillkit/notes/cetp/SchemaBuilder;->prop$default(Lio/quillkit/notes/cetp/SchemaBuilder;Ljava/lang/String;Ljava/lang/String;ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)V

    .line 33
    sget-object v4, Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda1;->INSTANCE:Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda1;

    move-object v0, p0

    const-string v1, "file_name"

    const-string v2, "string"

    const/4 v3, 0x0

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quillkit/notes/cetp/SchemaBuilder;->prop$default(Lio/quillkit/notes/cetp/SchemaBuilder;Ljava/lang/String;Ljava/lang/String;ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)V

    .line 34
    sget-object v4, Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda2;->INSTANCE:Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda2;

    move-object v0, p0

    const-string v1, "text"

    const-string v2, "string"

    const/4 v3, 0x0

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quillkit/notes/cetp/SchemaBuilder;->prop$default(Lio/quillkit/notes/cetp/SchemaBuilder;Ljava/lang/String;Ljava/lang/String;ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)V

    .line 35
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final ALL$lambda$4$0(Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$prop"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    const-string v1, "pattern"

    const-string v2, "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"

    invoke-virtual {p0, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final ALL$lambda$4$1(Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$prop"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    const v2, 0x8000

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "maxLength"

    invoke-virtual {p0, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final ALL$lambda$5(Lio/quillkit/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$objectSchema"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 36
    move-object v0, p0

    const-string v1, "name"

    const-string v2, "string"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/16 v5, 0xc

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quillkit/notes/cetp/SchemaBuilder;->prop$default(Lio/quillkit/notes/cetp/SchemaBuilder;Ljava/lang/String;Ljava/lang/String;ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final ALL$lambda$6(Lio/quillkit/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$objectSchema"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 42
    sget-object v4, Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda3;->INSTANCE:Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda3;

    move-object v0, p0

    const-string v1, "name"

    const-string v2, "string"

    const/4 v3, 0x0

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quillkit/notes/cetp/SchemaBuilder;->prop$default(Lio/quillkit/notes/cetp/SchemaBuilder;Ljava/lang/String;Ljava/lang/String;ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)V

    .line 43
    sget-object v4, Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda4;->INSTANCE:Lio/quillkit/notes/cetp/AttachmentTools$$ExternalSyntheticLambda4;

    move-object v0, p0

    const-string v1, "text"

    const-string v2, "string"

    const/4 v3, 0x0

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quillkit/notes/cetp/SchemaBuilder;->prop$default(Lio/quillkit/notes/cetp/SchemaBuilder;Ljava/lang/String;Ljava/lang/String;ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)V

    .line 44
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final ALL$lambda$6$0(Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$prop"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 42
    sget-object v2, Lio/quillkit/notes/cetp/AttachmentTools;->NAME_PATTERN:Ljava/lang/String;

    const-string v1, "pattern"

    invoke-virtual {p0, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final ALL$lambda$6$1(Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$prop"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 43
    const v2, 0x8000

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "maxLength"

    invoke-virtual {p0, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final ALL$lambda$7(Lio/quillkit/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$objectSchema"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    move-object v0, p0

    const-string v1, "size_bytes"

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

    .line 50
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

.method public static final ALL$lambda$9(Lio/quillkit/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$objectSchema"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 51
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

.method public static final synthetic access$getALL$cp()Ljava/util/List;
    .registers 1

    .line 4
    sget-object v0, Lio/quillkit/notes/cetp/AttachmentTools;->ALL:Ljava/util/List;

    return-object v0
.end method

.method public static final synthetic access$getSCOPES$cp()Ljava/util/List;
    .registers 1

    .line 4
    sget-object v0, Lio/quillkit/notes/cetp/AttachmentTools;->SCOPES:Ljava/util/List;

    return-object v0
.end method
