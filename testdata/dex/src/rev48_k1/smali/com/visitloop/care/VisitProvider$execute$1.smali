.class final Lcom/visitloop/care/VisitProvider$execute$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "VisitProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nVisitProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 VisitProvider.kt\ncom/visitloop/care/VisitProvider$execute$1\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,134:1\n1#2:135\n*E\n"
.end annotation

.field  L$1:Ljava/lang/Object;
.field  label:I
.field private synthetic L$0:Ljava/lang/Object;
.field final synthetic $handler:Lkotlin/jvm/functions/Function2;
.field final synthetic $req:Landroid/os/Bundle;

.method constructor <init>(Lkotlin/jvm/functions/Function2;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/visitloop/care/VisitProvider$execute$1;->$handler:Lkotlin/jvm/functions/Function2;
    iput-object v3, v1, Lcom/visitloop/care/VisitProvider$execute$1;->$req:Landroid/os/Bundle;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 12
    iget-object v0, v10, Lcom/visitloop/care/VisitProvider$execute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/CoroutineScope;
    move-object v3, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 51
    move-object v9, v0
    iget v0, v10, Lcom/visitloop/care/VisitProvider$execute$1;->label:I
    packed-switch v0, :sw_17
    goto :L216
    :L40
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 52
    move-object v4, v3
    iget-object v0, v10, Lcom/visitloop/care/VisitProvider$execute$1;->$handler:Lkotlin/jvm/functions/Function2;
    move-object v5, v0
    iget-object v0, v10, Lcom/visitloop/care/VisitProvider$execute$1;->$req:Landroid/os/Bundle;
    move-object v6, v0
    :t_58
    nop
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v7, v4
    .line 135
    const/4 v0, 0x0
    move v8, v0
    .line 52
    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    iput-object v2, v10, Lcom/visitloop/care/VisitProvider$execute$1;->L$0:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    iput-object v2, v10, Lcom/visitloop/care/VisitProvider$execute$1;->L$1:Ljava/lang/Object;
    const/4 v2, 0x1
    iput v2, v10, Lcom/visitloop/care/VisitProvider$execute$1;->label:I
    invoke-interface {v5, v6, v10}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    :t_101
    if-ne v0, v9, :L128
    .line 51
    return-object v9
    :L110
    const/4 v0, 0x0
    move v8, v0
    iget-object v0, v10, Lcom/visitloop/care/VisitProvider$execute$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/CoroutineScope;
    move-object v7, v0
    :t_122
    nop
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v11
    :L128
    .line 52
    check-cast v0, Landroid/os/Bundle;
    .line 52
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v7, v0
    :t_136
    goto :L155
    :L139
    move-exception v0
    move-object v8, v0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v8}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v7, v0
    :L155
    move-object v4, v7
    .line 52
    invoke-static {v4}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L171
    move-object v0, v4
    goto :L215
    :L171
    move-object v5, v0
    const/4 v0, 0x0
    move v6, v0
    .line 53
    instance-of v0, v5, Lcom/visitloop/care/VisitFailure;
    if-eqz v0, :L195
    check-cast v5, Lcom/visitloop/care/VisitFailure;
    invoke-virtual {v5}, Lcom/visitloop/care/VisitFailure;->getError()Lcom/visitloop/care/VisitError;
    move-result-object v0
    goto :L207
    :L195
    new-instance v0, Lcom/visitloop/care/VisitError$Store;
    invoke-direct {v0, v5}, Lcom/visitloop/care/VisitError$Store;-><init>(Ljava/lang/Throwable;)V
    check-cast v0, Lcom/visitloop/care/VisitError;
    :L207
    move-object v7, v0
    .line 54
    invoke-static {v7}, Lcom/visitloop/care/EnvelopesKt;->toBundle(Lcom/visitloop/care/VisitError;)Landroid/os/Bundle;
    move-result-object v0
    .line 52
    nop
    :L215
    .line 55
    return-object v0
    :L216
    .line 51
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    .catch Ljava/lang/Throwable; {:t_58 .. :t_101} :L139
    .catch Ljava/lang/Throwable; {:t_122 .. :t_136} :L139
    :sw_17
    .packed-switch 0x0
        :L40
        :L110
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/visitloop/care/VisitProvider$execute$1;
    iget-object v1, v4, Lcom/visitloop/care/VisitProvider$execute$1;->$handler:Lkotlin/jvm/functions/Function2;
    iget-object v2, v4, Lcom/visitloop/care/VisitProvider$execute$1;->$req:Landroid/os/Bundle;
    invoke-direct {v0, v1, v2, v6}, Lcom/visitloop/care/VisitProvider$execute$1;-><init>(Lkotlin/jvm/functions/Function2;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    move-object v3, v0
    iput-object v5, v3, Lcom/visitloop/care/VisitProvider$execute$1;->L$0:Ljava/lang/Object;
    check-cast v3, Lkotlin/coroutines/Continuation;
    return-object v3
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/visitloop/care/VisitProvider$execute$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/visitloop/care/VisitProvider$execute$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/visitloop/care/VisitProvider$execute$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/visitloop/care/VisitProvider$execute$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

