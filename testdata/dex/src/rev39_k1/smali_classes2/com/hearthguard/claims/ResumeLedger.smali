.class public final Lcom/hearthguard/claims/ResumeLedger;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field private final holds:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/hearthguard/claims/Hold;",
            ">;"
        }
    .end annotation
.end field

.method public constructor <init>()V
    .registers 2
    .line 47
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 48
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/hearthguard/claims/ResumeLedger;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    .line 47
    return-void
.end method

.method public final hold-X1U4vdo(Ljava/lang/String;ILjava/lang/String;)V
    .registers 6
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tool"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 51
    iget-object v0, p0, Lcom/hearthguard/claims/ResumeLedger;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    new-instance v1, Lcom/hearthguard/claims/Hold;
    invoke-direct {v1, p2, p3}, Lcom/hearthguard/claims/Hold;-><init>(ILjava/lang/String;)V
    invoke-interface {v0, p1, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 52
    return-void
.end method

.method public final peek(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 7
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tool"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 60
    iget-object v0, p0, Lcom/hearthguard/claims/ResumeLedger;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/hearthguard/claims/Hold;
    const/4 v0, 0x0
    if-nez p1, :cond_0
    return v0
    :cond_0
    invoke-virtual {p1}, Lcom/hearthguard/claims/Hold;->component1()I
    move-result v1
    invoke-virtual {p1}, Lcom/hearthguard/claims/Hold;->component2()Ljava/lang/String;
    move-result-object p1
    .line 61
    if-ne v1, p2, :cond_1
    invoke-static {p1, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_1
    const/4 v0, 0x1
    :cond_1
    return v0
.end method

.method public final take(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 7
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tool"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 55
    iget-object v0, p0, Lcom/hearthguard/claims/ResumeLedger;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/hearthguard/claims/Hold;
    const/4 v0, 0x0
    if-nez p1, :cond_0
    return v0
    :cond_0
    invoke-virtual {p1}, Lcom/hearthguard/claims/Hold;->component1()I
    move-result v1
    invoke-virtual {p1}, Lcom/hearthguard/claims/Hold;->component2()Ljava/lang/String;
    move-result-object p1
    .line 56
    if-ne v1, p2, :cond_1
    invoke-static {p1, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_1
    const/4 v0, 0x1
    :cond_1
    return v0
.end method
