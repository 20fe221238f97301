.class public final Lcom/tidemark/invoices/ExportProvider;
.super Lcom/tidemark/invoices/ToolProvider;
.source "ExportProvider.kt"


# instance fields
.field private final description:Ljava/lang/String;

.field private final handlers:Ljava/util/Map;

.field private final opSeq:Ljava/util/concurrent/atomic/AtomicLong;

.field private final providerId:Ljava/lang/String;

.field private final revision:Ljava/lang/String;

.field private final scopes:Lorg/json/JSONArray;

.field private final tools:Ljava/util/List;


# direct methods
.method public constructor <init>()V
    .registers 20

    .line 18
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/tidemark/invoices/ToolProvider;-><init>()V

    .line 19
    const-string v1, "com.tidemark.invoices.exports"

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tidemark/invoices/ExportProvider;->providerId:Ljava/lang/String;

    .line 20
    const-string v1, "Export the invoice ledger as CSV for the accountant"

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tidemark/invoices/ExportProvider;->description:Ljava/lang/String;

    .line 21
    const-string v1, "exports-3"

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tidemark/invoices/ExportProvider;->revision:Ljava/lang/String;

    .line 23
    new-instance v1, Lorg/json/JSONArray;

    invoke-direct {v1}, Lorg/json/JSONArray;-><init>()V

    .line 24
    const-string v2, "exports.read"

    const-string v3, "read"

    const-string v4, "See ledger exports"

    invoke-static {v2, v3, v4}, Lcom/tidemark/invoices/ToolProviderKt;->scopeOf(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v1, v2}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v1

    .line 25
    const-string v2, "exports.write"

    const-string v3, "write"

    const-string v4, "Write and delete ledger exports"

    invoke-static {v2, v3, v4}, Lcom/tidemark/invoices/ToolProviderKt;->scopeOf(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v1, v2}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tidemark/invoices/ExportProvider;->scopes:Lorg/json/JSONArray;

    .line 28
    const/4 v1, 0x3

    new-array v1, v1, [Lcom/tidemark/invoices/ToolSpec;

    move-object/from16 v17, v1

    new-instance v3, Lcom/tidemark/invoices/ToolSpec;

    .line 29
    const-string v11, "exports.read"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 30
    const/4 v12, 0x1

    new-array v12, v12, [Lkotlin/Pair;

    move-object/from16 v18, v12

    const-string v14, "since_ms"

    const-string v15, "integer"

    invoke-static {v14, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v14

    const/4 v13, 0x0

    aput-object v14, v18, v13

    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v13

    move-object/from16 v12, v18

    invoke-static {v12, v13}, Lcom/tidemark/invoices/ToolProviderKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v12

    const/4 v13, 0x1

    new-array v13, v13, [Lkotlin/Pair;

    move-object/from16 v18, v13

    const-string v15, "exports"

    const-string v16, "array"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x0

    aput-object v15, v18, v14

    move-object/from16 v13, v18

    const/4 v14, 0x0

    const/4 v15, 0x2

    const/16 v16, 0x0

    invoke-static/range {v13 .. v16}, Lcom/tidemark/invoices/ToolProviderKt;->objectSchema$default([Lkotlin/Pair;Ljava/util/List;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v13

    .line 28
    move-object v10, v11

    move-object v11, v12

    move-object v12, v13

    const-string v4, "list_exports"

    const-string v5, "List exports"

    const-string v6, "Lists the ledger exports made since a time."

    const-string v7, "read"

    const-string v8, "low"

    const-string v9, "never"

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0x600

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lcom/tidemark/invoices/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x0

    aput-object v3, v17, v2

    .line 31
    new-instance v3, Lcom/tidemark/invoices/ToolSpec;

    .line 32
    const-string v11, "exports.write"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 33
    const/4 v12, 0x2

    new-array v12, v12, [Lkotlin/Pair;

    move-object/from16 v18, v12

    const-string v14, "from_ms"

    const-string v15, "integer"

    invoke-static {v14, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v14

    const/4 v13, 0x0

    aput-object v14, v18, v13

    const-string v14, "to_ms"

    const-string v15, "integer"

    invoke-static {v14, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v14

    const/4 v13, 0x1

    aput-object v14, v18, v13

    move-object/from16 v12, v18

    const/4 v13, 0x0

    const/4 v14, 0x2

    const/4 v15, 0x0

    invoke-static {v12, v13, v14, v15}, Lcom/tidemark/invoices/ToolProviderKt;->objectSchema$default([Lkotlin/Pair;Ljava/util/List;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v12

    const/4 v13, 0x1

    new-array v13, v13, [Lkotlin/Pair;

    move-object/from16 v18, v13

    const-string v15, "rows"

    const-string v16, "integer"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x0

    aput-object v15, v18, v14

    move-object/from16 v13, v18

    const/4 v14, 0x0

    const/4 v15, 0x2

    const/16 v16, 0x0

    invoke-static/range {v13 .. v16}, Lcom/tidemark/invoices/ToolProviderKt;->objectSchema$default([Lkotlin/Pair;Ljava/util/List;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v13

    .line 31
    move-object v10, v11

    move-object v11, v12

    move-object v12, v13

    const-string v4, "export_ledger"

    const-string v5, "Export the ledger"

    const-string v6, "Writes the invoices updated in a time range to a CSV file."

    const-string v7, "create"

    const-string v8, "low"

    const-string v9, "provider_policy"

    const/4 v13, 0x0

    const/4 v14, 0x1

    const/16 v15, 0x200

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lcom/tidemark/invoices/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x1

    aput-object v3, v17, v2

    .line 34
    new-instance v3, Lcom/tidemark/invoices/ToolSpec;

    .line 35
    const-string v11, "exports.write"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 36
    const/4 v12, 0x1

    new-array v12, v12, [Lkotlin/Pair;

    move-object/from16 v18, v12

    const-string v14, "older_than_days"

    const-string v15, "integer"

    invoke-static {v14, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v14

    const/4 v13, 0x0

    aput-object v14, v18, v13

    move-object/from16 v12, v18

    const/4 v13, 0x0

    const/4 v14, 0x2

    const/4 v15, 0x0

    invoke-static {v12, v13, v14, v15}, Lcom/tidemark/invoices/ToolProviderKt;->objectSchema$default([Lkotlin/Pair;Ljava/util/List;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v12

    const/4 v13, 0x1

    new-array v13, v13, [Lkotlin/Pair;

    move-object/from16 v18, v13

    const-string v15, "deleted"

    const-string v16, "integer"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x0

    aput-object v15, v18, v14

    move-object/from16 v13, v18

    const/4 v14, 0x0

    const/4 v15, 0x2

    const/16 v16, 0x0

    invoke-static/range {v13 .. v16}, Lcom/tidemark/invoices/ToolProviderKt;->objectSchema$default([Lkotlin/Pair;Ljava/util/List;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v13

    .line 34
    move-object v10, v11

    move-object v11, v12

    move-object v12, v13

    const-string v4, "purge_exports"

    const-string v5, "Purge old exports"

    const-string v6, "Deletes the ledger exports older than a number of days."

    const-string v7, "delete"

    const-string v8, "high"

    const-string v9, "always"

    const/4 v13, 0x1

    const/4 v14, 0x0

    const/16 v15, 0x400

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lcom/tidemark/invoices/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x2

    aput-object v3, v17, v2

    .line 27
    move-object/from16 v1, v17

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tidemark/invoices/ExportProvider;->tools:Ljava/util/List;

    .line 40
    move-object/from16 v2, p0

    new-instance v3, Lcom/tidemark/invoices/ExportProvider$$ExternalSyntheticLambda0;

    invoke-direct {v3, v2}, Lcom/tidemark/invoices/ExportProvider$$ExternalSyntheticLambda0;-><init>(Lcom/tidemark/invoices/ExportProvider;)V

    move-object v2, v3

    const-string v1, "export_ledger"

    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v1

    .line 39
    invoke-static {v1}, Lkotlin/collections/MapsKt;->mapOf(Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tidemark/invoices/ExportProvider;->handlers:Ljava/util/Map;

    .line 43
    new-instance v1, Ljava/util/concurrent/atomic/AtomicLong;

    invoke-direct {v1}, Ljava/util/concurrent/atomic/AtomicLong;-><init>()V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tidemark/invoices/ExportProvider;->opSeq:Ljava/util/concurrent/atomic/AtomicLong;

    .line 18
    return-void
.end method

.method public static final synthetic access$listExports(Lcom/tidemark/invoices/ExportProvider;Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 18
    invoke-direct {p0, p1, p2}, Lcom/tidemark/invoices/ExportProvider;->listExports(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$purge(Lcom/tidemark/invoices/ExportProvider;Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 18
    invoke-direct {p0, p1, p2}, Lcom/tidemark/invoices/ExportProvider;->purge(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$queueExport(Lcom/tidemark/invoices/ExportProvider;Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 18
    invoke-direct {p0, p1, p2}, Lcom/tidemark/invoices/ExportProvider;->queueExport(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final handlers$lambda$0(Lcom/tidemark/invoices/ExportProvider;Lcom/tidemark/invoices/OutboxItem;Lcom/tidemark/invoices/Progress;)Lcom/tidemark/invoices/WorkResult;
    .registers 5

    const-string v1, "item"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "progress"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 40
    invoke-direct {p0, p1, p2}, Lcom/tidemark/invoices/ExportProvider;->writeExport(Lcom/tidemark/invoices/OutboxItem;Lcom/tidemark/invoices/Progress;)Lcom/tidemark/invoices/WorkResult;

    move-result-object v0

    return-object v0
.end method

.method private final listExports(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 15

    instance-of v0, p2, Lcom/tidemark/invoices/ExportProvider$listExports$1;

    if-eqz v0, :cond_0

    move-object v0, p2

    check-cast v0, Lcom/tidemark/invoices/ExportProvider$listExports$1;

    move-object v10, v0

    iget v0, v10, Lcom/tidemark/invoices/ExportProvider$listExports$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v10, Lcom/tidemark/invoices/ExportProvider$listExports$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v10, Lcom/tidemark/invoices/ExportProvider$listExports$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v10, Lcom/tidemark/invoices/ExportProvider$listExports$1;

    invoke-direct {v10, p0, p2}, Lcom/tidemark/invoices/ExportProvider$listExports$1;-><init>(Lcom/tidemark/invoices/ExportProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v9, v10, Lcom/tidemark/invoices/ExportProvider$listExports$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v11

    .line 69
    iget v0, v10, Lcom/tidemark/invoices/ExportProvider$listExports$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 70
    invoke-virtual {p1}, Lcom/tidemark/invoices/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "since_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v6

    .line 71
    invoke-virtual {p0}, Lcom/tidemark/invoices/ExportProvider;->getRepo()Lcom/tidemark/invoices/Repository;

    move-result-object v0

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "SELECT id, status, rows, created_at FROM exports WHERE created_at >= "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v4, " ORDER BY created_at DESC LIMIT 50"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x0

    new-array v2, v2, [Ljava/lang/String;

    sget-object v3, Lcom/tidemark/invoices/ExportProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/tidemark/invoices/ExportProvider$$ExternalSyntheticLambda1;

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v10, Lcom/tidemark/invoices/ExportProvider$listExports$1;->L$0:Ljava/lang/Object;

    iput-wide v6, v10, Lcom/tidemark/invoices/ExportProvider$listExports$1;->J$0:J

    const/4 v5, 0x1

    iput v5, v10, Lcom/tidemark/invoices/ExportProvider$listExports$1;->label:I

    invoke-virtual {v0, v1, v2, v3, v10}, Lcom/tidemark/invoices/Repository;->rows(Ljava/lang/String;[Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v11, :cond_1

    .line 69
    return-object v11

    :pswitch_1
    iget-wide v6, v10, Lcom/tidemark/invoices/ExportProvider$listExports$1;->J$0:J

    iget-object p1, v10, Lcom/tidemark/invoices/ExportProvider$listExports$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lcom/tidemark/invoices/ToolCall;

    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v9

    :cond_1
    check-cast v0, Ljava/util/List;

    move-object v8, v0

    .line 74
    new-instance v0, Lcom/tidemark/invoices/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    new-instance v4, Lorg/json/JSONArray;

    move-object v5, v8

    check-cast v5, Ljava/util/Collection;

    invoke-direct {v4, v5}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v3, "exports"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/tidemark/invoices/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    return-object v0

    .line 69
    :goto_1
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method public static final listExports$lambda$0(Landroid/database/Cursor;)Lorg/json/JSONObject;
    .registers 3

    const-string v1, "it"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 72
    invoke-static {p0}, Lcom/tidemark/invoices/CursorExtKt;->exportSummary(Landroid/database/Cursor;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private final nextOperationId()Ljava/lang/String;
    .registers 7

    .line 61
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-object v2, p0, Lcom/tidemark/invoices/ExportProvider;->opSeq:Ljava/util/concurrent/atomic/AtomicLong;

    invoke-virtual {v2}, Ljava/util/concurrent/atomic/AtomicLong;->incrementAndGet()J

    move-result-wide v2

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "exp-"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v5, "-"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private final purge(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 36

    move-object/from16 v0, p2

    instance-of v0, v0, Lcom/tidemark/invoices/ExportProvider$purge$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p2

    check-cast v0, Lcom/tidemark/invoices/ExportProvider$purge$1;

    move-object/from16 v31, v0

    move-object/from16 v0, v31

    iget v0, v0, Lcom/tidemark/invoices/ExportProvider$purge$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    move-object/from16 v1, v31

    iget v1, v1, Lcom/tidemark/invoices/ExportProvider$purge$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    move-object/from16 v0, v31

    iput v1, v0, Lcom/tidemark/invoices/ExportProvider$purge$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v0, Lcom/tidemark/invoices/ExportProvider$purge$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p2

    invoke-direct {v0, v2, v3}, Lcom/tidemark/invoices/ExportProvider$purge$1;-><init>(Lcom/tidemark/invoices/ExportProvider;Lkotlin/coroutines/Continuation;)V

    move-object/from16 v31, v0

    :goto_0
    move-object/from16 v0, v31

    iget-object v0, v0, Lcom/tidemark/invoices/ExportProvider$purge$1;->result:Ljava/lang/Object;

    move-object/from16 v30, v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v32

    .line 97
    move-object/from16 v0, v31

    iget v0, v0, Lcom/tidemark/invoices/ExportProvider$purge$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_5

    :pswitch_0
    move-object/from16 v0, v30

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 98
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidemark/invoices/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "older_than_days"

    const-wide/16 v2, -0x1

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v18

    .line 99
    const-wide/16 v0, 0x1

    cmp-long v0, v0, v18

    if-gtz v0, :cond_2

    const-wide/16 v2, 0xe43

    cmp-long v0, v18, v2

    if-gez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_3

    const-string v0, "INVALID_ARGS"

    const-string v1, "older_than_days must be between 1 and 3650."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    return-object v0

    .line 100
    :cond_3
    new-instance v0, Lcom/tidemark/invoices/Command$PurgeExports;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    const-wide/32 v7, 0x5265c00

    mul-long v5, v18, v7

    sub-long/2addr v3, v5

    const-string v2, "exports"

    invoke-direct {v0, v2, v3, v4}, Lcom/tidemark/invoices/Command$PurgeExports;-><init>(Ljava/lang/String;J)V

    move-object/from16 v20, v0

    .line 101
    sget-object v0, Lcom/tidemark/invoices/Decider;->INSTANCE:Lcom/tidemark/invoices/Decider;

    new-instance v1, Lcom/tidemark/invoices/DocState;

    move-object/from16 v3, v20

    invoke-virtual {v3}, Lcom/tidemark/invoices/Command$PurgeExports;->getAggregate()Ljava/lang/String;

    move-result-object v2

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const-wide/16 v6, 0x0

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/16 v13, 0x3fe

    const/4 v14, 0x0

    invoke-direct/range {v1 .. v14}, Lcom/tidemark/invoices/DocState;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;IIILkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object/from16 v2, v20

    check-cast v2, Lcom/tidemark/invoices/Command;

    invoke-virtual {v0, v1, v2}, Lcom/tidemark/invoices/Decider;->decide(Lcom/tidemark/invoices/DocState;Lcom/tidemark/invoices/Command;)Lcom/tidemark/invoices/Either;

    move-result-object v21

    .line 102
    const/16 v22, 0x0

    .line 145
    move-object/from16 v23, v21

    .line 146
    move-object/from16 v0, v23

    instance-of v0, v0, Lcom/tidemark/invoices/Either$Left;

    if-eqz v0, :cond_4

    move-object/from16 v0, v21

    check-cast v0, Lcom/tidemark/invoices/Either$Left;

    invoke-virtual {v0}, Lcom/tidemark/invoices/Either$Left;->getValue()Ljava/lang/Object;

    move-result-object v24

    check-cast v24, Lcom/tidemark/invoices/Outcome$Failed;

    const/16 v25, 0x0

    .line 102
    move-object/from16 v0, v24

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    .line 146
    goto/16 :goto_4

    .line 147
    :cond_4
    move-object/from16 v0, v23

    instance-of v0, v0, Lcom/tidemark/invoices/Either$Right;

    if-eqz v0, :cond_a

    move-object/from16 v0, v21

    check-cast v0, Lcom/tidemark/invoices/Either$Right;

    invoke-virtual {v0}, Lcom/tidemark/invoices/Either$Right;->getValue()Ljava/lang/Object;

    move-result-object v24

    check-cast v24, Ljava/util/List;

    const/16 v25, 0x0

    .line 103
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-virtual {v0, v1}, Lcom/tidemark/invoices/ExportProvider;->confirmation(Lcom/tidemark/invoices/ToolCall;)Ljava/lang/Boolean;

    move-result-object v26

    .line 104
    if-nez v26, :cond_5

    move-wide/from16 v2, v18

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "delete every ledger export older than "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v5, " days"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, p0

    move-object/from16 v1, p1

    const/high16 v3, 0xc000000

    invoke-virtual {v0, v1, v2, v3}, Lcom/tidemark/invoices/ExportProvider;->askUser(Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;I)Lcom/tidemark/invoices/Outcome;

    move-result-object v0

    goto/16 :goto_3

    .line 106
    :cond_5
    const/4 v1, 0x0

    invoke-static {v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;

    move-result-object v1

    move-object/from16 v0, v26

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    const-string v0, "USER_CANCELLED"

    const-string v1, "No export was deleted."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    goto/16 :goto_3

    .line 107
    :cond_6
    const/4 v1, 0x1

    invoke-static {v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;

    move-result-object v1

    move-object/from16 v0, v26

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_9

    .line 108
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/tidemark/invoices/ExportProvider;->getRepo()Lcom/tidemark/invoices/Repository;

    move-result-object v0

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/tidemark/invoices/ExportProvider;->getProviderId()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v3, v24

    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->single(Ljava/util/List;)Ljava/lang/Object;

    move-result-object v3

    const-string v5, "null cannot be cast to non-null type com.tidemark.invoices.Event.Purged"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v3, Lcom/tidemark/invoices/Event$Purged;

    new-instance v4, Lcom/tidemark/invoices/DocState;

    const-string v5, "exports"

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    const-wide/16 v9, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x3fe

    const/16 v17, 0x0

    invoke-direct/range {v4 .. v17}, Lcom/tidemark/invoices/DocState;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;IIILkotlin/jvm/internal/DefaultConstructorMarker;)V

    invoke-static {v4}, Lcom/tidemark/invoices/InvoiceProviderKt;->done(Lcom/tidemark/invoices/DocState;)Lorg/json/JSONObject;

    move-result-object v4

    move-object/from16 v7, p1

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    move-object/from16 v6, v31

    iput-object v7, v6, Lcom/tidemark/invoices/ExportProvider$purge$1;->L$0:Ljava/lang/Object;

    move-object/from16 v7, v20

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    move-object/from16 v6, v31

    iput-object v7, v6, Lcom/tidemark/invoices/ExportProvider$purge$1;->L$1:Ljava/lang/Object;

    move-object/from16 v7, v21

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    move-object/from16 v6, v31

    iput-object v7, v6, Lcom/tidemark/invoices/ExportProvider$purge$1;->L$2:Ljava/lang/Object;

    move-object/from16 v7, v24

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    move-object/from16 v6, v31

    iput-object v7, v6, Lcom/tidemark/invoices/ExportProvider$purge$1;->L$3:Ljava/lang/Object;

    move-wide/from16 v7, v18

    move-object/from16 v6, v31

    iput-wide v7, v6, Lcom/tidemark/invoices/ExportProvider$purge$1;->J$0:J

    const/4 v7, 0x1

    move-object/from16 v6, v31

    iput v7, v6, Lcom/tidemark/invoices/ExportProvider$purge$1;->label:I

    move-object/from16 v1, p1

    move-object/from16 v5, v31

    invoke-virtual/range {v0 .. v5}, Lcom/tidemark/invoices/Repository;->purgeExports(Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;Lcom/tidemark/invoices/Event$Purged;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v32

    if-ne v0, v2, :cond_7

    .line 97
    return-object v32

    :pswitch_1
    const/16 v22, 0x0

    const/16 v25, 0x0

    move-object/from16 v0, v31

    iget-wide v0, v0, Lcom/tidemark/invoices/ExportProvider$purge$1;->J$0:J

    move-wide/from16 v18, v0

    move-object/from16 v0, v31

    iget-object v0, v0, Lcom/tidemark/invoices/ExportProvider$purge$1;->L$3:Ljava/lang/Object;

    check-cast v0, Ljava/util/List;

    move-object/from16 v24, v0

    move-object/from16 v0, v31

    iget-object v0, v0, Lcom/tidemark/invoices/ExportProvider$purge$1;->L$2:Ljava/lang/Object;

    check-cast v0, Lcom/tidemark/invoices/Either;

    move-object/from16 v21, v0

    move-object/from16 v0, v31

    iget-object v0, v0, Lcom/tidemark/invoices/ExportProvider$purge$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lcom/tidemark/invoices/Command$PurgeExports;

    move-object/from16 v20, v0

    move-object/from16 v0, v31

    iget-object v0, v0, Lcom/tidemark/invoices/ExportProvider$purge$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lcom/tidemark/invoices/ToolCall;

    move-object/from16 p1, v0

    move-object/from16 v0, v30

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v30

    :cond_7
    check-cast v0, Ljava/util/List;

    move-object/from16 v28, v0

    .line 109
    move-object/from16 v0, v28

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v27

    :goto_2
    move-object/from16 v0, v27

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_8

    move-object/from16 v0, v27

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v29

    check-cast v29, Ljava/lang/String;

    new-instance v0, Ljava/io/File;

    move-object/from16 v2, v29

    invoke-direct {v0, v2}, Ljava/io/File;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0}, Ljava/io/File;->delete()Z

    goto :goto_2

    .line 110
    :cond_8
    new-instance v0, Lcom/tidemark/invoices/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    move-object/from16 v4, v28

    invoke-interface {v4}, Ljava/util/List;->size()I

    move-result v4

    const-string v3, "deleted"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/tidemark/invoices/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    goto :goto_3

    .line 103
    :cond_9
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 147
    :goto_3
    goto :goto_4

    .line 145
    :cond_a
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 101
    :goto_4
    return-object v0

    .line 97
    :goto_5
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method private final queueExport(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 32

    move-object/from16 v0, p2

    instance-of v0, v0, Lcom/tidemark/invoices/ExportProvider$queueExport$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p2

    check-cast v0, Lcom/tidemark/invoices/ExportProvider$queueExport$1;

    move-object/from16 v27, v0

    move-object/from16 v0, v27

    iget v0, v0, Lcom/tidemark/invoices/ExportProvider$queueExport$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    move-object/from16 v1, v27

    iget v1, v1, Lcom/tidemark/invoices/ExportProvider$queueExport$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    move-object/from16 v0, v27

    iput v1, v0, Lcom/tidemark/invoices/ExportProvider$queueExport$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v0, Lcom/tidemark/invoices/ExportProvider$queueExport$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p2

    invoke-direct {v0, v2, v3}, Lcom/tidemark/invoices/ExportProvider$queueExport$1;-><init>(Lcom/tidemark/invoices/ExportProvider;Lkotlin/coroutines/Continuation;)V

    move-object/from16 v27, v0

    :goto_0
    move-object/from16 v0, v27

    iget-object v0, v0, Lcom/tidemark/invoices/ExportProvider$queueExport$1;->result:Ljava/lang/Object;

    move-object/from16 v26, v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v28

    .line 77
    move-object/from16 v0, v27

    iget v0, v0, Lcom/tidemark/invoices/ExportProvider$queueExport$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_5

    :pswitch_0
    move-object/from16 v0, v26

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 78
    new-instance v0, Lcom/tidemark/invoices/Command$ExportLedger;

    sget-object v2, Lcom/tidemark/invoices/Tokens;->INSTANCE:Lcom/tidemark/invoices/Tokens;

    const/16 v3, 0x8

    invoke-virtual {v2, v3}, Lcom/tidemark/invoices/Tokens;->mint(I)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "exp_"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v3, p0

    invoke-direct {v3}, Lcom/tidemark/invoices/ExportProvider;->nextOperationId()Ljava/lang/String;

    move-result-object v3

    .line 79
    move-object/from16 v4, p1

    invoke-virtual {v4}, Lcom/tidemark/invoices/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v4

    const-string v5, "from_ms"

    const-wide/16 v6, 0x0

    invoke-virtual {v4, v5, v6, v7}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v4

    move-object/from16 v6, p1

    invoke-virtual {v6}, Lcom/tidemark/invoices/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v6

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v8

    const-string v7, "to_ms"

    invoke-virtual {v6, v7, v8, v9}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v6

    .line 78
    move-object v1, v2

    move-object v2, v3

    move-wide v3, v4

    move-wide v5, v6

    invoke-direct/range {v0 .. v6}, Lcom/tidemark/invoices/Command$ExportLedger;-><init>(Ljava/lang/String;Ljava/lang/String;JJ)V

    move-object v14, v0

    .line 80
    new-instance v0, Lcom/tidemark/invoices/DocState;

    invoke-virtual {v14}, Lcom/tidemark/invoices/Command$ExportLedger;->getAggregate()Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const-wide/16 v5, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/16 v12, 0x3fe

    const/4 v13, 0x0

    invoke-direct/range {v0 .. v13}, Lcom/tidemark/invoices/DocState;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;IIILkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v15, v0

    .line 81
    sget-object v0, Lcom/tidemark/invoices/Decider;->INSTANCE:Lcom/tidemark/invoices/Decider;

    move-object v2, v14

    check-cast v2, Lcom/tidemark/invoices/Command;

    invoke-virtual {v0, v15, v2}, Lcom/tidemark/invoices/Decider;->decide(Lcom/tidemark/invoices/DocState;Lcom/tidemark/invoices/Command;)Lcom/tidemark/invoices/Either;

    move-result-object v16

    .line 82
    const/16 v17, 0x0

    .line 141
    move-object/from16 v18, v16

    .line 142
    move-object/from16 v0, v18

    instance-of v0, v0, Lcom/tidemark/invoices/Either$Left;

    if-eqz v0, :cond_1

    move-object/from16 v0, v16

    check-cast v0, Lcom/tidemark/invoices/Either$Left;

    invoke-virtual {v0}, Lcom/tidemark/invoices/Either$Left;->getValue()Ljava/lang/Object;

    move-result-object v19

    check-cast v19, Lcom/tidemark/invoices/Outcome$Failed;

    const/16 v20, 0x0

    .line 82
    move-object/from16 v0, v19

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    .line 142
    goto/16 :goto_4

    .line 143
    :cond_1
    move-object/from16 v0, v18

    instance-of v0, v0, Lcom/tidemark/invoices/Either$Right;

    if-eqz v0, :cond_6

    move-object/from16 v0, v16

    check-cast v0, Lcom/tidemark/invoices/Either$Right;

    invoke-virtual {v0}, Lcom/tidemark/invoices/Either$Right;->getValue()Ljava/lang/Object;

    move-result-object v19

    check-cast v19, Ljava/util/List;

    const/16 v20, 0x0

    .line 83
    sget-object v0, Lcom/tidemark/invoices/Reducer;->INSTANCE:Lcom/tidemark/invoices/Reducer;

    move-object/from16 v2, v19

    invoke-virtual {v0, v15, v2}, Lcom/tidemark/invoices/Reducer;->fold(Lcom/tidemark/invoices/DocState;Ljava/util/List;)Lcom/tidemark/invoices/DocState;

    move-result-object v21

    .line 84
    move-object/from16 v22, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object/from16 v0, v22

    check-cast v0, Lcom/tidemark/invoices/ExportProvider;

    move-object/from16 v23, v0

    .line 140
    const/16 v24, 0x0

    .line 84
    move-object/from16 v0, v23

    invoke-virtual {v0}, Lcom/tidemark/invoices/ExportProvider;->getRepo()Lcom/tidemark/invoices/Repository;

    move-result-object v0

    move-object/from16 v2, v23

    invoke-virtual {v2}, Lcom/tidemark/invoices/ExportProvider;->getProviderId()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v5, v21

    invoke-static {v5}, Lcom/tidemark/invoices/InvoiceProviderKt;->accepted(Lcom/tidemark/invoices/DocState;)Lorg/json/JSONObject;

    move-result-object v5

    move-object/from16 v8, p1

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    move-object/from16 v7, v27

    iput-object v8, v7, Lcom/tidemark/invoices/ExportProvider$queueExport$1;->L$0:Ljava/lang/Object;

    move-object/from16 v7, v27

    iput-object v14, v7, Lcom/tidemark/invoices/ExportProvider$queueExport$1;->L$1:Ljava/lang/Object;

    invoke-static {v15}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    move-object/from16 v7, v27

    iput-object v8, v7, Lcom/tidemark/invoices/ExportProvider$queueExport$1;->L$2:Ljava/lang/Object;

    move-object/from16 v8, v16

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    move-object/from16 v7, v27

    iput-object v8, v7, Lcom/tidemark/invoices/ExportProvider$queueExport$1;->L$3:Ljava/lang/Object;

    move-object/from16 v8, v19

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    move-object/from16 v7, v27

    iput-object v8, v7, Lcom/tidemark/invoices/ExportProvider$queueExport$1;->L$4:Ljava/lang/Object;

    move-object/from16 v8, v21

    move-object/from16 v7, v27

    iput-object v8, v7, Lcom/tidemark/invoices/ExportProvider$queueExport$1;->L$5:Ljava/lang/Object;

    move-object/from16 v8, v23

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    move-object/from16 v7, v27

    iput-object v8, v7, Lcom/tidemark/invoices/ExportProvider$queueExport$1;->L$6:Ljava/lang/Object;

    const/4 v8, 0x1

    move-object/from16 v7, v27

    iput v8, v7, Lcom/tidemark/invoices/ExportProvider$queueExport$1;->label:I

    move-object/from16 v1, p1

    move-object/from16 v3, v19

    move-object/from16 v4, v21

    move-object/from16 v6, v27

    invoke-virtual/range {v0 .. v6}, Lcom/tidemark/invoices/Repository;->commit(Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;Ljava/util/List;Lcom/tidemark/invoices/DocState;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-object/from16 v2, v28

    if-ne v0, v2, :cond_2

    .line 77
    return-object v28

    :pswitch_1
    const/16 v17, 0x0

    const/16 v20, 0x0

    const/16 v24, 0x0

    move-object/from16 v0, v27

    iget-object v0, v0, Lcom/tidemark/invoices/ExportProvider$queueExport$1;->L$6:Ljava/lang/Object;

    check-cast v0, Lcom/tidemark/invoices/ExportProvider;

    move-object/from16 v23, v0

    move-object/from16 v0, v27

    iget-object v0, v0, Lcom/tidemark/invoices/ExportProvider$queueExport$1;->L$5:Ljava/lang/Object;

    check-cast v0, Lcom/tidemark/invoices/DocState;

    move-object/from16 v21, v0

    move-object/from16 v0, v27

    iget-object v0, v0, Lcom/tidemark/invoices/ExportProvider$queueExport$1;->L$4:Ljava/lang/Object;

    check-cast v0, Ljava/util/List;

    move-object/from16 v19, v0

    move-object/from16 v0, v27

    iget-object v0, v0, Lcom/tidemark/invoices/ExportProvider$queueExport$1;->L$3:Ljava/lang/Object;

    check-cast v0, Lcom/tidemark/invoices/Either;

    move-object/from16 v16, v0

    move-object/from16 v0, v27

    iget-object v15, v0, Lcom/tidemark/invoices/ExportProvider$queueExport$1;->L$2:Ljava/lang/Object;

    check-cast v15, Lcom/tidemark/invoices/DocState;

    move-object/from16 v0, v27

    iget-object v14, v0, Lcom/tidemark/invoices/ExportProvider$queueExport$1;->L$1:Ljava/lang/Object;

    check-cast v14, Lcom/tidemark/invoices/Command$ExportLedger;

    move-object/from16 v0, v27

    iget-object v0, v0, Lcom/tidemark/invoices/ExportProvider$queueExport$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lcom/tidemark/invoices/ToolCall;

    move-object/from16 p1, v0

    :try_start_1
    move-object/from16 v0, v26

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v26

    .line 84
    :cond_2
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v23
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    goto :goto_1

    :catch_0
    move-exception v24

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object/from16 v0, v24

    invoke-static {v0}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v23

    :goto_1
    move-object/from16 v22, v23

    .line 85
    move-object/from16 v0, v22

    invoke-static {v0}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object/from16 v0, v22

    check-cast v0, Lkotlin/Unit;

    move-object/from16 v23, v0

    const/16 v24, 0x0

    .line 86
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/tidemark/invoices/ExportProvider;->getWorker()Lcom/tidemark/invoices/OutboxWorker;

    move-result-object v0

    invoke-virtual {v0}, Lcom/tidemark/invoices/OutboxWorker;->kick()V

    .line 87
    new-instance v0, Lcom/tidemark/invoices/Outcome$Accepted;

    move-object/from16 v2, v21

    invoke-virtual {v2}, Lcom/tidemark/invoices/DocState;->getOperationId()Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_3

    invoke-virtual {v14}, Lcom/tidemark/invoices/Command$ExportLedger;->getOperationId()Ljava/lang/String;

    move-result-object v2

    :cond_3
    const-wide/16 v3, 0x7d0

    invoke-direct {v0, v2, v3, v4}, Lcom/tidemark/invoices/Outcome$Accepted;-><init>(Ljava/lang/String;J)V

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    .line 85
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    goto :goto_2

    :cond_4
    move-object/from16 v0, v22

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    :goto_2
    move-object/from16 v22, v0

    .line 89
    move-object/from16 v0, v22

    invoke-static {v0}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v23

    if-nez v23, :cond_5

    move-object/from16 v0, v22

    goto :goto_3

    :cond_5
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object/from16 v24, v23

    const/16 v25, 0x0

    .line 90
    invoke-virtual {v14}, Lcom/tidemark/invoices/Command$ExportLedger;->getAggregate()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "export "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " not queued"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "Tidemark"

    move-object/from16 v2, v24

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 91
    new-instance v2, Lcom/tidemark/invoices/Event$Rejected;

    invoke-virtual {v14}, Lcom/tidemark/invoices/Command$ExportLedger;->getAggregate()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v5, p0

    move-object/from16 v6, v24

    invoke-direct {v5, v6}, Lcom/tidemark/invoices/ExportProvider;->reasonFor(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v5

    invoke-direct {v2, v4, v5}, Lcom/tidemark/invoices/Event$Rejected;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    move-object/from16 v0, p0

    move-object/from16 v1, v21

    invoke-virtual {v0, v1, v2}, Lcom/tidemark/invoices/ExportProvider;->rejected(Lcom/tidemark/invoices/DocState;Lcom/tidemark/invoices/Event$Rejected;)Lcom/tidemark/invoices/Outcome;

    move-result-object v0

    .line 89
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    :goto_3
    move-object/from16 v22, v0

    .line 93
    move-object/from16 v0, v22

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v22

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    .line 143
    goto :goto_4

    .line 141
    :cond_6
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 81
    :goto_4
    return-object v0

    .line 77
    :goto_5
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method private final reasonFor(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 4

    .line 63
    move-object v1, p1

    .line 64
    instance-of v0, v1, Landroid/database/sqlite/SQLiteConstraintException;

    if-eqz v0, :cond_0

    const-string v0, "This request was already queued."

    goto :goto_0

    .line 65
    :cond_0
    instance-of v0, v1, Landroid/database/sqlite/SQLiteException;

    if-eqz v0, :cond_1

    const-string v0, "The ledger database is busy; try again."

    goto :goto_0

    .line 66
    :cond_1
    const-string v0, "The export could not be queued."

    .line 67
    :goto_0
    return-object v0
.end method

.method private final writeExport(Lcom/tidemark/invoices/OutboxItem;Lcom/tidemark/invoices/Progress;)Lcom/tidemark/invoices/WorkResult;
    .registers 29

    .line 118
    new-instance v8, Lorg/json/JSONObject;

    move-object/from16 v2, p1

    invoke-virtual {v2}, Lcom/tidemark/invoices/OutboxItem;->getPayload()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v8, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 119
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/tidemark/invoices/ExportProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getNameForUid(I)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "unknown"

    :cond_0
    move-object v9, v0

    .line 120
    new-instance v1, Lcom/tidemark/invoices/ExportProvider$writeExport$lines$1;

    move-object/from16 v3, p0

    const/4 v5, 0x0

    invoke-direct {v1, v3, v8, v5}, Lcom/tidemark/invoices/ExportProvider$writeExport$lines$1;-><init>(Lcom/tidemark/invoices/ExportProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    const/4 v0, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;

    move-result-object v10

    check-cast v10, Ljava/util/List;

    .line 124
    new-instance v12, Ljava/io/File;

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/tidemark/invoices/ExportProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "exports"

    invoke-direct {v12, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    move-object v13, v12

    .line 140
    const/4 v14, 0x0

    .line 124
    invoke-virtual {v13}, Ljava/io/File;->mkdirs()Z

    move-object v11, v12

    .line 125
    new-instance v12, Ljava/io/File;

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lcom/tidemark/invoices/OutboxItem;->getAggregate()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ".csv"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v12, v11, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 126
    move-object v13, v12

    sget-object v14, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    const/16 v15, 0x2000

    move-object/from16 v16, v13

    new-instance v0, Ljava/io/OutputStreamWriter;

    new-instance v2, Ljava/io/FileOutputStream;

    move-object/from16 v4, v16

    invoke-direct {v2, v4}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V

    check-cast v2, Ljava/io/OutputStream;

    invoke-direct {v0, v2, v14}, Ljava/io/OutputStreamWriter;-><init>(Ljava/io/OutputStream;Ljava/nio/charset/Charset;)V

    check-cast v0, Ljava/io/Writer;

    move-object/from16 v16, v0

    move-object/from16 v0, v16

    instance-of v0, v0, Ljava/io/BufferedWriter;

    if-eqz v0, :cond_1

    move-object/from16 v0, v16

    check-cast v0, Ljava/io/BufferedWriter;

    goto :goto_0

    :cond_1
    new-instance v0, Ljava/io/BufferedWriter;

    move-object/from16 v2, v16

    invoke-direct {v0, v2, v15}, Ljava/io/BufferedWriter;-><init>(Ljava/io/Writer;I)V

    :goto_0
    check-cast v0, Ljava/io/Closeable;

    move-object v13, v0

    const/4 v14, 0x0

    :try_start_0
    move-object v0, v13

    check-cast v0, Ljava/io/BufferedWriter;

    move-object v15, v0

    const/16 v16, 0x0

    .line 127
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "# Tidemark ledger export, prepared for "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, "\n"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v15, v1}, Ljava/io/BufferedWriter;->write(Ljava/lang/String;)V

    .line 128
    const-string v1, "number,customer,total_cents,status\n"

    invoke-virtual {v15, v1}, Ljava/io/BufferedWriter;->write(Ljava/lang/String;)V

    .line 129
    move-object v0, v10

    check-cast v0, Ljava/lang/Iterable;

    move-object/from16 v17, v0

    const/16 v18, 0x0

    .line 149
    const/16 v19, 0x0

    .line 150
    move-object/from16 v0, v17

    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v20

    :goto_1
    move-object/from16 v0, v20

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_4

    move-object/from16 v0, v20

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v21

    move/from16 v0, v19

    add-int/lit8 v19, v19, 0x1

    move/from16 v22, v0

    if-gez v22, :cond_2

    invoke-static {}, Lkotlin/collections/CollectionsKt;->throwIndexOverflow()V

    :cond_2
    move-object/from16 v1, v21

    check-cast v1, Ljava/lang/String;

    move-object/from16 v23, v1

    move/from16 v24, v22

    const/16 v25, 0x0

    .line 130
    move-object/from16 v1, v23

    invoke-virtual {v15, v1}, Ljava/io/BufferedWriter;->write(Ljava/lang/String;)V

    .line 131
    const-string v1, "\n"

    invoke-virtual {v15, v1}, Ljava/io/BufferedWriter;->write(Ljava/lang/String;)V

    .line 132
    rem-int/lit8 v0, v24, 0x64

    const/16 v1, 0x63

    if-ne v0, v1, :cond_3

    add-int/lit8 v1, v24, 0x1

    invoke-interface {v10}, Ljava/util/List;->size()I

    move-result v2

    add-int/lit8 v3, v24, 0x1

    invoke-interface {v10}, Ljava/util/List;->size()I

    move-result v4

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "Wrote "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v6, " of "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v6, " invoices"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v0, p2

    invoke-interface {v0, v1, v2, v3}, Lcom/tidemark/invoices/Progress;->report(IILjava/lang/String;)V

    .line 150
    :cond_3
    goto :goto_1

    .line 134
    :cond_4
    sget-object v15, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 126
    invoke-static {v13, v14}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    goto :goto_2

    :catch_0
    :try_start_1
    move-exception v16

    move-object/from16 v14, v16

    throw v16
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v16

    invoke-static {v13, v14}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v16

    .line 135
    :goto_2
    invoke-interface {v10}, Ljava/util/List;->size()I

    move-result v1

    invoke-interface {v10}, Ljava/util/List;->size()I

    move-result v2

    move-object/from16 v0, p2

    const-string v3, "Export written"

    invoke-interface {v0, v1, v2, v3}, Lcom/tidemark/invoices/Progress;->report(IILjava/lang/String;)V

    .line 136
    new-instance v0, Lcom/tidemark/invoices/WorkResult$Success;

    new-instance v2, Lcom/tidemark/invoices/Event$ExportWritten;

    move-object/from16 v4, p1

    invoke-virtual {v4}, Lcom/tidemark/invoices/OutboxItem;->getAggregate()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v12}, Ljava/io/File;->getPath()Ljava/lang/String;

    move-result-object v5

    const-string v7, "getPath(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-interface {v10}, Ljava/util/List;->size()I

    move-result v6

    invoke-direct {v2, v4, v5, v6, v9}, Lcom/tidemark/invoices/Event$ExportWritten;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)V

    check-cast v2, Lcom/tidemark/invoices/Event;

    invoke-virtual {v12}, Ljava/io/File;->getPath()Ljava/lang/String;

    move-result-object v3

    const-string v5, "getPath(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2, v3}, Lcom/tidemark/invoices/WorkResult$Success;-><init>(Lcom/tidemark/invoices/Event;Ljava/lang/String;)V

    check-cast v0, Lcom/tidemark/invoices/WorkResult;

    return-object v0
.end method


# virtual methods
.method protected findOperation(Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 14

    instance-of v0, p3, Lcom/tidemark/invoices/ExportProvider$findOperation$1;

    if-eqz v0, :cond_0

    move-object v0, p3

    check-cast v0, Lcom/tidemark/invoices/ExportProvider$findOperation$1;

    move-object v8, v0

    iget v0, v8, Lcom/tidemark/invoices/ExportProvider$findOperation$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v8, Lcom/tidemark/invoices/ExportProvider$findOperation$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v8, Lcom/tidemark/invoices/ExportProvider$findOperation$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v8, Lcom/tidemark/invoices/ExportProvider$findOperation$1;

    invoke-direct {v8, p0, p3}, Lcom/tidemark/invoices/ExportProvider$findOperation$1;-><init>(Lcom/tidemark/invoices/ExportProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v7, v8, Lcom/tidemark/invoices/ExportProvider$findOperation$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v9

    .line 52
    iget v0, v8, Lcom/tidemark/invoices/ExportProvider$findOperation$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_3

    :pswitch_0
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 53
    invoke-virtual {p0}, Lcom/tidemark/invoices/ExportProvider;->getRepo()Lcom/tidemark/invoices/Repository;

    move-result-object v0

    iput-object p1, v8, Lcom/tidemark/invoices/ExportProvider$findOperation$1;->L$0:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v8, Lcom/tidemark/invoices/ExportProvider$findOperation$1;->L$1:Ljava/lang/Object;

    const/4 v3, 0x1

    iput v3, v8, Lcom/tidemark/invoices/ExportProvider$findOperation$1;->label:I

    invoke-virtual {v0, p2, v8}, Lcom/tidemark/invoices/Repository;->operation(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v9, :cond_1

    .line 52
    return-object v9

    :pswitch_1
    iget-object p2, v8, Lcom/tidemark/invoices/ExportProvider$findOperation$1;->L$1:Ljava/lang/Object;

    check-cast p2, Ljava/lang/String;

    iget-object p1, v8, Lcom/tidemark/invoices/ExportProvider$findOperation$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lcom/tidemark/invoices/ToolCall;

    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v7

    .line 53
    :cond_1
    check-cast v0, Lcom/tidemark/invoices/OperationRow;

    if-eqz v0, :cond_4

    move-object v4, v0

    move-object v5, v4

    .line 140
    const/4 v6, 0x0

    .line 53
    invoke-virtual {v5}, Lcom/tidemark/invoices/OperationRow;->getOwnerUid()I

    move-result v0

    invoke-virtual {p1}, Lcom/tidemark/invoices/ToolCall;->getUid()I

    move-result v1

    if-ne v0, v1, :cond_2

    invoke-virtual {v5}, Lcom/tidemark/invoices/OperationRow;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lcom/tidemark/invoices/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v0, 0x1

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_3

    move-object v0, v4

    goto :goto_2

    :cond_3
    const/4 v0, 0x0

    goto :goto_2

    :cond_4
    const/4 v0, 0x0

    :goto_2
    return-object v0

    .line 52
    :goto_3
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method public getDescription()Ljava/lang/String;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/tidemark/invoices/ExportProvider;->description:Ljava/lang/String;

    return-object v0
.end method

.method protected getHandlers()Ljava/util/Map;
    .registers 2

    .line 39
    iget-object v0, p0, Lcom/tidemark/invoices/ExportProvider;->handlers:Ljava/util/Map;

    return-object v0
.end method

.method public getProviderId()Ljava/lang/String;
    .registers 2

    .line 19
    iget-object v0, p0, Lcom/tidemark/invoices/ExportProvider;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public getRevision()Ljava/lang/String;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/tidemark/invoices/ExportProvider;->revision:Ljava/lang/String;

    return-object v0
.end method

.method public getScopes()Lorg/json/JSONArray;
    .registers 2

    .line 23
    iget-object v0, p0, Lcom/tidemark/invoices/ExportProvider;->scopes:Lorg/json/JSONArray;

    return-object v0
.end method

.method public getTools()Ljava/util/List;
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/tidemark/invoices/ExportProvider;->tools:Ljava/util/List;

    return-object v0
.end method

.method protected resultOf(Lcom/tidemark/invoices/OperationRow;)Lcom/tidemark/invoices/FileResult;
    .registers 7

    const-string v1, "op"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    new-instance v0, Ljava/io/File;

    invoke-virtual {p1}, Lcom/tidemark/invoices/OperationRow;->getResultPath()Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_0

    const/4 v2, 0x0

    return-object v2

    :cond_0
    invoke-direct {v0, v2}, Ljava/io/File;-><init>(Ljava/lang/String;)V

    move-object v4, v0

    .line 57
    invoke-virtual {v4}, Ljava/io/File;->exists()Z

    move-result v0

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return-object v0

    .line 58
    :cond_1
    sget-object v0, Lcom/tidemark/invoices/FileResults;->INSTANCE:Lcom/tidemark/invoices/FileResults;

    const-string v2, "text/csv"

    const/high16 v3, 0x30000000

    invoke-virtual {v0, v4, v2, v3}, Lcom/tidemark/invoices/FileResults;->open(Ljava/io/File;Ljava/lang/String;I)Lcom/tidemark/invoices/FileResult;

    move-result-object v0

    return-object v0
.end method

.method protected run(Lcom/tidemark/invoices/ToolCall;Lcom/tidemark/invoices/ToolSpec;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 10

    .line 45
    invoke-virtual {p2}, Lcom/tidemark/invoices/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_exports"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto :goto_0

    :sswitch_1
    const-string v1, "purge_exports"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    goto :goto_0

    :sswitch_2
    const-string v1, "export_ledger"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    .line 46
    :cond_0
    invoke-direct {p0, p1, p3}, Lcom/tidemark/invoices/ExportProvider;->listExports(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 50
    return-object v0

    .line 47
    :cond_1
    invoke-direct {p0, p1, p3}, Lcom/tidemark/invoices/ExportProvider;->queueExport(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 50
    return-object v0

    .line 48
    :cond_2
    invoke-direct {p0, p1, p3}, Lcom/tidemark/invoices/ExportProvider;->purge(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 50
    return-object v0

    .line 49
    :goto_0
    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "No tool of that name."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    .line 50
    return-object v0

    :sswitch_data_0
    .sparse-switch
        0x32705fab -> :sswitch_1
        0x3cd8c454 -> :sswitch_2
        0x7b483c9e -> :sswitch_0
    .end sparse-switch
.end method
