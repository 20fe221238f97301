.class final Lcom/seedswap/SwapProvider$onCreate$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "SwapProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nSwapProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 SwapProvider.kt\ncom/seedswap/SwapProvider$onCreate$2\n+ 2 Flow.kt\nkotlinx/coroutines/flow/FlowKt\n*L\n1#1,156:1\n18#2,4:157\n18#2,4:161\n*S KotlinDebug\n*F\n+ 1 SwapProvider.kt\ncom/seedswap/SwapProvider$onCreate$2\n*L\n53#1:157,4\n57#1:161,4\n*E\n"
.end annotation

.field  label:I
.field synthetic L$0:Ljava/lang/Object;
.field final synthetic this$0:Lcom/seedswap/SwapProvider;

.method constructor <init>(Lcom/seedswap/SwapProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/seedswap/SwapProvider$onCreate$2;->this$0:Lcom/seedswap/SwapProvider;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 15
    iget-object v0, v13, Lcom/seedswap/SwapProvider$onCreate$2;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/seedswap/Cmd;
    move-object v6, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 49
    iget v0, v13, Lcom/seedswap/SwapProvider$onCreate$2;->label:I
    packed-switch v0, :sw_16
    goto :L396
    :L36
    invoke-static/range {v14 .. v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 50
    move-object v7, v6
    .line 51
    instance-of v0, v7, Lcom/seedswap/Cmd$Drop;
    if-eqz v0, :L165
    check-cast v6, Lcom/seedswap/Cmd$Drop;
    invoke-virtual {v6}, Lcom/seedswap/Cmd$Drop;->getConfirmed()Z
    move-result v0
    if-eqz v0, :L392
    .line 52
    iget-object v0, v13, Lcom/seedswap/SwapProvider$onCreate$2;->this$0:Lcom/seedswap/SwapProvider;
    invoke-static {v0}, Lcom/seedswap/SwapProvider;->access$getDb$p(Lcom/seedswap/SwapProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    if-nez v0, :L77
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L77
    const-string v1, "offers"
    const-string v2, "id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v8, v3
    const/4 v4, 0x0
    check-cast v6, Lcom/seedswap/Cmd$Drop;
    invoke-virtual {v6}, Lcom/seedswap/Cmd$Drop;->getId()Ljava/lang/String;
    move-result-object v5
    aput-object v5, v8, v4
    invoke-virtual {v0, v1, v2, v8}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 53
    iget-object v0, v13, Lcom/seedswap/SwapProvider$onCreate$2;->this$0:Lcom/seedswap/SwapProvider;
    invoke-static {v0}, Lcom/seedswap/SwapProvider;->access$getOpenOffers$p(Lcom/seedswap/SwapProvider;)Lkotlinx/coroutines/flow/MutableStateFlow;
    move-result-object v0
    move-object v8, v0
    const/4 v0, 0x0
    move v9, v0
    :L116
    .line 157
    nop
    .line 158
    invoke-interface {v8}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v0
    move-object v10, v0
    .line 159
    check-cast v10, Ljava/lang/Number;
    invoke-virtual {v10}, Ljava/lang/Number;->intValue()I
    move-result v0
    move v11, v0
    const/4 v0, 0x0
    move v12, v0
    .line 53
    const/4 v1, 0x1
    sub-int v0, v11, v1
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v0
    .line 159
    move-object v11, v0
    .line 160
    invoke-interface {v8, v10, v11}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L116
    goto :L392
    :L165
    .line 55
    instance-of v0, v7, Lcom/seedswap/Cmd$Release;
    if-eqz v0, :L302
    iget-object v0, v13, Lcom/seedswap/SwapProvider$onCreate$2;->this$0:Lcom/seedswap/SwapProvider;
    check-cast v6, Lcom/seedswap/Cmd$Release;
    invoke-virtual {v6}, Lcom/seedswap/Cmd$Release;->getToken()Ljava/lang/String;
    move-result-object v1
    check-cast v6, Lcom/seedswap/Cmd$Release;
    invoke-virtual {v6}, Lcom/seedswap/Cmd$Release;->getUid()I
    move-result v2
    invoke-static {v0, v1, v2}, Lcom/seedswap/SwapProvider;->access$redeem(Lcom/seedswap/SwapProvider;Ljava/lang/String;I)Z
    move-result v0
    if-eqz v0, :L392
    .line 56
    iget-object v0, v13, Lcom/seedswap/SwapProvider$onCreate$2;->this$0:Lcom/seedswap/SwapProvider;
    invoke-static {v0}, Lcom/seedswap/SwapProvider;->access$getDb$p(Lcom/seedswap/SwapProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    if-nez v0, :L214
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L214
    const-string v1, "offers"
    const-string v2, "id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v8, v3
    const/4 v4, 0x0
    check-cast v6, Lcom/seedswap/Cmd$Release;
    invoke-virtual {v6}, Lcom/seedswap/Cmd$Release;->getId()Ljava/lang/String;
    move-result-object v5
    aput-object v5, v8, v4
    invoke-virtual {v0, v1, v2, v8}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 57
    iget-object v0, v13, Lcom/seedswap/SwapProvider$onCreate$2;->this$0:Lcom/seedswap/SwapProvider;
    invoke-static {v0}, Lcom/seedswap/SwapProvider;->access$getOpenOffers$p(Lcom/seedswap/SwapProvider;)Lkotlinx/coroutines/flow/MutableStateFlow;
    move-result-object v0
    move-object v8, v0
    const/4 v0, 0x0
    move v9, v0
    :L253
    .line 161
    nop
    .line 162
    invoke-interface {v8}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v0
    move-object v10, v0
    .line 163
    check-cast v10, Ljava/lang/Number;
    invoke-virtual {v10}, Ljava/lang/Number;->intValue()I
    move-result v0
    move v11, v0
    const/4 v0, 0x0
    move v12, v0
    .line 57
    const/4 v1, 0x1
    sub-int v0, v11, v1
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v0
    .line 163
    move-object v11, v0
    .line 164
    invoke-interface {v8, v10, v11}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L253
    goto :L392
    :L302
    .line 59
    instance-of v0, v7, Lcom/seedswap/Cmd$Note;
    if-eqz v0, :L341
    iget-object v0, v13, Lcom/seedswap/SwapProvider$onCreate$2;->this$0:Lcom/seedswap/SwapProvider;
    invoke-static {v0}, Lcom/seedswap/SwapProvider;->access$getNotes$p(Lcom/seedswap/SwapProvider;)Ljava/util/concurrent/ConcurrentHashMap;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-static {v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v1
    check-cast v6, Lcom/seedswap/Cmd$Note;
    invoke-virtual {v6}, Lcom/seedswap/Cmd$Note;->getText()Ljava/lang/String;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L392
    :L341
    .line 60
    instance-of v0, v7, Lcom/seedswap/Cmd$Stamp;
    if-eqz v0, :L384
    iget-object v0, v13, Lcom/seedswap/SwapProvider$onCreate$2;->this$0:Lcom/seedswap/SwapProvider;
    invoke-static {v0}, Lcom/seedswap/SwapProvider;->access$getNotes$p(Lcom/seedswap/SwapProvider;)Ljava/util/concurrent/ConcurrentHashMap;
    move-result-object v0
    check-cast v6, Lcom/seedswap/Cmd$Stamp;
    invoke-virtual {v6}, Lcom/seedswap/Cmd$Stamp;->getUid()I
    move-result v1
    invoke-static {v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v1
    check-cast v6, Lcom/seedswap/Cmd$Stamp;
    invoke-virtual {v6}, Lcom/seedswap/Cmd$Stamp;->getText()Ljava/lang/String;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L392
    :L384
    .line 50
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L392
    .line 62
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    :L396
    .line 49
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_16
    .packed-switch 0x0
        :L36
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/seedswap/SwapProvider$onCreate$2;
    iget-object v1, v3, Lcom/seedswap/SwapProvider$onCreate$2;->this$0:Lcom/seedswap/SwapProvider;
    invoke-direct {v0, v1, v5}, Lcom/seedswap/SwapProvider$onCreate$2;-><init>(Lcom/seedswap/SwapProvider;Lkotlin/coroutines/Continuation;)V
    move-object v2, v0
    iput-object v4, v2, Lcom/seedswap/SwapProvider$onCreate$2;->L$0:Ljava/lang/Object;
    check-cast v2, Lkotlin/coroutines/Continuation;
    return-object v2
.end method

.method public final invoke(Lcom/seedswap/Cmd;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/seedswap/SwapProvider$onCreate$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/seedswap/SwapProvider$onCreate$2;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/seedswap/SwapProvider$onCreate$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lcom/seedswap/Cmd;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/seedswap/SwapProvider$onCreate$2;->invoke(Lcom/seedswap/Cmd;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

