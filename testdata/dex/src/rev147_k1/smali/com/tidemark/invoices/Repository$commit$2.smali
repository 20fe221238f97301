.class final Lcom/tidemark/invoices/Repository$commit$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Repository.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $call:Lcom/tidemark/invoices/ToolCall;

.field final synthetic $events:Ljava/util/List;

.field final synthetic $next:Lcom/tidemark/invoices/DocState;

.field final synthetic $provider:Ljava/lang/String;

.field final synthetic $reply:Lorg/json/JSONObject;

.field label:I

.field final synthetic this$0:Lcom/tidemark/invoices/Repository;


# direct methods
.method constructor <init>(Lcom/tidemark/invoices/Repository;Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;Lorg/json/JSONObject;Ljava/util/List;Lcom/tidemark/invoices/DocState;Lkotlin/coroutines/Continuation;)V
    .registers 9

    iput-object p1, p0, Lcom/tidemark/invoices/Repository$commit$2;->this$0:Lcom/tidemark/invoices/Repository;

    iput-object p2, p0, Lcom/tidemark/invoices/Repository$commit$2;->$call:Lcom/tidemark/invoices/ToolCall;

    iput-object p3, p0, Lcom/tidemark/invoices/Repository$commit$2;->$provider:Ljava/lang/String;

    iput-object p4, p0, Lcom/tidemark/invoices/Repository$commit$2;->$reply:Lorg/json/JSONObject;

    iput-object p5, p0, Lcom/tidemark/invoices/Repository$commit$2;->$events:Ljava/util/List;

    iput-object p6, p0, Lcom/tidemark/invoices/Repository$commit$2;->$next:Lcom/tidemark/invoices/DocState;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p7}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 11

    new-instance v0, Lcom/tidemark/invoices/Repository$commit$2;

    iget-object v2, p0, Lcom/tidemark/invoices/Repository$commit$2;->this$0:Lcom/tidemark/invoices/Repository;

    iget-object v3, p0, Lcom/tidemark/invoices/Repository$commit$2;->$call:Lcom/tidemark/invoices/ToolCall;

    iget-object v4, p0, Lcom/tidemark/invoices/Repository$commit$2;->$provider:Ljava/lang/String;

    iget-object v5, p0, Lcom/tidemark/invoices/Repository$commit$2;->$reply:Lorg/json/JSONObject;

    iget-object v6, p0, Lcom/tidemark/invoices/Repository$commit$2;->$events:Ljava/util/List;

    iget-object v7, p0, Lcom/tidemark/invoices/Repository$commit$2;->$next:Lcom/tidemark/invoices/DocState;

    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-object v7, p2

    invoke-direct/range {v0 .. v7}, Lcom/tidemark/invoices/Repository$commit$2;-><init>(Lcom/tidemark/invoices/Repository;Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;Lorg/json/JSONObject;Ljava/util/List;Lcom/tidemark/invoices/DocState;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/tidemark/invoices/Repository$commit$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/tidemark/invoices/Repository$commit$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Repository$commit$2;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/tidemark/invoices/Repository$commit$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 26

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 76
    move-object/from16 v0, p0

    iget v0, v0, Lcom/tidemark/invoices/Repository$commit$2;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_2

    :pswitch_0
    move-object/from16 v0, p1

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 77
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v7

    .line 78
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidemark/invoices/Repository$commit$2;->this$0:Lcom/tidemark/invoices/Repository;

    invoke-static {v0}, Lcom/tidemark/invoices/Repository;->access$getDb$p(Lcom/tidemark/invoices/Repository;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v9

    move-object/from16 v0, p0

    iget-object v10, v0, Lcom/tidemark/invoices/Repository$commit$2;->$call:Lcom/tidemark/invoices/ToolCall;

    move-object/from16 v0, p0

    iget-object v11, v0, Lcom/tidemark/invoices/Repository$commit$2;->$provider:Ljava/lang/String;

    move-object/from16 v0, p0

    iget-object v12, v0, Lcom/tidemark/invoices/Repository$commit$2;->$reply:Lorg/json/JSONObject;

    move-object/from16 v0, p0

    iget-object v13, v0, Lcom/tidemark/invoices/Repository$commit$2;->$events:Ljava/util/List;

    move-object/from16 v0, p0

    iget-object v14, v0, Lcom/tidemark/invoices/Repository$commit$2;->this$0:Lcom/tidemark/invoices/Repository;

    move-object/from16 v0, p0

    iget-object v15, v0, Lcom/tidemark/invoices/Repository$commit$2;->$next:Lcom/tidemark/invoices/DocState;

    const/16 v16, 0x0

    .line 178
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 180
    :try_start_0
    move-object/from16 v17, v9

    const/16 v18, 0x0

    .line 79
    const/4 v3, 0x7

    new-array v3, v3, [Lkotlin/Pair;

    move-object/from16 v19, v3

    invoke-virtual {v10}, Lcom/tidemark/invoices/ToolCall;->getUid()I

    move-result v6

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;

    move-result-object v6

    const-string v5, "uid"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v19, v4

    const-string v5, "provider"

    invoke-static {v5, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x1

    aput-object v5, v19, v4

    invoke-virtual {v10}, Lcom/tidemark/invoices/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v6

    const-string v5, "request_id"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x2

    aput-object v5, v19, v4

    .line 80
    invoke-virtual {v10}, Lcom/tidemark/invoices/ToolCall;->getToolName()Ljava/lang/String;

    move-result-object v6

    const-string v5, "tool"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x3

    aput-object v5, v19, v4

    invoke-virtual {v10}, Lcom/tidemark/invoices/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v6

    const-string v5, "args_digest"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x4

    aput-object v5, v19, v4

    invoke-virtual {v12}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v6

    const-string v5, "reply"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x5

    aput-object v5, v19, v4

    invoke-static {v7, v8}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v6

    const-string v5, "at"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x6

    aput-object v5, v19, v4

    .line 79
    move-object/from16 v3, v19

    invoke-static {v3}, Lcom/tidemark/invoices/CursorExtKt;->valuesOf([Lkotlin/Pair;)Landroid/content/ContentValues;

    move-result-object v3

    move-object/from16 v0, v17

    const-string v1, "requests"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 81
    invoke-interface {v13}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v19

    :cond_0
    :goto_0
    move-object/from16 v0, v19

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    move-object/from16 v0, v19

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v20

    check-cast v20, Lcom/tidemark/invoices/Event;

    .line 82
    const/4 v3, 0x4

    new-array v3, v3, [Lkotlin/Pair;

    move-object/from16 v21, v3

    move-object/from16 v6, v20

    invoke-interface {v6}, Lcom/tidemark/invoices/Event;->getAggregate()Ljava/lang/String;

    move-result-object v6

    const-string v5, "aggregate"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v21, v4

    move-object/from16 v6, v20

    invoke-interface {v6}, Lcom/tidemark/invoices/Event;->getType()Ljava/lang/String;

    move-result-object v6

    const-string v5, "type"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x1

    aput-object v5, v21, v4

    .line 83
    move-object/from16 v6, v20

    invoke-interface {v6}, Lcom/tidemark/invoices/Event;->payload()Lorg/json/JSONObject;

    move-result-object v6

    invoke-virtual {v6}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v6

    const-string v5, "payload"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x2

    aput-object v5, v21, v4

    invoke-static {v7, v8}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v6

    const-string v5, "at"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x3

    aput-object v5, v21, v4

    .line 82
    move-object/from16 v3, v21

    invoke-static {v3}, Lcom/tidemark/invoices/CursorExtKt;->valuesOf([Lkotlin/Pair;)Landroid/content/ContentValues;

    move-result-object v3

    move-object/from16 v0, v17

    const-string v1, "events"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 84
    move-object/from16 v0, v20

    instance-of v0, v0, Lcom/tidemark/invoices/Event$Queued;

    if-eqz v0, :cond_0

    .line 85
    const/4 v3, 0x5

    new-array v3, v3, [Lkotlin/Pair;

    move-object/from16 v21, v3

    move-object/from16 v6, v20

    check-cast v6, Lcom/tidemark/invoices/Event$Queued;

    invoke-interface {v6}, Lcom/tidemark/invoices/Event$Queued;->getOperationId()Ljava/lang/String;

    move-result-object v6

    const-string v5, "id"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v21, v4

    invoke-virtual {v10}, Lcom/tidemark/invoices/ToolCall;->getUid()I

    move-result v6

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;

    move-result-object v6

    const-string v5, "owner_uid"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x1

    aput-object v5, v21, v4

    .line 86
    invoke-virtual {v10}, Lcom/tidemark/invoices/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v6

    const-string v5, "request_id"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x2

    aput-object v5, v21, v4

    const-string v5, "state"

    const-string v6, "queued"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x3

    aput-object v5, v21, v4

    invoke-static {v7, v8}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v6

    const-string v5, "updated_at"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x4

    aput-object v5, v21, v4

    .line 85
    move-object/from16 v3, v21

    invoke-static {v3}, Lcom/tidemark/invoices/CursorExtKt;->valuesOf([Lkotlin/Pair;)Landroid/content/ContentValues;

    move-result-object v3

    move-object/from16 v0, v17

    const-string v1, "operations"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 87
    const/4 v3, 0x7

    new-array v3, v3, [Lkotlin/Pair;

    move-object/from16 v21, v3

    move-object/from16 v6, v20

    check-cast v6, Lcom/tidemark/invoices/Event$Queued;

    invoke-interface {v6}, Lcom/tidemark/invoices/Event$Queued;->getJob()Ljava/lang/String;

    move-result-object v6

    const-string v5, "kind"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v21, v4

    move-object/from16 v6, v20

    invoke-interface {v6}, Lcom/tidemark/invoices/Event;->getAggregate()Ljava/lang/String;

    move-result-object v6

    const-string v5, "aggregate"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x1

    aput-object v5, v21, v4

    .line 88
    move-object/from16 v6, v20

    check-cast v6, Lcom/tidemark/invoices/Event$Queued;

    invoke-interface {v6}, Lcom/tidemark/invoices/Event$Queued;->getOperationId()Ljava/lang/String;

    move-result-object v6

    const-string v5, "operation_id"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x2

    aput-object v5, v21, v4

    invoke-virtual {v10}, Lcom/tidemark/invoices/ToolCall;->getUid()I

    move-result v6

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;

    move-result-object v6

    const-string v5, "owner_uid"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x3

    aput-object v5, v21, v4

    move-object/from16 v6, v20

    invoke-interface {v6}, Lcom/tidemark/invoices/Event;->payload()Lorg/json/JSONObject;

    move-result-object v6

    invoke-virtual {v6}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v6

    const-string v5, "payload"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x4

    aput-object v5, v21, v4

    .line 89
    const-string v5, "state"

    const-string v6, "pending"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x5

    aput-object v5, v21, v4

    invoke-static {v7, v8}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v6

    const-string v5, "created_at"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x6

    aput-object v5, v21, v4

    .line 87
    move-object/from16 v3, v21

    invoke-static {v3}, Lcom/tidemark/invoices/CursorExtKt;->valuesOf([Lkotlin/Pair;)Landroid/content/ContentValues;

    move-result-object v3

    move-object/from16 v0, v17

    const-string v1, "outbox"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    goto/16 :goto_0

    .line 92
    :cond_1
    move-object/from16 v1, v17

    invoke-static {v14, v1, v15, v7, v8}, Lcom/tidemark/invoices/Repository;->access$project(Lcom/tidemark/invoices/Repository;Landroid/database/sqlite/SQLiteDatabase;Lcom/tidemark/invoices/DocState;J)V

    .line 93
    sget-object v22, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 181
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 182
    move-object/from16 v23, v22
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 184
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 182
    goto :goto_1

    .line 184
    :catchall_0
    move-exception v23

    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    throw v23

    .line 94
    :goto_1
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0

    .line 76
    :goto_2
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method
