.class final Lapp/quire/reader/data/OperationRepository$find$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "OperationRepository.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $id:Ljava/lang/String;

.field final synthetic $requestId:Ljava/lang/String;

.field final synthetic $uid:I

.field label:I

.field final synthetic this$0:Lapp/quire/reader/data/OperationRepository;


# direct methods
.method constructor <init>(Lapp/quire/reader/data/OperationRepository;Ljava/lang/String;ILjava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 7

    iput-object p1, p0, Lapp/quire/reader/data/OperationRepository$find$2;->this$0:Lapp/quire/reader/data/OperationRepository;

    iput-object p2, p0, Lapp/quire/reader/data/OperationRepository$find$2;->$id:Ljava/lang/String;

    iput p3, p0, Lapp/quire/reader/data/OperationRepository$find$2;->$uid:I

    iput-object p4, p0, Lapp/quire/reader/data/OperationRepository$find$2;->$requestId:Ljava/lang/String;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 9

    new-instance v0, Lapp/quire/reader/data/OperationRepository$find$2;

    iget-object v2, p0, Lapp/quire/reader/data/OperationRepository$find$2;->this$0:Lapp/quire/reader/data/OperationRepository;

    iget-object v3, p0, Lapp/quire/reader/data/OperationRepository$find$2;->$id:Ljava/lang/String;

    iget v4, p0, Lapp/quire/reader/data/OperationRepository$find$2;->$uid:I

    iget-object v5, p0, Lapp/quire/reader/data/OperationRepository$find$2;->$requestId:Ljava/lang/String;

    move-object v1, v2

    move-object v2, v3

    move v3, v4

    move-object v4, v5

    move-object v5, p2

    invoke-direct/range {v0 .. v5}, Lapp/quire/reader/data/OperationRepository$find$2;-><init>(Lapp/quire/reader/data/OperationRepository;Ljava/lang/String;ILjava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lapp/quire/reader/data/OperationRepository$find$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lapp/quire/reader/data/OperationRepository$find$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/data/OperationRepository$find$2;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lapp/quire/reader/data/OperationRepository$find$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 23

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 54
    move-object/from16 v0, p0

    iget v0, v0, Lapp/quire/reader/data/OperationRepository$find$2;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_3

    :pswitch_0
    move-object/from16 v0, p1

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 55
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quire/reader/data/OperationRepository$find$2;->this$0:Lapp/quire/reader/data/OperationRepository;

    invoke-static {v0}, Lapp/quire/reader/data/OperationRepository;->access$getDb$p(Lapp/quire/reader/data/OperationRepository;)Lapp/quire/reader/data/QuireDb;

    move-result-object v0

    invoke-virtual {v0}, Lapp/quire/reader/data/QuireDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 56
    const/4 v2, 0x2

    new-array v8, v2, [Ljava/lang/String;

    const-string v4, "state"

    const/4 v3, 0x0

    aput-object v4, v8, v3

    const-string v4, "result"

    const/4 v3, 0x1

    aput-object v4, v8, v3

    .line 57
    const/4 v4, 0x3

    new-array v4, v4, [Ljava/lang/String;

    move-object v2, v8

    move-object v8, v4

    move-object/from16 v6, p0

    iget-object v6, v6, Lapp/quire/reader/data/OperationRepository$find$2;->$id:Ljava/lang/String;

    const/4 v5, 0x0

    aput-object v6, v8, v5

    move-object/from16 v6, p0

    iget v6, v6, Lapp/quire/reader/data/OperationRepository$find$2;->$uid:I

    invoke-static {v6}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x1

    aput-object v6, v8, v5

    move-object/from16 v6, p0

    iget-object v6, v6, Lapp/quire/reader/data/OperationRepository$find$2;->$requestId:Ljava/lang/String;

    const/4 v5, 0x2

    aput-object v6, v8, v5

    .line 55
    move-object v4, v8

    const-string v1, "operations"

    const-string v3, "id = ? AND owner_uid = ? AND request_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    check-cast v8, Ljava/io/Closeable;

    move-object/from16 v0, p0

    iget-object v9, v0, Lapp/quire/reader/data/OperationRepository$find$2;->$id:Ljava/lang/String;

    .line 58
    const/4 v10, 0x0

    :try_start_0
    move-object v0, v8

    check-cast v0, Landroid/database/Cursor;

    move-object v11, v0

    .line 96
    const/4 v12, 0x0

    .line 58
    invoke-interface {v11}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v2, 0x0

    invoke-interface {v11, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    const-string v3, "getString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v3, 0x1

    invoke-interface {v11, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    move-object v0, v9

    if-eqz v2, :cond_0

    move-object v13, v2

    .line 96
    move-object v14, v1

    move-object v15, v0

    const/16 v16, 0x0

    .line 58
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v13}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    move-object/from16 v17, v0

    move-object v0, v15

    move-object v1, v14

    move-object/from16 v2, v17

    goto :goto_0

    :cond_0
    const/4 v2, 0x0

    :goto_0
    move-object/from16 v18, v2

    move-object/from16 v19, v1

    move-object/from16 v20, v0

    new-instance v0, Lapp/quire/reader/data/Operation;

    move-object/from16 v2, v20

    move-object/from16 v3, v19

    move-object/from16 v4, v18

    invoke-direct {v0, v2, v3, v4}, Lapp/quire/reader/data/Operation;-><init>(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    move-object v11, v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v8, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v11

    goto :goto_2

    :catch_0
    :try_start_1
    move-exception v12

    move-object v10, v12

    throw v12
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v12

    invoke-static {v8, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v12

    :goto_2
    return-object v0

    .line 54
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
