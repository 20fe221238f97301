.class final Lcom/berthbook/HarbourLogProvider$call$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "HarbourLogProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field label:I
.field final synthetic this$0:Lcom/berthbook/HarbourLogProvider;
.field final synthetic $ctx:Landroid/content/Context;
.field final synthetic $uid:I
.field final synthetic $first:Ljava/lang/String;
.field final synthetic $method:Ljava/lang/String;
.field final synthetic $req:Landroid/os/Bundle;


# direct methods
.method constructor <init>(Lcom/berthbook/HarbourLogProvider;Landroid/content/Context;ILjava/lang/String;Ljava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    .registers 10
    iput-object v3, v2, Lcom/berthbook/HarbourLogProvider$call$1;->this$0:Lcom/berthbook/HarbourLogProvider;
    iput-object v4, v2, Lcom/berthbook/HarbourLogProvider$call$1;->$ctx:Landroid/content/Context;
    iput v5, v2, Lcom/berthbook/HarbourLogProvider$call$1;->$uid:I
    iput-object v6, v2, Lcom/berthbook/HarbourLogProvider$call$1;->$first:Ljava/lang/String;
    iput-object v7, v2, Lcom/berthbook/HarbourLogProvider$call$1;->$method:Ljava/lang/String;
    iput-object v8, v2, Lcom/berthbook/HarbourLogProvider$call$1;->$req:Landroid/os/Bundle;
    const/4 v1, 0x2
    invoke-direct {v2, v1, v9}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 12
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v9
    .line 33
    iget v0, v10, Lcom/berthbook/HarbourLogProvider$call$1;->label:I
    packed-switch v0, :sw_8
    goto :L88
:L32
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 33
    iget-object v0, v10, Lcom/berthbook/HarbourLogProvider$call$1;->this$0:Lcom/berthbook/HarbourLogProvider;
    iget-object v1, v10, Lcom/berthbook/HarbourLogProvider$call$1;->$ctx:Landroid/content/Context;
    iget v2, v10, Lcom/berthbook/HarbourLogProvider$call$1;->$uid:I
    iget-object v3, v10, Lcom/berthbook/HarbourLogProvider$call$1;->$first:Ljava/lang/String;
    invoke-static {v3}, Lcom/berthbook/CallerPkg;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    iget-object v4, v10, Lcom/berthbook/HarbourLogProvider$call$1;->$method:Ljava/lang/String;
    iget-object v5, v10, Lcom/berthbook/HarbourLogProvider$call$1;->$req:Landroid/os/Bundle;
    move-object v6, v10
    check-cast v6, Lkotlin/coroutines/Continuation;
    const/4 v8, 0x1
    iput v8, v10, Lcom/berthbook/HarbourLogProvider$call$1;->label:I
    invoke-static/range {v0 .. v6}, Lcom/berthbook/HarbourLogProvider;->access$route-tBoLVsU(Lcom/berthbook/HarbourLogProvider;Landroid/content/Context;ILjava/lang/String;Ljava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v9, :L87
    .line 33
    return-object v9
:L82
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v11
:L87
    .line 33
    return-object v0
:L88
    .line 33
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_8
    .packed-switch 0x0
        :L32
        :L82
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 11
    new-instance v0, Lcom/berthbook/HarbourLogProvider$call$1;
    iget-object v2, v8, Lcom/berthbook/HarbourLogProvider$call$1;->this$0:Lcom/berthbook/HarbourLogProvider;
    iget-object v3, v8, Lcom/berthbook/HarbourLogProvider$call$1;->$ctx:Landroid/content/Context;
    iget v4, v8, Lcom/berthbook/HarbourLogProvider$call$1;->$uid:I
    iget-object v5, v8, Lcom/berthbook/HarbourLogProvider$call$1;->$first:Ljava/lang/String;
    iget-object v6, v8, Lcom/berthbook/HarbourLogProvider$call$1;->$method:Ljava/lang/String;
    iget-object v7, v8, Lcom/berthbook/HarbourLogProvider$call$1;->$req:Landroid/os/Bundle;
    move-object v1, v2
    move-object v2, v3
    move v3, v4
    move-object v4, v5
    move-object v5, v6
    move-object v6, v7
    move-object v7, v10
    invoke-direct/range {v0 .. v7}, Lcom/berthbook/HarbourLogProvider$call$1;-><init>(Lcom/berthbook/HarbourLogProvider;Landroid/content/Context;ILjava/lang/String;Ljava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/berthbook/HarbourLogProvider$call$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/berthbook/HarbourLogProvider$call$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/berthbook/HarbourLogProvider$call$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, v4
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, v5
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {v3, v1, v2}, Lcom/berthbook/HarbourLogProvider$call$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

