.class final Lapp/quire/reader/data/RequestRepository$find$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "RequestRepository.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $key:Ljava/lang/String;

.field label:I

.field final synthetic this$0:Lapp/quire/reader/data/RequestRepository;


# direct methods
.method constructor <init>(Lapp/quire/reader/data/RequestRepository;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 5

    iput-object p1, p0, Lapp/quire/reader/data/RequestRepository$find$2;->this$0:Lapp/quire/reader/data/RequestRepository;

    iput-object p2, p0, Lapp/quire/reader/data/RequestRepository$find$2;->$key:Ljava/lang/String;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6

    new-instance v0, Lapp/quire/reader/data/RequestRepository$find$2;

    iget-object v1, p0, Lapp/quire/reader/data/RequestRepository$find$2;->this$0:Lapp/quire/reader/data/RequestRepository;

    iget-object v2, p0, Lapp/quire/reader/data/RequestRepository$find$2;->$key:Ljava/lang/String;

    invoke-direct {v0, v1, v2, p2}, Lapp/quire/reader/data/RequestRepository$find$2;-><init>(Lapp/quire/reader/data/RequestRepository;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lapp/quire/reader/data/RequestRepository$find$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lapp/quire/reader/data/RequestRepository$find$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/data/RequestRepository$find$2;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lapp/quire/reader/data/RequestRepository$find$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 22

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 14
    move-object/from16 v0, p0

    iget v0, v0, Lapp/quire/reader/data/RequestRepository$find$2;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_3

    :pswitch_0
    move-object/from16 v0, p1

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 15
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quire/reader/data/RequestRepository$find$2;->this$0:Lapp/quire/reader/data/RequestRepository;

    invoke-static {v0}, Lapp/quire/reader/data/RequestRepository;->access$getDb$p(Lapp/quire/reader/data/RequestRepository;)Lapp/quire/reader/data/QuireDb;

    move-result-object v0

    invoke-virtual {v0}, Lapp/quire/reader/data/QuireDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 16
    const/4 v2, 0x3

    new-array v8, v2, [Ljava/lang/String;

    const-string v4, "tool"

    const/4 v3, 0x0

    aput-object v4, v8, v3

    const-string v4, "args_digest"

    const/4 v3, 0x1

    aput-object v4, v8, v3

    const-string v4, "outcome"

    const/4 v3, 0x2

    aput-object v4, v8, v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object v2, v8

    move-object v8, v4

    move-object/from16 v6, p0

    iget-object v6, v6, Lapp/quire/reader/data/RequestRepository$find$2;->$key:Ljava/lang/String;

    const/4 v5, 0x0

    aput-object v6, v8, v5

    .line 15
    move-object v4, v8

    const-string v1, "requests"

    const-string v3, "dedup_key = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    check-cast v8, Ljava/io/Closeable;

    .line 17
    const/4 v9, 0x0

    :try_start_0
    move-object v0, v8

    check-cast v0, Landroid/database/Cursor;

    move-object v10, v0

    const/4 v11, 0x0

    .line 18
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    goto :goto_1

    .line 19
    :cond_0
    const/4 v1, 0x0

    invoke-interface {v10, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    const-string v2, "getString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v2, 0x1

    invoke-interface {v10, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    const-string v3, "getString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v3, 0x2

    invoke-interface {v10, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    if-eqz v2, :cond_1

    move-object v12, v2

    .line 48
    move-object v13, v1

    move-object v14, v0

    const/4 v15, 0x0

    .line 19
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v12}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    move-object/from16 v16, v0

    move-object v0, v14

    move-object v1, v13

    move-object/from16 v2, v16

    goto :goto_0

    :cond_1
    const/4 v2, 0x0

    :goto_0
    move-object/from16 v17, v2

    move-object/from16 v18, v1

    move-object/from16 v19, v0

    new-instance v0, Lapp/quire/reader/data/RequestRow;

    move-object/from16 v2, v19

    move-object/from16 v3, v18

    move-object/from16 v4, v17

    invoke-direct {v0, v2, v3, v4}, Lapp/quire/reader/data/RequestRow;-><init>(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V

    .line 17
    :goto_1
    move-object v10, v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v10

    goto :goto_2

    :catch_0
    :try_start_1
    move-exception v11

    move-object v9, v11

    throw v11
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v11

    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v11

    .line 20
    :goto_2
    return-object v0

    .line 14
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
