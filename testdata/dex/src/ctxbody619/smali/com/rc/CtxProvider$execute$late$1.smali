.class final Lcom/rc/CtxProvider$execute$late$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Endpoint.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field label:I
.field final synthetic this$0:Lcom/rc/CtxProvider;
.field final synthetic $extras:Landroid/os/Bundle;


# direct methods
.method constructor <init>(Lcom/rc/CtxProvider;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v3, v2, Lcom/rc/CtxProvider$execute$late$1;->this$0:Lcom/rc/CtxProvider;
    iput-object v4, v2, Lcom/rc/CtxProvider$execute$late$1;->$extras:Landroid/os/Bundle;
    const/4 v1, 0x2
    invoke-direct {v2, v1, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 57
    iget v0, v3, Lcom/rc/CtxProvider$execute$late$1;->label:I
    packed-switch v0, :sw_8
    goto :L47
:L28
    invoke-static {v4}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 57
    iget-object v0, v3, Lcom/rc/CtxProvider$execute$late$1;->this$0:Lcom/rc/CtxProvider;
    iget-object v1, v3, Lcom/rc/CtxProvider$execute$late$1;->$extras:Landroid/os/Bundle;
    invoke-virtual {v0, v1}, Lcom/rc/CtxProvider;->expired(Landroid/os/Bundle;)Z
    move-result v0
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object v0
    return-object v0
:L47
    .line 57
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/rc/CtxProvider$execute$late$1;
    iget-object v2, v4, Lcom/rc/CtxProvider$execute$late$1;->this$0:Lcom/rc/CtxProvider;
    iget-object v3, v4, Lcom/rc/CtxProvider$execute$late$1;->$extras:Landroid/os/Bundle;
    invoke-direct {v0, v2, v3, v6}, Lcom/rc/CtxProvider$execute$late$1;-><init>(Lcom/rc/CtxProvider;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/rc/CtxProvider$execute$late$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/rc/CtxProvider$execute$late$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/rc/CtxProvider$execute$late$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, v4
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, v5
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {v3, v1, v2}, Lcom/rc/CtxProvider$execute$late$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

