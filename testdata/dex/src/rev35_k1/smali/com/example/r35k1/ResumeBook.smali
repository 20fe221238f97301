.class public final Lcom/example/r35k1/ResumeBook;
.super Ljava/lang/Object;
.source "Tokens.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r35k1/ResumeBook$Pending;
    }
.end annotation

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTokens.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Tokens.kt\ncom/example/r35k1/ResumeBook\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,53:1\n1#2:54\n*E\n"
.end annotation

.field private final open:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/example/r35k1/ResumeBook$Pending;",
            ">;"
        }
    .end annotation
.end field

.method public constructor <init>()V
    .registers 2
    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 34
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/r35k1/ResumeBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    .line 31
    return-void
.end method

.method public final find(Ljava/lang/String;)Lcom/example/r35k1/ResumeBook$Pending;
    .registers 7
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    iget-object v0, p0, Lcom/example/r35k1/ResumeBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/r35k1/ResumeBook$Pending;
    const/4 v0, 0x0
    if-eqz p1, :cond_none
    .line 54
    const/4 v1, 0x0
    .line 42
    invoke-virtual {p1}, Lcom/example/r35k1/ResumeBook$Pending;->getExpiresAt()J
    move-result-wide v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    cmp-long v1, v1, v3
    if-lez v1, :cond_none
    move-object v0, p1
    :cond_none
    return-object v0
.end method

.method public final issue(ILjava/lang/String;)Ljava/lang/String;
    .registers 10
    const-string v0, "tool"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    invoke-static {}, Lcom/example/r35k1/TokensKt;->newToken()Ljava/lang/String;
    move-result-object v0
    .line 54
    const/4 v1, 0x0
    .line 37
    iget-object v1, p0, Lcom/example/r35k1/ResumeBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v1, Ljava/util/Map;
    new-instance v2, Lcom/example/r35k1/ResumeBook$Pending;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/32 v5, 0x927c0
    add-long/2addr v3, v5
    invoke-direct {v2, p1, p2, v3, v4}, Lcom/example/r35k1/ResumeBook$Pending;-><init>(ILjava/lang/String;J)V
    invoke-interface {v1, v0, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-object v0
.end method

.method public final take(Ljava/lang/String;I)Lcom/example/r35k1/ResumeBook$Pending;
    .registers 8
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    iget-object v0, p0, Lcom/example/r35k1/ResumeBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/r35k1/ResumeBook$Pending;
    const/4 v0, 0x0
    if-eqz p1, :cond_none
    .line 54
    const/4 v1, 0x0
    .line 40
    invoke-virtual {p1}, Lcom/example/r35k1/ResumeBook$Pending;->getUid()I
    move-result v1
    if-ne v1, p2, :cond_none
    invoke-virtual {p1}, Lcom/example/r35k1/ResumeBook$Pending;->getExpiresAt()J
    move-result-wide v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    cmp-long p2, v1, v3
    if-lez p2, :cond_none
    move-object v0, p1
    :cond_none
    return-object v0
.end method
