.class final Lcom/tidemark/invoices/Repository$rows$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Repository.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $args:[Ljava/lang/String;

.field final synthetic $row:Lkotlin/jvm/functions/Function1;

.field final synthetic $sql:Ljava/lang/String;

.field label:I

.field final synthetic this$0:Lcom/tidemark/invoices/Repository;


# direct methods
.method constructor <init>(Lcom/tidemark/invoices/Repository;Ljava/lang/String;[Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)V
    .registers 7

    iput-object p1, p0, Lcom/tidemark/invoices/Repository$rows$2;->this$0:Lcom/tidemark/invoices/Repository;

    iput-object p2, p0, Lcom/tidemark/invoices/Repository$rows$2;->$sql:Ljava/lang/String;

    iput-object p3, p0, Lcom/tidemark/invoices/Repository$rows$2;->$args:[Ljava/lang/String;

    iput-object p4, p0, Lcom/tidemark/invoices/Repository$rows$2;->$row:Lkotlin/jvm/functions/Function1;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 9

    new-instance v0, Lcom/tidemark/invoices/Repository$rows$2;

    iget-object v2, p0, Lcom/tidemark/invoices/Repository$rows$2;->this$0:Lcom/tidemark/invoices/Repository;

    iget-object v3, p0, Lcom/tidemark/invoices/Repository$rows$2;->$sql:Ljava/lang/String;

    iget-object v4, p0, Lcom/tidemark/invoices/Repository$rows$2;->$args:[Ljava/lang/String;

    iget-object v5, p0, Lcom/tidemark/invoices/Repository$rows$2;->$row:Lkotlin/jvm/functions/Function1;

    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move-object v4, v5

    move-object v5, p2

    invoke-direct/range {v0 .. v5}, Lcom/tidemark/invoices/Repository$rows$2;-><init>(Lcom/tidemark/invoices/Repository;Ljava/lang/String;[Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/tidemark/invoices/Repository$rows$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/tidemark/invoices/Repository$rows$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Repository$rows$2;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/tidemark/invoices/Repository$rows$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 14

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 65
    iget v0, p0, Lcom/tidemark/invoices/Repository$rows$2;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_2

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 66
    iget-object v0, p0, Lcom/tidemark/invoices/Repository$rows$2;->this$0:Lcom/tidemark/invoices/Repository;

    invoke-static {v0}, Lcom/tidemark/invoices/Repository;->access$getDb$p(Lcom/tidemark/invoices/Repository;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    iget-object v1, p0, Lcom/tidemark/invoices/Repository$rows$2;->$sql:Ljava/lang/String;

    iget-object v2, p0, Lcom/tidemark/invoices/Repository$rows$2;->$args:[Ljava/lang/String;

    iget-object v3, p0, Lcom/tidemark/invoices/Repository$rows$2;->$args:[Ljava/lang/String;

    array-length v3, v3

    invoke-static {v2, v3}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;

    move-result-object v2

    check-cast v2, [Ljava/lang/String;

    invoke-static {v0, v1, v2}, Lcom/tidemark/invoices/CursorExtKt;->cursor(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v4

    iget-object v5, p0, Lcom/tidemark/invoices/Repository$rows$2;->$row:Lkotlin/jvm/functions/Function1;

    const/4 v6, 0x0

    .line 178
    move-object v0, v4

    check-cast v0, Ljava/io/Closeable;

    move-object v7, v0

    const/4 v8, 0x0

    :try_start_0
    move-object v0, v7

    check-cast v0, Landroid/database/Cursor;

    move-object v9, v0

    const/4 v10, 0x0

    .line 179
    new-instance v11, Ljava/util/ArrayList;

    invoke-interface {v9}, Landroid/database/Cursor;->getCount()I

    move-result v2

    invoke-direct {v11, v2}, Ljava/util/ArrayList;-><init>(I)V

    .line 180
    :goto_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v5, v9}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    invoke-virtual {v11, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 178
    :cond_0
    move-object v9, v11
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v7, v8}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v9

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v10

    move-object v8, v10

    throw v10
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v10

    invoke-static {v7, v8}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v10

    :goto_1
    check-cast v0, Ljava/util/List;

    .line 66
    return-object v0

    .line 65
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
