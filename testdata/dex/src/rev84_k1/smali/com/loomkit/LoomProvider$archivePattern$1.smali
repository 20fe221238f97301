.class final Lcom/loomkit/LoomProvider$archivePattern$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "LoomProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nLoomProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 LoomProvider.kt\ncom/loomkit/LoomProvider$archivePattern$1\n+ 2 Mutex.kt\nkotlinx/coroutines/sync/MutexKt\n*L\n1#1,104:1\n5#2,3:105\n*S KotlinDebug\n*F\n+ 1 LoomProvider.kt\ncom/loomkit/LoomProvider$archivePattern$1\n*L\n63#1:105,3\n*E\n"
.end annotation

.field  L$0:Ljava/lang/Object;
.field  L$1:Ljava/lang/Object;
.field  L$2:Ljava/lang/Object;
.field  I$0:I
.field  label:I
.field final synthetic this$0:Lcom/loomkit/LoomProvider;
.field final synthetic $name:Ljava/lang/String;
.field final synthetic $uid:I

.method constructor <init>(Lcom/loomkit/LoomProvider;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v2, v1, Lcom/loomkit/LoomProvider$archivePattern$1;->this$0:Lcom/loomkit/LoomProvider;
    iput-object v3, v1, Lcom/loomkit/LoomProvider$archivePattern$1;->$name:Ljava/lang/String;
    iput v4, v1, Lcom/loomkit/LoomProvider$archivePattern$1;->$uid:I
    const/4 v0, 0x2
    invoke-direct {v1, v0, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 20
    move-object/from16 v5, v18
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 62
    move-object v11, v0
    iget v0, v5, Lcom/loomkit/LoomProvider$archivePattern$1;->label:I
    packed-switch v0, :sw_9
    goto :L230
    :L32
    invoke-static/range {v19 .. v19}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 63
    iget-object v0, v5, Lcom/loomkit/LoomProvider$archivePattern$1;->this$0:Lcom/loomkit/LoomProvider;
    invoke-static {v0}, Lcom/loomkit/LoomProvider;->access$getLock$p(Lcom/loomkit/LoomProvider;)Lkotlinx/coroutines/sync/Mutex;
    move-result-object v0
    move-object v6, v0
    iget-object v0, v5, Lcom/loomkit/LoomProvider$archivePattern$1;->this$0:Lcom/loomkit/LoomProvider;
    move-object v8, v0
    iget-object v0, v5, Lcom/loomkit/LoomProvider$archivePattern$1;->$name:Ljava/lang/String;
    move-object v9, v0
    iget v0, v5, Lcom/loomkit/LoomProvider$archivePattern$1;->$uid:I
    move v10, v0
    .line 105
    const/4 v0, 0x0
    move-object v7, v0
    const/4 v0, 0x0
    move/16 v16, v0
    .line 106
    iput-object v6, v5, Lcom/loomkit/LoomProvider$archivePattern$1;->L$0:Ljava/lang/Object;
    iput-object v8, v5, Lcom/loomkit/LoomProvider$archivePattern$1;->L$1:Ljava/lang/Object;
    iput-object v9, v5, Lcom/loomkit/LoomProvider$archivePattern$1;->L$2:Ljava/lang/Object;
    iput v10, v5, Lcom/loomkit/LoomProvider$archivePattern$1;->I$0:I
    const/4 v4, 0x1
    iput v4, v5, Lcom/loomkit/LoomProvider$archivePattern$1;->label:I
    move-object v0, v6
    move-object v1, v7
    move-object v2, v5
    invoke-interface/range {v0 .. v2}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v11, :L157
    .line 62
    return-object v11
    :L115
    const/4 v0, 0x0
    move/16 v16, v0
    iget v0, v5, Lcom/loomkit/LoomProvider$archivePattern$1;->I$0:I
    move v10, v0
    iget-object v0, v5, Lcom/loomkit/LoomProvider$archivePattern$1;->L$2:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v9, v0
    iget-object v0, v5, Lcom/loomkit/LoomProvider$archivePattern$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/loomkit/LoomProvider;
    move-object v8, v0
    const/4 v0, 0x0
    move-object v7, v0
    iget-object v0, v5, Lcom/loomkit/LoomProvider$archivePattern$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/sync/Mutex;
    move-object v6, v0
    invoke-static/range {v19 .. v19}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v19
    :L157
    .line 107
    :t_158
    nop
    const/4 v0, 0x0
    move v12, v0
    .line 64
    invoke-virtual {v8}, Lcom/loomkit/LoomProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "patterns"
    const-string v2, "name = ? AND owner = ?"
    const/4 v3, 0x2
    new-array v3, v3, [Ljava/lang/String;
    move-object v13, v3
    const/4 v4, 0x0
    aput-object v9, v13, v4
    const/4 v4, 0x1
    invoke-static {v10}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v17
    aput-object v17, v13, v4
    invoke-virtual {v0, v1, v2, v13}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 65
    nop
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 107
    move-object v14, v0
    :t_204
    invoke-interface {v6, v7}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    goto :L226
    :L214
    move-exception v0
    move-object v15, v0
    invoke-interface {v6, v7}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    throw v15
    :L226
    .line 66
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    :L230
    .line 62
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    .catchall {:t_158 .. :t_204} :L214
    :sw_9
    .packed-switch 0x0
        :L32
        :L115
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/loomkit/LoomProvider$archivePattern$1;
    iget-object v1, v4, Lcom/loomkit/LoomProvider$archivePattern$1;->this$0:Lcom/loomkit/LoomProvider;
    iget-object v2, v4, Lcom/loomkit/LoomProvider$archivePattern$1;->$name:Ljava/lang/String;
    iget v3, v4, Lcom/loomkit/LoomProvider$archivePattern$1;->$uid:I
    invoke-direct {v0, v1, v2, v3, v6}, Lcom/loomkit/LoomProvider$archivePattern$1;-><init>(Lcom/loomkit/LoomProvider;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/loomkit/LoomProvider$archivePattern$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/loomkit/LoomProvider$archivePattern$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/loomkit/LoomProvider$archivePattern$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/loomkit/LoomProvider$archivePattern$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

