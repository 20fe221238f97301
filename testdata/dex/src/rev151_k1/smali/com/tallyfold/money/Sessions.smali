.class public final Lcom/tallyfold/money/Sessions;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final INSTANCE:Lcom/tallyfold/money/Sessions;

.field private static final TTL_MS:J = 0x1b7740L

.field private static final open:Ljava/util/HashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/tallyfold/money/Sessions;

    invoke-direct {v0}, Lcom/tallyfold/money/Sessions;-><init>()V

    sput-object v0, Lcom/tallyfold/money/Sessions;->INSTANCE:Lcom/tallyfold/money/Sessions;

    .line 12
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/tallyfold/money/Sessions;->open:Ljava/util/HashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final declared-synchronized find-IsXkWsY(Ljava/lang/String;ILjava/lang/String;)Lcom/tallyfold/money/Session;
    .registers 13

    monitor-enter p0

    :try_start_0
    const-string v1, "providerId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    if-eqz p1, :cond_4

    move-object v6, p1

    .line 64
    const/4 v7, 0x0

    .line 21
    sget-object v0, Lcom/tallyfold/money/Sessions;->open:Ljava/util/HashMap;

    invoke-static {v6}, Lcom/tallyfold/money/SessionToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Lcom/tallyfold/money/SessionToken;->box-impl(Ljava/lang/String;)Lcom/tallyfold/money/SessionToken;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Lcom/tallyfold/money/Session;

    .line 22
    if-eqz v4, :cond_4

    .line 21
    move-object v6, v4

    .line 22
    move-object v7, v6

    .line 64
    const/4 v8, 0x0

    .line 22
    invoke-virtual {v7}, Lcom/tallyfold/money/Session;->getUid-GZ42O9s()I

    move-result v0

    invoke-static {v0, p2}, Lcom/tallyfold/money/CallerUid;->equals-impl0(II)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v7}, Lcom/tallyfold/money/Session;->getProviderId()Ljava/lang/String;

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

    .line 23
    if-eqz v5, :cond_4

    .line 21
    move-object v6, v5

    .line 23
    move-object v7, v6

    .line 64
    const/4 v8, 0x0

    .line 23
    invoke-virtual {v7}, Lcom/tallyfold/money/Session;->getExpiresAt()J

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

    .line 21
    :cond_4
    const/4 v0, 0x0

    .line 23
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

.method public final declared-synchronized open-xzdxHD0(ILjava/lang/String;Ljava/util/Set;)Lkotlin/Pair;
    .registers 19

    monitor-enter p0

    :try_start_0
    move-object/from16 v0, p2

    const-string v1, "providerId"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "capabilities"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 16
    sget-object v0, Lcom/tallyfold/money/Entropy;->INSTANCE:Lcom/tallyfold/money/Entropy;

    invoke-virtual {v0}, Lcom/tallyfold/money/Entropy;->getSecure()Lkotlin/random/Random;

    move-result-object v0

    const/16 v1, 0x20

    invoke-static {v0, v1}, Lcom/tallyfold/money/TokensKt;->token(Lkotlin/random/Random;I)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/tallyfold/money/SessionToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/tallyfold/money/SessionToken;->box-impl(Ljava/lang/String;)Lcom/tallyfold/money/SessionToken;

    move-result-object v0

    new-instance v1, Lcom/tallyfold/money/Session;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    const-wide/32 v8, 0x1b7740

    add-long/2addr v6, v8

    move/from16 v2, p1

    move-object/from16 v3, p2

    move-object/from16 v4, p3

    move-wide v5, v6

    const/4 v7, 0x0

    invoke-direct/range {v1 .. v7}, Lcom/tallyfold/money/Session;-><init>(ILjava/lang/String;Ljava/util/Set;JLkotlin/jvm/internal/DefaultConstructorMarker;)V

    invoke-static {v0, v1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    .line 17
    move-object v11, v10

    .line 64
    const/4 v12, 0x0

    invoke-virtual {v11}, Lkotlin/Pair;->component1()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyfold/money/SessionToken;

    invoke-virtual {v0}, Lcom/tallyfold/money/SessionToken;->unbox-impl()Ljava/lang/String;

    move-result-object v13

    invoke-virtual {v11}, Lkotlin/Pair;->component2()Ljava/lang/Object;

    move-result-object v14

    check-cast v14, Lcom/tallyfold/money/Session;

    .line 17
    sget-object v0, Lcom/tallyfold/money/Sessions;->open:Ljava/util/HashMap;

    check-cast v0, Ljava/util/Map;

    invoke-static {v13}, Lcom/tallyfold/money/SessionToken;->box-impl(Ljava/lang/String;)Lcom/tallyfold/money/SessionToken;

    move-result-object v1

    invoke-interface {v0, v1, v14}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    monitor-exit p0

    return-object v10
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
