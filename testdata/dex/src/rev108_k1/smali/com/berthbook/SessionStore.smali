.class public final Lcom/berthbook/SessionStore;
.super Ljava/lang/Object;
.source "SessionStore.kt"

# instance fields
.field private final entropy:Lcom/berthbook/Entropy;
.field private final mutex:Lkotlinx/coroutines/sync/Mutex;
.field private final table:Ljava/util/HashMap;


# direct methods
.method public constructor <init>(Lcom/berthbook/Entropy;)V
    .registers 6
    const-string v1, "entropy"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    invoke-direct {v4}, Ljava/lang/Object;-><init>()V
    iput-object v5, v4, Lcom/berthbook/SessionStore;->entropy:Lcom/berthbook/Entropy;
    .line 7
    const/4 v1, 0x0
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v1, v2, v3}, Lkotlinx/coroutines/sync/MutexKt;->Mutex$default(ZILjava/lang/Object;)Lkotlinx/coroutines/sync/Mutex;
    move-result-object v1
    iput-object v1, v4, Lcom/berthbook/SessionStore;->mutex:Lkotlinx/coroutines/sync/Mutex;
    .line 8
    new-instance v1, Ljava/util/HashMap;
    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V
    iput-object v1, v4, Lcom/berthbook/SessionStore;->table:Ljava/util/HashMap;
    .line 6
    return-void
.end method


