.class public final Lcom/larderly/pantry/SessionBook;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final INSTANCE:Lcom/larderly/pantry/SessionBook;

.field private static final TTL_MS:J = 0x36ee80L

.field private static final open:Ljava/util/HashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/larderly/pantry/SessionBook;

    invoke-direct {v0}, Lcom/larderly/pantry/SessionBook;-><init>()V

    sput-object v0, Lcom/larderly/pantry/SessionBook;->INSTANCE:Lcom/larderly/pantry/SessionBook;

    .line 17
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/larderly/pantry/SessionBook;->open:Ljava/util/HashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final declared-synchronized find-8_ixrg4(Ljava/lang/String;ILjava/lang/String;)Lcom/larderly/pantry/Session;
    .registers 12

    monitor-enter p0

    :try_start_0
    const-string v1, "providerId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 29
    sget-object v0, Lcom/larderly/pantry/SessionBook;->open:Ljava/util/HashMap;

    move-object v1, p1

    if-nez p1, :cond_0

    const/4 v1, 0x0

    monitor-exit p0

    return-object v1

    :cond_0
    invoke-virtual {v0, v1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/pantry/Session;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    :cond_1
    move-object v4, v0

    .line 30
    move-object v5, v4

    move-object v6, v5

    .line 72
    const/4 v7, 0x0

    .line 30
    invoke-virtual {v6}, Lcom/larderly/pantry/Session;->getCaller-xhUrru8()I

    move-result v0

    invoke-static {v0, p2}, Lcom/larderly/pantry/CallerUid;->equals-impl0(II)Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-virtual {v6}, Lcom/larderly/pantry/Session;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-virtual {v6}, Lcom/larderly/pantry/Session;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_2

    const/4 v0, 0x1

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_3

    move-object v0, v5

    goto :goto_1

    :cond_3
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

.method public final declared-synchronized latest-LsT-nGs(ILjava/lang/String;)Lcom/larderly/pantry/Session;
    .registers 18

    monitor-enter p0

    :try_start_0
    move-object/from16 v0, p2

    const-string v1, "providerId"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    sget-object v0, Lcom/larderly/pantry/SessionBook;->open:Ljava/util/HashMap;

    invoke-virtual {v0}, Ljava/util/HashMap;->values()Ljava/util/Collection;

    move-result-object v0

    const-string v2, "<get-values>(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/Iterable;

    move-object v4, v0

    .line 36
    const/4 v5, 0x0

    .line 73
    move-object v6, v4

    new-instance v7, Ljava/util/ArrayList;

    invoke-direct {v7}, Ljava/util/ArrayList;-><init>()V

    check-cast v7, Ljava/util/Collection;

    const/4 v8, 0x0

    .line 74
    invoke-interface {v6}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v10

    :cond_0
    :goto_0
    invoke-interface {v10}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v10}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v11

    move-object v0, v11

    check-cast v0, Lcom/larderly/pantry/Session;

    move-object v13, v0

    const/4 v14, 0x0

    .line 36
    invoke-virtual {v13}, Lcom/larderly/pantry/Session;->getCaller-xhUrru8()I

    move-result v0

    move/from16 v1, p1

    invoke-static {v0, v1}, Lcom/larderly/pantry/CallerUid;->equals-impl0(II)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {v13}, Lcom/larderly/pantry/Session;->getProviderId()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p2

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {v13}, Lcom/larderly/pantry/Session;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    .line 74
    :goto_1
    if-eqz v0, :cond_0

    invoke-interface {v7, v11}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 75
    :cond_2
    move-object v0, v7

    check-cast v0, Ljava/util/List;

    .line 73
    check-cast v0, Ljava/lang/Iterable;

    move-object v4, v0

    .line 37
    const/4 v5, 0x0

    .line 76
    invoke-interface {v4}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v6

    .line 77
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    goto :goto_2

    .line 78
    :cond_3
    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v7

    .line 79
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-nez v0, :cond_4

    move-object v0, v7

    goto :goto_2

    .line 80
    :cond_4
    move-object v0, v7

    check-cast v0, Lcom/larderly/pantry/Session;

    move-object v8, v0

    const/4 v10, 0x0

    .line 37
    invoke-virtual {v8}, Lcom/larderly/pantry/Session;->getExpiresAt()J

    move-result-wide v8

    .line 82
    :cond_5
    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v10

    .line 83
    move-object v0, v10

    check-cast v0, Lcom/larderly/pantry/Session;

    move-object v11, v0

    const/4 v13, 0x0

    .line 37
    invoke-virtual {v11}, Lcom/larderly/pantry/Session;->getExpiresAt()J

    move-result-wide v11

    .line 84
    cmp-long v0, v8, v11

    if-gez v0, :cond_6

    .line 85
    move-object v7, v10

    .line 86
    move-wide v8, v11

    .line 88
    :cond_6
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-nez v0, :cond_5

    .line 89
    move-object v0, v7

    :goto_2
    check-cast v0, Lcom/larderly/pantry/Session;

    .line 37
    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized open-Foo652U(ILjava/lang/String;)Ljava/lang/String;
    .registers 14

    monitor-enter p0

    :try_start_0
    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    sget-object v0, Lcom/larderly/pantry/Tokens;->INSTANCE:Lcom/larderly/pantry/Tokens;

    const/4 v1, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/larderly/pantry/Tokens;->mint$default(Lcom/larderly/pantry/Tokens;IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/larderly/pantry/SessionId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 22
    sget-object v0, Lcom/larderly/pantry/SessionBook;->open:Ljava/util/HashMap;

    check-cast v0, Ljava/util/Map;

    new-instance v2, Lcom/larderly/pantry/Session;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    const-wide/32 v8, 0x36ee80

    add-long/2addr v6, v8

    move v3, p1

    move-object v4, p2

    move-wide v5, v6

    const/4 v7, 0x0

    invoke-direct/range {v2 .. v7}, Lcom/larderly/pantry/Session;-><init>(ILjava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V

    invoke-interface {v0, v10, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 23
    monitor-exit p0

    return-object v10
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
