.class final Lcom/tidemark/invoices/Repository$finish$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Repository.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $item:Lcom/tidemark/invoices/OutboxItem;

.field final synthetic $result:Lcom/tidemark/invoices/WorkResult;

.field J$0:J

.field label:I

.field final synthetic this$0:Lcom/tidemark/invoices/Repository;


# direct methods
.method constructor <init>(Lcom/tidemark/invoices/Repository;Lcom/tidemark/invoices/WorkResult;Lcom/tidemark/invoices/OutboxItem;Lkotlin/coroutines/Continuation;)V
    .registers 6

    iput-object p1, p0, Lcom/tidemark/invoices/Repository$finish$2;->this$0:Lcom/tidemark/invoices/Repository;

    iput-object p2, p0, Lcom/tidemark/invoices/Repository$finish$2;->$result:Lcom/tidemark/invoices/WorkResult;

    iput-object p3, p0, Lcom/tidemark/invoices/Repository$finish$2;->$item:Lcom/tidemark/invoices/OutboxItem;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7

    new-instance v0, Lcom/tidemark/invoices/Repository$finish$2;

    iget-object v1, p0, Lcom/tidemark/invoices/Repository$finish$2;->this$0:Lcom/tidemark/invoices/Repository;

    iget-object v2, p0, Lcom/tidemark/invoices/Repository$finish$2;->$result:Lcom/tidemark/invoices/WorkResult;

    iget-object v3, p0, Lcom/tidemark/invoices/Repository$finish$2;->$item:Lcom/tidemark/invoices/OutboxItem;

    invoke-direct {v0, v1, v2, v3, p2}, Lcom/tidemark/invoices/Repository$finish$2;-><init>(Lcom/tidemark/invoices/Repository;Lcom/tidemark/invoices/WorkResult;Lcom/tidemark/invoices/OutboxItem;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/tidemark/invoices/Repository$finish$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/tidemark/invoices/Repository$finish$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Repository$finish$2;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/tidemark/invoices/Repository$finish$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 24

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v21

    .line 137
    move-object/from16 v0, p0

    iget v0, v0, Lcom/tidemark/invoices/Repository$finish$2;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_3

    :pswitch_0
    move-object/from16 v0, p1

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 138
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v8

    .line 139
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidemark/invoices/Repository$finish$2;->this$0:Lcom/tidemark/invoices/Repository;

    invoke-static {v0}, Lcom/tidemark/invoices/Repository;->access$getDb$p(Lcom/tidemark/invoices/Repository;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v10

    move-object/from16 v0, p0

    iget-object v11, v0, Lcom/tidemark/invoices/Repository$finish$2;->$result:Lcom/tidemark/invoices/WorkResult;

    move-object/from16 v0, p0

    iget-object v12, v0, Lcom/tidemark/invoices/Repository$finish$2;->$item:Lcom/tidemark/invoices/OutboxItem;

    const/4 v13, 0x0

    .line 178
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 180
    :try_start_0
    move-object v14, v10

    const/4 v15, 0x0

    .line 140
    move-object/from16 v16, v11

    .line 141
    move-object/from16 v0, v16

    instance-of v0, v0, Lcom/tidemark/invoices/WorkResult$Success;

    if-eqz v0, :cond_0

    const/4 v0, 0x3

    new-array v0, v0, [Lkotlin/Pair;

    move-object/from16 v17, v0

    const-string v2, "state"

    const-string v3, "succeeded"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v17, v1

    move-object v3, v11

    check-cast v3, Lcom/tidemark/invoices/WorkResult$Success;

    invoke-virtual {v3}, Lcom/tidemark/invoices/WorkResult$Success;->getResultPath()Ljava/lang/String;

    move-result-object v3

    const-string v2, "result_path"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v17, v1

    invoke-static {v8, v9}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v3

    const-string v2, "updated_at"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x2

    aput-object v2, v17, v1

    move-object/from16 v0, v17

    invoke-static {v0}, Lcom/tidemark/invoices/CursorExtKt;->valuesOf([Lkotlin/Pair;)Landroid/content/ContentValues;

    move-result-object v0

    goto :goto_0

    .line 142
    :cond_0
    move-object/from16 v0, v16

    instance-of v0, v0, Lcom/tidemark/invoices/WorkResult$Failure;

    if-eqz v0, :cond_1

    const/4 v0, 0x4

    new-array v0, v0, [Lkotlin/Pair;

    move-object/from16 v17, v0

    const-string v2, "state"

    const-string v3, "failed"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v17, v1

    move-object v3, v11

    check-cast v3, Lcom/tidemark/invoices/WorkResult$Failure;

    invoke-virtual {v3}, Lcom/tidemark/invoices/WorkResult$Failure;->getCode()Ljava/lang/String;

    move-result-object v3

    const-string v2, "error_code"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v17, v1

    move-object v3, v11

    check-cast v3, Lcom/tidemark/invoices/WorkResult$Failure;

    invoke-virtual {v3}, Lcom/tidemark/invoices/WorkResult$Failure;->getMessage()Ljava/lang/String;

    move-result-object v3

    const-string v2, "error_message"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x2

    aput-object v2, v17, v1

    invoke-static {v8, v9}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v3

    const-string v2, "updated_at"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x3

    aput-object v2, v17, v1

    move-object/from16 v0, v17

    invoke-static {v0}, Lcom/tidemark/invoices/CursorExtKt;->valuesOf([Lkotlin/Pair;)Landroid/content/ContentValues;

    move-result-object v0

    goto :goto_0

    .line 143
    :cond_1
    sget-object v1, Lcom/tidemark/invoices/WorkResult$Cancelled;->INSTANCE:Lcom/tidemark/invoices/WorkResult$Cancelled;

    move-object/from16 v0, v16

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v0, 0x2

    new-array v0, v0, [Lkotlin/Pair;

    move-object/from16 v17, v0

    const-string v2, "state"

    const-string v3, "cancelled"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v17, v1

    invoke-static {v8, v9}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v3

    const-string v2, "updated_at"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v17, v1

    move-object/from16 v0, v17

    invoke-static {v0}, Lcom/tidemark/invoices/CursorExtKt;->valuesOf([Lkotlin/Pair;)Landroid/content/ContentValues;

    move-result-object v0

    goto :goto_0

    .line 140
    :cond_2
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    :goto_0
    move-object/from16 v18, v0

    .line 145
    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object/from16 v16, v4

    invoke-virtual {v12}, Lcom/tidemark/invoices/OutboxItem;->getOperationId()Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v16, v5

    const-string v1, "operations"

    move-object/from16 v2, v18

    const-string v3, "id = ?"

    move-object/from16 v4, v16

    invoke-virtual {v14, v1, v2, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 146
    const/4 v2, 0x1

    new-array v2, v2, [Lkotlin/Pair;

    move-object/from16 v16, v2

    const-string v4, "state"

    const-string v5, "done"

    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v16, v3

    move-object/from16 v2, v16

    invoke-static {v2}, Lcom/tidemark/invoices/CursorExtKt;->valuesOf([Lkotlin/Pair;)Landroid/content/ContentValues;

    move-result-object v2

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object/from16 v16, v4

    invoke-virtual {v12}, Lcom/tidemark/invoices/OutboxItem;->getId()J

    move-result-wide v6

    invoke-static {v6, v7}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v16, v5

    const-string v1, "outbox"

    const-string v3, "id = ?"

    move-object/from16 v4, v16

    invoke-virtual {v14, v1, v2, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 147
    instance-of v0, v11, Lcom/tidemark/invoices/WorkResult$Success;

    if-eqz v0, :cond_3

    .line 148
    const/4 v3, 0x4

    new-array v3, v3, [Lkotlin/Pair;

    move-object/from16 v16, v3

    move-object v6, v11

    check-cast v6, Lcom/tidemark/invoices/WorkResult$Success;

    invoke-virtual {v6}, Lcom/tidemark/invoices/WorkResult$Success;->getEvent()Lcom/tidemark/invoices/Event;

    move-result-object v6

    invoke-interface {v6}, Lcom/tidemark/invoices/Event;->getAggregate()Ljava/lang/String;

    move-result-object v6

    const-string v5, "aggregate"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v16, v4

    move-object v6, v11

    check-cast v6, Lcom/tidemark/invoices/WorkResult$Success;

    invoke-virtual {v6}, Lcom/tidemark/invoices/WorkResult$Success;->getEvent()Lcom/tidemark/invoices/Event;

    move-result-object v6

    invoke-interface {v6}, Lcom/tidemark/invoices/Event;->getType()Ljava/lang/String;

    move-result-object v6

    const-string v5, "type"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x1

    aput-object v5, v16, v4

    .line 149
    move-object v6, v11

    check-cast v6, Lcom/tidemark/invoices/WorkResult$Success;

    invoke-virtual {v6}, Lcom/tidemark/invoices/WorkResult$Success;->getEvent()Lcom/tidemark/invoices/Event;

    move-result-object v6

    invoke-interface {v6}, Lcom/tidemark/invoices/Event;->payload()Lorg/json/JSONObject;

    move-result-object v6

    invoke-virtual {v6}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v6

    const-string v5, "payload"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x2

    aput-object v5, v16, v4

    invoke-static {v8, v9}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v6

    const-string v5, "at"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x3

    aput-object v5, v16, v4

    .line 148
    move-object/from16 v3, v16

    invoke-static {v3}, Lcom/tidemark/invoices/CursorExtKt;->valuesOf([Lkotlin/Pair;)Landroid/content/ContentValues;

    move-result-object v3

    const-string v1, "events"

    const/4 v2, 0x0

    invoke-virtual {v14, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 151
    :cond_3
    sget-object v19, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 181
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 182
    move-object/from16 v20, v19
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 184
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 182
    goto :goto_1

    .line 184
    :catchall_0
    move-exception v20

    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    throw v20

    .line 152
    :goto_1
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidemark/invoices/Repository$finish$2;->$result:Lcom/tidemark/invoices/WorkResult;

    instance-of v0, v0, Lcom/tidemark/invoices/WorkResult$Success;

    if-eqz v0, :cond_5

    .line 153
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidemark/invoices/Repository$finish$2;->this$0:Lcom/tidemark/invoices/Repository;

    move-object/from16 v1, p0

    iget-object v1, v1, Lcom/tidemark/invoices/Repository$finish$2;->$item:Lcom/tidemark/invoices/OutboxItem;

    invoke-virtual {v1}, Lcom/tidemark/invoices/OutboxItem;->getAggregate()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v2, p0

    check-cast v2, Lkotlin/coroutines/Continuation;

    move-object/from16 v3, p0

    iput-wide v8, v3, Lcom/tidemark/invoices/Repository$finish$2;->J$0:J

    const/4 v4, 0x1

    move-object/from16 v3, p0

    iput v4, v3, Lcom/tidemark/invoices/Repository$finish$2;->label:I

    invoke-virtual {v0, v1, v2}, Lcom/tidemark/invoices/Repository;->load(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v21

    if-ne v0, v2, :cond_4

    .line 137
    return-object v21

    :pswitch_1
    move-object/from16 v0, p0

    iget-wide v8, v0, Lcom/tidemark/invoices/Repository$finish$2;->J$0:J

    move-object/from16 v0, p1

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, p1

    :cond_4
    check-cast v0, Lcom/tidemark/invoices/DocState;

    move-object v10, v0

    .line 154
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidemark/invoices/Repository$finish$2;->this$0:Lcom/tidemark/invoices/Repository;

    invoke-static {v0}, Lcom/tidemark/invoices/Repository;->access$getDb$p(Lcom/tidemark/invoices/Repository;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v11

    move-object/from16 v0, p0

    iget-object v12, v0, Lcom/tidemark/invoices/Repository$finish$2;->this$0:Lcom/tidemark/invoices/Repository;

    const/4 v13, 0x0

    .line 185
    invoke-virtual {v11}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 187
    :try_start_1
    move-object v14, v11

    const/4 v15, 0x0

    .line 154
    invoke-static {v12, v14, v10, v8, v9}, Lcom/tidemark/invoices/Repository;->access$project(Lcom/tidemark/invoices/Repository;Landroid/database/sqlite/SQLiteDatabase;Lcom/tidemark/invoices/DocState;J)V

    sget-object v16, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 188
    invoke-virtual {v11}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 189
    move-object/from16 v17, v16
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1

    .line 191
    invoke-virtual {v11}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 189
    goto :goto_2

    .line 191
    :catchall_1
    move-exception v17

    invoke-virtual {v11}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    throw v17

    .line 156
    :cond_5
    :goto_2
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0

    .line 137
    :goto_3
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
