.class public final Lcom/parcelnest/app/Session$Companion;
.super Ljava/lang/Object;
.source "Sessions.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/parcelnest/app/Session$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final declared-synchronized find(Ljava/lang/String;ILjava/lang/String;)Lcom/parcelnest/app/Session;
    .registers 13

    monitor-enter p0

    :try_start_0
    const-string v1, "providerId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    if-eqz p1, :cond_4

    move-object v6, p1

    .line 69
    const/4 v7, 0x0

    .line 24
    invoke-static {}, Lcom/parcelnest/app/Session;->access$getOpen$cp()Ljava/util/HashMap;

    move-result-object v0

    invoke-virtual {v0, v6}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Lcom/parcelnest/app/Session;

    .line 25
    if-eqz v4, :cond_4

    .line 24
    move-object v6, v4

    .line 25
    move-object v7, v6

    .line 69
    const/4 v8, 0x0

    .line 25
    invoke-virtual {v7}, Lcom/parcelnest/app/Session;->getUid()I

    move-result v0

    if-ne v0, p2, :cond_0

    invoke-virtual {v7}, Lcom/parcelnest/app/Session;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    move-object v0, v6

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    move-object v5, v0

    .line 26
    if-eqz v5, :cond_4

    .line 24
    move-object v6, v5

    .line 26
    move-object v7, v6

    .line 69
    const/4 v8, 0x0

    .line 26
    invoke-virtual {v7}, Lcom/parcelnest/app/Session;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_2

    const/4 v0, 0x1

    goto :goto_2

    :cond_2
    const/4 v0, 0x0

    :goto_2
    if-eqz v0, :cond_3

    move-object v0, v6

    goto :goto_3

    :cond_3
    const/4 v0, 0x0

    goto :goto_3

    .line 24
    :cond_4
    const/4 v0, 0x0

    .line 26
    :goto_3
    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized open(ILjava/lang/String;Ljava/util/Set;)Lcom/parcelnest/app/Session;
    .registers 17

    monitor-enter p0

    :try_start_0
    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "capabilities"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    new-instance v0, Lcom/parcelnest/app/Session;

    sget-object v2, Lcom/parcelnest/app/Tokens;->INSTANCE:Lcom/parcelnest/app/Tokens;

    const/4 v3, 0x0

    const/4 v4, 0x1

    const/4 v5, 0x0

    invoke-static {v2, v3, v4, v5}, Lcom/parcelnest/app/Tokens;->next$default(Lcom/parcelnest/app/Tokens;IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    const-wide/32 v8, 0x1b7740

    add-long/2addr v6, v8

    move-object v1, v2

    move v2, p1

    move-object v3, p2

    move-object/from16 v4, p3

    move-wide v5, v6

    const/4 v7, 0x0

    invoke-direct/range {v0 .. v7}, Lcom/parcelnest/app/Session;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/util/Set;JLkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v10, v0

    .line 20
    move-object v11, v10

    .line 69
    const/4 v12, 0x0

    .line 20
    invoke-static {}, Lcom/parcelnest/app/Session;->access$getOpen$cp()Ljava/util/HashMap;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    invoke-virtual {v11}, Lcom/parcelnest/app/Session;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v11}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    monitor-exit p0

    return-object v10
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
