.class final Lcom/rc/Endpoint$call$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Endpoint.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field label:I
.field final synthetic this$0:Lcom/rc/Endpoint;
.field final synthetic $request:Landroid/os/Bundle;


# direct methods
.method constructor <init>(Lcom/rc/Endpoint;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v3, v2, Lcom/rc/Endpoint$call$1;->this$0:Lcom/rc/Endpoint;
    iput-object v4, v2, Lcom/rc/Endpoint$call$1;->$request:Landroid/os/Bundle;
    const/4 v1, 0x2
    invoke-direct {v2, v1, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 9
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v6
    .line 31
    iget v0, v7, Lcom/rc/Endpoint$call$1;->label:I
    packed-switch v0, :sw_8
    goto :L86
:L32
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 31
    iget-object v0, v7, Lcom/rc/Endpoint$call$1;->this$0:Lcom/rc/Endpoint;
    iget-object v1, v7, Lcom/rc/Endpoint$call$1;->$request:Landroid/os/Bundle;
    const-string v2, "tool_name"
    const-string v3, ""
    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "getString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iget-object v2, v7, Lcom/rc/Endpoint$call$1;->$request:Landroid/os/Bundle;
    move-object v3, v7
    check-cast v3, Lkotlin/coroutines/Continuation;
    const/4 v5, 0x1
    iput v5, v7, Lcom/rc/Endpoint$call$1;->label:I
    invoke-virtual {v0, v1, v2, v3}, Lcom/rc/Endpoint;->execute(Ljava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v6, :L85
    .line 31
    return-object v6
:L80
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v8
:L85
    .line 31
    return-object v0
:L86
    .line 31
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_8
    .packed-switch 0x0
        :L32
        :L80
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/rc/Endpoint$call$1;
    iget-object v2, v4, Lcom/rc/Endpoint$call$1;->this$0:Lcom/rc/Endpoint;
    iget-object v3, v4, Lcom/rc/Endpoint$call$1;->$request:Landroid/os/Bundle;
    invoke-direct {v0, v2, v3, v6}, Lcom/rc/Endpoint$call$1;-><init>(Lcom/rc/Endpoint;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/rc/Endpoint$call$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/rc/Endpoint$call$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/rc/Endpoint$call$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, v4
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, v5
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {v3, v1, v2}, Lcom/rc/Endpoint$call$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

