.class final Lcom/tidemark/invoices/Repository$claimNext$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Repository.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $kinds:Ljava/util/Set;

.field label:I

.field final synthetic this$0:Lcom/tidemark/invoices/Repository;


# direct methods
.method constructor <init>(Ljava/util/Set;Lcom/tidemark/invoices/Repository;Lkotlin/coroutines/Continuation;)V
    .registers 5

    iput-object p1, p0, Lcom/tidemark/invoices/Repository$claimNext$2;->$kinds:Ljava/util/Set;

    iput-object p2, p0, Lcom/tidemark/invoices/Repository$claimNext$2;->this$0:Lcom/tidemark/invoices/Repository;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method

.method public static final invokeSuspend$lambda$0(Ljava/lang/String;)Ljava/lang/CharSequence;
    .registers 2

    .line 121
    const-string v0, "?"

    check-cast v0, Ljava/lang/CharSequence;

    return-object v0
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6

    new-instance v0, Lcom/tidemark/invoices/Repository$claimNext$2;

    iget-object v1, p0, Lcom/tidemark/invoices/Repository$claimNext$2;->$kinds:Ljava/util/Set;

    iget-object v2, p0, Lcom/tidemark/invoices/Repository$claimNext$2;->this$0:Lcom/tidemark/invoices/Repository;

    invoke-direct {v0, v1, v2, p2}, Lcom/tidemark/invoices/Repository$claimNext$2;-><init>(Ljava/util/Set;Lcom/tidemark/invoices/Repository;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/tidemark/invoices/Repository$claimNext$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/tidemark/invoices/Repository$claimNext$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Repository$claimNext$2;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/tidemark/invoices/Repository$claimNext$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 21

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 120
    move-object/from16 v0, p0

    iget v0, v0, Lcom/tidemark/invoices/Repository$claimNext$2;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_3

    :pswitch_0
    move-object/from16 v0, p1

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 121
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidemark/invoices/Repository$claimNext$2;->$kinds:Ljava/util/Set;

    check-cast v0, Ljava/lang/Iterable;

    const-string v1, ","

    check-cast v1, Ljava/lang/CharSequence;

    sget-object v6, Lcom/tidemark/invoices/Repository$claimNext$2$$ExternalSyntheticLambda0;->INSTANCE:Lcom/tidemark/invoices/Repository$claimNext$2$$ExternalSyntheticLambda0;

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/16 v7, 0x1e

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v9

    .line 122
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidemark/invoices/Repository$claimNext$2;->this$0:Lcom/tidemark/invoices/Repository;

    invoke-static {v0}, Lcom/tidemark/invoices/Repository;->access$getDb$p(Lcom/tidemark/invoices/Repository;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "SELECT * FROM outbox WHERE state IN (\'pending\', \'cancel_requested\') AND kind IN ("

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, ") ORDER BY id LIMIT 1"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    .line 123
    move-object/from16 v2, p0

    iget-object v12, v2, Lcom/tidemark/invoices/Repository$claimNext$2;->$kinds:Ljava/util/Set;

    check-cast v12, Ljava/util/Collection;

    const/4 v13, 0x0

    .line 178
    move-object v14, v12

    .line 179
    const/4 v3, 0x0

    new-array v3, v3, [Ljava/lang/String;

    invoke-interface {v14, v3}, Ljava/util/Collection;->toArray([Ljava/lang/Object;)[Ljava/lang/Object;

    move-result-object v11

    .line 123
    check-cast v11, [Ljava/lang/String;

    array-length v3, v11

    invoke-static {v11, v3}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;

    move-result-object v2

    check-cast v2, [Ljava/lang/String;

    .line 122
    invoke-static {v0, v1, v2}, Lcom/tidemark/invoices/CursorExtKt;->cursor(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v11

    .line 123
    const/4 v12, 0x0

    .line 180
    move-object v0, v11

    check-cast v0, Ljava/io/Closeable;

    move-object v13, v0

    const/4 v14, 0x0

    :try_start_0
    move-object v0, v13

    check-cast v0, Landroid/database/Cursor;

    move-object v15, v0

    .line 181
    const/16 v16, 0x0

    .line 180
    invoke-interface {v15}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object/from16 v17, v15

    const/16 v18, 0x0

    .line 123
    move-object/from16 v0, v17

    invoke-static {v0}, Lcom/tidemark/invoices/CursorExtKt;->outboxItem(Landroid/database/Cursor;)Lcom/tidemark/invoices/OutboxItem;

    move-result-object v0

    .line 180
    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v15, v0
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

    .line 122
    :goto_1
    move-object v10, v0

    .line 124
    if-eqz v10, :cond_2

    .line 125
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidemark/invoices/Repository$claimNext$2;->this$0:Lcom/tidemark/invoices/Repository;

    invoke-static {v0}, Lcom/tidemark/invoices/Repository;->access$getDb$p(Lcom/tidemark/invoices/Repository;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v11, v2, [Lkotlin/Pair;

    invoke-virtual {v10}, Lcom/tidemark/invoices/OutboxItem;->getCancelRequested()Z

    move-result v5

    move-object v2, v11

    const-string v1, "outbox"

    const/4 v3, 0x0

    const-string v4, "state"

    if-eqz v5, :cond_1

    const-string v5, "cancelling"

    goto :goto_2

    :cond_1
    const-string v5, "running"

    :goto_2
    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v4

    aput-object v4, v2, v3

    invoke-static {v11}, Lcom/tidemark/invoices/CursorExtKt;->valuesOf([Lkotlin/Pair;)Landroid/content/ContentValues;

    move-result-object v2

    const/4 v4, 0x1

    new-array v11, v4, [Ljava/lang/String;

    invoke-virtual {v10}, Lcom/tidemark/invoices/OutboxItem;->getId()J

    move-result-wide v6

    invoke-static {v6, v7}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v11, v5

    const-string v3, "id = ?"

    invoke-virtual {v0, v1, v2, v3, v11}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 126
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidemark/invoices/Repository$claimNext$2;->this$0:Lcom/tidemark/invoices/Repository;

    invoke-static {v0}, Lcom/tidemark/invoices/Repository;->access$getDb$p(Lcom/tidemark/invoices/Repository;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x2

    new-array v11, v2, [Lkotlin/Pair;

    const-string v4, "state"

    const-string v5, "running"

    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v11, v3

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    invoke-static {v5, v6}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v5

    const-string v4, "updated_at"

    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v4

    const/4 v3, 0x1

    aput-object v4, v11, v3

    invoke-static {v11}, Lcom/tidemark/invoices/CursorExtKt;->valuesOf([Lkotlin/Pair;)Landroid/content/ContentValues;

    move-result-object v2

    const/4 v4, 0x1

    new-array v11, v4, [Ljava/lang/String;

    invoke-virtual {v10}, Lcom/tidemark/invoices/OutboxItem;->getOperationId()Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v11, v5

    const-string v1, "operations"

    const-string v3, "id = ?"

    invoke-virtual {v0, v1, v2, v3, v11}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 128
    :cond_2
    return-object v10

    .line 120
    :goto_3
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method
