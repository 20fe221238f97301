.class public final Lcom/hivewatch/ResumeBook;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field private final holds:Ljava/util/concurrent/ConcurrentHashMap;

.method public constructor <init>()V
    .registers 2
    .line 32
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 34
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v1, Lcom/hivewatch/ResumeBook;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    .line 33
    return-void
.end method

.method public final issue(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    .registers 7
    const-string v1, "token"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "tool"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    iget-object v0, v3, Lcom/hivewatch/ResumeBook;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    new-instance v2, Lcom/hivewatch/Hold;
    invoke-direct {v2, v5, v6}, Lcom/hivewatch/Hold;-><init>(ILjava/lang/String;)V
    invoke-interface {v0, v4, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 38
    return-object v4
.end method

.method public final take(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 7
    const-string v1, "tool"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    iget-object v0, v3, Lcom/hivewatch/ResumeBook;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    move-object v1, v4
    if-nez v4, :L18
    const/4 v1, 0x0
    return v1
    :L18
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hivewatch/Hold;
    if-nez v0, :L31
    const/4 v0, 0x0
    return v0
    :L31
    move-object v2, v0
    .line 43
    invoke-virtual {v2}, Lcom/hivewatch/Hold;->getUid()I
    move-result v0
    if-ne v0, v5, :L58
    invoke-virtual {v2}, Lcom/hivewatch/Hold;->getTool()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v6}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L58
    const/4 v0, 0x1
    goto :L59
    :L58
    const/4 v0, 0x0
    :L59
    return v0
.end method

