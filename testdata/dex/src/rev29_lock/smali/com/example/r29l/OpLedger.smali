.class final Lcom/example/r29l/OpLedger;
.super Ljava/lang/Object;
.source "OpLedger.java"

.field private final lock:Ljava/util/concurrent/locks/ReentrantLock;

.field private final owners:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field private final rnd:Ljava/util/Random;

.method constructor <init>(Ljava/util/Random;)V
    .registers 3
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 8
    new-instance v0, Ljava/util/concurrent/locks/ReentrantLock;
    invoke-direct {v0}, Ljava/util/concurrent/locks/ReentrantLock;-><init>()V
    iput-object v0, p0, Lcom/example/r29l/OpLedger;->lock:Ljava/util/concurrent/locks/ReentrantLock;
    .line 10
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/r29l/OpLedger;->owners:Ljava/util/Map;
    .line 11
    iput-object p1, p0, Lcom/example/r29l/OpLedger;->rnd:Ljava/util/Random;
    return-void
.end method

.method open(I)Ljava/lang/String;
    .registers 6
    .line 13
    iget-object v0, p0, Lcom/example/r29l/OpLedger;->lock:Ljava/util/concurrent/locks/ReentrantLock;
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    .line 15
    :try_start_0
    iget-object v0, p0, Lcom/example/r29l/OpLedger;->rnd:Ljava/util/Random;
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    const-wide v2, 0x7fffffffffffffffL
    and-long/2addr v0, v2
    const/16 v2, 0x24
    invoke-static {v0, v1, v2}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;
    move-result-object v0
    .line 16
    iget-object v1, p0, Lcom/example/r29l/OpLedger;->owners:Ljava/util/Map;
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    invoke-interface {v1, v0, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 19
    iget-object p1, p0, Lcom/example/r29l/OpLedger;->lock:Ljava/util/concurrent/locks/ReentrantLock;
    invoke-virtual {p1}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    .line 17
    return-object v0
    :catchall_0
    move-exception p1
    .line 19
    iget-object v0, p0, Lcom/example/r29l/OpLedger;->lock:Ljava/util/concurrent/locks/ReentrantLock;
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    .line 20
    throw p1
.end method
