.class public final Lapp/quillmark/notes/cetp/AttachmentsToolProvider;
.super Landroid/content/ContentProvider;
.source "AttachmentsToolProvider.kt"


# static fields
.field private static final ALPHABET:Ljava/lang/String; = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

.field public static final Companion:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;

.field private static final INFO$delegate:Lkotlin/Lazy;

.field private static final OFFERED:Ljava/util/List;

.field public static final PROVIDER_ID:Ljava/lang/String; = "app.quillmark.notes.attachments"

.field public static final PROVIDER_NAME:Ljava/lang/String; = "Quillmark Attachments"

.field public static final REVISION:Ljava/lang/String; = "attachments-4"

.field private static final TOOLS$delegate:Lkotlin/Lazy;

.field private static final tokenSource$delegate:Lkotlin/Lazy;


# instance fields
.field private attachments:Lapp/quillmark/notes/data/AttachmentStore;

.field private audit:Lapp/quillmark/notes/data/AuditLog;

.field private grants:Lapp/quillmark/notes/cetp/Grants;

.field private ledger:Lapp/quillmark/notes/data/RequestLedger;

.field private operations:Lapp/quillmark/notes/data/OperationBook;

.field private final worker$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->Companion:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;

    .line 253
    const/4 v0, 0x3

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "async_operations"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "cancellation"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "large_results"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->OFFERED:Ljava/util/List;

    .line 255
    sget-object v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda11;->INSTANCE:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda11;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    sput-object v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->tokenSource$delegate:Lkotlin/Lazy;

    .line 262
    sget-object v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda12;->INSTANCE:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda12;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    sput-object v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->INFO$delegate:Lkotlin/Lazy;

    .line 270
    sget-object v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda13;->INSTANCE:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda13;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    sput-object v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->TOOLS$delegate:Lkotlin/Lazy;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 27
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 33
    sget-object v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda0;->INSTANCE:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda0;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->worker$delegate:Lkotlin/Lazy;

    .line 27
    return-void
.end method

