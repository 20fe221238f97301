.class final Lcom/tidemark/invoices/ExportProvider$writeExport$lines$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "ExportProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $payload:Lorg/json/JSONObject;

.field label:I

.field final synthetic this$0:Lcom/tidemark/invoices/ExportProvider;


# direct methods
.method constructor <init>(Lcom/tidemark/invoices/ExportProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    .registers 5

    iput-object p1, p0, Lcom/tidemark/invoices/ExportProvider$writeExport$lines$1;->this$0:Lcom/tidemark/invoices/ExportProvider;

    iput-object p2, p0, Lcom/tidemark/invoices/ExportProvider$writeExport$lines$1;->$payload:Lorg/json/JSONObject;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method

.method public static final invokeSuspend$lambda$0(Landroid/database/Cursor;)Ljava/lang/String;
    .registers 2

    .line 122
    invoke-static {p0}, Lcom/tidemark/invoices/CursorExtKt;->ledgerLine(Landroid/database/Cursor;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6

    new-instance v0, Lcom/tidemark/invoices/ExportProvider$writeExport$lines$1;

    iget-object v1, p0, Lcom/tidemark/invoices/ExportProvider$writeExport$lines$1;->this$0:Lcom/tidemark/invoices/ExportProvider;

    iget-object v2, p0, Lcom/tidemark/invoices/ExportProvider$writeExport$lines$1;->$payload:Lorg/json/JSONObject;

    invoke-direct {v0, v1, v2, p2}, Lcom/tidemark/invoices/ExportProvider$writeExport$lines$1;-><init>(Lcom/tidemark/invoices/ExportProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/tidemark/invoices/ExportProvider$writeExport$lines$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/tidemark/invoices/ExportProvider$writeExport$lines$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/ExportProvider$writeExport$lines$1;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/tidemark/invoices/ExportProvider$writeExport$lines$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 12

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v9

    .line 120
    iget v0, p0, Lcom/tidemark/invoices/ExportProvider$writeExport$lines$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 121
    iget-object v0, p0, Lcom/tidemark/invoices/ExportProvider$writeExport$lines$1;->this$0:Lcom/tidemark/invoices/ExportProvider;

    invoke-virtual {v0}, Lcom/tidemark/invoices/ExportProvider;->getRepo()Lcom/tidemark/invoices/Repository;

    move-result-object v0

    .line 122
    const/4 v2, 0x2

    new-array v8, v2, [Ljava/lang/String;

    iget-object v4, p0, Lcom/tidemark/invoices/ExportProvider$writeExport$lines$1;->$payload:Lorg/json/JSONObject;

    const-string v5, "from_ms"

    const-wide/16 v6, 0x0

    invoke-virtual {v4, v5, v6, v7}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v4

    invoke-static {v4, v5}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v8, v3

    iget-object v4, p0, Lcom/tidemark/invoices/ExportProvider$writeExport$lines$1;->$payload:Lorg/json/JSONObject;

    const-string v5, "to_ms"

    const-wide/16 v6, 0x0

    invoke-virtual {v4, v5, v6, v7}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v4

    invoke-static {v4, v5}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x1

    aput-object v4, v8, v3

    .line 121
    sget-object v3, Lcom/tidemark/invoices/ExportProvider$writeExport$lines$1$$ExternalSyntheticLambda0;->INSTANCE:Lcom/tidemark/invoices/ExportProvider$writeExport$lines$1$$ExternalSyntheticLambda0;

    move-object v4, p0

    check-cast v4, Lkotlin/coroutines/Continuation;

    const/4 v6, 0x1

    iput v6, p0, Lcom/tidemark/invoices/ExportProvider$writeExport$lines$1;->label:I

    const-string v1, "SELECT number, customer, total_cents, status FROM invoices WHERE updated_at >= ? AND updated_at <= ? ORDER BY number"

    invoke-virtual {v0, v1, v8, v3, v4}, Lcom/tidemark/invoices/Repository;->rows(Ljava/lang/String;[Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v9, :cond_0

    .line 120
    return-object v9

    :pswitch_1
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, p1

    .line 122
    :cond_0
    return-object v0

    .line 120
    :goto_0
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