# virtual methods
.method public final open-ZOPTH64(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 18
    move-object/from16 v0, v17
    instance-of v0, v0, Lcom/berthbook/SessionStore$open$1;
    if-eqz v0, :L39
    move-object/from16 v0, v17
    check-cast v0, Lcom/berthbook/SessionStore$open$1;
    move-object v5, v0
    iget v0, v5, Lcom/berthbook/SessionStore$open$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L39
    iget v1, v5, Lcom/berthbook/SessionStore$open$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v5, Lcom/berthbook/SessionStore$open$1;->label:I
    goto :L50
:L39
    new-instance v0, Lcom/berthbook/SessionStore$open$1;
    move-object v1, v15
    move-object/from16 v2, v17
    invoke-direct/range {v0 .. v2}, Lcom/berthbook/SessionStore$open$1;-><init>(Lcom/berthbook/SessionStore;Lkotlin/coroutines/Continuation;)V
    move-object v5, v0
:L50
    iget-object v0, v5, Lcom/berthbook/SessionStore$open$1;->result:Ljava/lang/Object;
    move-object v8, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v10
    .line 10
    iget v0, v5, Lcom/berthbook/SessionStore$open$1;->label:I
    packed-switch v0, :sw_67
    goto :L242
:L88
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 10
    iget-object v0, v15, Lcom/berthbook/SessionStore;->mutex:Lkotlinx/coroutines/sync/Mutex;
    move-object v6, v0
    .line 21
    const/4 v7, 0x0
    const/4 v11, 0x0
    .line 23
    iput-object v6, v5, Lcom/berthbook/SessionStore$open$1;->L$0:Ljava/lang/Object;
    move/from16 v4, v16
    iput v4, v5, Lcom/berthbook/SessionStore$open$1;->I$0:I
    const/4 v4, 0x1
    iput v4, v5, Lcom/berthbook/SessionStore$open$1;->label:I
    invoke-interface {v6, v7, v5}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v10, :L169
    .line 10
    return-object v10
:L141
    const/4 v11, 0x0
    iget v0, v5, Lcom/berthbook/SessionStore$open$1;->I$0:I
    move/from16 v16, v0
    const/4 v7, 0x0
    iget-object v0, v5, Lcom/berthbook/SessionStore$open$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/sync/Mutex;
    move-object v6, v0
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v8
:L169
    .line 24
:L170
    nop
    .line 25
    const/4 v14, 0x0
    .line 11
    iget-object v0, v15, Lcom/berthbook/SessionStore;->entropy:Lcom/berthbook/Entropy;
    const-string v1, "st_"
    invoke-static {v0, v1}, Lcom/berthbook/TokensKt;->mint(Lcom/berthbook/Entropy;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/berthbook/SessionToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v9
    .line 12
    iget-object v0, v15, Lcom/berthbook/SessionStore;->table:Ljava/util/HashMap;
    check-cast v0, Ljava/util/Map;
    invoke-static {v9}, Lcom/berthbook/SessionToken;->box-impl(Ljava/lang/String;)Lcom/berthbook/SessionToken;
    move-result-object v1
    invoke-static/range {v16 .. v16}, Lcom/berthbook/CallerUid;->box-impl(I)Lcom/berthbook/CallerUid;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 13
    .line 25
    move-object v12, v9
:L214
    .line 27
    invoke-interface {v6, v7}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    .line 28
    goto :L238
:L225
    .line 27
    move-exception v13
:L227
    invoke-interface {v6, v7}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    throw v13
:L238
    .line 24
    nop
    .line 14
    return-object v12
:L242
    .line 10
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_67
    .packed-switch 0x0
        :L88
        :L141
    .end packed-switch
    .catchall {:L170 .. :L214} :L225
.end method

.method public final owns-fYkkagw(Ljava/lang/String;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 18
    move-object/from16 v0, v17
    instance-of v0, v0, Lcom/berthbook/SessionStore$owns$1;
    if-eqz v0, :L39
    move-object/from16 v0, v17
    check-cast v0, Lcom/berthbook/SessionStore$owns$1;
    move-object v5, v0
    iget v0, v5, Lcom/berthbook/SessionStore$owns$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L39
    iget v1, v5, Lcom/berthbook/SessionStore$owns$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v5, Lcom/berthbook/SessionStore$owns$1;->label:I
    goto :L50
:L39
    new-instance v0, Lcom/berthbook/SessionStore$owns$1;
    move-object v1, v14
    move-object/from16 v2, v17
    invoke-direct/range {v0 .. v2}, Lcom/berthbook/SessionStore$owns$1;-><init>(Lcom/berthbook/SessionStore;Lkotlin/coroutines/Continuation;)V
    move-object v5, v0
:L50
    iget-object v0, v5, Lcom/berthbook/SessionStore$owns$1;->result:Ljava/lang/Object;
    move-object v8, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v9
    .line 16
    iget v0, v5, Lcom/berthbook/SessionStore$owns$1;->label:I
    packed-switch v0, :sw_67
    goto :L258
:L88
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 16
    iget-object v0, v14, Lcom/berthbook/SessionStore;->mutex:Lkotlinx/coroutines/sync/Mutex;
    move-object v6, v0
    .line 29
    const/4 v7, 0x0
    const/4 v10, 0x0
    .line 31
    iput-object v15, v5, Lcom/berthbook/SessionStore$owns$1;->L$0:Ljava/lang/Object;
    iput-object v6, v5, Lcom/berthbook/SessionStore$owns$1;->L$1:Ljava/lang/Object;
    move/from16 v4, v16
    iput v4, v5, Lcom/berthbook/SessionStore$owns$1;->I$0:I
    const/4 v4, 0x1
    iput v4, v5, Lcom/berthbook/SessionStore$owns$1;->label:I
    invoke-interface {v6, v7, v5}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v9, :L188
    .line 16
    return-object v9
:L150
    const/4 v10, 0x0
    iget v0, v5, Lcom/berthbook/SessionStore$owns$1;->I$0:I
    move/from16 v16, v0
    const/4 v7, 0x0
    iget-object v0, v5, Lcom/berthbook/SessionStore$owns$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/sync/Mutex;
    move-object v6, v0
    iget-object v0, v5, Lcom/berthbook/SessionStore$owns$1;->L$0:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v15, v0
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v8
:L188
    .line 32
:L189
    nop
    .line 33
    const/4 v13, 0x0
    .line 17
    iget-object v0, v14, Lcom/berthbook/SessionStore;->table:Ljava/util/HashMap;
    invoke-static {v15}, Lcom/berthbook/SessionToken;->box-impl(Ljava/lang/String;)Lcom/berthbook/SessionToken;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/berthbook/CallerUid;
    if-nez v0, :L216
    const/4 v0, 0x0
    goto :L223
:L216
    invoke-virtual {v0}, Lcom/berthbook/CallerUid;->unbox-impl()I
    move-result v0
    move/from16 v1, v16
    invoke-static/range {v0 .. v1}, Lcom/berthbook/CallerUid;->equals-impl0(II)Z
    move-result v0
:L223
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object v11
    .line 33
:L228
    .line 35
    invoke-interface {v6, v7}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    .line 36
    goto :L254
:L240
    .line 35
    move-exception v12
:L242
    invoke-interface {v6, v7}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    throw v12
:L254
    .line 32
    nop
    .line 18
    return-object v11
:L258
    .line 16
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_67
    .packed-switch 0x0
        :L88
        :L150
    .end packed-switch
    .catchall {:L189 .. :L228} :L240
.end method

