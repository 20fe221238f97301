.class final Lcom/beehive/SyncProvider$retireHive$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "SyncProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field final synthetic this$0:Lcom/beehive/SyncProvider;
.field final synthetic $id:Ljava/lang/String;

.method constructor <init>(Lcom/beehive/SyncProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/beehive/SyncProvider$retireHive$1;->this$0:Lcom/beehive/SyncProvider;
    iput-object v3, v1, Lcom/beehive/SyncProvider$retireHive$1;->$id:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 12
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 80
    move-object v9, v0
    iget v0, v10, Lcom/beehive/SyncProvider$retireHive$1;->label:I
    packed-switch v0, :sw_9
    goto :L134
    :L32
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    :t_36
    .line 81
    nop
    .line 82
    iget-object v0, v10, Lcom/beehive/SyncProvider$retireHive$1;->this$0:Lcom/beehive/SyncProvider;
    invoke-static {v0}, Lcom/beehive/SyncProvider;->access$getClient(Lcom/beehive/SyncProvider;)Lio/ktor/client/HttpClient;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "https://apiary.example/api/hives/"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    iget-object v2, v10, Lcom/beehive/SyncProvider$retireHive$1;->$id:Ljava/lang/String;
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v2, "/retire"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    const/4 v4, 0x2
    const/4 v5, 0x0
    const/4 v6, 0x1
    iput v6, v10, Lcom/beehive/SyncProvider$retireHive$1;->label:I
    move-object v3, v10
    invoke-static/range {v0 .. v5}, Lio/ktor/client/request/BuildersKt;->delete$default(Lio/ktor/client/HttpClient;Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    :t_86
    if-ne v0, v9, :L101
    .line 80
    return-object v9
    :t_95
    :L95
    nop
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v11
    :L101
    .line 83
    const-string v0, "{\"retired\":true}"
    invoke-static {v0}, Lcom/beehive/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v7, v0
    :t_108
    goto :L132
    :L111
    .line 84
    move-exception v0
    move-object v8, v0
    .line 85
    const-string v0, "SyncProvider"
    const-string v1, "retire failed"
    invoke-static {v0, v1, v8}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 86
    const-string v0, "UNAVAILABLE"
    const-string v1, "the apiary server refused the request"
    invoke-static {v0, v1}, Lcom/beehive/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v7, v0
    :L132
    .line 87
    return-object v7
    :L134
    .line 80
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    .catch Lio/ktor/client/plugins/ResponseException; {:t_36 .. :t_86} :L111
    .catch Lio/ktor/client/plugins/ResponseException; {:t_95 .. :t_108} :L111
    :sw_9
    .packed-switch 0x0
        :L32
        :L95
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/beehive/SyncProvider$retireHive$1;
    iget-object v1, v3, Lcom/beehive/SyncProvider$retireHive$1;->this$0:Lcom/beehive/SyncProvider;
    iget-object v2, v3, Lcom/beehive/SyncProvider$retireHive$1;->$id:Ljava/lang/String;
    invoke-direct {v0, v1, v2, v5}, Lcom/beehive/SyncProvider$retireHive$1;-><init>(Lcom/beehive/SyncProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/beehive/SyncProvider$retireHive$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/beehive/SyncProvider$retireHive$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/beehive/SyncProvider$retireHive$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/beehive/SyncProvider$retireHive$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

