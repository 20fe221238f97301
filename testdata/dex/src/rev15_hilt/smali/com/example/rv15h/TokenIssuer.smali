.class public final Lcom/example/rv15h/TokenIssuer;
.super Ljava/lang/Object;
.source "TokenIssuer.kt"

.annotation runtime Ljavax/inject/Singleton;
.end annotation

.field private final live:Ljava/util/concurrent/ConcurrentHashMap;
.field private final rng:Ljava/util/Random;

.method public constructor <init>()V
    .registers 2
    .annotation runtime Ljavax/inject/Inject;
    .end annotation
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 10
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    iput-object v0, p0, Lcom/example/rv15h/TokenIssuer;->rng:Ljava/util/Random;
    .line 11
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/rv15h/TokenIssuer;->live:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method public final issue(I)Ljava/lang/String;
    .registers 6
    .line 13
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    iget-object v1, p0, Lcom/example/rv15h/TokenIssuer;->rng:Ljava/util/Random;
    invoke-virtual {v1}, Ljava/util/Random;->nextLong()J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget-object v1, p0, Lcom/example/rv15h/TokenIssuer;->rng:Ljava/util/Random;
    invoke-virtual {v1}, Ljava/util/Random;->nextLong()J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    .line 14
    iget-object v1, p0, Lcom/example/rv15h/TokenIssuer;->live:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v1, Ljava/util/Map;
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    invoke-interface {v1, v0, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 15
    return-object v0
.end method

.method public final check(Ljava/lang/String;I)Z
    .registers 5
    .line 17
    const/4 v0, 0x0
    if-eqz p1, :cond_1
    iget-object v1, p0, Lcom/example/rv15h/TokenIssuer;->live:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v1, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/Integer;
    if-nez p1, :cond_0
    goto :cond_1
    :cond_0
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I
    move-result p1
    if-ne p1, p2, :cond_1
    const/4 v0, 0x1
    :cond_1
    return v0
.end method
