.class final Lcom/example/r17c/ChatProvider$call$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "ChatProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r17c/ChatProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = null
.end annotation

.field final synthetic $args:Lorg/json/JSONObject;

.field final synthetic $tool:Lcom/example/r17c/SuspendTool;

.field final synthetic $uid:I

.field label:I

.method constructor <init>(Lcom/example/r17c/SuspendTool;ILorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object p1, p0, Lcom/example/r17c/ChatProvider$call$1;->$tool:Lcom/example/r17c/SuspendTool;
    iput p2, p0, Lcom/example/r17c/ChatProvider$call$1;->$uid:I
    iput-object p3, p0, Lcom/example/r17c/ChatProvider$call$1;->$args:Lorg/json/JSONObject;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance p1, Lcom/example/r17c/ChatProvider$call$1;
    iget-object v0, p0, Lcom/example/r17c/ChatProvider$call$1;->$tool:Lcom/example/r17c/SuspendTool;
    iget v1, p0, Lcom/example/r17c/ChatProvider$call$1;->$uid:I
    iget-object v2, p0, Lcom/example/r17c/ChatProvider$call$1;->$args:Lorg/json/JSONObject;
    invoke-direct {p1, v0, v1, v2, p2}, Lcom/example/r17c/ChatProvider$call$1;-><init>(Lcom/example/r17c/SuspendTool;ILorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    check-cast p1, Lkotlin/coroutines/Continuation;
    return-object p1
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    invoke-virtual {p0, p1, p2}, Lcom/example/r17c/ChatProvider$call$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object p1
    check-cast p1, Lcom/example/r17c/ChatProvider$call$1;
    sget-object p2, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {p1, p2}, Lcom/example/r17c/ChatProvider$call$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/r17c/ChatProvider$call$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 7
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    iget v1, p0, Lcom/example/r17c/ChatProvider$call$1;->label:I
    packed-switch v1, :pswitch_data_0
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 30
    iget-object p1, p0, Lcom/example/r17c/ChatProvider$call$1;->$tool:Lcom/example/r17c/SuspendTool;
    iget v1, p0, Lcom/example/r17c/ChatProvider$call$1;->$uid:I
    iget-object v2, p0, Lcom/example/r17c/ChatProvider$call$1;->$args:Lorg/json/JSONObject;
    move-object v3, p0
    check-cast v3, Lkotlin/coroutines/Continuation;
    const/4 v4, 0x1
    iput v4, p0, Lcom/example/r17c/ChatProvider$call$1;->label:I
    invoke-interface {p1, v1, v2, v3}, Lcom/example/r17c/SuspendTool;->handle(ILorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    if-ne p1, v0, :cond_0
    return-object v0
    :pswitch_1
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    :cond_0
    return-object p1

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
