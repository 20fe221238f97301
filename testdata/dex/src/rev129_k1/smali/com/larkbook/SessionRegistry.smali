.class public final Lcom/larkbook/SessionRegistry;
.super Ljava/lang/Object;
.source "Sessions.kt"

# instance fields
.field private final byToken:Ljava/util/concurrent/ConcurrentHashMap;
.field private final ttlMillis:J


# direct methods
.method public constructor <init>(J)V
    .registers 4
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, Lcom/larkbook/SessionRegistry;->ttlMillis:J
    .line 12
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/larkbook/SessionRegistry;->byToken:Ljava/util/concurrent/ConcurrentHashMap;
    .line 11
    return-void
.end method

.method public static final open$lambda$0(JLcom/larkbook/Session;)Z
    .registers 5
    const-string v1, "it"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    invoke-virtual {p2}, Lcom/larkbook/Session;->getExpiresAt()J
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
    .line 16
    invoke-interface {p0, p1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    return v0
.end method


# virtual methods
.method public final get-iovkbgc(Ljava/lang/String;)Lcom/larkbook/Session;
    .registers 9
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    iget-object v0, p0, Lcom/larkbook/SessionRegistry;->byToken:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larkbook/Session;
    if-eqz v0, :L54
    move-object v4, v0
    move-object v5, v4
    .line 31
    const/4 v6, 0x0
    .line 23
    invoke-virtual {v5}, Lcom/larkbook/Session;->getExpiresAt()J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-lez v0, :L42
    const/4 v0, 0x1
    goto :L43
:L42
    const/4 v0, 0x0
:L43
    if-eqz v0, :L50
    move-object v0, v4
    goto :L56
:L50
    const/4 v0, 0x0
    goto :L56
:L54
    const/4 v0, 0x0
:L56
    return-object v0
.end method

.method public final open(Lcom/larkbook/Caller;)Lcom/larkbook/Session;
    .registers 16
    const-string v1, "caller"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v9
    .line 16
    iget-object v0, p0, Lcom/larkbook/SessionRegistry;->byToken:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->values()Ljava/util/Collection;
    move-result-object v0
    new-instance v1, Lcom/larkbook/SessionRegistry$$ExternalSyntheticLambda0;
    invoke-direct {v1, v9, v10}, Lcom/larkbook/SessionRegistry$$ExternalSyntheticLambda0;-><init>(J)V
    new-instance v2, Lcom/larkbook/SessionRegistry$$ExternalSyntheticLambda1;
    invoke-direct {v2, v1}, Lcom/larkbook/SessionRegistry$$ExternalSyntheticLambda1;-><init>(Lkotlin/jvm/functions/Function1;)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/Collection;->removeIf(Ljava/util/function/Predicate;)Z
    .line 17
    new-instance v0, Lcom/larkbook/Session;
    const/16 v2, 0x20
    invoke-static {v2}, Lcom/larkbook/TokensKt;->secureToken(I)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, Lcom/larkbook/SessionToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p1}, Lcom/larkbook/Caller;->getUid()I
    move-result v3
    invoke-virtual {p1}, Lcom/larkbook/Caller;->getPkg()Ljava/lang/String;
    move-result-object v4
    iget-wide v7, p0, Lcom/larkbook/SessionRegistry;->ttlMillis:J
    add-long v5, v9, v7
    move-object v1, v2
    move v2, v3
    move-object v3, v4
    move-wide v4, v5
    const/4 v6, 0x0
    invoke-direct/range {v0 .. v6}, Lcom/larkbook/Session;-><init>(Ljava/lang/String;ILjava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V
    move-object v11, v0
    .line 18
    move-object v12, v11
    .line 31
    const/4 v13, 0x0
    .line 18
    iget-object v0, p0, Lcom/larkbook/SessionRegistry;->byToken:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-virtual {v12}, Lcom/larkbook/Session;->getToken-M_JtaAE()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, v12}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 17
    return-object v11
.end method
