.class public final Lcom/quillvault/SessionRegistry;
.super Ljava/lang/Object;
.source "Sessions.kt"

# instance fields
.field private final byToken:Ljava/util/concurrent/ConcurrentHashMap;
.field private final mint:Lcom/quillvault/TokenMint;
.field private final ttlMillis:J


# direct methods
.method public constructor <init>(J)V
    .registers 5
    .line 35
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, Lcom/quillvault/SessionRegistry;->ttlMillis:J
    .line 36
    new-instance v0, Lcom/quillvault/TokenMint;
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    check-cast v1, Ljava/util/Random;
    invoke-direct {v0, v1}, Lcom/quillvault/TokenMint;-><init>(Ljava/util/Random;)V
    iput-object v0, p0, Lcom/quillvault/SessionRegistry;->mint:Lcom/quillvault/TokenMint;
    .line 37
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/quillvault/SessionRegistry;->byToken:Ljava/util/concurrent/ConcurrentHashMap;
    .line 35
    return-void
.end method

.method public static final open$lambda$0(JLcom/quillvault/Session;)Z
    .registers 5
    const-string v1, "it"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    invoke-virtual {p2}, Lcom/quillvault/Session;->getExpiresAt()J
    move-result-wide v0
    cmp-long v0, v0, p0
    if-gtz v0, :L19
    const/4 v0, 0x1
    goto :L20
:L19
    const/4 v0, 0x0
:L20
    return v0
.end method

.method public static final open$lambda$1(Lkotlin/jvm/functions/Function1;Ljava/lang/Object;)Z
    .registers 3
    .line 41
    invoke-interface {p0, p1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    return v0
.end method


# virtual methods
.method public final find(Ljava/lang/String;I)Lcom/quillvault/Session;
    .registers 10
    .line 47
    iget-object v0, p0, Lcom/quillvault/SessionRegistry;->byToken:Ljava/util/concurrent/ConcurrentHashMap;
    move-object v1, p1
    if-nez p1, :L12
    const/4 v1, 0x0
    return-object v1
:L12
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/quillvault/Session;
    if-eqz v0, :L66
    move-object v4, v0
    move-object v5, v4
    .line 73
    const/4 v6, 0x0
    .line 47
    invoke-virtual {v5}, Lcom/quillvault/Session;->getUid()I
    move-result v0
    if-ne v0, p2, :L54
    invoke-virtual {v5}, Lcom/quillvault/Session;->getExpiresAt()J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-lez v0, :L54
    const/4 v0, 0x1
    goto :L55
:L54
    const/4 v0, 0x0
:L55
    if-eqz v0, :L62
    move-object v0, v4
    goto :L68
:L62
    const/4 v0, 0x0
    goto :L68
:L66
    const/4 v0, 0x0
:L68
    return-object v0
.end method

.method public final open(Lcom/quillvault/Caller;)Lcom/quillvault/Session;
    .registers 16
    .line 42
    const-string v1, "caller"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v8
    .line 41
    iget-object v0, p0, Lcom/quillvault/SessionRegistry;->byToken:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->values()Ljava/util/Collection;
    move-result-object v0
    new-instance v1, Lcom/quillvault/SessionRegistry$$ExternalSyntheticLambda0;
    invoke-direct {v1, v8, v9}, Lcom/quillvault/SessionRegistry$$ExternalSyntheticLambda0;-><init>(J)V
    new-instance v2, Lcom/quillvault/SessionRegistry$$ExternalSyntheticLambda1;
    invoke-direct {v2, v1}, Lcom/quillvault/SessionRegistry$$ExternalSyntheticLambda1;-><init>(Lkotlin/jvm/functions/Function1;)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/Collection;->removeIf(Ljava/util/function/Predicate;)Z
    .line 42
    iget-object v0, p0, Lcom/quillvault/SessionRegistry;->mint:Lcom/quillvault/TokenMint;
    invoke-virtual {v0}, Lcom/quillvault/TokenMint;->next-d1pmJ48()Ljava/lang/Object;
    move-result-object v11
    invoke-static {v11}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L58
    move-object v0, v11
    goto :L75
:L58
    move-object v12, v0
    .line 73
    const/4 v13, 0x0
    .line 42
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "no session token"
    invoke-direct {v0, v2, v12}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    throw v0
:L75
    check-cast v0, Ljava/lang/String;
    move-object v10, v0
    .line 43
    new-instance v11, Lcom/quillvault/Session;
    invoke-virtual {p1}, Lcom/quillvault/Caller;->getUid()I
    move-result v3
    iget-wide v6, p0, Lcom/quillvault/SessionRegistry;->ttlMillis:J
    add-long v4, v8, v6
    invoke-direct {v11, v10, v3, v4, v5}, Lcom/quillvault/Session;-><init>(Ljava/lang/String;IJ)V
    move-object v12, v11
    .line 73
    const/4 v13, 0x0
    .line 43
    iget-object v0, p0, Lcom/quillvault/SessionRegistry;->byToken:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-interface {v0, v10, v12}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-object v11
.end method
