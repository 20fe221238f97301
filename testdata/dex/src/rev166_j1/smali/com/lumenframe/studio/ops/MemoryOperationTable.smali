.class public final Lcom/lumenframe/studio/ops/MemoryOperationTable;
.super Ljava/lang/Object;
.source "MemoryOperationTable.java"

# interfaces
.implements Lcom/lumenframe/studio/ops/OperationTable;


# instance fields
.field private final operations:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/lumenframe/studio/ops/Operation;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/lumenframe/studio/ops/MemoryOperationTable;->operations:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method


# virtual methods
.method public byId(Ljava/lang/String;)Lcom/lumenframe/studio/ops/Operation;
    .registers 3

    .line 12
    iget-object v0, p0, Lcom/lumenframe/studio/ops/MemoryOperationTable;->operations:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenframe/studio/ops/Operation;

    return-object v0
.end method

.method public byRequest(ILjava/lang/String;)Lcom/lumenframe/studio/ops/Operation;
    .registers 6

    .line 17
    iget-object v0, p0, Lcom/lumenframe/studio/ops/MemoryOperationTable;->operations:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v1

    :goto_0
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenframe/studio/ops/Operation;

    move-object v2, v0

    .line 18
    iget v0, v2, Lcom/lumenframe/studio/ops/Operation;->ownerUid:I

    if-ne v0, p1, :cond_0

    iget-object v0, v2, Lcom/lumenframe/studio/ops/Operation;->requestId:Ljava/lang/String;

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 19
    return-object v2

    .line 21
    :cond_0
    goto :goto_0

    .line 22
    :cond_1
    const/4 v0, 0x0

    return-object v0
.end method

.method public expire(J)V
    .registers 7

    .line 37
    iget-object v0, p0, Lcom/lumenframe/studio/ops/MemoryOperationTable;->operations:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v2

    .line 38
    :goto_0
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 39
    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenframe/studio/ops/Operation;

    move-object v3, v0

    .line 40
    invoke-virtual {v3}, Lcom/lumenframe/studio/ops/Operation;->state()Lcom/lumenframe/studio/ops/OperationState;

    move-result-object v0

    invoke-virtual {v0}, Lcom/lumenframe/studio/ops/OperationState;->terminal()Z

    move-result v0

    if-eqz v0, :cond_0

    iget-wide v0, v3, Lcom/lumenframe/studio/ops/Operation;->createdAtMs:J

    cmp-long v0, v0, p1

    if-gez v0, :cond_0

    .line 41
    invoke-interface {v2}, Ljava/util/Iterator;->remove()V

    .line 43
    :cond_0
    goto :goto_0

    .line 44
    :cond_1
    return-void
.end method

.method public insert(Lcom/lumenframe/studio/ops/Operation;)V
    .registers 4

    .line 27
    iget-object v0, p0, Lcom/lumenframe/studio/ops/MemoryOperationTable;->operations:Ljava/util/concurrent/ConcurrentHashMap;

    iget-object v1, p1, Lcom/lumenframe/studio/ops/Operation;->id:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 28
    return-void
.end method

.method public update(Lcom/lumenframe/studio/ops/Operation;)V
    .registers 4

    .line 32
    iget-object v0, p0, Lcom/lumenframe/studio/ops/MemoryOperationTable;->operations:Ljava/util/concurrent/ConcurrentHashMap;

    iget-object v1, p1, Lcom/lumenframe/studio/ops/Operation;->id:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Ljava/util/concurrent/ConcurrentHashMap;->replace(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 33
    return-void
.end method
