.class public final Lcom/ridequeue/SeatApi;
.super Ljava/lang/Object;
.source "SeatApi.kt"

.field private final worker:Ljava/util/concurrent/ExecutorService;
.field private final seats:Ljava/util/concurrent/ConcurrentHashMap;

.method public constructor <init>()V
    .registers 3
    .line 13
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 14
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    const-string v1, "newSingleThreadExecutor(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v0, v2, Lcom/ridequeue/SeatApi;->worker:Ljava/util/concurrent/ExecutorService;
    .line 15
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v2, Lcom/ridequeue/SeatApi;->seats:Ljava/util/concurrent/ConcurrentHashMap;
    .line 13
    return-void
.end method

.method public final fetch(Ljava/lang/String;Lcom/ridequeue/SeatCallback;)V
    .registers 6
    const-string v1, "route"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "cb"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    iget-object v0, v3, Lcom/ridequeue/SeatApi;->worker:Ljava/util/concurrent/ExecutorService;
    new-instance v2, Lcom/ridequeue/SeatApi$$ExternalSyntheticLambda0;
    invoke-direct {v2, v5, v3, v4}, Lcom/ridequeue/SeatApi$$ExternalSyntheticLambda0;-><init>(Lcom/ridequeue/SeatCallback;Lcom/ridequeue/SeatApi;Ljava/lang/String;)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 19
    return-void
.end method

.method public final book(Ljava/lang/String;I)Ljava/lang/String;
    .registers 10
    const-string v1, "route"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    iget-object v0, v7, Lcom/ridequeue/SeatApi;->seats:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v8}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    if-eqz v0, :L27
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    goto :L43
    :L27
    new-instance v0, Ljava/io/IOException;
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "route "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, " not in /data/seats.db for uid "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v9}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
    :L43
    move v6, v0
    .line 23
    if-gtz v6, :L62
    new-instance v0, Ljava/io/IOException;
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "bus "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, " full"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
    :L62
    .line 24
    iget-object v0, v7, Lcom/ridequeue/SeatApi;->seats:Ljava/util/concurrent/ConcurrentHashMap;
    const/4 v3, 0x1
    sub-int v2, v6, v3
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v8, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 25
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v4, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "-"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final fetch$lambda$0(Lcom/ridequeue/SeatCallback;Lcom/ridequeue/SeatApi;Ljava/lang/String;)V
    .registers 5
    .line 18
    iget-object v1, v3, Lcom/ridequeue/SeatApi;->seats:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v1, v4}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/Integer;
    move-object v0, v2
    if-eqz v1, :L22
    invoke-virtual {v1}, Ljava/lang/Integer;->intValue()I
    move-result v1
    goto :L24
    :L22
    const/4 v1, 0x0
    :L24
    invoke-interface {v0, v1}, Lcom/ridequeue/SeatCallback;->onResult(I)V
    return-void
.end method

