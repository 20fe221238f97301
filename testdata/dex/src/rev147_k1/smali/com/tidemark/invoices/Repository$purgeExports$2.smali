.class final Lcom/tidemark/invoices/Repository$purgeExports$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Repository.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $call:Lcom/tidemark/invoices/ToolCall;

.field final synthetic $event:Lcom/tidemark/invoices/Event$Purged;

.field final synthetic $provider:Ljava/lang/String;

.field final synthetic $reply:Lorg/json/JSONObject;

.field label:I

.field final synthetic this$0:Lcom/tidemark/invoices/Repository;


# direct methods
.method constructor <init>(Lcom/tidemark/invoices/Event$Purged;Lcom/tidemark/invoices/Repository;Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    .registers 8

    iput-object p1, p0, Lcom/tidemark/invoices/Repository$purgeExports$2;->$event:Lcom/tidemark/invoices/Event$Purged;

    iput-object p2, p0, Lcom/tidemark/invoices/Repository$purgeExports$2;->this$0:Lcom/tidemark/invoices/Repository;

    iput-object p3, p0, Lcom/tidemark/invoices/Repository$purgeExports$2;->$call:Lcom/tidemark/invoices/ToolCall;

    iput-object p4, p0, Lcom/tidemark/invoices/Repository$purgeExports$2;->$provider:Ljava/lang/String;

    iput-object p5, p0, Lcom/tidemark/invoices/Repository$purgeExports$2;->$reply:Lorg/json/JSONObject;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p6}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 10

    new-instance v0, Lcom/tidemark/invoices/Repository$purgeExports$2;

    iget-object v2, p0, Lcom/tidemark/invoices/Repository$purgeExports$2;->$event:Lcom/tidemark/invoices/Event$Purged;

    iget-object v3, p0, Lcom/tidemark/invoices/Repository$purgeExports$2;->this$0:Lcom/tidemark/invoices/Repository;

    iget-object v4, p0, Lcom/tidemark/invoices/Repository$purgeExports$2;->$call:Lcom/tidemark/invoices/ToolCall;

    iget-object v5, p0, Lcom/tidemark/invoices/Repository$purgeExports$2;->$provider:Ljava/lang/String;

    iget-object v6, p0, Lcom/tidemark/invoices/Repository$purgeExports$2;->$reply:Lorg/json/JSONObject;

    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, p2

    invoke-direct/range {v0 .. v6}, Lcom/tidemark/invoices/Repository$purgeExports$2;-><init>(Lcom/tidemark/invoices/Event$Purged;Lcom/tidemark/invoices/Repository;Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/tidemark/invoices/Repository$purgeExports$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/tidemark/invoices/Repository$purgeExports$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Repository$purgeExports$2;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/tidemark/invoices/Repository$purgeExports$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 27

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 97
    move-object/from16 v0, p0

    iget v0, v0, Lcom/tidemark/invoices/Repository$purgeExports$2;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_3

    :pswitch_0
    move-object/from16 v0, p1

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 98
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidemark/invoices/Repository$purgeExports$2;->$event:Lcom/tidemark/invoices/Event$Purged;

    invoke-virtual {v0}, Lcom/tidemark/invoices/Event$Purged;->getOlderThanMs()J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v9

    .line 99
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidemark/invoices/Repository$purgeExports$2;->this$0:Lcom/tidemark/invoices/Repository;

    invoke-static {v0}, Lcom/tidemark/invoices/Repository;->access$getDb$p(Lcom/tidemark/invoices/Repository;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v11, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object v9, v11, v3

    const-string v1, "SELECT path FROM exports WHERE created_at < ? AND path IS NOT NULL"

    invoke-static {v0, v1, v11}, Lcom/tidemark/invoices/CursorExtKt;->cursor(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v11

    const/4 v12, 0x0

    .line 178
    move-object v0, v11

    check-cast v0, Ljava/io/Closeable;

    move-object v13, v0

    const/4 v14, 0x0

    :try_start_0
    move-object v0, v13

    check-cast v0, Landroid/database/Cursor;

    move-object v15, v0

    const/16 v16, 0x0

    .line 179
    new-instance v0, Ljava/util/ArrayList;

    invoke-interface {v15}, Landroid/database/Cursor;->getCount()I

    move-result v2

    invoke-direct {v0, v2}, Ljava/util/ArrayList;-><init>(I)V

    move-object/from16 v17, v0

    .line 180
    :goto_0
    invoke-interface {v15}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_1

    move-object/from16 v18, v15

    move-object/from16 v24, v17

    const/16 v19, 0x0

    .line 99
    move-object/from16 v0, v18

    const-string v1, "path"

    invoke-static {v0, v1}, Lcom/tidemark/invoices/CursorExtKt;->text(Landroid/database/Cursor;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    .line 180
    :cond_0
    move-object v1, v0

    move-object/from16 v0, v24

    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 178
    :cond_1
    move-object/from16 v15, v17
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v13, v14}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v15

    goto :goto_1

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

    :goto_1
    check-cast v0, Ljava/util/List;

    .line 99
    move-object v10, v0

    .line 100
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v11

    .line 101
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidemark/invoices/Repository$purgeExports$2;->this$0:Lcom/tidemark/invoices/Repository;

    invoke-static {v0}, Lcom/tidemark/invoices/Repository;->access$getDb$p(Lcom/tidemark/invoices/Repository;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v13

    move-object/from16 v0, p0

    iget-object v14, v0, Lcom/tidemark/invoices/Repository$purgeExports$2;->$call:Lcom/tidemark/invoices/ToolCall;

    move-object/from16 v0, p0

    iget-object v15, v0, Lcom/tidemark/invoices/Repository$purgeExports$2;->$provider:Ljava/lang/String;

    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidemark/invoices/Repository$purgeExports$2;->$reply:Lorg/json/JSONObject;

    move-object/from16 v16, v0

    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidemark/invoices/Repository$purgeExports$2;->$event:Lcom/tidemark/invoices/Event$Purged;

    move-object/from16 v17, v0

    const/16 v18, 0x0

    .line 183
    invoke-virtual {v13}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 185
    :try_start_2
    move-object/from16 v19, v13

    const/16 v20, 0x0

    .line 102
    const/4 v3, 0x7

    new-array v3, v3, [Lkotlin/Pair;

    move-object/from16 v21, v3

    invoke-virtual {v14}, Lcom/tidemark/invoices/ToolCall;->getUid()I

    move-result v6

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;

    move-result-object v6

    const-string v5, "uid"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v21, v4

    const-string v5, "provider"

    invoke-static {v5, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x1

    aput-object v5, v21, v4

    invoke-virtual {v14}, Lcom/tidemark/invoices/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v6

    const-string v5, "request_id"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x2

    aput-object v5, v21, v4

    .line 103
    invoke-virtual {v14}, Lcom/tidemark/invoices/ToolCall;->getToolName()Ljava/lang/String;

    move-result-object v6

    const-string v5, "tool"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x3

    aput-object v5, v21, v4

    invoke-virtual {v14}, Lcom/tidemark/invoices/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v6

    const-string v5, "args_digest"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x4

    aput-object v5, v21, v4

    invoke-interface {v10}, Ljava/util/List;->size()I

    move-result v8

    move-object/from16 v6, v16

    const-string v7, "deleted"

    invoke-virtual {v6, v7, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v6

    invoke-virtual {v6}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v6

    const-string v5, "reply"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x5

    aput-object v5, v21, v4

    invoke-static {v11, v12}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v6

    const-string v5, "at"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x6

    aput-object v5, v21, v4

    .line 102
    move-object/from16 v3, v21

    invoke-static {v3}, Lcom/tidemark/invoices/CursorExtKt;->valuesOf([Lkotlin/Pair;)Landroid/content/ContentValues;

    move-result-object v3

    move-object/from16 v0, v19

    const-string v1, "requests"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 104
    const/4 v3, 0x4

    new-array v3, v3, [Lkotlin/Pair;

    move-object/from16 v21, v3

    move-object/from16 v6, v17

    invoke-virtual {v6}, Lcom/tidemark/invoices/Event$Purged;->getAggregate()Ljava/lang/String;

    move-result-object v6

    const-string v5, "aggregate"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v21, v4

    move-object/from16 v6, v17

    invoke-virtual {v6}, Lcom/tidemark/invoices/Event$Purged;->getType()Ljava/lang/String;

    move-result-object v6

    const-string v5, "type"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x1

    aput-object v5, v21, v4

    .line 105
    move-object/from16 v6, v17

    invoke-virtual {v6}, Lcom/tidemark/invoices/Event$Purged;->payload()Lorg/json/JSONObject;

    move-result-object v6

    invoke-virtual {v6}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v6

    const-string v5, "payload"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x2

    aput-object v5, v21, v4

    invoke-static {v11, v12}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v6

    const-string v5, "at"

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v4, 0x3

    aput-object v5, v21, v4

    .line 104
    move-object/from16 v3, v21

    invoke-static {v3}, Lcom/tidemark/invoices/CursorExtKt;->valuesOf([Lkotlin/Pair;)Landroid/content/ContentValues;

    move-result-object v3

    move-object/from16 v0, v19

    const-string v1, "events"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 106
    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    move-object/from16 v21, v3

    const/4 v4, 0x0

    aput-object v9, v21, v4

    move-object/from16 v0, v19

    const-string v1, "exports"

    const-string v2, "created_at < ?"

    move-object/from16 v3, v21

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v22

    .line 186
    invoke-virtual {v13}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 187
    move/from16 v23, v22
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_1

    .line 189
    invoke-virtual {v13}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 187
    goto :goto_2

    .line 189
    :catchall_1
    move-exception v23

    invoke-virtual {v13}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    throw v23

    .line 108
    :goto_2
    return-object v10

    .line 97
    :goto_3
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
