.class public final Lcom/rc/CtxProvider;
.super Lcom/rc/Endpoint;
.source "Endpoint.kt"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 55
    invoke-direct {v1}, Lcom/rc/Endpoint;-><init>()V
    return-void
.end method


# virtual methods
.method public execute(Ljava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 15
    instance-of v0, v14, Lcom/rc/CtxProvider$execute$1;
    if-eqz v0, :L39
    move-object v0, v14
    check-cast v0, Lcom/rc/CtxProvider$execute$1;
    move-object v6, v0
    iget v0, v6, Lcom/rc/CtxProvider$execute$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L39
    iget v1, v6, Lcom/rc/CtxProvider$execute$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v6, Lcom/rc/CtxProvider$execute$1;->label:I
    goto :L50
:L39
    new-instance v0, Lcom/rc/CtxProvider$execute$1;
    invoke-direct {v0, v11, v14}, Lcom/rc/CtxProvider$execute$1;-><init>(Lcom/rc/CtxProvider;Lkotlin/coroutines/Continuation;)V
    move-object v6, v0
:L50
    iget-object v0, v6, Lcom/rc/CtxProvider$execute$1;->result:Ljava/lang/Object;
    move-object v7, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v9
    .line 56
    iget v0, v6, Lcom/rc/CtxProvider$execute$1;->label:I
    packed-switch v0, :sw_67
    goto :L235
:L88
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 57
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getDefault()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/rc/CtxProvider$execute$late$1;
    const/4 v5, 0x0
    invoke-direct {v1, v11, v13, v5}, Lcom/rc/CtxProvider$execute$late$1;-><init>(Lcom/rc/CtxProvider;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v12}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v6, Lcom/rc/CtxProvider$execute$1;->L$0:Ljava/lang/Object;
    iput-object v13, v6, Lcom/rc/CtxProvider$execute$1;->L$1:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v6, Lcom/rc/CtxProvider$execute$1;->label:I
    invoke-static {v0, v1, v6}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v9, :L172
    .line 56
    return-object v9
:L147
    iget-object v0, v6, Lcom/rc/CtxProvider$execute$1;->L$1:Ljava/lang/Object;
    check-cast v0, Landroid/os/Bundle;
    move-object v13, v0
    iget-object v0, v6, Lcom/rc/CtxProvider$execute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v12, v0
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v7
:L172
    .line 57
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v10
    .line 58
    if-eqz v10, :L192
    const-string v1, "DEADLINE_EXCEEDED"
    invoke-virtual {v11, v1}, Lcom/rc/CtxProvider;->fail(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L192
    .line 59
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v8, v0
    const-string v1, "t"
    const-string v3, "t"
    invoke-virtual {v13, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 60
    invoke-virtual {v11}, Lcom/rc/CtxProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "ctx"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v8}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 61
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L235
    .line 56
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_67
    .packed-switch 0x0
        :L88
        :L147
    .end packed-switch
.end method

