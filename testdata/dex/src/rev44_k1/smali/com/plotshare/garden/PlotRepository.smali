.class public Lcom/plotshare/garden/PlotRepository;
.super Ljava/lang/Object;
.source "Garden.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nGarden.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Garden.kt\ncom/plotshare/garden/PlotRepository\n+ 2 Mutex.kt\nkotlinx/coroutines/sync/MutexKt\n*L\n1#1,150:1\n12#2,6:151\n*S KotlinDebug\n*F\n+ 1 Garden.kt\ncom/plotshare/garden/PlotRepository\n*L\n123#1:151,6\n*E\n"
.end annotation

.field private final dao:Lcom/plotshare/garden/PlotDao;
.field private final mutex:Lkotlinx/coroutines/sync/Mutex;

.method public constructor <init>(Lcom/plotshare/garden/PlotDao;)V
    .registers 5
    const-string v0, "dao"
    invoke-static {v4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 120
    invoke-direct {v3}, Ljava/lang/Object;-><init>()V
    iput-object v4, v3, Lcom/plotshare/garden/PlotRepository;->dao:Lcom/plotshare/garden/PlotDao;
    .line 121
    const/4 v0, 0x0
    const/4 v1, 0x1
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/sync/MutexKt;->Mutex$default(ZILjava/lang/Object;)Lkotlinx/coroutines/sync/Mutex;
    move-result-object v0
    iput-object v0, v3, Lcom/plotshare/garden/PlotRepository;->mutex:Lkotlinx/coroutines/sync/Mutex;
    .line 120
    return-void
.end method

.method public book(Ljava/lang/String;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-static {v1, v2, v3, v4}, Lcom/plotshare/garden/PlotRepository;->book$suspendImpl(Lcom/plotshare/garden/PlotRepository;Ljava/lang/String;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method static synthetic book$suspendImpl(Lcom/plotshare/garden/PlotRepository;Ljava/lang/String;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 24
    move-object/from16 v7, v20
    move-object/from16 v11, v21
    move/from16 v12, v22
    move-object/from16 v8, v23
    instance-of v0, v8, Lcom/plotshare/garden/PlotRepository$book$1;
    if-eqz v0, :L39
    check-cast v8, Lcom/plotshare/garden/PlotRepository$book$1;
    move-object v14, v8
    iget v0, v14, Lcom/plotshare/garden/PlotRepository$book$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L39
    iget v1, v14, Lcom/plotshare/garden/PlotRepository$book$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v14, Lcom/plotshare/garden/PlotRepository$book$1;->label:I
    goto :L50
    :L39
    new-instance v0, Lcom/plotshare/garden/PlotRepository$book$1;
    move-object v1, v0
    move-object v2, v7
    move-object v3, v8
    invoke-direct/range {v1 .. v3}, Lcom/plotshare/garden/PlotRepository$book$1;-><init>(Lcom/plotshare/garden/PlotRepository;Lkotlin/coroutines/Continuation;)V
    move-object v14, v0
    :L50
    iget-object v0, v14, Lcom/plotshare/garden/PlotRepository$book$1;->result:Ljava/lang/Object;
    move-object v13, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 123
    move-object v15, v0
    iget v0, v14, Lcom/plotshare/garden/PlotRepository$book$1;->label:I
    packed-switch v0, :sw_67
    goto :L281
    :L88
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 123
    iget-object v0, v7, Lcom/plotshare/garden/PlotRepository;->mutex:Lkotlinx/coroutines/sync/Mutex;
    move-object v5, v0
    .line 151
    const/4 v0, 0x0
    move-object v6, v0
    const/4 v0, 0x0
    move/16 v16, v0
    .line 152
    iput-object v7, v14, Lcom/plotshare/garden/PlotRepository$book$1;->L$0:Ljava/lang/Object;
    iput-object v11, v14, Lcom/plotshare/garden/PlotRepository$book$1;->L$1:Ljava/lang/Object;
    iput-object v5, v14, Lcom/plotshare/garden/PlotRepository$book$1;->L$2:Ljava/lang/Object;
    iput v12, v14, Lcom/plotshare/garden/PlotRepository$book$1;->I$0:I
    const/4 v4, 0x1
    iput v4, v14, Lcom/plotshare/garden/PlotRepository$book$1;->label:I
    move-object v0, v5
    move-object v1, v6
    move-object v2, v14
    invoke-interface/range {v0 .. v2}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L203
    .line 123
    return-object v15
    :L156
    const/4 v0, 0x0
    move/16 v16, v0
    iget v0, v14, Lcom/plotshare/garden/PlotRepository$book$1;->I$0:I
    move v12, v0
    const/4 v0, 0x0
    move-object v6, v0
    iget-object v0, v14, Lcom/plotshare/garden/PlotRepository$book$1;->L$2:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/sync/Mutex;
    move-object v5, v0
    iget-object v0, v14, Lcom/plotshare/garden/PlotRepository$book$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v11, v0
    iget-object v0, v14, Lcom/plotshare/garden/PlotRepository$book$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lcom/plotshare/garden/PlotRepository;
    move-object v7, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
    :L203
    .line 153
    :t_204
    nop
    .line 154
    const/4 v0, 0x0
    move/16 v19, v0
    .line 124
    iget-object v0, v7, Lcom/plotshare/garden/PlotRepository;->dao:Lcom/plotshare/garden/PlotDao;
    move-object v1, v11
    move v2, v12
    invoke-interface/range {v0 .. v2}, Lcom/plotshare/garden/PlotDao;->insertBooking(Ljava/lang/String;I)J
    move-result-wide v0
    move-wide v9, v0
    .line 125
    const-wide/16 v2, 0x0L
    cmp-long v0, v9, v2
    if-gez v0, :L237
    sget-object v0, Lcom/plotshare/garden/PlotResult$Taken;->INSTANCE:Lcom/plotshare/garden/PlotResult$Taken;
    check-cast v0, Lcom/plotshare/garden/PlotResult;
    goto :L250
    :L237
    new-instance v0, Lcom/plotshare/garden/PlotResult$Booked;
    move-object v1, v0
    move-object v2, v11
    move-wide v3, v9
    invoke-direct/range {v1 .. v4}, Lcom/plotshare/garden/PlotResult$Booked;-><init>(Ljava/lang/String;J)V
    check-cast v0, Lcom/plotshare/garden/PlotResult;
    :L250
    .line 154
    move-object/16 v17, v0
    :t_252
    .line 156
    invoke-interface {v5, v6}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    .line 154
    move-object/from16 v0, v17
    goto :L280
    :L266
    .line 156
    move-exception v0
    move-object/16 v18, v0
    invoke-interface {v5, v6}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    throw v18
    :L280
    .line 126
    return-object v0
    :L281
    .line 123
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    .catchall {:t_204 .. :t_252} :L266
    :sw_67
    .packed-switch 0x0
        :L88
        :L156
    .end packed-switch
.end method

.method public final release(Ljava/lang/String;I)Lcom/plotshare/garden/PlotResult;
    .registers 6
    const-string v1, "plot"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 128
    new-instance v0, Lcom/plotshare/garden/PlotResult$Changed;
    iget-object v2, v3, Lcom/plotshare/garden/PlotRepository;->dao:Lcom/plotshare/garden/PlotDao;
    invoke-interface {v2, v4, v5}, Lcom/plotshare/garden/PlotDao;->deleteBooking(Ljava/lang/String;I)I
    move-result v2
    invoke-direct {v0, v4, v2}, Lcom/plotshare/garden/PlotResult$Changed;-><init>(Ljava/lang/String;I)V
    check-cast v0, Lcom/plotshare/garden/PlotResult;
    return-object v0
.end method

.method public final swap(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/plotshare/garden/PlotResult;
    .registers 7
    const-string v1, "from"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "to"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "by"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 130
    new-instance v0, Lcom/plotshare/garden/PlotResult$Changed;
    iget-object v2, v3, Lcom/plotshare/garden/PlotRepository;->dao:Lcom/plotshare/garden/PlotDao;
    invoke-interface {v2, v4, v5, v6}, Lcom/plotshare/garden/PlotDao;->swap(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)I
    move-result v2
    invoke-direct {v0, v5, v2}, Lcom/plotshare/garden/PlotResult$Changed;-><init>(Ljava/lang/String;I)V
    check-cast v0, Lcom/plotshare/garden/PlotResult;
    return-object v0
.end method

.method public final water(Ljava/lang/String;Ljava/lang/String;)Lcom/plotshare/garden/PlotResult;
    .registers 7
    const-string v1, "plot"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "by"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 132
    new-instance v0, Lcom/plotshare/garden/PlotResult$Booked;
    iget-object v2, v4, Lcom/plotshare/garden/PlotRepository;->dao:Lcom/plotshare/garden/PlotDao;
    invoke-interface {v2, v5, v6}, Lcom/plotshare/garden/PlotDao;->insertWatering(Ljava/lang/String;Ljava/lang/String;)J
    move-result-wide v2
    invoke-direct {v0, v5, v2, v3}, Lcom/plotshare/garden/PlotResult$Booked;-><init>(Ljava/lang/String;J)V
    check-cast v0, Lcom/plotshare/garden/PlotResult;
    return-object v0
.end method

.method public final hasInvites(Ljava/lang/String;)Z
    .registers 6
    const-string v1, "plot"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 134
    iget-object v0, v4, Lcom/plotshare/garden/PlotRepository;->dao:Lcom/plotshare/garden/PlotDao;
    invoke-interface {v0, v5}, Lcom/plotshare/garden/PlotDao;->countInvites(Ljava/lang/String;)J
    move-result-wide v0
    const-wide/16 v2, 0x0L
    cmp-long v0, v0, v2
    if-lez v0, :L25
    const/4 v0, 0x1
    goto :L26
    :L25
    const/4 v0, 0x0
    :L26
    return v0
.end method

