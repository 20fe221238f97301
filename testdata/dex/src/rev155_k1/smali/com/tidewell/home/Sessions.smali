.class public final Lcom/tidewell/home/Sessions;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final INSTANCE:Lcom/tidewell/home/Sessions;

.field private static final TTL_MS:J = 0x1b7740L

.field private static final open:Ljava/util/HashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/tidewell/home/Sessions;

    invoke-direct {v0}, Lcom/tidewell/home/Sessions;-><init>()V

    sput-object v0, Lcom/tidewell/home/Sessions;->INSTANCE:Lcom/tidewell/home/Sessions;

    .line 8
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/tidewell/home/Sessions;->open:Ljava/util/HashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final declared-synchronized activeFor(ILjava/lang/String;)Lcom/tidewell/home/Session;
    .registers 12

    monitor-enter p0

    :try_start_0
    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 28
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    .line 29
    const/4 v6, 0x0

    .line 30
    sget-object v0, Lcom/tidewell/home/Sessions;->open:Ljava/util/HashMap;

    invoke-virtual {v0}, Ljava/util/HashMap;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :cond_0
    :goto_0
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    const-string v2, "next(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Lcom/tidewell/home/Session;

    move-object v8, v0

    .line 31
    invoke-virtual {v8}, Lcom/tidewell/home/Session;->getUid()I

    move-result v0

    if-ne v0, p1, :cond_0

    invoke-virtual {v8}, Lcom/tidewell/home/Session;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v8}, Lcom/tidewell/home/Session;->getExpiresAt()J

    move-result-wide v0

    cmp-long v0, v0, v4

    if-gtz v0, :cond_1

    goto :goto_0

    .line 32
    :cond_1
    if-eqz v6, :cond_2

    invoke-virtual {v8}, Lcom/tidewell/home/Session;->getExpiresAt()J

    move-result-wide v0

    invoke-virtual {v6}, Lcom/tidewell/home/Session;->getExpiresAt()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    :cond_2
    move-object v6, v8

    goto :goto_0

    .line 34
    :cond_3
    monitor-exit p0

    return-object v6
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized find(Ljava/lang/String;ILjava/lang/String;)Lcom/tidewell/home/Session;
    .registers 12

    monitor-enter p0

    :try_start_0
    const-string v1, "providerId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    sget-object v0, Lcom/tidewell/home/Sessions;->open:Ljava/util/HashMap;

    move-object v1, p1

    if-nez p1, :cond_0

    const/4 v1, 0x0

    monitor-exit p0

    return-object v1

    :cond_0
    invoke-virtual {v0, v1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidewell/home/Session;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    :cond_1
    move-object v4, v0

    .line 21
    invoke-virtual {v4}, Lcom/tidewell/home/Session;->getUid()I

    move-result v0

    if-ne v0, p2, :cond_2

    invoke-virtual {v4}, Lcom/tidewell/home/Session;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    :cond_2
    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 22
    :cond_3
    move-object v5, v4

    move-object v6, v5

    .line 38
    const/4 v7, 0x0

    .line 22
    invoke-virtual {v6}, Lcom/tidewell/home/Session;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_4

    const/4 v0, 0x1

    goto :goto_0

    :cond_4
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_5

    move-object v0, v5

    goto :goto_1

    :cond_5
    const/4 v0, 0x0

    :goto_1
    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized open(ILjava/lang/String;)Lcom/tidewell/home/Session;
    .registers 13

    monitor-enter p0

    :try_start_0
    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    new-instance v0, Lcom/tidewell/home/Session;

    sget-object v2, Lcom/tidewell/home/Tokens;->INSTANCE:Lcom/tidewell/home/Tokens;

    const/4 v3, 0x0

    const/4 v4, 0x1

    const/4 v5, 0x0

    invoke-static {v2, v3, v4, v5}, Lcom/tidewell/home/Tokens;->secure$default(Lcom/tidewell/home/Tokens;IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    const-wide/32 v7, 0x1b7740

    add-long/2addr v5, v7

    move-object v1, v2

    move v2, p1

    move-object v3, p2

    move-wide v4, v5

    invoke-direct/range {v0 .. v5}, Lcom/tidewell/home/Session;-><init>(Ljava/lang/String;ILjava/lang/String;J)V

    move-object v9, v0

    .line 13
    sget-object v0, Lcom/tidewell/home/Sessions;->open:Ljava/util/HashMap;

    check-cast v0, Ljava/util/Map;

    invoke-virtual {v9}, Lcom/tidewell/home/Session;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v9}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 14
    monitor-exit p0

    return-object v9
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
