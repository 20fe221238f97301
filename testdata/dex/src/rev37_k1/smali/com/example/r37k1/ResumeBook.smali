.class public final Lcom/example/r37k1/ResumeBook;
.super Ljava/lang/Object;
.source "Tokens.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTokens.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Tokens.kt\ncom/example/r37k1/ResumeBook\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,62:1\n1#2:63\n*E\n"
.end annotation

.field private final open:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/example/r37k1/Pending;",
            ">;"
        }
    .end annotation
.end field

.field private final tokens:Lcom/example/r37k1/TokenSource;

.method public constructor <init>(Lcom/example/r37k1/TokenSource;)V
    .registers 3
    const-string v0, "tokens"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 43
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r37k1/ResumeBook;->tokens:Lcom/example/r37k1/TokenSource;
    .line 44
    new-instance p1, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {p1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object p1, p0, Lcom/example/r37k1/ResumeBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    .line 43
    return-void
.end method

.method public final issue(ILjava/lang/String;)Ljava/lang/String;
    .registers 10
    const-string v0, "tool"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 47
    iget-object v0, p0, Lcom/example/r37k1/ResumeBook;->tokens:Lcom/example/r37k1/TokenSource;
    invoke-interface {v0}, Lcom/example/r37k1/TokenSource;->next()Ljava/lang/String;
    move-result-object v0
    .line 63
    const/4 v1, 0x0
    .line 47
    iget-object v1, p0, Lcom/example/r37k1/ResumeBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v1, Ljava/util/Map;
    new-instance v2, Lcom/example/r37k1/Pending;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/32 v5, 0x493e0
    add-long/2addr v3, v5
    invoke-direct {v2, p1, p2, v3, v4}, Lcom/example/r37k1/Pending;-><init>(ILjava/lang/String;J)V
    invoke-interface {v1, v0, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    nop
    return-object v0
.end method

.method public final take(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 9
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tool"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    iget-object v0, p0, Lcom/example/r37k1/ResumeBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/r37k1/Pending;
    const/4 v0, 0x0
    if-nez p1, :cond_0
    return v0
    .line 51
    :cond_0
    invoke-virtual {p1}, Lcom/example/r37k1/Pending;->getUid()I
    move-result v1
    if-ne v1, p2, :cond_1
    invoke-virtual {p1}, Lcom/example/r37k1/Pending;->getTool()Ljava/lang/String;
    move-result-object p2
    invoke-static {p2, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_1
    invoke-virtual {p1}, Lcom/example/r37k1/Pending;->getExpiresAt()J
    move-result-wide p1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v1
    cmp-long p1, p1, v1
    if-lez p1, :cond_1
    const/4 v0, 0x1
    :cond_1
    return v0
.end method
