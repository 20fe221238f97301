.class public final Lcom/hearthguard/claims/SessionBook;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field private final mint:Lcom/hearthguard/claims/TokenMint;

.field private final open:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.method public constructor <init>(Lcom/hearthguard/claims/TokenMint;)V
    .registers 3
    const-string v0, "mint"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthguard/claims/SessionBook;->mint:Lcom/hearthguard/claims/TokenMint;
    .line 34
    new-instance p1, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {p1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object p1, p0, Lcom/hearthguard/claims/SessionBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    .line 33
    return-void
.end method

.method public final open(I)Ljava/lang/String;
    .registers 5
    .line 37
    iget-object v0, p0, Lcom/hearthguard/claims/SessionBook;->mint:Lcom/hearthguard/claims/TokenMint;
    invoke-interface {v0}, Lcom/hearthguard/claims/TokenMint;->mint-vppQkDw()Ljava/lang/String;
    move-result-object v0
    .line 38
    iget-object v1, p0, Lcom/hearthguard/claims/SessionBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v1, Ljava/util/Map;
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    invoke-interface {v1, v0, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 39
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"session_token\":\""
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v0, "\"}"
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public final valid(Ljava/lang/String;I)Z
    .registers 4
    .line 42
    if-eqz p1, :cond_1
    iget-object v0, p0, Lcom/hearthguard/claims/SessionBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/Integer;
    if-nez p1, :cond_0
    goto :goto_0
    :cond_0
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I
    move-result p1
    if-ne p1, p2, :cond_1
    const/4 p1, 0x1
    goto :goto_1
    :cond_1
    :goto_0
    const/4 p1, 0x0
    :goto_1
    return p1
.end method
