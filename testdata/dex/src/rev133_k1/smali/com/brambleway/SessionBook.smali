.class public final Lcom/brambleway/SessionBook;
.super Ljava/lang/Object;
.source "Sessions.kt"

# instance fields
.field private final open:Ljava/util/concurrent/ConcurrentHashMap;
.field private final tokens:Lcom/brambleway/TokenSource;
.field private final ttlMillis:J


# direct methods
.method public constructor <init>()V
    .registers 7
    move-object v0, p0
    const/4 v1, 0x0
    const-wide/16 v2, 0x0
    const/4 v4, 0x3
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/brambleway/SessionBook;-><init>(Lcom/brambleway/TokenSource;JILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method

.method public constructor <init>(Lcom/brambleway/TokenSource;J)V
    .registers 5
    const-string v0, "tokens"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/brambleway/SessionBook;->tokens:Lcom/brambleway/TokenSource;
    iput-wide p2, p0, Lcom/brambleway/SessionBook;->ttlMillis:J
    .line 24
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/brambleway/SessionBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    .line 23
    return-void
.end method

.method public synthetic constructor <init>(Lcom/brambleway/TokenSource;JILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7
    .line 23
    and-int/lit8 v0, p4, 0x1
    if-eqz v0, :L14
    sget-object p1, Lcom/brambleway/SecureIds;->INSTANCE:Lcom/brambleway/SecureIds;
    check-cast p1, Lcom/brambleway/TokenSource;
:L14
    and-int/lit8 v0, p4, 0x2
    if-eqz v0, :L25
    const-wide/32 p2, 0x36ee80
:L25
    invoke-direct {p0, p1, p2, p3}, Lcom/brambleway/SessionBook;-><init>(Lcom/brambleway/TokenSource;J)V
    return-void
.end method

.method public static final start$lambda$0(JLcom/brambleway/Session;)Z
    .registers 5
    const-string v1, "it"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    invoke-virtual {p2}, Lcom/brambleway/Session;->getExpiresAt()J
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

.method public static final start$lambda$1(Lkotlin/jvm/functions/Function1;Ljava/lang/Object;)Z
    .registers 3
    .line 28
    invoke-interface {p0, p1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    return v0
.end method


# virtual methods
.method public final find(Ljava/lang/String;I)Lcom/brambleway/Session;
    .registers 10
    .line 33
    move-object v0, p1
    if-eqz p1, :L71
    move-object v5, v0
    .line 36
    const/4 v6, 0x0
    .line 33
    iget-object v0, p0, Lcom/brambleway/SessionBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v5}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/brambleway/Session;
    if-eqz v0, :L71
    move-object v4, v0
    move-object v5, v4
    .line 36
    const/4 v6, 0x0
    .line 33
    invoke-virtual {v5}, Lcom/brambleway/Session;->getUid()I
    move-result v0
    if-ne v0, p2, :L59
    invoke-virtual {v5}, Lcom/brambleway/Session;->getExpiresAt()J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-lez v0, :L59
    const/4 v0, 0x1
    goto :L60
:L59
    const/4 v0, 0x0
:L60
    if-eqz v0, :L67
    move-object v0, v4
    goto :L73
:L67
    const/4 v0, 0x0
    goto :L73
:L71
    const/4 v0, 0x0
:L73
    return-object v0
.end method

.method public final start(Lcom/brambleway/Caller;)Lcom/brambleway/Session;
    .registers 15
    const-string v1, "caller"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v8
    .line 28
    iget-object v0, p0, Lcom/brambleway/SessionBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->values()Ljava/util/Collection;
    move-result-object v0
    new-instance v1, Lcom/brambleway/SessionBook$$ExternalSyntheticLambda0;
    invoke-direct {v1, v8, v9}, Lcom/brambleway/SessionBook$$ExternalSyntheticLambda0;-><init>(J)V
    new-instance v2, Lcom/brambleway/SessionBook$$ExternalSyntheticLambda1;
    invoke-direct {v2, v1}, Lcom/brambleway/SessionBook$$ExternalSyntheticLambda1;-><init>(Lkotlin/jvm/functions/Function1;)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/Collection;->removeIf(Ljava/util/function/Predicate;)Z
    .line 29
    new-instance v0, Lcom/brambleway/Session;
    iget-object v2, p0, Lcom/brambleway/SessionBook;->tokens:Lcom/brambleway/TokenSource;
    invoke-interface {v2}, Lcom/brambleway/TokenSource;->next()Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, Lcom/brambleway/SessionToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p1}, Lcom/brambleway/Caller;->getUid()I
    move-result v3
    iget-wide v6, p0, Lcom/brambleway/SessionBook;->ttlMillis:J
    add-long v4, v8, v6
    move-object v1, v2
    move v2, v3
    move-wide v3, v4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/brambleway/Session;-><init>(Ljava/lang/String;IJLkotlin/jvm/internal/DefaultConstructorMarker;)V
    move-object v10, v0
    move-object v11, v10
    .line 36
    const/4 v12, 0x0
    .line 29
    iget-object v0, p0, Lcom/brambleway/SessionBook;->open:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-virtual {v11}, Lcom/brambleway/Session;->getToken-SxOKYEk()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, v11}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-object v10
.end method
