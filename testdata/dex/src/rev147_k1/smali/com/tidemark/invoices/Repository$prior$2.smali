.class final Lcom/tidemark/invoices/Repository$prior$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Repository.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $provider:Ljava/lang/String;

.field final synthetic $requestId:Ljava/lang/String;

.field final synthetic $uid:I

.field label:I

.field final synthetic this$0:Lcom/tidemark/invoices/Repository;


# direct methods
.method constructor <init>(Lcom/tidemark/invoices/Repository;ILjava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 7

    iput-object p1, p0, Lcom/tidemark/invoices/Repository$prior$2;->this$0:Lcom/tidemark/invoices/Repository;

    iput p2, p0, Lcom/tidemark/invoices/Repository$prior$2;->$uid:I

    iput-object p3, p0, Lcom/tidemark/invoices/Repository$prior$2;->$provider:Ljava/lang/String;

    iput-object p4, p0, Lcom/tidemark/invoices/Repository$prior$2;->$requestId:Ljava/lang/String;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 9

    new-instance v0, Lcom/tidemark/invoices/Repository$prior$2;

    iget-object v2, p0, Lcom/tidemark/invoices/Repository$prior$2;->this$0:Lcom/tidemark/invoices/Repository;

    iget v3, p0, Lcom/tidemark/invoices/Repository$prior$2;->$uid:I

    iget-object v4, p0, Lcom/tidemark/invoices/Repository$prior$2;->$provider:Ljava/lang/String;

    iget-object v5, p0, Lcom/tidemark/invoices/Repository$prior$2;->$requestId:Ljava/lang/String;

    move-object v1, v2

    move v2, v3

    move-object v3, v4

    move-object v4, v5

    move-object v5, p2

    invoke-direct/range {v0 .. v5}, Lcom/tidemark/invoices/Repository$prior$2;-><init>(Lcom/tidemark/invoices/Repository;ILjava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/tidemark/invoices/Repository$prior$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/tidemark/invoices/Repository$prior$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Repository$prior$2;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/tidemark/invoices/Repository$prior$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 17

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 69
    iget v0, p0, Lcom/tidemark/invoices/Repository$prior$2;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_2

    :pswitch_0
    move-object/from16 v0, p1

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 70
    iget-object v0, p0, Lcom/tidemark/invoices/Repository$prior$2;->this$0:Lcom/tidemark/invoices/Repository;

    invoke-static {v0}, Lcom/tidemark/invoices/Repository;->access$getDb$p(Lcom/tidemark/invoices/Repository;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 71
    const/4 v2, 0x3

    new-array v7, v2, [Ljava/lang/String;

    iget v4, p0, Lcom/tidemark/invoices/Repository$prior$2;->$uid:I

    invoke-static {v4}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v7, v3

    iget-object v4, p0, Lcom/tidemark/invoices/Repository$prior$2;->$provider:Ljava/lang/String;

    const/4 v3, 0x1

    aput-object v4, v7, v3

    iget-object v4, p0, Lcom/tidemark/invoices/Repository$prior$2;->$requestId:Ljava/lang/String;

    const/4 v3, 0x2

    aput-object v4, v7, v3

    .line 70
    const-string v1, "SELECT tool, args_digest, reply FROM requests WHERE uid = ? AND provider = ? AND request_id = ?"

    invoke-static {v0, v1, v7}, Lcom/tidemark/invoices/CursorExtKt;->cursor(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v7

    .line 72
    const/4 v8, 0x0

    .line 178
    move-object v0, v7

    check-cast v0, Ljava/io/Closeable;

    move-object v9, v0

    const/4 v10, 0x0

    :try_start_0
    move-object v0, v9

    check-cast v0, Landroid/database/Cursor;

    move-object v11, v0

    .line 179
    const/4 v12, 0x0

    .line 178
    invoke-interface {v11}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_3

    move-object v13, v11

    const/4 v14, 0x0

    .line 72
    new-instance v0, Lcom/tidemark/invoices/PriorReply;

    const-string v3, "tool"

    invoke-static {v13, v3}, Lcom/tidemark/invoices/CursorExtKt;->text(Landroid/database/Cursor;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_0

    const-string v2, ""

    :cond_0
    const-string v4, "args_digest"

    invoke-static {v13, v4}, Lcom/tidemark/invoices/CursorExtKt;->text(Landroid/database/Cursor;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    if-nez v3, :cond_1

    const-string v3, ""

    :cond_1
    new-instance v4, Lorg/json/JSONObject;

    const-string v6, "reply"

    invoke-static {v13, v6}, Lcom/tidemark/invoices/CursorExtKt;->text(Landroid/database/Cursor;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    if-nez v5, :cond_2

    const-string v5, "{}"

    :cond_2
    invoke-direct {v4, v5}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-direct {v0, v2, v3, v4}, Lcom/tidemark/invoices/PriorReply;-><init>(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V

    .line 178
    goto :goto_0

    :cond_3
    const/4 v0, 0x0

    :goto_0
    move-object v11, v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v11

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v12

    move-object v10, v12

    throw v12
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v12

    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v12

    .line 72
    :goto_1
    return-object v0

    .line 69
    :goto_2
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method
