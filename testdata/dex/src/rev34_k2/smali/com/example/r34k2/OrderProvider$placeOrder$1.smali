.class final Lcom/example/r34k2/OrderProvider$placeOrder$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "OrderProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r34k2/OrderProvider;->placeOrder(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lkotlin/coroutines/jvm/internal/SuspendLambda;",
        "Lkotlin/jvm/functions/Function2<",
        "Lkotlinx/coroutines/CoroutineScope;",
        "Lkotlin/coroutines/Continuation<",
        "-Lkotlin/Unit;>;",
        "Ljava/lang/Object;",
        ">;"
    }
.end annotation

.annotation runtime Lkotlin/coroutines/jvm/internal/DebugMetadata;
    c = "com.example.r34k2.OrderProvider$placeOrder$1"
    f = "OrderProvider.kt"
    i = {}
    l = {}
    m = "invokeSuspend"
    n = {}
    s = {}
.end annotation

.field final synthetic $ctx:Landroid/content/Context;

.field final synthetic $orderId:Ljava/lang/String;

.field label:I

.method constructor <init>(Landroid/content/Context;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object p1, p0, Lcom/example/r34k2/OrderProvider$placeOrder$1;->$ctx:Landroid/content/Context;
    iput-object p2, p0, Lcom/example/r34k2/OrderProvider$placeOrder$1;->$orderId:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance p1, Lcom/example/r34k2/OrderProvider$placeOrder$1;
    iget-object v0, p0, Lcom/example/r34k2/OrderProvider$placeOrder$1;->$ctx:Landroid/content/Context;
    iget-object v1, p0, Lcom/example/r34k2/OrderProvider$placeOrder$1;->$orderId:Ljava/lang/String;
    invoke-direct {p1, v0, v1, p2}, Lcom/example/r34k2/OrderProvider$placeOrder$1;-><init>(Landroid/content/Context;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast p1, Lkotlin/coroutines/Continuation;
    return-object p1
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/r34k2/OrderProvider$placeOrder$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0, p1, p2}, Lcom/example/r34k2/OrderProvider$placeOrder$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object p1
    check-cast p1, Lcom/example/r34k2/OrderProvider$placeOrder$1;
    sget-object p2, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {p1, p2}, Lcom/example/r34k2/OrderProvider$placeOrder$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    .line 53
    iget v0, p0, Lcom/example/r34k2/OrderProvider$placeOrder$1;->label:I
    packed-switch v0, :pswitch_data_0
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 54
    sget-object p1, Lcom/example/r34k2/Receipts;->INSTANCE:Lcom/example/r34k2/Receipts;
    iget-object v0, p0, Lcom/example/r34k2/OrderProvider$placeOrder$1;->$ctx:Landroid/content/Context;
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    iget-object v1, p0, Lcom/example/r34k2/OrderProvider$placeOrder$1;->$orderId:Ljava/lang/String;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-virtual {p1, v0, v1, v2}, Lcom/example/r34k2/Receipts;->email(Landroid/content/Context;Ljava/lang/String;I)V
    .line 55
    sget-object p1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object p1

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method
