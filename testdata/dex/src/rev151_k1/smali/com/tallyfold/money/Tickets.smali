.class public final Lcom/tallyfold/money/Tickets;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final INSTANCE:Lcom/tallyfold/money/Tickets;

.field private static final TTL_MS:J = 0x927c0L

.field private static final held:Ljava/util/HashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/tallyfold/money/Tickets;

    invoke-direct {v0}, Lcom/tallyfold/money/Tickets;-><init>()V

    sput-object v0, Lcom/tallyfold/money/Tickets;->INSTANCE:Lcom/tallyfold/money/Tickets;

    .line 42
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/tallyfold/money/Tickets;->held:Ljava/util/HashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 40
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final declared-synchronized answer-t8NQXzc(Ljava/lang/String;Z)V
    .registers 5

    monitor-enter p0

    :try_start_0
    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 51
    sget-object v0, Lcom/tallyfold/money/Tickets;->held:Ljava/util/HashMap;

    invoke-static {p1}, Lcom/tallyfold/money/ResumeToken;->box-impl(Ljava/lang/String;)Lcom/tallyfold/money/ResumeToken;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyfold/money/Ticket;

    if-eqz v0, :cond_0

    invoke-static {p2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/tallyfold/money/Ticket;->setAnswer(Ljava/lang/Boolean;)V

    goto :goto_0

    .line 52
    :cond_0
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

.method public final declared-synchronized hold-ZdEKHHg(Lcom/tallyfold/money/ToolCall;)Ljava/lang/String;
    .registers 18

    monitor-enter p0

    :try_start_0
    move-object/from16 v0, p1

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    sget-object v0, Lcom/tallyfold/money/Entropy;->INSTANCE:Lcom/tallyfold/money/Entropy;

    invoke-virtual {v0}, Lcom/tallyfold/money/Entropy;->getSecure()Lkotlin/random/Random;

    move-result-object v0

    const/16 v1, 0x20

    invoke-static {v0, v1}, Lcom/tallyfold/money/TokensKt;->token(Lkotlin/random/Random;I)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/tallyfold/money/ResumeToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v13

    move-object v14, v13

    const/4 v15, 0x0

    .line 46
    sget-object v0, Lcom/tallyfold/money/Tickets;->held:Ljava/util/HashMap;

    check-cast v0, Ljava/util/Map;

    invoke-static {v14}, Lcom/tallyfold/money/ResumeToken;->box-impl(Ljava/lang/String;)Lcom/tallyfold/money/ResumeToken;

    move-result-object v1

    new-instance v2, Lcom/tallyfold/money/Ticket;

    move-object/from16 v4, p1

    invoke-virtual {v4}, Lcom/tallyfold/money/ToolCall;->getUid-GZ42O9s()I

    move-result v4

    move-object/from16 v5, p1

    invoke-virtual {v5}, Lcom/tallyfold/money/ToolCall;->getProviderId()Ljava/lang/String;

    move-result-object v5

    move-object/from16 v6, p1

    invoke-virtual {v6}, Lcom/tallyfold/money/ToolCall;->getTool()Ljava/lang/String;

    move-result-object v6

    move-object/from16 v7, p1

    invoke-virtual {v7}, Lcom/tallyfold/money/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v7

    move-object/from16 v8, p1

    invoke-virtual {v8}, Lcom/tallyfold/money/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v8

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v9

    const-wide/32 v11, 0x927c0

    add-long/2addr v9, v11

    move v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-object v7, v8

    move-wide v8, v9

    const/4 v10, 0x0

    invoke-direct/range {v2 .. v10}, Lcom/tallyfold/money/Ticket;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 47
    monitor-exit p0

    return-object v13
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized redeem-t8NQXzc(Ljava/lang/String;Lcom/tallyfold/money/ToolCall;)Ljava/lang/Boolean;
    .registers 14

    monitor-enter p0

    :try_start_0
    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    sget-object v0, Lcom/tallyfold/money/Tickets;->held:Ljava/util/HashMap;

    invoke-static {p1}, Lcom/tallyfold/money/ResumeToken;->box-impl(Ljava/lang/String;)Lcom/tallyfold/money/ResumeToken;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Lcom/tallyfold/money/Ticket;

    .line 58
    if-eqz v4, :cond_6

    .line 57
    move-object v6, v4

    .line 58
    move-object v7, v6

    .line 64
    const/4 v8, 0x0

    .line 58
    invoke-virtual {v7}, Lcom/tallyfold/money/Ticket;->getUid-GZ42O9s()I

    move-result v0

    invoke-virtual {p2}, Lcom/tallyfold/money/ToolCall;->getUid-GZ42O9s()I

    move-result v1

    invoke-static {v0, v1}, Lcom/tallyfold/money/CallerUid;->equals-impl0(II)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v7}, Lcom/tallyfold/money/Ticket;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/tallyfold/money/ToolCall;->getProviderId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v7}, Lcom/tallyfold/money/Ticket;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/tallyfold/money/ToolCall;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

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

    .line 59
    if-eqz v5, :cond_6

    .line 57
    move-object v7, v5

    .line 59
    move-object v8, v7

    .line 64
    const/4 v9, 0x0

    .line 59
    invoke-virtual {v8}, Lcom/tallyfold/money/Ticket;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/tallyfold/money/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-virtual {v8}, Lcom/tallyfold/money/Ticket;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/tallyfold/money/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v0, 0x1

    goto :goto_2

    :cond_2
    const/4 v0, 0x0

    :goto_2
    if-eqz v0, :cond_3

    move-object v0, v7

    goto :goto_3

    :cond_3
    const/4 v0, 0x0

    :goto_3
    move-object v6, v0

    .line 60
    if-eqz v6, :cond_6

    .line 57
    move-object v8, v6

    .line 60
    move-object v9, v8

    .line 64
    const/4 v10, 0x0

    .line 60
    invoke-virtual {v9}, Lcom/tallyfold/money/Ticket;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_4

    const/4 v0, 0x1

    goto :goto_4

    :cond_4
    const/4 v0, 0x0

    :goto_4
    if-eqz v0, :cond_5

    move-object v0, v8

    goto :goto_5

    :cond_5
    const/4 v0, 0x0

    :goto_5
    move-object v7, v0

    .line 61
    if-eqz v7, :cond_6

    invoke-virtual {v7}, Lcom/tallyfold/money/Ticket;->getAnswer()Ljava/lang/Boolean;

    move-result-object v0

    goto :goto_6

    .line 58
    :cond_6
    const/4 v0, 0x0

    .line 61
    :goto_6
    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
