.class public final Lkotlinx/coroutines/sync/MutexKt;
.super Ljava/lang/Object;
.source "Mutex.kt"


.method public static final Mutex(Z)Lkotlinx/coroutines/sync/Mutex;
    .registers 2
    .line 10
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    invoke-direct {v0}, Ljava/lang/UnsupportedOperationException;-><init>()V
    throw v0
.end method

.method public static synthetic Mutex$default(ZILjava/lang/Object;)Lkotlinx/coroutines/sync/Mutex;
    .registers 5
    .line 10
    const/4 v1, 0x1
    and-int v0, v3, v1
    if-eqz v0, :L8
    const/4 v0, 0x0
    move v2, v0
    :L8
    invoke-static {v2}, Lkotlinx/coroutines/sync/MutexKt;->Mutex(Z)Lkotlinx/coroutines/sync/Mutex;
    move-result-object v0
    return-object v0
.end method

.method public static final withLock(Lkotlinx/coroutines/sync/Mutex;Ljava/lang/Object;Lkotlin/jvm/functions/Function0;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 14
    instance-of v0, v13, Lkotlinx/coroutines/sync/MutexKt$withLock$1;
    if-eqz v0, :L39
    check-cast v13, Lkotlinx/coroutines/sync/MutexKt$withLock$1;
    move-object v8, v13
    iget v0, v8, Lkotlinx/coroutines/sync/MutexKt$withLock$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L39
    iget v1, v8, Lkotlinx/coroutines/sync/MutexKt$withLock$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v8, Lkotlinx/coroutines/sync/MutexKt$withLock$1;->label:I
    goto :L49
    :L39
    new-instance v0, Lkotlinx/coroutines/sync/MutexKt$withLock$1;
    move-object v1, v0
    move-object v2, v13
    invoke-direct/range {v1 .. v2}, Lkotlinx/coroutines/sync/MutexKt$withLock$1;-><init>(Lkotlin/coroutines/Continuation;)V
    move-object v8, v0
    :L49
    iget-object v0, v8, Lkotlinx/coroutines/sync/MutexKt$withLock$1;->result:Ljava/lang/Object;
    move-object v7, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 12
    move-object v9, v0
    iget v0, v8, Lkotlinx/coroutines/sync/MutexKt$withLock$1;->label:I
    packed-switch v0, :sw_66
    goto :L220
    :L88
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    const/4 v0, 0x0
    move v4, v0
    .line 13
    iput-object v10, v8, Lkotlinx/coroutines/sync/MutexKt$withLock$1;->L$0:Ljava/lang/Object;
    iput-object v11, v8, Lkotlinx/coroutines/sync/MutexKt$withLock$1;->L$1:Ljava/lang/Object;
    iput-object v12, v8, Lkotlinx/coroutines/sync/MutexKt$withLock$1;->L$2:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v8, Lkotlinx/coroutines/sync/MutexKt$withLock$1;->label:I
    invoke-interface {v10, v11, v8}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v9, :L172
    .line 12
    return-object v9
    :L138
    const/4 v0, 0x0
    move v4, v0
    iget-object v0, v8, Lkotlinx/coroutines/sync/MutexKt$withLock$1;->L$2:Ljava/lang/Object;
    check-cast v0, Lkotlin/jvm/functions/Function0;
    move-object v12, v0
    iget-object v0, v8, Lkotlinx/coroutines/sync/MutexKt$withLock$1;->L$1:Ljava/lang/Object;
    move-object v11, v0
    iget-object v0, v8, Lkotlinx/coroutines/sync/MutexKt$withLock$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/sync/Mutex;
    move-object v10, v0
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v7
    :L172
    .line 14
    :t_173
    nop
    .line 15
    invoke-interface {v12}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v0
    move-object v5, v0
    :t_182
    const/4 v0, 0x1
    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyStart(I)V
    .line 17
    invoke-interface {v10, v11}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    const/4 v0, 0x1
    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyEnd(I)V
    .line 15
    return-object v5
    :L200
    .line 17
    move-exception v0
    move-object v6, v0
    const/4 v0, 0x1
    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyStart(I)V
    invoke-interface {v10, v11}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    const/4 v0, 0x1
    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyEnd(I)V
    throw v6
    :L220
    .line 12
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    .catchall {:t_173 .. :t_182} :L200
    :sw_66
    .packed-switch 0x0
        :L88
        :L138
    .end packed-switch
.end method

.method private static final withLock$$forInline(Lkotlinx/coroutines/sync/Mutex;Ljava/lang/Object;Lkotlin/jvm/functions/Function0;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 10
    const/4 v0, 0x0
    move v3, v0
    .line 13
    const/4 v2, 0x0
    invoke-static {v2}, Lkotlin/jvm/internal/InlineMarker;->mark(I)V
    const/16 v2, 0xb
    invoke-static {v2}, Lkotlin/jvm/internal/InlineMarker;->mark(I)V
    invoke-interface {v6, v7, v9}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    const/4 v1, 0x1
    invoke-static {v1}, Lkotlin/jvm/internal/InlineMarker;->mark(I)V
    :t_25
    .line 14
    nop
    .line 15
    invoke-interface {v8}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v0
    move-object v4, v0
    :t_34
    const/4 v0, 0x1
    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyStart(I)V
    .line 17
    invoke-interface {v6, v7}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    const/4 v0, 0x1
    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyEnd(I)V
    .line 15
    return-object v4
    :L52
    .line 17
    move-exception v0
    move-object v5, v0
    const/4 v0, 0x1
    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyStart(I)V
    invoke-interface {v6, v7}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    const/4 v0, 0x1
    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyEnd(I)V
    throw v5
    .catchall {:t_25 .. :t_34} :L52
.end method

.method public static synthetic withLock$default(Lkotlinx/coroutines/sync/Mutex;Ljava/lang/Object;Lkotlin/jvm/functions/Function0;Lkotlin/coroutines/Continuation;ILjava/lang/Object;)Ljava/lang/Object;
    .registers 10
    .line 12
    const/4 v1, 0x1
    and-int v0, v8, v1
    if-eqz v0, :L9
    const/4 v0, 0x0
    move-object v5, v0
    :L9
    const/4 v0, 0x0
    move v8, v0
    .line 13
    const/4 v2, 0x0
    invoke-static {v2}, Lkotlin/jvm/internal/InlineMarker;->mark(I)V
    const/16 v2, 0xb
    invoke-static {v2}, Lkotlin/jvm/internal/InlineMarker;->mark(I)V
    invoke-interface {v4, v5, v7}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    const/4 v1, 0x1
    invoke-static {v1}, Lkotlin/jvm/internal/InlineMarker;->mark(I)V
    :t_34
    .line 14
    nop
    .line 15
    invoke-interface {v6}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v0
    move-object v9, v0
    :t_43
    const/4 v0, 0x1
    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyStart(I)V
    .line 17
    invoke-interface {v4, v5}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    const/4 v0, 0x1
    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyEnd(I)V
    .line 15
    return-object v9
    :L61
    .line 17
    move-exception v0
    move-object v3, v0
    const/4 v0, 0x1
    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyStart(I)V
    invoke-interface {v4, v5}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    const/4 v0, 0x1
    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyEnd(I)V
    throw v3
    .catchall {:t_34 .. :t_43} :L61
.end method

