.class public final Lcom/relaykit/home/core/CommandHistory;
.super Ljava/lang/Object;
.source "CommandHistory.java"


# instance fields
.field private final byCaller:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/Integer;",
            "Ljava/util/Deque<",
            "Lcom/relaykit/home/core/Command;",
            ">;>;"
        }
    .end annotation
.end field

.field private final depth:I


# direct methods
.method public constructor <init>(I)V
    .registers 3

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/relaykit/home/core/CommandHistory;->byCaller:Ljava/util/Map;

    .line 17
    iput p1, p0, Lcom/relaykit/home/core/CommandHistory;->depth:I

    .line 18
    return-void
.end method


# virtual methods
.method public declared-synchronized peekLast(I)Lcom/relaykit/home/core/Command;
    .registers 5

    monitor-enter p0

    .line 42
    :try_start_0
    iget-object v0, p0, Lcom/relaykit/home/core/CommandHistory;->byCaller:Ljava/util/Map;

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Deque;

    move-object v2, v0

    .line 43
    if-nez v2, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    invoke-interface {v2}, Ljava/util/Deque;->peekFirst()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/core/Command;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :goto_0
    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized record(ILcom/relaykit/home/core/Command;)V
    .registers 6

    monitor-enter p0

    .line 21
    :try_start_0
    invoke-interface {p2}, Lcom/relaykit/home/core/Command;->reversible()Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    if-nez v0, :cond_0

    .line 22
    monitor-exit p0

    return-void

    .line 24
    :cond_0
    :try_start_1
    iget-object v0, p0, Lcom/relaykit/home/core/CommandHistory;->byCaller:Ljava/util/Map;

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Deque;

    move-object v2, v0

    .line 25
    if-nez v2, :cond_1

    .line 26
    new-instance v0, Ljava/util/ArrayDeque;

    invoke-direct {v0}, Ljava/util/ArrayDeque;-><init>()V

    move-object v2, v0

    .line 27
    iget-object v0, p0, Lcom/relaykit/home/core/CommandHistory;->byCaller:Ljava/util/Map;

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 29
    :cond_1
    invoke-interface {v2, p2}, Ljava/util/Deque;->push(Ljava/lang/Object;)V

    .line 30
    :goto_0
    invoke-interface {v2}, Ljava/util/Deque;->size()I

    move-result v0

    iget v1, p0, Lcom/relaykit/home/core/CommandHistory;->depth:I

    if-le v0, v1, :cond_2

    .line 31
    invoke-interface {v2}, Ljava/util/Deque;->removeLast()Ljava/lang/Object;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    goto :goto_0

    .line 33
    :cond_2
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized takeLast(I)Lcom/relaykit/home/core/Command;
    .registers 5

    monitor-enter p0

    .line 37
    :try_start_0
    iget-object v0, p0, Lcom/relaykit/home/core/CommandHistory;->byCaller:Ljava/util/Map;

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Deque;

    move-object v2, v0

    .line 38
    if-nez v2, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    invoke-interface {v2}, Ljava/util/Deque;->pollFirst()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/core/Command;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :goto_0
    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
