.class public final Lcom/visitloop/care/ShiftCalendar;
.super Ljava/lang/Object;
.source "RosterProvider.kt"

.field private final swaps:Ljava/util/concurrent/ConcurrentHashMap;

.method public constructor <init>()V
    .registers 2
    .line 97
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 98
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v1, Lcom/visitloop/care/ShiftCalendar;->swaps:Ljava/util/concurrent/ConcurrentHashMap;
    .line 97
    return-void
.end method

.method public final swap(JI)V
    .registers 7
    .line 101
    iget-object v0, v3, Lcom/visitloop/care/ShiftCalendar;->swaps:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v1
    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 102
    return-void
.end method

.method public final release(JI)V
    .registers 7
    .line 105
    iget-object v0, v3, Lcom/visitloop/care/ShiftCalendar;->swaps:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v1
    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    .line 106
    return-void
.end method

.method public final publish(JI)V
    .registers 8
    .line 109
    const-string v0, "ShiftCalendar"
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "publish week "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v5, v6}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v3, " for "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v7}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    .line 110
    return-void
.end method

