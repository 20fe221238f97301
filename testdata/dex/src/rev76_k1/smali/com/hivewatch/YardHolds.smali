.class public final Lcom/hivewatch/YardHolds;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field private final holds:Ljava/util/concurrent/ConcurrentHashMap;

.method public constructor <init>()V
    .registers 2
    .line 47
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 49
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v1, Lcom/hivewatch/YardHolds;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    .line 48
    return-void
.end method

.method public final issue(Ljava/lang/String;I)Ljava/lang/String;
    .registers 6
    const-string v1, "token"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 52
    iget-object v0, v3, Lcom/hivewatch/YardHolds;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {v5}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v4, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 53
    return-object v4
.end method

.method public final redeem(Ljava/lang/String;)Z
    .registers 3
    .line 56
    if-eqz v2, :L19
    iget-object v0, v1, Lcom/hivewatch/YardHolds;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L19
    const/4 v0, 0x1
    goto :L20
    :L19
    const/4 v0, 0x0
    :L20
    return v0
.end method

