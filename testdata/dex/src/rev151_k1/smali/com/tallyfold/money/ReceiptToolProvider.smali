.class public final Lcom/tallyfold/money/ReceiptToolProvider;
.super Lcom/tallyfold/money/CetpProvider;
.source "ReceiptToolProvider.kt"


# instance fields
.field private final description:Ljava/lang/String;

.field private final optionalCapabilities:Ljava/util/Set;

.field private final providerId:Ljava/lang/String;

.field private final replies:Lcom/tallyfold/money/ReplyLog;

.field private final revision:Ljava/lang/String;

.field private final scopeCatalog:Ljava/lang/String;

.field private final tools:Ljava/util/List;


# direct methods
.method public constructor <init>()V
    .registers 19

    .line 9
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/tallyfold/money/CetpProvider;-><init>()V

    .line 10
    const-string v1, "com.tallyfold.money.receipts"

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tallyfold/money/ReceiptToolProvider;->providerId:Ljava/lang/String;

    .line 11
    const-string v1, "Receipts attached to expenses, and the receipts the mail importer collected"

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tallyfold/money/ReceiptToolProvider;->description:Ljava/lang/String;

    .line 12
    const-string v1, "receipts-4"

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tallyfold/money/ReceiptToolProvider;->revision:Ljava/lang/String;

    .line 13
    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/String;

    move-object/from16 v17, v1

    const-string v3, "async_operations"

    const/4 v2, 0x0

    aput-object v3, v17, v2

    const-string v3, "cancellation"

    const/4 v2, 0x1

    aput-object v3, v17, v2

    move-object/from16 v1, v17

    invoke-static {v1}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tallyfold/money/ReceiptToolProvider;->optionalCapabilities:Ljava/util/Set;

    .line 14
    sget-object v1, Lcom/tallyfold/money/ReceiptReplies;->INSTANCE:Lcom/tallyfold/money/ReceiptReplies;

    check-cast v1, Lcom/tallyfold/money/ReplyLog;

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tallyfold/money/ReceiptToolProvider;->replies:Lcom/tallyfold/money/ReplyLog;

    .line 15
    const-string v1, "[\n        {\"name\":\"receipts.read\",\"title\":\"See receipts\",\"description\":\"Search receipts and see who shared them\",\"access\":\"read\",\"sensitivity\":\"financial\"},\n        {\"name\":\"receipts.write\",\"title\":\"Manage receipts\",\"description\":\"Attach, import and delete receipts\",\"access\":\"write\",\"sensitivity\":\"financial\"}]"

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tallyfold/money/ReceiptToolProvider;->scopeCatalog:Ljava/lang/String;

    .line 20
    const/4 v1, 0x5

    new-array v1, v1, [Lcom/tallyfold/money/ToolSpec;

    move-object/from16 v17, v1

    new-instance v3, Lcom/tallyfold/money/ToolSpec;

    .line 21
    const-string v11, "receipts.read"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v10

    .line 20
    const-string v4, "find_receipts"

    const-string v5, "Find receipts"

    const-string v6, "Receipts whose merchant contains the given text, newest first."

    const-string v7, "read"

    const-string v8, "low"

    const-string v9, "never"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"merchant\":{\"type\":\"string\",\"maxLength\":80},\"sinceMs\":{\"type\":\"integer\"}},\"required\":[\"merchant\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"receipts\":{\"type\":\"array\"}},\"required\":[\"receipts\"]}"

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0x600

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lcom/tallyfold/money/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x0

    aput-object v3, v17, v2

    .line 25
    new-instance v3, Lcom/tallyfold/money/ToolSpec;

    .line 26
    const-string v11, "receipts.read"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v10

    .line 25
    const-string v4, "list_shared_receipts"

    const-string v5, "Receipts shared by an app"

    const-string v6, "Receipts another app (a shop\'s, a bank\'s) shared into Tallyfold."

    const-string v7, "read"

    const-string v8, "low"

    const-string v9, "never"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"fromPackage\":{\"type\":\"string\",\"maxLength\":255}},\"required\":[\"fromPackage\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"receipts\":{\"type\":\"array\"}},\"required\":[\"receipts\"]}"

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0x600

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lcom/tallyfold/money/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x1

    aput-object v3, v17, v2

    .line 29
    new-instance v3, Lcom/tallyfold/money/ToolSpec;

    .line 30
    const-string v11, "receipts.write"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v10

    .line 29
    const-string v4, "attach_receipt"

    const-string v5, "Attach receipt"

    const-string v6, "Attach a receipt image (base64 JPEG) to an expense."

    const-string v7, "create"

    const-string v8, "moderate"

    const-string v9, "provider_policy"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"expenseId\":{\"type\":\"integer\",\"minimum\":1},\"fileName\":{\"type\":\"string\",\"maxLength\":120},\"imageBase64\":{\"type\":\"string\",\"contentEncoding\":\"base64\"}},\"required\":[\"expenseId\",\"fileName\",\"imageBase64\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"receipt_id\":{\"type\":\"integer\"}},\"required\":[\"receipt_id\"]}"

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0x600

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lcom/tallyfold/money/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x2

    aput-object v3, v17, v2

    .line 34
    new-instance v3, Lcom/tallyfold/money/ToolSpec;

    .line 35
    const-string v11, "receipts.write"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v10

    .line 34
    const-string v4, "import_inbox"

    const-string v5, "Import mailed receipts"

    const-string v6, "Turn the receipt images the mail importer collected into receipts."

    const-string v7, "create"

    const-string v8, "moderate"

    const-string v9, "provider_policy"

    const-string v11, "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"imported\":{\"type\":\"integer\"}},\"required\":[\"imported\"]}"

    const/4 v13, 0x0

    const/4 v14, 0x1

    const/16 v15, 0x200

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lcom/tallyfold/money/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x3

    aput-object v3, v17, v2

    .line 39
    new-instance v3, Lcom/tallyfold/money/ToolSpec;

    .line 40
    const-string v11, "receipts.write"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v10

    .line 39
    const-string v4, "delete_receipt"

    const-string v5, "Delete receipt"

    const-string v6, "Delete a receipt for good."

    const-string v7, "delete"

    const-string v8, "high"

    const-string v9, "always"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"receiptId\":{\"type\":\"integer\"}},\"required\":[\"receiptId\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"deleted\"]}"

    const/4 v13, 0x1

    const/4 v14, 0x0

    const/16 v15, 0x400

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lcom/tallyfold/money/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x4

    aput-object v3, v17, v2

    .line 19
    move-object/from16 v1, v17

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tallyfold/money/ReceiptToolProvider;->tools:Ljava/util/List;

    .line 9
    return-void
.end method

.method private final attach(Lcom/tallyfold/money/ToolCall;Lcom/tallyfold/money/AttachReceipt;)J
    .registers 13

    .line 88
    invoke-virtual {p2}, Lcom/tallyfold/money/AttachReceipt;->getImageBase64()Ljava/lang/String;

    move-result-object v0

    const/4 v1, 0x0

    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v5

    new-instance v6, Ljava/io/FileOutputStream;

    .line 89
    invoke-virtual {p0}, Lcom/tallyfold/money/ReceiptToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {p2}, Lcom/tallyfold/money/AttachReceipt;->getFileName()Ljava/lang/String;

    move-result-object v3

    invoke-static {v2, v3}, Lcom/tallyfold/money/ExtensionsKt;->receiptFile(Landroid/content/Context;Ljava/lang/String;)Ljava/io/File;

    move-result-object v2

    invoke-direct {v6, v2}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V

    check-cast v6, Ljava/io/Closeable;

    const/4 v7, 0x0

    :try_start_0
    move-object v0, v6

    check-cast v0, Ljava/io/FileOutputStream;

    move-object v8, v0

    .line 164
    const/4 v9, 0x0

    .line 89
    invoke-virtual {v8, v5}, Ljava/io/FileOutputStream;->write([B)V

    sget-object v8, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    goto :goto_0

    :catch_0
    :try_start_1
    move-exception v9

    move-object v7, v9

    throw v9
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v9

    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v9

    .line 90
    :goto_0
    sget-object v0, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    invoke-virtual {p1}, Lcom/tallyfold/money/ToolCall;->getUid-GZ42O9s()I

    move-result v1

    invoke-virtual {p2}, Lcom/tallyfold/money/AttachReceipt;->getExpenseId()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    invoke-virtual {p2}, Lcom/tallyfold/money/AttachReceipt;->getFileName()Ljava/lang/String;

    move-result-object v3

    const/4 v4, 0x0

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/tallyfold/money/Store;->addReceipt-nEH-Xv4(ILjava/lang/Long;Ljava/lang/String;Ljava/lang/String;)J

    move-result-wide v0

    return-wide v0
.end method

.method private final import(Lcom/tallyfold/money/ToolCall;)Lcom/tallyfold/money/Outcome;
    .registers 16

    .line 95
    invoke-virtual {p1}, Lcom/tallyfold/money/ToolCall;->getSession()Lcom/tallyfold/money/Session;

    move-result-object v0

    invoke-virtual {v0}, Lcom/tallyfold/money/Session;->getAsync()Z

    move-result v0

    if-nez v0, :cond_1

    .line 96
    move-object v6, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v6

    check-cast v0, Lcom/tallyfold/money/ReceiptToolProvider;

    move-object v7, v0

    .line 164
    const/4 v8, 0x0

    .line 96
    invoke-virtual {p1}, Lcom/tallyfold/money/ToolCall;->getUid-GZ42O9s()I

    move-result v1

    invoke-virtual {p1}, Lcom/tallyfold/money/ToolCall;->getCallerPackage()Ljava/lang/String;

    move-result-object v2

    const/4 v3, 0x0

    invoke-direct {v7, v1, v2, v3}, Lcom/tallyfold/money/ReceiptToolProvider;->importInbox-64nNUYE(ILjava/lang/String;Ljava/lang/String;)I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v8

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v8}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    :goto_0
    move-object v6, v7

    const/4 v7, 0x0

    .line 165
    move-object v8, v6

    invoke-static {v8}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_0

    move-object v9, v8

    .line 166
    const/4 v10, 0x0

    .line 165
    move-object v0, v9

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v11

    const/4 v12, 0x0

    .line 97
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "imported"

    invoke-virtual {v0, v1, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 165
    move-object v13, v0

    new-instance v0, Lcom/tallyfold/money/Outcome$Done;

    invoke-direct {v0, v13}, Lcom/tallyfold/money/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    goto :goto_1

    :cond_0
    move-object v9, v0

    .line 166
    const/4 v10, 0x0

    .line 165
    move-object v11, v9

    const/4 v12, 0x0

    .line 99
    const-string v0, "Tallyfold"

    const-string v1, "import_inbox failed"

    invoke-static {v0, v1, v11}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 100
    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    const-string v2, "INTERNAL_ERROR"

    const-string v3, "The inbox could not be imported."

    const/4 v4, 0x1

    invoke-direct {v0, v2, v3, v4}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    .line 165
    check-cast v0, Lcom/tallyfold/money/Outcome;

    .line 96
    :goto_1
    return-object v0

    .line 104
    :cond_1
    sget-object v0, Lcom/tallyfold/money/Operations;->INSTANCE:Lcom/tallyfold/money/Operations;

    invoke-virtual {v0, p1}, Lcom/tallyfold/money/Operations;->start-AUkUC1k(Lcom/tallyfold/money/ToolCall;)Ljava/lang/String;

    move-result-object v6

    .line 105
    sget-object v0, Lcom/tallyfold/money/Background;->INSTANCE:Lcom/tallyfold/money/Background;

    invoke-virtual {v0}, Lcom/tallyfold/money/Background;->getIo()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    new-instance v1, Lcom/tallyfold/money/ReceiptToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v1, v6, p0, p1}, Lcom/tallyfold/money/ReceiptToolProvider$$ExternalSyntheticLambda0;-><init>(Ljava/lang/String;Lcom/tallyfold/money/ReceiptToolProvider;Lcom/tallyfold/money/ToolCall;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 110
    new-instance v0, Lcom/tallyfold/money/Outcome$Accepted;

    const-wide/16 v3, 0x3e8

    const/4 v5, 0x0

    invoke-direct {v0, v6, v3, v4, v5}, Lcom/tallyfold/money/Outcome$Accepted;-><init>(Ljava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    return-object v0
.end method

.method public static final import$lambda$3(Ljava/lang/String;Lcom/tallyfold/money/ReceiptToolProvider;Lcom/tallyfold/money/ToolCall;)V
    .registers 14

    .line 106
    sget-object v0, Lcom/tallyfold/money/Operations;->INSTANCE:Lcom/tallyfold/money/Operations;

    invoke-virtual {v0, p0}, Lcom/tallyfold/money/Operations;->running-_kFscVc(Ljava/lang/String;)V

    .line 107
    invoke-virtual {p1}, Lcom/tallyfold/money/ReceiptToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v0

    const/4 v1, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tallyfold/money/ExtensionsKt;->callerPackages-jxSKb4Q$default(Landroid/content/Context;IILjava/lang/Object;)Ljava/util/List;

    move-result-object v0

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->singleOrNull(Ljava/util/List;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_0

    const-string v0, "unknown"

    :cond_0
    move-object v4, v0

    .line 108
    sget-object v0, Lcom/tallyfold/money/Operations;->INSTANCE:Lcom/tallyfold/money/Operations;

    move-object v5, p1

    move-object v9, p0

    move-object v8, v0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v6, v5

    .line 169
    const/4 v7, 0x0

    .line 108
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p2}, Lcom/tallyfold/money/ToolCall;->getUid-GZ42O9s()I

    move-result v3

    invoke-direct {v6, v3, v4, p0}, Lcom/tallyfold/money/ReceiptToolProvider;->importInbox-64nNUYE(ILjava/lang/String;Ljava/lang/String;)I

    move-result v2

    const-string v1, "imported"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v7

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v7}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    :goto_0
    move-object v10, v6

    invoke-virtual {v8, v9, v10}, Lcom/tallyfold/money/Operations;->finish-m1G5Iz0(Ljava/lang/String;Ljava/lang/Object;)V

    .line 109
    return-void
.end method

.method private final importInbox-64nNUYE(ILjava/lang/String;Ljava/lang/String;)I
    .registers 16

    .line 115
    const/4 v6, 0x0

    .line 116
    invoke-virtual {p0}, Lcom/tallyfold/money/ReceiptToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/tallyfold/money/ExtensionsKt;->inboxDir(Landroid/content/Context;)Ljava/io/File;

    move-result-object v0

    invoke-virtual {v0}, Ljava/io/File;->listFiles()[Ljava/io/File;

    move-result-object v8

    const/4 v9, 0x0

    .line 167
    move-object v0, v8

    if-nez v8, :cond_0

    const/4 v0, 0x0

    new-array v0, v0, [Ljava/io/File;

    :cond_0
    move-object v8, v0

    .line 116
    const/4 v9, 0x0

    .line 168
    new-instance v1, Lcom/tallyfold/money/ReceiptToolProvider$importInbox-64nNUYE$$inlined$sortedBy$1;

    invoke-direct {v1}, Lcom/tallyfold/money/ReceiptToolProvider$importInbox-64nNUYE$$inlined$sortedBy$1;-><init>()V

    check-cast v1, Ljava/util/Comparator;

    invoke-static {v8, v1}, Lkotlin/collections/ArraysKt;->sortedWith([Ljava/lang/Object;Ljava/util/Comparator;)Ljava/util/List;

    move-result-object v0

    .line 116
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :goto_0
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v8

    check-cast v8, Ljava/io/File;

    .line 117
    if-eqz p3, :cond_1

    sget-object v0, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    invoke-virtual {v0, p3}, Lcom/tallyfold/money/Store;->cancelRequested-_kFscVc(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 118
    :cond_1
    sget-object v0, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-virtual {v0, p1, v2, v3, p2}, Lcom/tallyfold/money/Store;->addReceipt-nEH-Xv4(ILjava/lang/Long;Ljava/lang/String;Ljava/lang/String;)J

    move-result-wide v9

    .line 119
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "r"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v9, v10}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v3, ".jpg"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v11

    .line 120
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {p0}, Lcom/tallyfold/money/ReceiptToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1, v11}, Lcom/tallyfold/money/ExtensionsKt;->receiptFile(Landroid/content/Context;Ljava/lang/String;)Ljava/io/File;

    move-result-object v1

    move-object v0, v8

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x6

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lkotlin/io/FilesKt;->copyTo$default(Ljava/io/File;Ljava/io/File;ZIILjava/lang/Object;)Ljava/io/File;

    .line 121
    sget-object v0, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    invoke-virtual {v0, v9, v10, v11}, Lcom/tallyfold/money/Store;->setReceiptFile(JLjava/lang/String;)V

    .line 122
    invoke-virtual {v8}, Ljava/io/File;->delete()Z

    .line 123
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 125
    :cond_2
    return v6
.end method


# virtual methods
.method protected decode-gIAlu-s(Ljava/lang/String;Ljava/util/Map;)Ljava/lang/Object;
    .registers 19

    move-object/from16 v0, p1

    const-string v1, "tool"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "args"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    move-object/from16 v5, p1

    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_a

    :sswitch_0
    const-string v1, "find_receipts"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto/16 :goto_a

    :sswitch_1
    const-string v1, "list_shared_receipts"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    goto/16 :goto_a

    :sswitch_2
    const-string v1, "import_inbox"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    goto/16 :goto_a

    :sswitch_3
    const-string v1, "attach_receipt"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto/16 :goto_a

    :sswitch_4
    const-string v1, "delete_receipt"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    goto/16 :goto_a

    .line 47
    :cond_0
    move-object/from16 v6, p2

    const/4 v7, 0x0

    .line 141
    move-object v8, v6

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v9, v8

    .line 142
    const/4 v10, 0x0

    .line 141
    move-object v11, v9

    const/4 v12, 0x0

    .line 47
    new-instance v0, Lcom/tallyfold/money/FindReceipts;

    const-string v3, "merchant"

    invoke-interface {v11, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    const-string v4, "null cannot be cast to non-null type kotlin.String"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v2, Ljava/lang/String;

    const-string v4, "sinceMs"

    invoke-interface {v11, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v13

    instance-of v3, v13, Ljava/lang/Number;

    if-eqz v3, :cond_1

    move-object v3, v13

    check-cast v3, Ljava/lang/Number;

    goto :goto_0

    :cond_1
    const/4 v3, 0x0

    :goto_0
    if-eqz v3, :cond_2

    invoke-virtual {v3}, Ljava/lang/Number;->longValue()J

    move-result-wide v3

    goto :goto_1

    :cond_2
    const-wide/16 v3, 0x0

    :goto_1
    invoke-direct {v0, v2, v3, v4}, Lcom/tallyfold/money/FindReceipts;-><init>(Ljava/lang/String;J)V

    .line 141
    check-cast v0, Lcom/tallyfold/money/Command;

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_2

    :catch_0
    move-exception v10

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9

    :goto_2
    move-object v8, v9

    move-object v9, v8

    const/4 v10, 0x0

    .line 143
    invoke-static {v9}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-eqz v0, :cond_3

    move-object v14, v0

    .line 142
    const/4 v15, 0x0

    .line 143
    const-class v1, Lcom/tallyfold/money/FindReceipts;

    invoke-virtual {v1}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "args of "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " rejected"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "Tallyfold"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    goto :goto_3

    .line 144
    :cond_3
    :goto_3
    move-object v0, v8

    goto/16 :goto_b

    .line 48
    :cond_4
    move-object/from16 v6, p2

    const/4 v7, 0x0

    .line 145
    move-object v8, v6

    :try_start_1
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v9, v8

    .line 146
    const/4 v10, 0x0

    .line 145
    move-object v11, v9

    const/4 v12, 0x0

    .line 48
    new-instance v0, Lcom/tallyfold/money/ListShared;

    invoke-direct {v0, v11}, Lcom/tallyfold/money/ListShared;-><init>(Ljava/util/Map;)V

    .line 145
    check-cast v0, Lcom/tallyfold/money/Command;

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_4

    :catch_1
    move-exception v10

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9

    :goto_4
    move-object v8, v9

    move-object v9, v8

    const/4 v10, 0x0

    .line 147
    invoke-static {v9}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-eqz v0, :cond_5

    move-object v13, v0

    .line 146
    const/4 v14, 0x0

    .line 147
    const-class v1, Lcom/tallyfold/money/ListShared;

    invoke-virtual {v1}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "args of "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " rejected"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "Tallyfold"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    goto :goto_5

    .line 148
    :cond_5
    :goto_5
    move-object v0, v8

    goto/16 :goto_b

    .line 49
    :cond_6
    move-object/from16 v6, p2

    const/4 v7, 0x0

    .line 149
    move-object v8, v6

    :try_start_2
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v9, v8

    .line 150
    const/4 v10, 0x0

    .line 149
    move-object v11, v9

    const/4 v12, 0x0

    .line 49
    new-instance v0, Lcom/tallyfold/money/AttachReceipt;

    invoke-direct {v0, v11}, Lcom/tallyfold/money/AttachReceipt;-><init>(Ljava/util/Map;)V

    .line 149
    check-cast v0, Lcom/tallyfold/money/Command;

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_6

    :catch_2
    move-exception v10

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9

    :goto_6
    move-object v8, v9

    move-object v9, v8

    const/4 v10, 0x0

    .line 151
    invoke-static {v9}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-eqz v0, :cond_7

    move-object v13, v0

    .line 150
    const/4 v14, 0x0

    .line 151
    const-class v1, Lcom/tallyfold/money/AttachReceipt;

    invoke-virtual {v1}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "args of "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " rejected"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "Tallyfold"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    goto :goto_7

    .line 152
    :cond_7
    :goto_7
    move-object v0, v8

    goto :goto_b

    .line 50
    :cond_8
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    sget-object v0, Lcom/tallyfold/money/ImportInbox;->INSTANCE:Lcom/tallyfold/money/ImportInbox;

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    goto :goto_b

    .line 51
    :cond_9
    move-object/from16 v6, p2

    const/4 v7, 0x0

    .line 153
    move-object v8, v6

    :try_start_3
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v9, v8

    .line 154
    const/4 v10, 0x0

    .line 153
    move-object v11, v9

    const/4 v12, 0x0

    .line 51
    new-instance v0, Lcom/tallyfold/money/DeleteReceipt;

    const-string v3, "receiptId"

    invoke-interface {v11, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    const-string v4, "null cannot be cast to non-null type kotlin.Number"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v2, Ljava/lang/Number;

    invoke-virtual {v2}, Ljava/lang/Number;->longValue()J

    move-result-wide v2

    invoke-direct {v0, v2, v3}, Lcom/tallyfold/money/DeleteReceipt;-><init>(J)V

    .line 153
    check-cast v0, Lcom/tallyfold/money/Command;

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_3

    goto :goto_8

    :catch_3
    move-exception v10

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9

    :goto_8
    move-object v8, v9

    move-object v9, v8

    const/4 v10, 0x0

    .line 155
    invoke-static {v9}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-eqz v0, :cond_a

    move-object v13, v0

    .line 154
    const/4 v14, 0x0

    .line 155
    const-class v1, Lcom/tallyfold/money/DeleteReceipt;

    invoke-virtual {v1}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "args of "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " rejected"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "Tallyfold"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    goto :goto_9

    .line 156
    :cond_a
    :goto_9
    move-object v0, v8

    goto :goto_b

    .line 52
    :goto_a
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    new-instance v0, Ljava/lang/IllegalArgumentException;

    const-string v2, "unknown tool"

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    check-cast v0, Ljava/lang/Throwable;

    invoke-static {v0}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    .line 53
    :goto_b
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x70ad79cc -> :sswitch_1
        -0x66451694 -> :sswitch_2
        0x10d4f23e -> :sswitch_3
        0x4ed9c3a4 -> :sswitch_4
        0x6c377101 -> :sswitch_0
    .end sparse-switch
.end method

.method protected getDescription()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lcom/tallyfold/money/ReceiptToolProvider;->description:Ljava/lang/String;

    return-object v0
.end method

.method protected getOptionalCapabilities()Ljava/util/Set;
    .registers 2

    .line 13
    iget-object v0, p0, Lcom/tallyfold/money/ReceiptToolProvider;->optionalCapabilities:Ljava/util/Set;

    return-object v0
.end method

.method public getProviderId()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lcom/tallyfold/money/ReceiptToolProvider;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method protected getReplies()Lcom/tallyfold/money/ReplyLog;
    .registers 2

    .line 14
    iget-object v0, p0, Lcom/tallyfold/money/ReceiptToolProvider;->replies:Lcom/tallyfold/money/ReplyLog;

    return-object v0
.end method

.method protected getRevision()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lcom/tallyfold/money/ReceiptToolProvider;->revision:Ljava/lang/String;

    return-object v0
.end method

.method protected getScopeCatalog()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lcom/tallyfold/money/ReceiptToolProvider;->scopeCatalog:Ljava/lang/String;

    return-object v0
.end method

.method protected getTools()Ljava/util/List;
    .registers 2

    .line 19
    iget-object v0, p0, Lcom/tallyfold/money/ReceiptToolProvider;->tools:Ljava/util/List;

    return-object v0
.end method

.method protected operation(Ljava/lang/String;Lcom/tallyfold/money/ToolCall;)Lcom/tallyfold/money/Outcome;
    .registers 14

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 129
    const-string v1, "get_operation"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v0, "async_operations"

    goto :goto_0

    :cond_0
    const-string v0, "cancellation"

    :goto_0
    move-object v6, v0

    .line 130
    invoke-virtual {p2}, Lcom/tallyfold/money/ToolCall;->getSession()Lcom/tallyfold/money/Session;

    move-result-object v0

    invoke-virtual {v0}, Lcom/tallyfold/money/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, v6}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 131
    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v4, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " was not negotiated in this session."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    return-object v0

    .line 133
    :cond_1
    invoke-virtual {p2}, Lcom/tallyfold/money/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "operation_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_2

    move-object v9, v0

    .line 169
    const/4 v10, 0x0

    .line 133
    invoke-static {v9}, Lcom/tallyfold/money/OperationId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_1

    .line 134
    :cond_2
    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "operation_id is required."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    return-object v0

    .line 133
    :goto_1
    move-object v7, v0

    .line 135
    sget-object v0, Lcom/tallyfold/money/Operations;->INSTANCE:Lcom/tallyfold/money/Operations;

    invoke-virtual {p2}, Lcom/tallyfold/money/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v7, v2}, Lcom/tallyfold/money/Operations;->lookup-SHyzYV4(Ljava/lang/String;Ljava/lang/String;)Lcom/tallyfold/money/OperationRow;

    move-result-object v0

    if-nez v0, :cond_3

    .line 136
    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "No operation of that id was created by this request_id."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    return-object v0

    .line 135
    :cond_3
    move-object v8, v0

    .line 137
    const-string v1, "get_operation"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    new-instance v0, Lcom/tallyfold/money/Outcome$Done;

    sget-object v2, Lcom/tallyfold/money/Operations;->INSTANCE:Lcom/tallyfold/money/Operations;

    invoke-virtual {v2, v8}, Lcom/tallyfold/money/Operations;->status(Lcom/tallyfold/money/OperationRow;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/tallyfold/money/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    goto :goto_2

    :cond_4
    sget-object v0, Lcom/tallyfold/money/Operations;->INSTANCE:Lcom/tallyfold/money/Operations;

    invoke-virtual {v0, v8}, Lcom/tallyfold/money/Operations;->cancel(Lcom/tallyfold/money/OperationRow;)Lcom/tallyfold/money/Outcome;

    move-result-object v0

    :goto_2
    return-object v0
.end method

.method public bridge synthetic perform(Lcom/tallyfold/money/ToolCall;Lcom/tallyfold/money/Command;)Lcom/tallyfold/money/Outcome;
    .registers 5

    .line 9
    move-object v1, p2

    check-cast v1, Lcom/tallyfold/money/ReceiptCommand;

    invoke-virtual {p0, p1, v1}, Lcom/tallyfold/money/ReceiptToolProvider;->perform(Lcom/tallyfold/money/ToolCall;Lcom/tallyfold/money/ReceiptCommand;)Lcom/tallyfold/money/Outcome;

    move-result-object v0

    return-object v0
.end method

.method protected perform(Lcom/tallyfold/money/ToolCall;Lcom/tallyfold/money/ReceiptCommand;)Lcom/tallyfold/money/Outcome;
    .registers 24

    move-object/from16 v0, p1

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "command"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 72
    move-object/from16 v9, p2

    .line 73
    instance-of v0, v9, Lcom/tallyfold/money/FindReceipts;

    if-eqz v0, :cond_0

    new-instance v0, Lcom/tallyfold/money/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    sget-object v4, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    move-object/from16 v5, p1

    invoke-virtual {v5}, Lcom/tallyfold/money/ToolCall;->getUid-GZ42O9s()I

    move-result v5

    move-object/from16 v6, p2

    check-cast v6, Lcom/tallyfold/money/FindReceipts;

    invoke-virtual {v6}, Lcom/tallyfold/money/FindReceipts;->getMerchant()Ljava/lang/String;

    move-result-object v6

    move-object/from16 v7, p2

    check-cast v7, Lcom/tallyfold/money/FindReceipts;

    invoke-virtual {v7}, Lcom/tallyfold/money/FindReceipts;->getSinceMs()J

    move-result-wide v7

    invoke-virtual {v4, v5, v6, v7, v8}, Lcom/tallyfold/money/Store;->findReceipts-xzdxHD0(ILjava/lang/String;J)Lorg/json/JSONArray;

    move-result-object v4

    const-string v3, "receipts"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/tallyfold/money/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    goto/16 :goto_2

    .line 74
    :cond_0
    instance-of v0, v9, Lcom/tallyfold/money/ListShared;

    if-eqz v0, :cond_1

    new-instance v0, Lcom/tallyfold/money/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    sget-object v4, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    move-object/from16 v5, p1

    invoke-virtual {v5}, Lcom/tallyfold/money/ToolCall;->getUid-GZ42O9s()I

    move-result v5

    move-object/from16 v6, p2

    check-cast v6, Lcom/tallyfold/money/ListShared;

    invoke-virtual {v6}, Lcom/tallyfold/money/ListShared;->getFromPackage()Ljava/lang/String;

    move-result-object v6

    invoke-virtual {v4, v5, v6}, Lcom/tallyfold/money/Store;->sharedFrom-mmKGDtA(ILjava/lang/String;)Lorg/json/JSONArray;

    move-result-object v4

    const-string v3, "receipts"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/tallyfold/money/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    goto/16 :goto_2

    .line 75
    :cond_1
    instance-of v0, v9, Lcom/tallyfold/money/AttachReceipt;

    if-eqz v0, :cond_3

    move-object/from16 v10, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v10

    check-cast v0, Lcom/tallyfold/money/ReceiptToolProvider;

    move-object v11, v0

    .line 161
    const/4 v12, 0x0

    .line 75
    move-object/from16 v2, p2

    check-cast v2, Lcom/tallyfold/money/AttachReceipt;

    move-object/from16 v1, p1

    invoke-direct {v11, v1, v2}, Lcom/tallyfold/money/ReceiptToolProvider;->attach(Lcom/tallyfold/money/ToolCall;Lcom/tallyfold/money/AttachReceipt;)J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v11
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v12

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v12}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v11

    :goto_0
    move-object v10, v11

    const/4 v11, 0x0

    .line 162
    move-object v12, v10

    invoke-static {v12}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_2

    move-object v13, v12

    .line 163
    const/4 v14, 0x0

    .line 162
    move-object v0, v13

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v15

    const/16 v17, 0x0

    .line 76
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "receipt_id"

    move-wide v2, v15

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 162
    move-object/from16 v20, v0

    new-instance v0, Lcom/tallyfold/money/Outcome$Done;

    move-object/from16 v2, v20

    invoke-direct {v0, v2}, Lcom/tallyfold/money/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    goto :goto_1

    :cond_2
    move-object v13, v0

    .line 163
    const/4 v14, 0x0

    .line 162
    move-object/from16 v18, v13

    const/16 v19, 0x0

    .line 78
    const-string v0, "Tallyfold"

    const-string v1, "attach_receipt failed"

    move-object/from16 v2, v18

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 79
    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    const-string v2, "INTERNAL_ERROR"

    const-string v3, "The receipt could not be stored."

    const/4 v4, 0x1

    invoke-direct {v0, v2, v3, v4}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    .line 162
    check-cast v0, Lcom/tallyfold/money/Outcome;

    :goto_1
    goto :goto_2

    .line 82
    :cond_3
    sget-object v1, Lcom/tallyfold/money/ImportInbox;->INSTANCE:Lcom/tallyfold/money/ImportInbox;

    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1}, Lcom/tallyfold/money/ReceiptToolProvider;->import(Lcom/tallyfold/money/ToolCall;)Lcom/tallyfold/money/Outcome;

    move-result-object v0

    goto :goto_2

    .line 83
    :cond_4
    instance-of v0, v9, Lcom/tallyfold/money/DeleteReceipt;

    if-eqz v0, :cond_5

    new-instance v0, Lcom/tallyfold/money/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    sget-object v4, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    move-object/from16 v5, p1

    invoke-virtual {v5}, Lcom/tallyfold/money/ToolCall;->getUid-GZ42O9s()I

    move-result v5

    move-object/from16 v6, p2

    check-cast v6, Lcom/tallyfold/money/DeleteReceipt;

    invoke-virtual {v6}, Lcom/tallyfold/money/DeleteReceipt;->getReceiptId()J

    move-result-wide v6

    invoke-virtual {v4, v5, v6, v7}, Lcom/tallyfold/money/Store;->deleteReceipt-mmKGDtA(IJ)Z

    move-result v4

    const-string v3, "deleted"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/tallyfold/money/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    goto :goto_2

    .line 72
    :cond_5
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 84
    :goto_2
    return-object v0
.end method

.method public bridge synthetic resolution-GLOxL2A(Lcom/tallyfold/money/Command;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6

    .line 9
    move-object v1, p1

    check-cast v1, Lcom/tallyfold/money/ReceiptCommand;

    invoke-virtual {p0, v1, p2, p3}, Lcom/tallyfold/money/ReceiptToolProvider;->resolution-GLOxL2A(Lcom/tallyfold/money/ReceiptCommand;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method protected resolution-GLOxL2A(Lcom/tallyfold/money/ReceiptCommand;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 15

    const-string v1, "command"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "token"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "summary"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 63
    move-object v5, p1

    .line 64
    instance-of v0, v5, Lcom/tallyfold/money/DeleteReceipt;

    if-eqz v0, :cond_0

    const/high16 v0, 0x44000000    # 512.0f

    goto :goto_0

    .line 66
    :cond_0
    instance-of v0, v5, Lcom/tallyfold/money/AttachReceipt;

    if-nez v0, :cond_1

    sget-object v1, Lcom/tallyfold/money/ImportInbox;->INSTANCE:Lcom/tallyfold/money/ImportInbox;

    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    :cond_1
    const/high16 v0, 0xc000000

    goto :goto_0

    .line 67
    :cond_2
    instance-of v0, v5, Lcom/tallyfold/money/FindReceipts;

    if-nez v0, :cond_3

    instance-of v0, v5, Lcom/tallyfold/money/ListShared;

    if-eqz v0, :cond_4

    :cond_3
    const/high16 v0, 0x4000000

    goto :goto_0

    .line 63
    :cond_4
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    :goto_0
    move v4, v0

    .line 69
    invoke-virtual {p0}, Lcom/tallyfold/money/ReceiptToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v5

    move-object v6, p2

    move-object v7, p3

    move v8, v4

    const/4 v9, 0x0

    .line 157
    new-instance v0, Landroid/content/Intent;

    const-class v3, Lcom/tallyfold/money/ConfirmActivity;

    invoke-direct {v0, v5, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 158
    const-string v1, "com.tallyfold.money.extra.RESUME_TOKEN"

    invoke-virtual {v0, v1, v6}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 159
    const-string v1, "com.tallyfold.money.extra.SUMMARY"

    invoke-virtual {v0, v1, v7}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v10

    .line 160
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I

    move-result v1

    invoke-static {v5, v1, v10, v8}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getActivity(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 69
    return-object v0
.end method

.method public bridge synthetic summarize(Lcom/tallyfold/money/Command;)Ljava/lang/String;
    .registers 4

    .line 9
    move-object v1, p1

    check-cast v1, Lcom/tallyfold/money/ReceiptCommand;

    invoke-virtual {p0, v1}, Lcom/tallyfold/money/ReceiptToolProvider;->summarize(Lcom/tallyfold/money/ReceiptCommand;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method protected summarize(Lcom/tallyfold/money/ReceiptCommand;)Ljava/lang/String;
    .registers 8

    const-string v1, "command"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 55
    move-object v5, p1

    .line 56
    instance-of v0, v5, Lcom/tallyfold/money/DeleteReceipt;

    if-eqz v0, :cond_0

    move-object v0, p1

    check-cast v0, Lcom/tallyfold/money/DeleteReceipt;

    invoke-virtual {v0}, Lcom/tallyfold/money/DeleteReceipt;->getReceiptId()J

    move-result-wide v0

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Delete receipt "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v3, "; it cannot be restored"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    .line 57
    :cond_0
    instance-of v0, v5, Lcom/tallyfold/money/AttachReceipt;

    if-eqz v0, :cond_1

    move-object v0, p1

    check-cast v0, Lcom/tallyfold/money/AttachReceipt;

    invoke-virtual {v0}, Lcom/tallyfold/money/AttachReceipt;->getFileName()Ljava/lang/String;

    move-result-object v0

    move-object v1, p1

    check-cast v1, Lcom/tallyfold/money/AttachReceipt;

    invoke-virtual {v1}, Lcom/tallyfold/money/AttachReceipt;->getExpenseId()J

    move-result-wide v1

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Attach "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " to expense "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    .line 58
    :cond_1
    sget-object v1, Lcom/tallyfold/money/ImportInbox;->INSTANCE:Lcom/tallyfold/money/ImportInbox;

    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const-string v0, "Import the receipts waiting in the mail inbox"

    goto :goto_0

    .line 59
    :cond_2
    instance-of v0, v5, Lcom/tallyfold/money/FindReceipts;

    if-nez v0, :cond_3

    instance-of v0, v5, Lcom/tallyfold/money/ListShared;

    if-eqz v0, :cond_4

    :cond_3
    const-string v0, "Search receipts"

    goto :goto_0

    .line 55
    :cond_4
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 60
    :goto_0
    return-object v0
.end method
