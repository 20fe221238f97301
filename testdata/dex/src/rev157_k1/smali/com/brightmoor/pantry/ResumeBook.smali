.class public final Lcom/brightmoor/pantry/ResumeBook;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final INSTANCE:Lcom/brightmoor/pantry/ResumeBook;

.field private static final held:Ljava/util/HashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/brightmoor/pantry/ResumeBook;

    invoke-direct {v0}, Lcom/brightmoor/pantry/ResumeBook;-><init>()V

    sput-object v0, Lcom/brightmoor/pantry/ResumeBook;->INSTANCE:Lcom/brightmoor/pantry/ResumeBook;

    .line 40
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/brightmoor/pantry/ResumeBook;->held:Ljava/util/HashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 39
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final declared-synchronized approve(Ljava/lang/String;)V
    .registers 4

    monitor-enter p0

    .line 49
    :try_start_0
    sget-object v0, Lcom/brightmoor/pantry/ResumeBook;->held:Ljava/util/HashMap;

    move-object v1, p1

    if-nez p1, :cond_0

    monitor-exit p0

    return-void

    :cond_0
    invoke-virtual {v0, v1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/brightmoor/pantry/Pending;

    if-eqz v0, :cond_1

    const/4 v1, 0x1

    invoke-virtual {v0, v1}, Lcom/brightmoor/pantry/Pending;->setApproved(Z)V

    goto :goto_0

    .line 50
    :cond_1
    :goto_0
    monitor-exit p0

    return-void
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized hold(Lcom/brightmoor/pantry/Call;Ljava/lang/String;)Lcom/brightmoor/pantry/Pending;
    .registers 18

    monitor-enter p0

    :try_start_0
    move-object/from16 v0, p1

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "summary"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    new-instance v0, Lcom/brightmoor/pantry/Pending;

    sget-object v2, Lcom/brightmoor/pantry/Tokens;->INSTANCE:Lcom/brightmoor/pantry/Tokens;

    invoke-virtual {v2}, Lcom/brightmoor/pantry/Tokens;->next()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lcom/brightmoor/pantry/Call;->getUid()I

    move-result v3

    move-object/from16 v4, p1

    invoke-virtual {v4}, Lcom/brightmoor/pantry/Call;->getTool()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v5, p1

    invoke-virtual {v5}, Lcom/brightmoor/pantry/Call;->getRequestId()Ljava/lang/String;

    move-result-object v5

    move-object/from16 v6, p1

    invoke-virtual {v6}, Lcom/brightmoor/pantry/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v6

    .line 45
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v8

    const-wide/32 v10, 0x927c0

    add-long/2addr v8, v10

    .line 44
    move-object v1, v2

    move v2, v3

    move-object v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object/from16 v6, p2

    move-wide v7, v8

    invoke-direct/range {v0 .. v8}, Lcom/brightmoor/pantry/Pending;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    move-object v12, v0

    .line 45
    move-object v13, v12

    .line 64
    const/4 v14, 0x0

    .line 45
    sget-object v0, Lcom/brightmoor/pantry/ResumeBook;->held:Ljava/util/HashMap;

    check-cast v0, Ljava/util/Map;

    invoke-virtual {v13}, Lcom/brightmoor/pantry/Pending;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v13}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    monitor-exit p0

    return-object v12
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized take(Ljava/lang/String;)Lcom/brightmoor/pantry/Pending;
    .registers 4

    monitor-enter p0

    :try_start_0
    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 53
    sget-object v0, Lcom/brightmoor/pantry/ResumeBook;->held:Ljava/util/HashMap;

    invoke-virtual {v0, p1}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/brightmoor/pantry/Pending;

    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final takeFor(Ljava/lang/String;Lcom/brightmoor/pantry/Call;)Lcom/brightmoor/pantry/Pending;
    .registers 11

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    invoke-virtual {p0, p1}, Lcom/brightmoor/pantry/ResumeBook;->take(Ljava/lang/String;)Lcom/brightmoor/pantry/Pending;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v4, v0

    .line 58
    invoke-virtual {v4}, Lcom/brightmoor/pantry/Pending;->getUid()I

    move-result v0

    invoke-virtual {p2}, Lcom/brightmoor/pantry/Call;->getUid()I

    move-result v1

    if-ne v0, v1, :cond_1

    invoke-virtual {v4}, Lcom/brightmoor/pantry/Pending;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/brightmoor/pantry/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {v4}, Lcom/brightmoor/pantry/Pending;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/brightmoor/pantry/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    :cond_1
    const/4 v0, 0x0

    return-object v0

    .line 59
    :cond_2
    invoke-virtual {v4}, Lcom/brightmoor/pantry/Pending;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/brightmoor/pantry/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-virtual {v4}, Lcom/brightmoor/pantry/Pending;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_4

    :cond_3
    const/4 v0, 0x0

    return-object v0

    .line 60
    :cond_4
    move-object v5, v4

    move-object v6, v5

    .line 64
    const/4 v7, 0x0

    .line 60
    invoke-virtual {v6}, Lcom/brightmoor/pantry/Pending;->getApproved()Z

    move-result v0

    if-eqz v0, :cond_5

    move-object v0, v5

    goto :goto_0

    :cond_5
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method
