.class public final Lnet/switchyard/hub/SessionBook;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final INSTANCE:Lnet/switchyard/hub/SessionBook;

.field private static final TTL_MS:J = 0x1b7740L

.field private static final sessions:Ljava/util/HashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lnet/switchyard/hub/SessionBook;

    invoke-direct {v0}, Lnet/switchyard/hub/SessionBook;-><init>()V

    sput-object v0, Lnet/switchyard/hub/SessionBook;->INSTANCE:Lnet/switchyard/hub/SessionBook;

    .line 20
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lnet/switchyard/hub/SessionBook;->sessions:Ljava/util/HashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final declared-synchronized find(Ljava/lang/String;ILjava/lang/String;)Lnet/switchyard/hub/Session;
    .registers 9

    monitor-enter p0

    :try_start_0
    const-string v1, "providerId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    if-nez p1, :cond_0

    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 33
    :cond_0
    sget-object v0, Lnet/switchyard/hub/SessionBook;->sessions:Ljava/util/HashMap;

    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lnet/switchyard/hub/Session;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    :cond_1
    move-object v4, v0

    .line 34
    invoke-virtual {v4}, Lnet/switchyard/hub/Session;->getUid()I

    move-result v0

    if-ne v0, p2, :cond_2

    invoke-virtual {v4}, Lnet/switchyard/hub/Session;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    :cond_2
    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 35
    :cond_3
    invoke-virtual {v4}, Lnet/switchyard/hub/Session;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_4

    .line 36
    sget-object v0, Lnet/switchyard/hub/SessionBook;->sessions:Ljava/util/HashMap;

    invoke-virtual {v0, p1}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 37
    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 39
    :cond_4
    monitor-exit p0

    return-object v4
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized newest(ILjava/lang/String;)Lnet/switchyard/hub/Session;
    .registers 19

    monitor-enter p0

    :try_start_0
    move-object/from16 v0, p2

    const-string v1, "providerId"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    .line 45
    sget-object v0, Lnet/switchyard/hub/SessionBook;->sessions:Ljava/util/HashMap;

    invoke-virtual {v0}, Ljava/util/HashMap;->values()Ljava/util/Collection;

    move-result-object v0

    const-string v2, "<get-values>(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/Iterable;

    move-object v5, v0

    const/4 v6, 0x0

    .line 83
    move-object v7, v5

    new-instance v8, Ljava/util/ArrayList;

    invoke-direct {v8}, Ljava/util/ArrayList;-><init>()V

    check-cast v8, Ljava/util/Collection;

    const/4 v9, 0x0

    .line 84
    invoke-interface {v7}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :cond_0
    :goto_0
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v12

    move-object v0, v12

    check-cast v0, Lnet/switchyard/hub/Session;

    move-object v14, v0

    const/4 v15, 0x0

    .line 45
    invoke-virtual {v14}, Lnet/switchyard/hub/Session;->getUid()I

    move-result v0

    move/from16 v1, p1

    if-ne v0, v1, :cond_1

    invoke-virtual {v14}, Lnet/switchyard/hub/Session;->getProviderId()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p2

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {v14}, Lnet/switchyard/hub/Session;->getExpiresAt()J

    move-result-wide v0

    cmp-long v0, v0, v3

    if-lez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    .line 84
    :goto_1
    if-eqz v0, :cond_0

    invoke-interface {v8, v12}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 85
    :cond_2
    move-object v0, v8

    check-cast v0, Ljava/util/List;

    .line 83
    check-cast v0, Ljava/lang/Iterable;

    move-object v5, v0

    .line 46
    const/4 v6, 0x0

    .line 86
    invoke-interface {v5}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v7

    .line 87
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    goto :goto_2

    .line 88
    :cond_3
    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v8

    .line 89
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-nez v0, :cond_4

    move-object v0, v8

    goto :goto_2

    .line 90
    :cond_4
    move-object v0, v8

    check-cast v0, Lnet/switchyard/hub/Session;

    move-object v9, v0

    const/4 v11, 0x0

    .line 46
    invoke-virtual {v9}, Lnet/switchyard/hub/Session;->getExpiresAt()J

    move-result-wide v9

    .line 92
    :cond_5
    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v11

    .line 93
    move-object v0, v11

    check-cast v0, Lnet/switchyard/hub/Session;

    move-object v12, v0

    const/4 v14, 0x0

    .line 46
    invoke-virtual {v12}, Lnet/switchyard/hub/Session;->getExpiresAt()J

    move-result-wide v12

    .line 94
    cmp-long v0, v9, v12

    if-gez v0, :cond_6

    .line 95
    move-object v8, v11

    .line 96
    move-wide v9, v12

    .line 98
    :cond_6
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-nez v0, :cond_5

    .line 99
    move-object v0, v8

    :goto_2
    check-cast v0, Lnet/switchyard/hub/Session;

    .line 45
    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized open(ILjava/lang/String;Ljava/util/Set;)Lkotlin/Pair;
    .registers 15

    monitor-enter p0

    :try_start_0
    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "capabilities"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    sget-object v0, Lnet/switchyard/hub/Tokens;->INSTANCE:Lnet/switchyard/hub/Tokens;

    const/4 v1, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lnet/switchyard/hub/Tokens;->mint$default(Lnet/switchyard/hub/Tokens;IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v9

    .line 25
    new-instance v0, Lnet/switchyard/hub/Session;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    const-wide/32 v7, 0x1b7740

    add-long/2addr v5, v7

    move v1, p1

    move-object v2, p2

    move-object v3, p3

    move-wide v4, v5

    invoke-direct/range {v0 .. v5}, Lnet/switchyard/hub/Session;-><init>(ILjava/lang/String;Ljava/util/Set;J)V

    move-object v10, v0

    .line 26
    sget-object v0, Lnet/switchyard/hub/SessionBook;->sessions:Ljava/util/HashMap;

    check-cast v0, Ljava/util/Map;

    invoke-interface {v0, v9, v10}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 27
    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v0

    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