.method public static final INFO_delegate$lambda$0()Lorg/json/JSONObject;
    .registers 10

    .line 264
    const/4 v3, 0x3

    new-array v9, v3, [Lorg/json/JSONObject;

    const-string v5, "attachments.read"

    const-string v6, "Read attachments"

    const-string v7, "read"

    const-string v8, "personal"

    invoke-static {v5, v6, v7, v8}, Lapp/quillmark/notes/cetp/DescriptorsKt;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v9, v4

    .line 265
    const-string v5, "attachments.write"

    const-string v6, "Import and purge attachments"

    const-string v7, "write"

    const-string v8, "personal"

    invoke-static {v5, v6, v7, v8}, Lapp/quillmark/notes/cetp/DescriptorsKt;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v5

    const/4 v4, 0x1

    aput-object v5, v9, v4

    .line 266
    const-string v5, "attachments.sync"

    const-string v6, "Upload attachments to your Quillmark cloud"

    const-string v7, "write"

    const-string v8, "personal"

    invoke-static {v5, v6, v7, v8}, Lapp/quillmark/notes/cetp/DescriptorsKt;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v5

    const/4 v4, 0x2

    aput-object v5, v9, v4

    .line 263
    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v3

    const-string v0, "app.quillmark.notes.attachments"

    const-string v1, "Quillmark Attachments"

    const-string v2, "Files attached to your Quillmark notes."

    invoke-static {v0, v1, v2, v3}, Lapp/quillmark/notes/cetp/DescriptorsKt;->providerInfo(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    .line 267
    return-object v0
.end method

.method public static final TOOLS_delegate$lambda$0()Ljava/util/List;
    .registers 19

    .line 271
    invoke-static {}, Lkotlin/collections/CollectionsKt;->createListBuilder()Ljava/util/List;

    move-result-object v16

    move-object/from16 v17, v16

    const/16 v18, 0x0

    .line 274
    sget-object v8, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda2;->INSTANCE:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda2;

    invoke-static {v8}, Lapp/quillmark/notes/cetp/DescriptorsKt;->input(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v8

    .line 278
    sget-object v9, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda3;->INSTANCE:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda3;

    invoke-static {v9}, Lapp/quillmark/notes/cetp/DescriptorsKt;->output(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v9

    .line 272
    const-string v1, "list_attachments"

    const-string v2, "List attachments"

    const-string v3, "Lists the attachments of one note."

    const-string v4, "attachments.read"

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

    .line 281
    sget-object v8, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda4;->INSTANCE:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda4;

    invoke-static {v8}, Lapp/quillmark/notes/cetp/DescriptorsKt;->input(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v8

    .line 282
    new-instance v9, Lorg/json/JSONObject;

    invoke-direct {v9}, Lorg/json/JSONObject;-><init>()V

    const-string v10, "type"

    const-string v11, "string"

    invoke-virtual {v9, v10, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v9

    const-string v10, "contentEncoding"

    const-string v11, "binary"

    invoke-virtual {v9, v10, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v9

    const-string v11, "put(...)"

    invoke-static {v9, v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 279
    const-string v1, "open_attachment"

    const-string v2, "Open an attachment"

    const-string v3, "Returns an attachment\'s file."

    const-string v4, "attachments.read"

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

    .line 287
    sget-object v8, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda5;->INSTANCE:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda5;

    invoke-static {v8}, Lapp/quillmark/notes/cetp/DescriptorsKt;->input(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v8

    .line 292
    sget-object v9, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda6;->INSTANCE:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda6;

    invoke-static {v9}, Lapp/quillmark/notes/cetp/DescriptorsKt;->output(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v9

    .line 284
    const-string v1, "import_attachment"

    const-string v2, "Import an attachment"

    const-string v3, "Attaches a file from the Quillmark inbox folder to a note."

    const-string v4, "attachments.write"

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

    .line 295
    sget-object v8, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda7;->INSTANCE:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda7;

    invoke-static {v8}, Lapp/quillmark/notes/cetp/DescriptorsKt;->input(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v8

    .line 296
    sget-object v9, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda8;->INSTANCE:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda8;

    invoke-static {v9}, Lapp/quillmark/notes/cetp/DescriptorsKt;->output(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v9

    .line 293
    const-string v1, "sync_attachments"

    const-string v2, "Sync attachments"

    const-string v3, "Uploads a note\'s pending attachments to the cloud."

    const-string v4, "attachments.sync"

    const-string v5, "update"

    const-string v6, "moderate"

    const-string v7, "provider_policy"

    const/4 v10, 0x0

    const/4 v11, 0x1

    const/4 v12, 0x1

    const-string v13, "async_operations"

    const/16 v14, 0x200

    const/4 v15, 0x0

    invoke-static/range {v1 .. v15}, Lapp/quillmark/notes/cetp/DescriptorsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZZLjava/lang/String;ILjava/lang/Object;)Lapp/quillmark/notes/cetp/ToolSpec;

    move-result-object v1

    move-object/from16 v0, v17

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 301
    sget-object v8, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda9;->INSTANCE:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda9;

    invoke-static {v8}, Lapp/quillmark/notes/cetp/DescriptorsKt;->input(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v8

    .line 302
    sget-object v9, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda10;->INSTANCE:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda10;

    invoke-static {v9}, Lapp/quillmark/notes/cetp/DescriptorsKt;->output(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v9

    .line 298
    const-string v1, "purge_attachment"

    const-string v2, "Purge an attachment"

    const-string v3, "Removes an attachment and its file permanently after you confirm it."

    const-string v4, "attachments.write"

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

    .line 271
    move-object/from16 v0, v16

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;

    move-result-object v0

    .line 303
    return-object v0
.end method

.method public static final TOOLS_delegate$lambda$0$0$0(Lapp/quillmark/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 11

    const-string v1, "$this$input"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 275
    move-object v0, p0

    const-string v1, "note_id"

    const-wide/16 v2, 0x0

    const-wide/16 v4, 0x0

    const/4 v6, 0x0

    const/16 v7, 0xe

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lapp/quillmark/notes/cetp/SchemaBuilder;->integer$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;JJZILjava/lang/Object;)V

    .line 276
    const/4 v2, 0x3

    new-array v9, v2, [Ljava/lang/String;

    const-string v4, "added_at"

    const/4 v3, 0x0

    aput-object v4, v9, v3

    const-string v4, "name"

    const/4 v3, 0x1

    aput-object v4, v9, v3

    const-string v4, "size"

    const/4 v3, 0x2

    aput-object v4, v9, v3

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v2

    move-object v0, p0

    const-string v1, "order_by"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/SchemaBuilder;->oneOf$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;Ljava/util/List;ZILjava/lang/Object;)V

    .line 277
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final TOOLS_delegate$lambda$0$0$1(Lapp/quillmark/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 7

    const-string v1, "$this$output"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 278
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "type"

    const-string v4, "object"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v0, p0

    const-string v1, "attachments"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/SchemaBuilder;->array$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;Lorg/json/JSONObject;ZILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final TOOLS_delegate$lambda$0$0$2(Lapp/quillmark/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 10

    const-string v1, "$this$input"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 281
    move-object v0, p0

    const-string v1, "attachment_id"

    const-wide/16 v2, 0x0

    const-wide/16 v4, 0x0

    const/4 v6, 0x0

    const/16 v7, 0xe

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lapp/quillmark/notes/cetp/SchemaBuilder;->integer$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;JJZILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final TOOLS_delegate$lambda$0$0$3(Lapp/quillmark/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 10

    const-string v1, "$this$input"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 288
    move-object v0, p0

    const-string v1, "note_id"

    const-wide/16 v2, 0x0

    const-wide/16 v4, 0x0

    const/4 v6, 0x0

    const/16 v7, 0xe

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lapp/quillmark/notes/cetp/SchemaBuilder;->integer$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;JJZILjava/lang/Object;)V

    .line 289
    move-object v0, p0

    const-string v1, "file_name"

    const/16 v2, 0x80

    const-string v3, "^[A-Za-z0-9][A-Za-z0-9._ -]{0,127}$"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lapp/quillmark/notes/cetp/SchemaBuilder;->string$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;ILjava/lang/String;ZILjava/lang/Object;)V

    .line 290
    move-object v0, p0

    const-string v1, "media_type"

    const/16 v2, 0x64

    const/4 v3, 0x0

    const/4 v4, 0x1

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lapp/quillmark/notes/cetp/SchemaBuilder;->string$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;ILjava/lang/String;ZILjava/lang/Object;)V

    .line 291
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final TOOLS_delegate$lambda$0$0$4(Lapp/quillmark/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 10

    const-string v1, "$this$output"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 292
    move-object v0, p0

    const-string v1, "attachment_id"

    const-wide/16 v2, 0x0

    const-wide/16 v4, 0x0

    const/4 v6, 0x0

    const/16 v7, 0xe

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lapp/quillmark/notes/cetp/SchemaBuilder;->integer$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;JJZILjava/lang/Object;)V

    move-object v0, p0

    const-string v1, "note_id"

    const-wide/16 v2, 0x1

    const-wide/16 v4, 0x0

    const/4 v6, 0x0

    const/16 v7, 0xc

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lapp/quillmark/notes/cetp/SchemaBuilder;->integer$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;JJZILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final TOOLS_delegate$lambda$0$0$5(Lapp/quillmark/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 10

    const-string v1, "$this$input"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 295
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

.method public static final TOOLS_delegate$lambda$0$0$6(Lapp/quillmark/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 10

    const-string v1, "$this$output"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 296
    move-object v0, p0

    const-string v1, "note_id"

    const-wide/16 v2, 0x0

    const-wide/16 v4, 0x0

    const/4 v6, 0x0

    const/16 v7, 0xe

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lapp/quillmark/notes/cetp/SchemaBuilder;->integer$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;JJZILjava/lang/Object;)V

    move-object v0, p0

    const-string v1, "synced"

    const-wide/16 v2, 0x0

    const-wide/16 v4, 0x0

    const/4 v6, 0x0

    const/16 v7, 0xc

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lapp/quillmark/notes/cetp/SchemaBuilder;->integer$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;JJZILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final TOOLS_delegate$lambda$0$0$7(Lapp/quillmark/notes/cetp/SchemaBuilder;)Lkotlin/Unit;
    .registers 10

    const-string v1, "$this$input"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 301
    move-object v0, p0

    const-string v1, "attachment_id"

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

    .line 302
    move-object v0, p0

    const-string v1, "attachment_id"

    const-wide/16 v2, 0x0

    const-wide/16 v4, 0x0

    const/4 v6, 0x0

    const/16 v7, 0xe

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lapp/quillmark/notes/cetp/SchemaBuilder;->integer$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;JJZILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final accepted(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 18

    .line 188
    move-object/from16 v5, p1

    const-string v6, "accepted"

    const/4 v7, 0x0

    .line 331
    new-instance v8, Landroid/os/Bundle;

    invoke-direct {v8}, Landroid/os/Bundle;-><init>()V

    move-object v9, v8

    const/4 v10, 0x0

    .line 332
    const-string v1, "status"

    invoke-virtual {v9, v1, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 333
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v9, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 334
    move-object v0, v5

    if-eqz v5, :cond_0

    move-object v11, v0

    .line 335
    const/4 v12, 0x0

    .line 334
    const-string v1, "request_id"

    invoke-virtual {v9, v1, v11}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 336
    :cond_0
    :goto_0
    move-object v13, v9

    const/4 v14, 0x0

    .line 189
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "operation_id"

    move-object/from16 v4, p2

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "poll_after_ms"

    const/16 v4, 0x3e8

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v13, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 190
    return-object v8
.end method

.method public static final synthetic access$getAttachments$p(Lapp/quillmark/notes/cetp/AttachmentsToolProvider;)Lapp/quillmark/notes/data/AttachmentStore;
    .registers 2

    .line 27
    iget-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->attachments:Lapp/quillmark/notes/data/AttachmentStore;

    return-object v0
.end method

.method public static final synthetic access$getAudit$p(Lapp/quillmark/notes/cetp/AttachmentsToolProvider;)Lapp/quillmark/notes/data/AuditLog;
    .registers 2

    .line 27
    iget-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->audit:Lapp/quillmark/notes/data/AuditLog;

    return-object v0
.end method

.method public static final synthetic access$getINFO$delegate$cp()Lkotlin/Lazy;
    .registers 1

    .line 27
    sget-object v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->INFO$delegate:Lkotlin/Lazy;

    return-object v0
.end method

.method public static final synthetic access$getOperations$p(Lapp/quillmark/notes/cetp/AttachmentsToolProvider;)Lapp/quillmark/notes/data/OperationBook;
    .registers 2

    .line 27
    iget-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->operations:Lapp/quillmark/notes/data/OperationBook;

    return-object v0
.end method

.method public static final synthetic access$getTOOLS$delegate$cp()Lkotlin/Lazy;
    .registers 1

    .line 27
    sget-object v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->TOOLS$delegate:Lkotlin/Lazy;

    return-object v0
.end method

.method public static final synthetic access$getTokenSource$delegate$cp()Lkotlin/Lazy;
    .registers 1

    .line 27
    sget-object v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->tokenSource$delegate:Lkotlin/Lazy;

    return-object v0
.end method

.method private final callerOf(I)Ljava/lang/String;
    .registers 12

    .line 53
    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    if-eqz v0, :cond_4

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    if-eqz v0, :cond_4

    move-object v2, v0

    const/4 v3, 0x0

    .line 54
    invoke-virtual {v2, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v4

    .line 55
    if-eqz v4, :cond_3

    .line 54
    move-object v5, v4

    .line 55
    move-object v6, v5

    .line 308
    const/4 v7, 0x0

    .line 55
    array-length v0, v6

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    move-object v0, v5

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    move-object v8, v0

    .line 56
    if-eqz v8, :cond_3

    move-object v7, v8

    .line 308
    const/4 v9, 0x0

    .line 56
    const/4 v1, 0x0

    aget-object v5, v7, v1

    .line 57
    if-eqz v5, :cond_3

    .line 54
    move-object v6, v5

    .line 57
    move-object v7, v6

    .line 308
    const/4 v9, 0x0

    .line 57
    invoke-static {v2, v7}, Lapp/quillmark/notes/cetp/Callers;->trusted(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    move-object v0, v6

    goto :goto_2

    :cond_2
    const/4 v0, 0x0

    goto :goto_2

    .line 55
    :cond_3
    const/4 v0, 0x0

    .line 53
    :goto_2
    goto :goto_3

    :cond_4
    const/4 v0, 0x0

    .line 58
    :goto_3
    return-object v0
.end method

.method private final execute(Lapp/quillmark/notes/cetp/Call;)Landroid/os/Bundle;
    .registers 18

    .line 81
    sget-object v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->Companion:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;

    invoke-static {v0}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;->access$getTOOLS(Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;)Ljava/util/List;

    move-result-object v10

    check-cast v10, Ljava/lang/Iterable;

    const/4 v11, 0x0

    .line 309
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

    .line 81
    invoke-virtual {v14}, Lapp/quillmark/notes/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/quillmark/notes/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 309
    if-eqz v0, :cond_0

    move-object v0, v13

    goto :goto_0

    .line 310
    :cond_1
    const/4 v0, 0x0

    .line 81
    :goto_0
    check-cast v0, Lapp/quillmark/notes/cetp/ToolSpec;

    if-nez v0, :cond_2

    .line 82
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

    .line 81
    :cond_2
    move-object v8, v0

    .line 83
    invoke-virtual {v8}, Lapp/quillmark/notes/cetp/ToolSpec;->getNeeds()Ljava/lang/String;

    move-result-object v9

    if-eqz v9, :cond_4

    move-object v11, v9

    move-object v12, v11

    .line 308
    const/4 v13, 0x0

    .line 83
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

    .line 84
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "This tool needs the "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " capability."

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 86
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

    .line 87
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

    .line 88
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

    .line 86
    :goto_2
    check-cast v0, Lorg/json/JSONObject;

    move-object v9, v0

    .line 90
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getResumeToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_7

    move-object v13, v0

    const/4 v14, 0x0

    .line 91
    move-object/from16 v0, p1

    invoke-static {v0}, Lapp/quillmark/notes/cetp/HeldCalls;->redeem(Lapp/quillmark/notes/cetp/Call;)Lapp/quillmark/notes/cetp/HeldCall;

    move-result-object v0

    if-nez v0, :cond_6

    .line 92
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

    .line 90
    :cond_6
    goto :goto_3

    :cond_7
    const/4 v0, 0x0

    :goto_3
    move-object v10, v0

    .line 94
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

    .line 95
    :cond_a
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->grants:Lapp/quillmark/notes/cetp/Grants;

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

    .line 97
    invoke-virtual {v8}, Lapp/quillmark/notes/cetp/ToolSpec;->getScope()Ljava/lang/String;

    move-result-object v5

    .line 96
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    const-string v2, "AUTH_REQUIRED"

    const-string v3, "Allow this assistant to use your attachments."

    const-class v4, Lapp/quillmark/notes/cetp/GrantActivity;

    invoke-direct/range {v0 .. v5}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->needsUser(Lapp/quillmark/notes/cetp/Call;Ljava/lang/String;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 99
    :cond_c
    invoke-virtual {v8}, Lapp/quillmark/notes/cetp/ToolSpec;->getMutating()Z

    move-result v0

    if-nez v0, :cond_d

    invoke-virtual {v8}, Lapp/quillmark/notes/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, p0

    move-object/from16 v2, p1

    invoke-direct {v0, v1, v2, v9}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->read(Ljava/lang/String;Lapp/quillmark/notes/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 100
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

    .line 101
    :cond_e
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->ledger:Lapp/quillmark/notes/data/RequestLedger;

    if-nez v0, :cond_f

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_f
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/quillmark/notes/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/quillmark/notes/data/RequestLedger;->find(Ljava/lang/String;)Lapp/quillmark/notes/data/Replay;

    move-result-object v11

    if-eqz v11, :cond_10

    move-object v13, v11

    .line 308
    const/4 v14, 0x0

    .line 101
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v13}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->replay(Lapp/quillmark/notes/cetp/Call;Lapp/quillmark/notes/data/Replay;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 102
    :cond_10
    invoke-virtual {v8}, Lapp/quillmark/notes/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    const-string v1, "purge_attachment"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_16

    move-object v0, v10

    if-eqz v10, :cond_12

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/HeldCall;->getDecision()I

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_11

    const/4 v0, 0x1

    goto :goto_5

    :cond_11
    const/4 v0, 0x0

    goto :goto_5

    :cond_12
    const/4 v0, 0x0

    :goto_5
    if-nez v0, :cond_16

    .line 103
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->attachments:Lapp/quillmark/notes/data/AttachmentStore;

    if-nez v0, :cond_13

    const-string v0, "attachments"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_13
    const-string v2, "attachment_id"

    const-wide/16 v3, 0x0

    invoke-virtual {v9, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lapp/quillmark/notes/data/AttachmentStore;->find(J)Lapp/quillmark/notes/data/Attachment;

    move-result-object v0

    if-eqz v0, :cond_14

    invoke-virtual {v0}, Lapp/quillmark/notes/data/Attachment;->getName()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_15

    .line 104
    :cond_14
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "No attachment has this attachment_id."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 103
    :cond_15
    move-object v11, v0

    .line 106
    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "Purge the attachment \""

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, "\"? Its file cannot be recovered."

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    .line 105
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    const-string v2, "USER_ACTION_REQUIRED"

    const-string v3, "Confirm the purge in Quillmark."

    const-class v4, Lapp/quillmark/notes/cetp/ConfirmActivity;

    invoke-direct/range {v0 .. v5}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->needsUser(Lapp/quillmark/notes/cetp/Call;Ljava/lang/String;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 108
    :cond_16
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->ledger:Lapp/quillmark/notes/data/RequestLedger;

    if-nez v0, :cond_17

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_17
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/quillmark/notes/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v8}, Lapp/quillmark/notes/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lapp/quillmark/notes/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lapp/quillmark/notes/data/RequestLedger;->claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1b

    .line 109
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->ledger:Lapp/quillmark/notes/data/RequestLedger;

    if-nez v0, :cond_18

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_18
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/quillmark/notes/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/quillmark/notes/data/RequestLedger;->find(Ljava/lang/String;)Lapp/quillmark/notes/data/Replay;

    move-result-object v0

    if-eqz v0, :cond_19

    move-object v14, v0

    .line 308
    const/4 v15, 0x0

    .line 109
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v14}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->replay(Lapp/quillmark/notes/cetp/Call;Lapp/quillmark/notes/data/Replay;)Landroid/os/Bundle;

    move-result-object v0

    if-nez v0, :cond_1a

    .line 110
    :cond_19
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "CONFLICT"

    const-string v2, "This request is still running."

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    .line 109
    :cond_1a
    return-object v0

    .line 112
    :cond_1b
    invoke-virtual {v8}, Lapp/quillmark/notes/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v11

    .line 113
    const-string v1, "import_attachment"

    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1c

    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v9}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->importAttachment(Lapp/quillmark/notes/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_6

    .line 114
    :cond_1c
    const-string v1, "sync_attachments"

    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1d

    const-string v3, "note_id"

    const-wide/16 v4, 0x0

    invoke-virtual {v9, v3, v4, v5}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v2

    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v2, v3}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->sync(Lapp/quillmark/notes/cetp/Call;J)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_6

    .line 115
    :cond_1d
    const-string v3, "attachment_id"

    const-wide/16 v4, 0x0

    invoke-virtual {v9, v3, v4, v5}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v2

    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v2, v3}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->purge(Lapp/quillmark/notes/cetp/Call;J)Landroid/os/Bundle;

    move-result-object v0

    .line 112
    :goto_6
    return-object v0
.end method

.method private final getWorker()Ljava/util/concurrent/ExecutorService;
    .registers 4

    .line 33
    iget-object v2, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->worker$delegate:Lkotlin/Lazy;

    invoke-interface {v2}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    const-string v1, "getValue(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/util/concurrent/ExecutorService;

    return-object v0
.end method

.method private final importAttachment(Lapp/quillmark/notes/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 23

    .line 145
    move-object/from16 v0, p2

    const-string v1, "note_id"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v7

    .line 146
    move-object/from16 v0, p2

    const-string v1, "file_name"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 147
    move-object/from16 v11, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v11

    check-cast v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;

    move-object v12, v0

    .line 308
    const/4 v13, 0x0

    .line 147
    iget-object v0, v12, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->attachments:Lapp/quillmark/notes/data/AttachmentStore;

    if-nez v0, :cond_0

    const-string v0, "attachments"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object/from16 v4, p2

    const-string v5, "media_type"

    const-string v6, "application/octet-stream"

    invoke-virtual {v4, v5, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v6, "optString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v7, v8, v9, v4}, Lapp/quillmark/notes/data/AttachmentStore;->import(JLjava/lang/String;Ljava/lang/String;)Lapp/quillmark/notes/data/Attachment;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v12
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v13

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v13}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v12

    :goto_0
    move-object v11, v12

    .line 148
    invoke-static {v11}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    move-object v12, v11

    :try_start_1
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v13, v12

    move-object v0, v13

    check-cast v0, Lapp/quillmark/notes/data/Attachment;

    move-object v14, v0

    .line 308
    const/4 v15, 0x0

    .line 148
    invoke-virtual {v14}, Lapp/quillmark/notes/data/Attachment;->toJson()Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v13
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v14

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v14}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v13

    :goto_1
    move-object v0, v13

    goto :goto_2

    :cond_1
    invoke-static {v11}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    :goto_2
    move-object v11, v0

    .line 149
    invoke-static {v11}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_2

    move-object v0, v11

    goto :goto_3

    :cond_2
    move-object v12, v0

    const/4 v13, 0x0

    .line 150
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->ledger:Lapp/quillmark/notes/data/RequestLedger;

    if-nez v0, :cond_3

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/quillmark/notes/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/quillmark/notes/data/RequestLedger;->release(Ljava/lang/String;)V

    .line 151
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v14, Ljava/lang/StringBuilder;

    invoke-direct {v14}, Ljava/lang/StringBuilder;-><init>()V

    move-object v15, v14

    const-string v16, "INTERNAL_ERROR"

    move-object/from16 v17, v0

    const/16 v18, 0x0

    .line 152
    const-string v1, "Could not import "

    invoke-virtual {v15, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, ": "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 153
    invoke-virtual {v12}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v15, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 154
    sget-object v19, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 151
    invoke-virtual {v14}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v17

    move-object/from16 v1, v16

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 149
    :goto_3
    check-cast v0, Lorg/json/JSONObject;

    .line 147
    move-object v10, v0

    .line 156
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->ledger:Lapp/quillmark/notes/data/RequestLedger;

    if-nez v0, :cond_4

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_4
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/quillmark/notes/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v10}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v5, "toString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v2, "succeeded"

    invoke-virtual {v0, v1, v2, v3}, Lapp/quillmark/notes/data/RequestLedger;->finish(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 157
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->audit:Lapp/quillmark/notes/data/AuditLog;

    if-nez v0, :cond_5

    const-string v0, "audit"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_5
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/quillmark/notes/cetp/Call;->getUid()I

    move-result v1

    const-string v5, "attachment_id"

    invoke-virtual {v10, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v6, "optString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v2, "app.quillmark.notes.attachments"

    const-string v3, "import_attachment"

    invoke-virtual {v0, v1, v2, v3, v4}, Lapp/quillmark/notes/data/AuditLog;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 158
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v10}, Lapp/quillmark/notes/cetp/ProtocolKt;->inlineResult(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final needsUser(Lapp/quillmark/notes/cetp/Call;Ljava/lang/String;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 17

    .line 218
    sget-object v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->Companion:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;->newResumeToken()Ljava/lang/String;

    move-result-object v6

    .line 219
    invoke-static {p1, v6}, Lapp/quillmark/notes/cetp/HeldCalls;->hold(Lapp/quillmark/notes/cetp/Call;Ljava/lang/String;)Lapp/quillmark/notes/cetp/HeldCall;

    .line 220
    new-instance v8, Landroid/content/Intent;

    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v8, v2, p4}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    move-object v9, v8

    const/4 v10, 0x0

    .line 221
    const-string v1, "app.quillmark.notes.extra.RESUME_TOKEN"

    invoke-virtual {v9, v1, v6}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 222
    const-string v1, "app.quillmark.notes.extra.SUMMARY"

    move-object/from16 v2, p5

    invoke-virtual {v9, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 223
    const-class v1, Lapp/quillmark/notes/cetp/GrantActivity;

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 224
    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getCaller()Ljava/lang/String;

    move-result-object v2

    const-string v1, "app.quillmark.notes.extra.PACKAGE"

    invoke-virtual {v9, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 225
    const-string v1, "app.quillmark.notes.extra.SCOPE"

    move-object/from16 v2, p5

    invoke-virtual {v9, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 227
    :cond_0
    move-object v9, v8

    const/4 v10, 0x0

    .line 228
    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v3, 0xc000000

    invoke-static {v0, v1, v9, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v7

    .line 231
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

    .line 232
    move-object v2, v7

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "resolution"

    invoke-virtual {v9, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 233
    const-string v1, "resume_token"

    invoke-virtual {v9, v1, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 231
    return-object v8
.end method

.method public static final newResumeToken()Ljava/lang/String;
    .registers 1

    sget-object v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->Companion:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;->newResumeToken()Ljava/lang/String;

    move-result-object v0

    .line 260
    return-object v0
.end method

.method private final open(Lapp/quillmark/notes/cetp/Call;J)Landroid/os/Bundle;
    .registers 27

    .line 131
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->attachments:Lapp/quillmark/notes/data/AttachmentStore;

    if-nez v0, :cond_0

    const-string v0, "attachments"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    move-wide/from16 v1, p2

    invoke-virtual {v0, v1, v2}, Lapp/quillmark/notes/data/AttachmentStore;->find(J)Lapp/quillmark/notes/data/Attachment;

    move-result-object v0

    if-nez v0, :cond_1

    .line 132
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "No attachment has this attachment_id."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 131
    :cond_1
    move-object v6, v0

    .line 133
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->attachments:Lapp/quillmark/notes/data/AttachmentStore;

    if-nez v0, :cond_2

    const-string v0, "attachments"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    invoke-virtual {v0, v6}, Lapp/quillmark/notes/data/AttachmentStore;->fileOf(Lapp/quillmark/notes/data/Attachment;)Ljava/io/File;

    move-result-object v9

    move-object v10, v9

    .line 308
    const/4 v11, 0x0

    .line 133
    invoke-virtual {v10}, Ljava/io/File;->isFile()Z

    move-result v0

    if-eqz v0, :cond_3

    move-object v0, v9

    goto :goto_0

    :cond_3
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_4

    .line 134
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "RESULT_EXPIRED"

    const-string v2, "The attachment\'s file is no longer on this device."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 133
    :cond_4
    move-object v7, v0

    .line 135
    invoke-static {v7}, Lapp/quillmark/notes/cetp/TokensKt;->digestOf(Ljava/io/File;)Lkotlin/Pair;

    move-result-object v8

    invoke-virtual {v8}, Lkotlin/Pair;->component1()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v9

    invoke-virtual {v8}, Lkotlin/Pair;->component2()Ljava/lang/Object;

    move-result-object v11

    check-cast v11, Ljava/lang/String;

    .line 136
    move-object v14, v7

    .line 308
    const/4 v15, 0x0

    .line 136
    const/high16 v1, 0x30000000

    invoke-static {v14, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v12

    .line 137
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v13

    const-string v14, "success"

    const/4 v15, 0x0

    .line 315
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    move-object/from16 v16, v0

    move-object/from16 v17, v16

    const/16 v18, 0x0

    .line 316
    move-object/from16 v0, v17

    const-string v1, "status"

    invoke-virtual {v0, v1, v14}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 317
    move-object/from16 v0, v17

    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 318
    move-object v0, v13

    if-eqz v13, :cond_5

    move-object/from16 v19, v0

    .line 319
    const/16 v20, 0x0

    .line 318
    move-object/from16 v0, v17

    const-string v1, "request_id"

    move-object/from16 v2, v19

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_1

    .line 320
    :cond_5
    :goto_1
    move-object/from16 v21, v17

    const/16 v22, 0x0

    .line 138
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "file"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v6}, Lapp/quillmark/notes/data/Attachment;->getMime()Ljava/lang/String;

    move-result-object v4

    const-string v3, "media_type"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 139
    const-string v3, "size_bytes"

    invoke-virtual {v2, v3, v9, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "sha256"

    invoke-virtual {v2, v3, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    .line 138
    move-object/from16 v0, v21

    const-string v1, "data"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 140
    move-object v2, v12

    check-cast v2, Landroid/os/Parcelable;

    move-object/from16 v0, v21

    const-string v1, "result_fd"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 137
    return-object v16
.end method

.method private final operation(Lapp/quillmark/notes/cetp/Call;Z)Landroid/os/Bundle;
    .registers 17

    .line 202
    if-eqz p2, :cond_0

    const-string v0, "cancellation"

    goto :goto_0

    :cond_0
    const-string v0, "async_operations"

    :goto_0
    move-object v6, v0

    .line 203
    invoke-virtual {p1, v6}, Lapp/quillmark/notes/cetp/Call;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 204
    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " was not negotiated."

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 206
    :cond_1
    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getOperationId()Ljava/lang/String;

    move-result-object v8

    if-eqz v8, :cond_5

    move-object v11, v8

    .line 308
    const/4 v12, 0x0

    .line 206
    iget-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->operations:Lapp/quillmark/notes/data/OperationBook;

    if-nez v0, :cond_2

    const-string v0, "operations"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getUid()I

    move-result v2

    invoke-virtual {v0, v11, v2}, Lapp/quillmark/notes/data/OperationBook;->find(Ljava/lang/String;I)Lapp/quillmark/notes/data/Operation;

    move-result-object v9

    .line 207
    if-eqz v9, :cond_5

    .line 206
    move-object v11, v9

    .line 207
    move-object v12, v11

    .line 308
    const/4 v13, 0x0

    .line 207
    invoke-virtual {v12}, Lapp/quillmark/notes/data/Operation;->getOwnerUid()I

    move-result v0

    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getUid()I

    move-result v1

    if-ne v0, v1, :cond_3

    invoke-virtual {v12}, Lapp/quillmark/notes/data/Operation;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v0, 0x1

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_4

    move-object v0, v11

    goto :goto_2

    :cond_4
    const/4 v0, 0x0

    .line 206
    :goto_2
    move-object v10, v0

    if-eqz v10, :cond_5

    move-object v0, v10

    goto :goto_3

    .line 208
    :cond_5
    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "No such operation for this request_id."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 206
    :goto_3
    move-object v7, v0

    .line 209
    if-nez p2, :cond_6

    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v7}, Lapp/quillmark/notes/data/Operation;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/quillmark/notes/cetp/ProtocolKt;->plain(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 210
    :cond_6
    iget-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->operations:Lapp/quillmark/notes/data/OperationBook;

    if-nez v0, :cond_7

    const-string v0, "operations"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_7
    invoke-virtual {v7}, Lapp/quillmark/notes/data/Operation;->getId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getUid()I

    move-result v2

    invoke-virtual {v0, v1, v2}, Lapp/quillmark/notes/data/OperationBook;->requestCancel(Ljava/lang/String;I)Z

    move-result v0

    if-nez v0, :cond_8

    .line 211
    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "CONFLICT"

    const-string v2, "The operation has already finished."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 213
    :cond_8
    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v7}, Lapp/quillmark/notes/data/Operation;->getId()Ljava/lang/String;

    move-result-object v3

    const-string v2, "operation_id"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "state"

    const-string v3, "cancellation_requested"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0, v1}, Lapp/quillmark/notes/cetp/ProtocolKt;->plain(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final purge(Lapp/quillmark/notes/cetp/Call;J)Landroid/os/Bundle;
    .registers 14

    .line 181
    iget-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->attachments:Lapp/quillmark/notes/data/AttachmentStore;

    if-nez v0, :cond_0

    const-string v0, "attachments"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0, p2, p3}, Lapp/quillmark/notes/data/AttachmentStore;->find(J)Lapp/quillmark/notes/data/Attachment;

    move-result-object v0

    if-eqz v0, :cond_2

    move-object v8, v0

    .line 308
    const/4 v9, 0x0

    .line 181
    iget-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->attachments:Lapp/quillmark/notes/data/AttachmentStore;

    if-nez v0, :cond_1

    const-string v0, "attachments"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-virtual {v0, v8}, Lapp/quillmark/notes/data/AttachmentStore;->purge(Lapp/quillmark/notes/data/Attachment;)Z

    move-result v0

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    move v6, v0

    .line 182
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "attachment_id"

    invoke-virtual {v0, v1, p2, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "purged"

    invoke-virtual {v0, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v7

    .line 183
    iget-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->ledger:Lapp/quillmark/notes/data/RequestLedger;

    if-nez v0, :cond_3

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v7}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v5, "toString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v2, "succeeded"

    invoke-virtual {v0, v1, v2, v3}, Lapp/quillmark/notes/data/RequestLedger;->finish(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 184
    iget-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->audit:Lapp/quillmark/notes/data/AuditLog;

    if-nez v0, :cond_4

    const-string v0, "audit"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_4
    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getUid()I

    move-result v1

    invoke-static {p2, p3}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v4

    const-string v2, "app.quillmark.notes.attachments"

    const-string v3, "purge_attachment"

    invoke-virtual {v0, v1, v2, v3, v4}, Lapp/quillmark/notes/data/AuditLog;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 185
    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v0, v7}, Lapp/quillmark/notes/cetp/ProtocolKt;->inlineResult(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final read(Ljava/lang/String;Lapp/quillmark/notes/cetp/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 27

    .line 120
    move-object/from16 v0, p1

    const-string v1, "list_attachments"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 121
    move-object/from16 v0, p3

    const-string v1, "order_by"

    const-string v2, "added_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    move-object v9, v8

    .line 308
    const/4 v10, 0x0

    .line 121
    sget-object v0, Lapp/quillmark/notes/data/AttachmentStore;->SORTABLE:Ljava/util/Set;

    invoke-interface {v0, v9}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v8

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    .line 122
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "order_by must be added_at, name or size."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 121
    :cond_1
    move-object v6, v0

    .line 123
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->attachments:Lapp/quillmark/notes/data/AttachmentStore;

    if-nez v0, :cond_2

    const-string v0, "attachments"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    move-object/from16 v1, p3

    const-string v2, "note_id"

    const-wide/16 v3, 0x0

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2, v6}, Lapp/quillmark/notes/data/AttachmentStore;->list(JLjava/lang/String;)Ljava/util/List;

    move-result-object v7

    .line 124
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    move-object v3, v7

    check-cast v3, Ljava/lang/Iterable;

    move-object v9, v3

    const-string v20, "attachments"

    move-object/from16 v19, v1

    move-object/from16 v18, v0

    const/4 v10, 0x0

    .line 311
    move-object v11, v9

    new-instance v12, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v9, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v12, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v12, Ljava/util/Collection;

    const/4 v13, 0x0

    .line 312
    invoke-interface {v11}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v14

    :goto_1
    invoke-interface {v14}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-interface {v14}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v15

    .line 313
    move-object v1, v15

    check-cast v1, Lapp/quillmark/notes/data/Attachment;

    move-object/from16 v16, v1

    move-object/from16 v21, v12

    const/16 v17, 0x0

    .line 124
    move-object/from16 v0, v16

    invoke-virtual {v0}, Lapp/quillmark/notes/data/Attachment;->toJson()Lorg/json/JSONObject;

    move-result-object v0

    .line 313
    move-object v1, v0

    move-object/from16 v0, v21

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_1

    .line 314
    :cond_3
    move-object v0, v12

    check-cast v0, Ljava/util/List;

    .line 311
    move-object/from16 v21, v0

    move-object/from16 v3, v21

    check-cast v3, Ljava/util/Collection;

    .line 124
    move-object/from16 v22, v3

    new-instance v3, Lorg/json/JSONArray;

    move-object/from16 v5, v22

    invoke-direct {v3, v5}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    move-object/from16 v1, v19

    move-object/from16 v2, v20

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, v18

    invoke-static {v0, v1}, Lapp/quillmark/notes/cetp/ProtocolKt;->inlineResult(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 126
    :cond_4
    move-object/from16 v2, p3

    const-string v3, "attachment_id"

    const-wide/16 v4, 0x0

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v2

    move-object/from16 v0, p0

    move-object/from16 v1, p2

    invoke-direct {v0, v1, v2, v3}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->open(Lapp/quillmark/notes/cetp/Call;J)Landroid/os/Bundle;

    move-result-object v0

    .line 127
    :goto_2
    return-object v0
.end method

.method private final replay(Lapp/quillmark/notes/cetp/Call;Lapp/quillmark/notes/data/Replay;)Landroid/os/Bundle;
    .registers 9

    .line 193
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

    .line 194
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

    .line 195
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

    .line 196
    :cond_2
    invoke-virtual {p2}, Lapp/quillmark/notes/data/Replay;->getState()Ljava/lang/String;

    move-result-object v0

    const-string v1, "accepted"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p2}, Lapp/quillmark/notes/data/Replay;->getPayload()Ljava/lang/String;

    move-result-object v2

    move-object v0, p0

    if-nez v2, :cond_3

    const-string v2, ""

    :cond_3
    invoke-direct {v0, v1, v2}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->accepted(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 197
    :cond_4
    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-virtual {p2}, Lapp/quillmark/notes/data/Replay;->getPayload()Ljava/lang/String;

    move-result-object v3

    if-nez v3, :cond_5

    const-string v3, ""

    :cond_5
    invoke-direct {v1, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v0, v1}, Lapp/quillmark/notes/cetp/ProtocolKt;->inlineResult(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    .line 198
    :goto_0
    return-object v0
.end method

.method private final serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 16

    .line 61
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 62
    iget-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->ledger:Lapp/quillmark/notes/data/RequestLedger;

    if-nez v0, :cond_0

    const-string v1, "UNAVAILABLE"

    const-string v2, "Attachments are still starting."

    const/4 v3, 0x1

    invoke-static {v6, v1, v2, v3}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 63
    :cond_0
    invoke-direct {p0, p3}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->callerOf(I)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    .line 64
    move-object v0, v6

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app is not a trusted assistant."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 63
    :cond_1
    move-object v7, v0

    .line 65
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    sget-object v4, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->OFFERED:Ljava/util/List;

    const-string v2, "app.quillmark.notes.attachments"

    const-string v3, "Quillmark Attachments"

    invoke-static {p2, p3, v2, v3, v4}, Lapp/quillmark/notes/cetp/ProtocolKt;->negotiate(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;Ljava/util/List;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 66
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

    .line 67
    :cond_3
    invoke-static {p2}, Lapp/quillmark/notes/cetp/ProtocolKt;->envelopeProblem(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v8

    if-eqz v8, :cond_4

    move-object v10, v8

    .line 308
    const/4 v11, 0x0

    .line 67
    return-object v10

    .line 68
    :cond_4
    const-string v1, "session_token"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "app.quillmark.notes.attachments"

    invoke-static {v0, p3, v2}, Lapp/quillmark/notes/cetp/Sessions;->current(Ljava/lang/String;ILjava/lang/String;)Lapp/quillmark/notes/cetp/Session;

    move-result-object v0

    if-nez v0, :cond_5

    .line 69
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first."

    const/4 v3, 0x1

    invoke-static {v6, v1, v2, v3}, Lapp/quillmark/notes/cetp/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 68
    :cond_5
    move-object v8, v0

    .line 70
    new-instance v0, Lapp/quillmark/notes/cetp/Call;

    move v1, p3

    move-object v2, v7

    move-object v4, v8

    move-object v5, p2

    const-string v3, "app.quillmark.notes.attachments"

    invoke-direct/range {v0 .. v5}, Lapp/quillmark/notes/cetp/Call;-><init>(ILjava/lang/String;Ljava/lang/String;Lapp/quillmark/notes/cetp/Session;Landroid/os/Bundle;)V

    move-object v9, v0

    .line 71
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

    :sswitch_3
    const-string v1, "get_operation"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    goto :goto_0

    .line 72
    :cond_6
    invoke-virtual {v9}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->Companion:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;

    invoke-static {v1}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;->access$getINFO(Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/quillmark/notes/cetp/ProtocolKt;->plain(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 73
    :cond_7
    invoke-virtual {v9}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v2, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->Companion:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;

    invoke-static {v2}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;->access$getTOOLS(Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;)Ljava/util/List;

    move-result-object v2

    const-string v1, "attachments-4"

    invoke-static {v1, v2, v8}, Lapp/quillmark/notes/cetp/DescriptorsKt;->listing(Ljava/lang/String;Ljava/util/List;Lapp/quillmark/notes/cetp/Session;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/quillmark/notes/cetp/ProtocolKt;->plain(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 74
    :cond_8
    invoke-direct {p0, v9}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->execute(Lapp/quillmark/notes/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 75
    :cond_9
    const/4 v2, 0x0

    invoke-direct {p0, v9, v2}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->operation(Lapp/quillmark/notes/cetp/Call;Z)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 76
    :goto_0
    const/4 v2, 0x1

    invoke-direct {p0, v9, v2}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->operation(Lapp/quillmark/notes/cetp/Call;Z)Landroid/os/Bundle;

    move-result-object v0

    .line 71
    :goto_1
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_3
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method

.method private final sync(Lapp/quillmark/notes/cetp/Call;J)Landroid/os/Bundle;
    .registers 15

    .line 163
    invoke-static {}, Lapp/quillmark/notes/cetp/Tokens;->operationId()Ljava/lang/String;

    move-result-object v7

    .line 164
    iget-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->operations:Lapp/quillmark/notes/data/OperationBook;

    if-nez v0, :cond_0

    const-string v0, "operations"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getUid()I

    move-result v2

    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v7, v2, v3}, Lapp/quillmark/notes/data/OperationBook;->start(Ljava/lang/String;ILjava/lang/String;)V

    .line 165
    iget-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->ledger:Lapp/quillmark/notes/data/RequestLedger;

    if-nez v0, :cond_1

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    const-string v2, "accepted"

    invoke-virtual {v0, v1, v2, v7}, Lapp/quillmark/notes/data/RequestLedger;->finish(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 166
    invoke-direct {p0}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->getWorker()Ljava/util/concurrent/ExecutorService;

    move-result-object v8

    check-cast v8, Ljava/util/concurrent/Executor;

    new-instance v9, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v9, p0, v7}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda1;-><init>(Lapp/quillmark/notes/cetp/AttachmentsToolProvider;Ljava/lang/String;)V

    const/4 v10, 0x0

    .line 322
    new-instance v1, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;

    move-object v2, v9

    move-object v3, p0

    move-object v4, v7

    move-wide v5, p2

    invoke-direct/range {v1 .. v6}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;-><init>(Lkotlin/jvm/functions/Function1;Lapp/quillmark/notes/cetp/AttachmentsToolProvider;Ljava/lang/String;J)V

    check-cast v1, Ljava/lang/Runnable;

    invoke-interface {v8, v1}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V

    .line 177
    invoke-virtual {p1}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-direct {p0, v1, v7}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->accepted(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final sync$lambda$0(Lapp/quillmark/notes/cetp/AttachmentsToolProvider;Ljava/lang/String;Ljava/lang/Throwable;)Lkotlin/Unit;
    .registers 10

    const-string v1, "it"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 166
    iget-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->operations:Lapp/quillmark/notes/data/OperationBook;

    if-nez v0, :cond_0

    const-string v0, "operations"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    const-string v4, "INTERNAL_ERROR"

    const-string v5, "The sync stopped."

    const/4 v6, 0x1

    invoke-static {v4, v5, v6}, Lapp/quillmark/notes/cetp/ProtocolKt;->errorJson(Ljava/lang/String;Ljava/lang/String;Z)Ljava/lang/String;

    move-result-object v4

    move-object v1, p1

    const-string v2, "failed"

    const/4 v3, 0x0

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lapp/quillmark/notes/data/OperationBook;->move$default(Lapp/quillmark/notes/data/OperationBook;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final tokenSource_delegate$lambda$0()Ljava/util/Random;
    .registers 1

    .line 255
    new-instance v0, Ljava/util/Random;

    invoke-direct {v0}, Ljava/util/Random;-><init>()V

    return-object v0
.end method

.method public static final worker_delegate$lambda$0()Ljava/util/concurrent/ExecutorService;
    .registers 1

    .line 33
    const/4 v0, 0x2

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 48
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 49
    move-object v0, p0

    move-object v1, p1

    move-object v2, p3

    if-nez p3, :cond_0

    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    :cond_0
    invoke-direct {v0, v1, v2, v3}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 244
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 240
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 242
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 11

    .line 36
    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v7, v0

    .line 37
    sget-object v0, Lapp/quillmark/notes/data/NotesDb;->Companion:Lapp/quillmark/notes/data/NotesDb$Companion;

    invoke-virtual {v0, v7}, Lapp/quillmark/notes/data/NotesDb$Companion;->get(Landroid/content/Context;)Lapp/quillmark/notes/data/NotesDb;

    move-result-object v8

    const/4 v9, 0x0

    .line 38
    new-instance v1, Lapp/quillmark/notes/data/AttachmentStore;

    new-instance v2, Ljava/io/File;

    invoke-virtual {v7}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v4

    const-string v5, "attachments"

    invoke-direct {v2, v4, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    new-instance v3, Ljava/io/File;

    invoke-virtual {v7}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v5

    const-string v6, "inbox"

    invoke-direct {v3, v5, v6}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v1, v8, v2, v3}, Lapp/quillmark/notes/data/AttachmentStore;-><init>(Lapp/quillmark/notes/data/NotesDb;Ljava/io/File;Ljava/io/File;)V

    iput-object v1, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->attachments:Lapp/quillmark/notes/data/AttachmentStore;

    .line 39
    new-instance v1, Lapp/quillmark/notes/data/RequestLedger;

    invoke-direct {v1, v8}, Lapp/quillmark/notes/data/RequestLedger;-><init>(Lapp/quillmark/notes/data/NotesDb;)V

    iput-object v1, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->ledger:Lapp/quillmark/notes/data/RequestLedger;

    .line 40
    new-instance v1, Lapp/quillmark/notes/data/OperationBook;

    const-string v2, "app.quillmark.notes.attachments"

    invoke-direct {v1, v8, v2}, Lapp/quillmark/notes/data/OperationBook;-><init>(Lapp/quillmark/notes/data/NotesDb;Ljava/lang/String;)V

    iput-object v1, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->operations:Lapp/quillmark/notes/data/OperationBook;

    .line 41
    new-instance v1, Lapp/quillmark/notes/data/AuditLog;

    invoke-direct {v1, v8}, Lapp/quillmark/notes/data/AuditLog;-><init>(Lapp/quillmark/notes/data/NotesDb;)V

    iput-object v1, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->audit:Lapp/quillmark/notes/data/AuditLog;

    .line 43
    new-instance v1, Lapp/quillmark/notes/cetp/Grants;

    invoke-direct {v1, v7}, Lapp/quillmark/notes/cetp/Grants;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->grants:Lapp/quillmark/notes/cetp/Grants;

    .line 44
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 238
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 246
    const/4 v0, 0x0

    return v0
.end method
