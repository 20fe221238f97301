.class final Lcom/example/r16c/PresenceProvider$call$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "PresenceProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r16c/PresenceProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = null
.end annotation

.annotation runtime Lkotlin/coroutines/jvm/internal/DebugMetadata;
    c = "com.example.r16c.PresenceProvider$call$2"
    f = "PresenceProvider.kt"
    i = {}
    l = {
        0x1e
    }
    m = "invokeSuspend"
    n = {}
    s = {}
.end annotation

.field final synthetic $uid:I
.field label:I
.field final synthetic this$0:Lcom/example/r16c/PresenceProvider;

.method constructor <init>(Lcom/example/r16c/PresenceProvider;ILkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object p1, p0, Lcom/example/r16c/PresenceProvider$call$2;->this$0:Lcom/example/r16c/PresenceProvider;
    iput p2, p0, Lcom/example/r16c/PresenceProvider$call$2;->$uid:I
    const/4 p1, 0x2
    invoke-direct {p0, p1, p3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5
    new-instance p1, Lcom/example/r16c/PresenceProvider$call$2;
    iget-object v0, p0, Lcom/example/r16c/PresenceProvider$call$2;->this$0:Lcom/example/r16c/PresenceProvider;
    iget v1, p0, Lcom/example/r16c/PresenceProvider$call$2;->$uid:I
    invoke-direct {p1, v0, v1, p2}, Lcom/example/r16c/PresenceProvider$call$2;-><init>(Lcom/example/r16c/PresenceProvider;ILkotlin/coroutines/Continuation;)V
    check-cast p1, Lkotlin/coroutines/Continuation;
    return-object p1
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/r16c/PresenceProvider$call$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0, p1, p2}, Lcom/example/r16c/PresenceProvider$call$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object p1
    check-cast p1, Lcom/example/r16c/PresenceProvider$call$2;
    sget-object p2, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {p1, p2}, Lcom/example/r16c/PresenceProvider$call$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 30
    iget v1, p0, Lcom/example/r16c/PresenceProvider$call$2;->label:I
    packed-switch v1, :pswitch_data_0
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, p1
    goto :goto_0
    :pswitch_1
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    iget-object p1, p0, Lcom/example/r16c/PresenceProvider$call$2;->this$0:Lcom/example/r16c/PresenceProvider;
    move-object v1, p0
    check-cast v1, Lkotlin/coroutines/Continuation;
    const/4 v2, 0x1
    iput v2, p0, Lcom/example/r16c/PresenceProvider$call$2;->label:I
    iget v2, p0, Lcom/example/r16c/PresenceProvider$call$2;->$uid:I
    invoke-static {p1, v2, v1}, Lcom/example/r16c/PresenceProvider;->access$pingPeer(Lcom/example/r16c/PresenceProvider;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    if-ne p1, v0, :cond_0
    return-object v0
    :cond_0
    move-object v0, p1
    :goto_0
    return-object v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method
