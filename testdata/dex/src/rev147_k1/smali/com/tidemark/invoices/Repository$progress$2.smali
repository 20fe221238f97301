.class final Lcom/tidemark/invoices/Repository$progress$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Repository.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $current:I

.field final synthetic $message:Ljava/lang/String;

.field final synthetic $operationId:Ljava/lang/String;

.field final synthetic $total:I

.field label:I

.field final synthetic this$0:Lcom/tidemark/invoices/Repository;


# direct methods
.method constructor <init>(Lcom/tidemark/invoices/Repository;IILjava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 8

    iput-object p1, p0, Lcom/tidemark/invoices/Repository$progress$2;->this$0:Lcom/tidemark/invoices/Repository;

    iput p2, p0, Lcom/tidemark/invoices/Repository$progress$2;->$current:I

    iput p3, p0, Lcom/tidemark/invoices/Repository$progress$2;->$total:I

    iput-object p4, p0, Lcom/tidemark/invoices/Repository$progress$2;->$message:Ljava/lang/String;

    iput-object p5, p0, Lcom/tidemark/invoices/Repository$progress$2;->$operationId:Ljava/lang/String;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p6}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 10

    new-instance v0, Lcom/tidemark/invoices/Repository$progress$2;

    iget-object v2, p0, Lcom/tidemark/invoices/Repository$progress$2;->this$0:Lcom/tidemark/invoices/Repository;

    iget v3, p0, Lcom/tidemark/invoices/Repository$progress$2;->$current:I

    iget v4, p0, Lcom/tidemark/invoices/Repository$progress$2;->$total:I

    iget-object v5, p0, Lcom/tidemark/invoices/Repository$progress$2;->$message:Ljava/lang/String;

    iget-object v6, p0, Lcom/tidemark/invoices/Repository$progress$2;->$operationId:Ljava/lang/String;

    move-object v1, v2

    move v2, v3

    move v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, p2

    invoke-direct/range {v0 .. v6}, Lcom/tidemark/invoices/Repository$progress$2;-><init>(Lcom/tidemark/invoices/Repository;IILjava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/tidemark/invoices/Repository$progress$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/tidemark/invoices/Repository$progress$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Repository$progress$2;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/tidemark/invoices/Repository$progress$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 10

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 131
    iget v0, p0, Lcom/tidemark/invoices/Repository$progress$2;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 132
    iget-object v0, p0, Lcom/tidemark/invoices/Repository$progress$2;->this$0:Lcom/tidemark/invoices/Repository;

    invoke-static {v0}, Lcom/tidemark/invoices/Repository;->access$getDb$p(Lcom/tidemark/invoices/Repository;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x4

    new-array v7, v2, [Lkotlin/Pair;

    iget v5, p0, Lcom/tidemark/invoices/Repository$progress$2;->$current:I

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;

    move-result-object v5

    const-string v4, "current"

    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v7, v3

    iget v5, p0, Lcom/tidemark/invoices/Repository$progress$2;->$total:I

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;

    move-result-object v5

    const-string v4, "total"

    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v4

    const/4 v3, 0x1

    aput-object v4, v7, v3

    iget-object v5, p0, Lcom/tidemark/invoices/Repository$progress$2;->$message:Ljava/lang/String;

    const-string v4, "message"

    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v4

    const/4 v3, 0x2

    aput-object v4, v7, v3

    .line 133
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    invoke-static {v5, v6}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v5

    const-string v4, "updated_at"

    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v4

    const/4 v3, 0x3

    aput-object v4, v7, v3

    .line 132
    invoke-static {v7}, Lcom/tidemark/invoices/CursorExtKt;->valuesOf([Lkotlin/Pair;)Landroid/content/ContentValues;

    move-result-object v2

    .line 133
    const/4 v4, 0x1

    new-array v7, v4, [Ljava/lang/String;

    iget-object v6, p0, Lcom/tidemark/invoices/Repository$progress$2;->$operationId:Ljava/lang/String;

    const/4 v5, 0x0

    aput-object v6, v7, v5

    .line 132
    const-string v1, "operations"

    const-string v3, "id = ?"

    invoke-virtual {v0, v1, v2, v3, v7}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;

    move-result-object v0

    .line 133
    return-object v0

    .line 131
    :goto_0
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method
