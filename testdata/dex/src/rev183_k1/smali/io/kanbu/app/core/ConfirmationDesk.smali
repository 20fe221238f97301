.class public final Lio/kanbu/app/core/ConfirmationDesk;
.super Ljava/lang/Object;
.source "ConfirmationDesk.kt"


# static fields
.field public static final INSTANCE:Lio/kanbu/app/core/ConfirmationDesk;

.field private static final TTL_MS:J = 0x927c0L

.field private static final byTicket:Ljava/util/concurrent/ConcurrentHashMap;

.field private static final byToken:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/kanbu/app/core/ConfirmationDesk;

    invoke-direct {v0}, Lio/kanbu/app/core/ConfirmationDesk;-><init>()V

    sput-object v0, Lio/kanbu/app/core/ConfirmationDesk;->INSTANCE:Lio/kanbu/app/core/ConfirmationDesk;

    .line 28
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lio/kanbu/app/core/ConfirmationDesk;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    .line 29
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lio/kanbu/app/core/ConfirmationDesk;->byTicket:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final answer(Ljava/lang/String;Z)V
    .registers 5

    const-string v1, "ticket"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 42
    sget-object v0, Lio/kanbu/app/core/ConfirmationDesk;->byTicket:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/kanbu/app/core/Parked;

    if-eqz v0, :cond_0

    invoke-static {p2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-virtual {v0, v1}, Lio/kanbu/app/core/Parked;->setAnswer(Ljava/lang/Boolean;)V

    goto :goto_0

    .line 43
    :cond_0
    :goto_0
    return-void
.end method

.method public final park(Ljava/lang/String;Ljava/lang/String;Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;)V
    .registers 21

    move-object/from16 v0, p1

    const-string v1, "resumeToken"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "ticket"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p4

    const-string v1, "providerId"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p5

    const-string v1, "summary"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    new-instance v0, Lio/kanbu/app/core/Parked;

    move-object/from16 v4, p3

    invoke-virtual {v4}, Lcom/clawseed/sdk/provider/CetpRequest;->getCallerUid()I

    move-result v4

    move-object/from16 v6, p3

    invoke-virtual {v6}, Lcom/clawseed/sdk/provider/CetpRequest;->getToolName()Ljava/lang/String;

    move-result-object v6

    move-object/from16 v7, p3

    invoke-virtual {v7}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v7

    .line 33
    sget-object v8, Lio/kanbu/app/core/Tokens;->INSTANCE:Lio/kanbu/app/core/Tokens;

    move-object/from16 v9, p3

    invoke-virtual {v9}, Lcom/clawseed/sdk/provider/CetpRequest;->getArgsText()Ljava/lang/String;

    move-result-object v9

    invoke-virtual {v8, v9}, Lio/kanbu/app/core/Tokens;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v10

    const-wide/32 v12, 0x927c0

    add-long/2addr v10, v12

    .line 32
    move-object/from16 v1, p1

    move-object/from16 v2, p2

    move v3, v4

    move-object/from16 v4, p4

    move-object v5, v6

    move-object v6, v7

    move-object v7, v8

    move-object/from16 v8, p5

    move-wide v9, v10

    invoke-direct/range {v0 .. v10}, Lio/kanbu/app/core/Parked;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    move-object v14, v0

    .line 34
    sget-object v0, Lio/kanbu/app/core/ConfirmationDesk;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    move-object/from16 v1, p1

    invoke-interface {v0, v1, v14}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 35
    sget-object v0, Lio/kanbu/app/core/ConfirmationDesk;->byTicket:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    move-object/from16 v1, p2

    invoke-interface {v0, v1, v14}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 36
    return-void
.end method

.method public final redeem(Ljava/lang/String;Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)Lio/kanbu/app/core/Ticket;
    .registers 11

    const-string v1, "resumeToken"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "providerId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 47
    sget-object v0, Lio/kanbu/app/core/ConfirmationDesk;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/kanbu/app/core/Parked;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v5, v0

    .line 48
    sget-object v0, Lio/kanbu/app/core/ConfirmationDesk;->byTicket:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v5}, Lio/kanbu/app/core/Parked;->getTicket()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 49
    invoke-virtual {v5}, Lio/kanbu/app/core/Parked;->getUid()I

    move-result v0

    invoke-virtual {p2}, Lcom/clawseed/sdk/provider/CetpRequest;->getCallerUid()I

    move-result v1

    if-ne v0, v1, :cond_1

    invoke-virtual {v5}, Lio/kanbu/app/core/Parked;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 50
    invoke-virtual {v5}, Lio/kanbu/app/core/Parked;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/clawseed/sdk/provider/CetpRequest;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {v5}, Lio/kanbu/app/core/Parked;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 51
    invoke-virtual {v5}, Lio/kanbu/app/core/Parked;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lio/kanbu/app/core/Tokens;->INSTANCE:Lio/kanbu/app/core/Tokens;

    invoke-virtual {p2}, Lcom/clawseed/sdk/provider/CetpRequest;->getArgsText()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Lio/kanbu/app/core/Tokens;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    .line 49
    :goto_0
    move v6, v0

    .line 52
    if-eqz v6, :cond_2

    invoke-virtual {v5}, Lio/kanbu/app/core/Parked;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_3

    :cond_2
    const/4 v0, 0x0

    return-object v0

    .line 53
    :cond_3
    new-instance v0, Lio/kanbu/app/core/Ticket;

    invoke-virtual {v5}, Lio/kanbu/app/core/Parked;->getTool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v5}, Lio/kanbu/app/core/Parked;->getAnswer()Ljava/lang/Boolean;

    move-result-object v3

    const/4 v4, 0x1

    invoke-static {v4}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v4

    invoke-static {v3, v4}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v3

    invoke-direct {v0, v2, v3}, Lio/kanbu/app/core/Ticket;-><init>(Ljava/lang/String;Z)V

    return-object v0
.end method

.method public final summary(Ljava/lang/String;)Ljava/lang/String;
    .registers 9

    const-string v1, "ticket"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    sget-object v0, Lio/kanbu/app/core/ConfirmationDesk;->byTicket:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/kanbu/app/core/Parked;

    if-eqz v0, :cond_2

    move-object v4, v0

    move-object v5, v4

    .line 57
    const/4 v6, 0x0

    .line 39
    invoke-virtual {v5}, Lio/kanbu/app/core/Parked;->getAnswer()Ljava/lang/Boolean;

    move-result-object v0

    if-nez v0, :cond_0

    invoke-virtual {v5}, Lio/kanbu/app/core/Parked;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    move-object v0, v4

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_2

    invoke-virtual {v0}, Lio/kanbu/app/core/Parked;->getSummary()Ljava/lang/String;

    move-result-object v0

    goto :goto_2

    :cond_2
    const/4 v0, 0x0

    :goto_2
    return-object v0
.end method
