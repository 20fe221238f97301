.class public final Lcom/example/r35k3/SessionStore;
.super Ljava/lang/Object;
.source "Tokens.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTokens.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Tokens.kt\ncom/example/r35k3/SessionStore\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,34:1\n1#2:35\n*E\n"
.end annotation

.field private final live:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.method public constructor <init>()V
    .registers 2
    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 17
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/r35k3/SessionStore;->live:Ljava/util/concurrent/ConcurrentHashMap;
    .line 16
    return-void
.end method

.method public final isLive(Ljava/lang/String;)Z
    .registers 3
    .line 21
    if-eqz p1, :cond_no
    iget-object v0, p0, Lcom/example/r35k3/SessionStore;->live:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->containsKey(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_no
    const/4 p1, 0x1
    goto :goto_ret
    :cond_no
    const/4 p1, 0x0
    :goto_ret
    return p1
.end method

.method public final open(I)Ljava/lang/String;
    .registers 4
    .line 19
    invoke-static {}, Lcom/example/r35k3/TokensKt;->getSESSION_RNG()Ljava/util/Random;
    move-result-object v0
    invoke-static {v0}, Lcom/example/r35k3/TokensKt;->newToken(Ljava/util/Random;)Ljava/lang/String;
    move-result-object v0
    .line 35
    const/4 v1, 0x0
    .line 19
    iget-object v1, p0, Lcom/example/r35k3/SessionStore;->live:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v1, Ljava/util/Map;
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    invoke-interface {v1, v0, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-object v0
.end method
