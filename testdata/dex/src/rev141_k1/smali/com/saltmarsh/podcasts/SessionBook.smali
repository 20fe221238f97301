.class public final Lcom/saltmarsh/podcasts/SessionBook;
.super Ljava/lang/Object;
.source "Sessions.kt"


# instance fields
.field private final open:Ljava/util/concurrent/ConcurrentHashMap;

.field private final ttlMillis:J


# direct methods
.method public constructor <init>()V
    .registers 5

    const-wide/16 v0, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-direct {p0, v0, v1, v2, v3}, Lcom/saltmarsh/podcasts/SessionBook;-><init>(JILkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-void
.end method

.method public constructor <init>(J)V
    .registers 4

    .line 35
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lcom/saltmarsh/podcasts/SessionBook;->ttlMillis:J

    .line 36
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/SessionBook;->open:Ljava/util/concurrent/ConcurrentHashMap;

    .line 35
    return-void
.end method

.method public synthetic constructor <init>(JILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6

    .line 35
    and-int/lit8 v0, p3, 0x1

    if-eqz v0, :cond_0

    const-wide/32 p1, 0x36ee80

    :cond_0
    invoke-direct {p0, p1, p2}, Lcom/saltmarsh/podcasts/SessionBook;-><init>(J)V

    return-void
.end method

.method public static final start$lambda$0(JLcom/saltmarsh/podcasts/Session;)Z
    .registers 5

    const-string v1, "it"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 40
    invoke-virtual {p2}, Lcom/saltmarsh/podcasts/Session;->getExpiresAt()J

    move-result-wide v0

    cmp-long v0, v0, p0

    if-gtz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static final start$lambda$1(Lkotlin/jvm/functions/Function1;Ljava/lang/Object;)Z
    .registers 3

    .line 40
    invoke-interface {p0, p1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Boolean;

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    return v0
.end method


# virtual methods
.method public final find(Ljava/lang/String;I)Lcom/saltmarsh/podcasts/Session;
    .registers 8

    .line 47
    iget-object v0, p0, Lcom/saltmarsh/podcasts/SessionBook;->open:Ljava/util/concurrent/ConcurrentHashMap;

    move-object v1, p1

    if-nez p1, :cond_0

    const/4 v1, 0x0

    return-object v1

    :cond_0
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/saltmarsh/podcasts/Session;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return-object v0

    :cond_1
    move-object v4, v0

    .line 48
    invoke-virtual {v4}, Lcom/saltmarsh/podcasts/Session;->getUid()I

    move-result v0

    if-ne v0, p2, :cond_2

    invoke-virtual {v4}, Lcom/saltmarsh/podcasts/Session;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_2

    move-object v0, v4

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public final start(ILjava/util/Set;)Lcom/saltmarsh/podcasts/Session;
    .registers 15

    const-string v1, "capabilities"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v9

    .line 40
    iget-object v0, p0, Lcom/saltmarsh/podcasts/SessionBook;->open:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->values()Ljava/util/Collection;

    move-result-object v0

    new-instance v1, Lcom/saltmarsh/podcasts/SessionBook$$ExternalSyntheticLambda0;

    invoke-direct {v1, v9, v10}, Lcom/saltmarsh/podcasts/SessionBook$$ExternalSyntheticLambda0;-><init>(J)V

    new-instance v2, Lcom/saltmarsh/podcasts/SessionBook$$ExternalSyntheticLambda1;

    invoke-direct {v2, v1}, Lcom/saltmarsh/podcasts/SessionBook$$ExternalSyntheticLambda1;-><init>(Lkotlin/jvm/functions/Function1;)V

    move-object v1, v2

    invoke-interface {v0, v1}, Ljava/util/Collection;->removeIf(Ljava/util/function/Predicate;)Z

    .line 41
    new-instance v0, Lcom/saltmarsh/podcasts/Session;

    sget-object v2, Lcom/saltmarsh/podcasts/Tokens;->INSTANCE:Lcom/saltmarsh/podcasts/Tokens;

    const/4 v3, 0x0

    const/4 v4, 0x1

    const/4 v5, 0x0

    invoke-static {v2, v3, v4, v5}, Lcom/saltmarsh/podcasts/Tokens;->next$default(Lcom/saltmarsh/podcasts/Tokens;IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v2

    iget-wide v7, p0, Lcom/saltmarsh/podcasts/SessionBook;->ttlMillis:J

    add-long v5, v9, v7

    move-object v1, v2

    move v2, p1

    move-object v3, p2

    move-wide v4, v5

    invoke-direct/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Session;-><init>(Ljava/lang/String;ILjava/util/Set;J)V

    move-object v11, v0

    .line 42
    iget-object v0, p0, Lcom/saltmarsh/podcasts/SessionBook;->open:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-virtual {v11}, Lcom/saltmarsh/podcasts/Session;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v11}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 43
    return-object v11
.end method
