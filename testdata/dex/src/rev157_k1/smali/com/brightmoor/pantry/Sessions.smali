.class public final Lcom/brightmoor/pantry/Sessions;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final INSTANCE:Lcom/brightmoor/pantry/Sessions;

.field private static final open:Ljava/util/HashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/brightmoor/pantry/Sessions;

    invoke-direct {v0}, Lcom/brightmoor/pantry/Sessions;-><init>()V

    sput-object v0, Lcom/brightmoor/pantry/Sessions;->INSTANCE:Lcom/brightmoor/pantry/Sessions;

    .line 19
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/brightmoor/pantry/Sessions;->open:Ljava/util/HashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final declared-synchronized open(ILjava/lang/String;)Lcom/brightmoor/pantry/Session;
    .registers 15

    monitor-enter p0

    :try_start_0
    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    new-instance v0, Lcom/brightmoor/pantry/Session;

    sget-object v2, Lcom/brightmoor/pantry/Tokens;->INSTANCE:Lcom/brightmoor/pantry/Tokens;

    invoke-virtual {v2}, Lcom/brightmoor/pantry/Tokens;->next()Ljava/lang/String;

    move-result-object v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    const-wide/32 v7, 0x1b7740

    add-long/2addr v5, v7

    move-object v1, v2

    move v2, p1

    move-object v3, p2

    move-wide v4, v5

    invoke-direct/range {v0 .. v5}, Lcom/brightmoor/pantry/Session;-><init>(Ljava/lang/String;ILjava/lang/String;J)V

    move-object v9, v0

    move-object v10, v9

    .line 64
    const/4 v11, 0x0

    .line 23
    sget-object v0, Lcom/brightmoor/pantry/Sessions;->open:Ljava/util/HashMap;

    check-cast v0, Ljava/util/Map;

    invoke-virtual {v10}, Lcom/brightmoor/pantry/Session;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v10}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    monitor-exit p0

    return-object v9
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized valid(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 9

    monitor-enter p0

    :try_start_0
    const-string v1, "providerId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 27
    sget-object v0, Lcom/brightmoor/pantry/Sessions;->open:Ljava/util/HashMap;

    move-object v1, p1

    if-nez p1, :cond_0

    const/4 v1, 0x0

    monitor-exit p0

    return v1

    :cond_0
    invoke-virtual {v0, v1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/brightmoor/pantry/Session;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    monitor-exit p0

    return v0

    :cond_1
    move-object v4, v0

    .line 28
    invoke-virtual {v4}, Lcom/brightmoor/pantry/Session;->getUid()I

    move-result v0

    if-ne v0, p2, :cond_2

    invoke-virtual {v4}, Lcom/brightmoor/pantry/Session;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-virtual {v4}, Lcom/brightmoor/pantry/Session;->getExpiresAt()J

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
    monitor-exit p0

    return v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
