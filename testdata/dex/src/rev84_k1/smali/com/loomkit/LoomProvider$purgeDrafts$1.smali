.class final Lcom/loomkit/LoomProvider$purgeDrafts$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "LoomProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/loomkit/LoomProvider;

.method constructor <init>(Lcom/loomkit/LoomProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/loomkit/LoomProvider$purgeDrafts$1;->this$0:Lcom/loomkit/LoomProvider;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 10
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 49
    iget v0, v8, Lcom/loomkit/LoomProvider$purgeDrafts$1;->label:I
    packed-switch v0, :sw_8
    goto :L68
    :L28
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 50
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v6, v0
    .line 51
    iget-object v0, v8, Lcom/loomkit/LoomProvider$purgeDrafts$1;->this$0:Lcom/loomkit/LoomProvider;
    invoke-virtual {v0}, Lcom/loomkit/LoomProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "drafts"
    const-string v2, "owner = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v7, v3
    const/4 v4, 0x0
    invoke-static {v6}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v7, v4
    invoke-virtual {v0, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 52
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    :L68
    .line 49
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
    .registers 5
    new-instance v0, Lcom/loomkit/LoomProvider$purgeDrafts$1;
    iget-object v1, v2, Lcom/loomkit/LoomProvider$purgeDrafts$1;->this$0:Lcom/loomkit/LoomProvider;
    invoke-direct {v0, v1, v4}, Lcom/loomkit/LoomProvider$purgeDrafts$1;-><init>(Lcom/loomkit/LoomProvider;Lkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/loomkit/LoomProvider$purgeDrafts$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/loomkit/LoomProvider$purgeDrafts$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/loomkit/LoomProvider$purgeDrafts$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/loomkit/LoomProvider$purgeDrafts$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

