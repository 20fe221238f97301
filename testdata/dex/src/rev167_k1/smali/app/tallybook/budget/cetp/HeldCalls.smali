.class public final Lapp/tallybook/budget/cetp/HeldCalls;
.super Ljava/lang/Object;
.source "Held.kt"


# static fields
.field public static final INSTANCE:Lapp/tallybook/budget/cetp/HeldCalls;

.field private static final TTL_MS:J = 0x927c0L

.field private static final held:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/tallybook/budget/cetp/HeldCalls;

    invoke-direct {v0}, Lapp/tallybook/budget/cetp/HeldCalls;-><init>()V

    sput-object v0, Lapp/tallybook/budget/cetp/HeldCalls;->INSTANCE:Lapp/tallybook/budget/cetp/HeldCalls;

    .line 22
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lapp/tallybook/budget/cetp/HeldCalls;->held:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final decide(Ljava/lang/String;Z)Lapp/tallybook/budget/cetp/HeldCall;
    .registers 21

    move-object/from16 v0, p1

    const-string v1, "token"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 37
    sget-object v0, Lapp/tallybook/budget/cetp/HeldCalls;->held:Ljava/util/concurrent/ConcurrentHashMap;

    move-object/from16 v1, p1

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v13

    check-cast v13, Lapp/tallybook/budget/cetp/HeldCall;

    .line 38
    if-eqz v13, :cond_1

    move-object v0, v13

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-wide/16 v7, 0x0

    const/4 v9, 0x0

    if-eqz p2, :cond_0

    sget-object v10, Lapp/tallybook/budget/cetp/Decision;->APPROVED:Lapp/tallybook/budget/cetp/Decision;

    goto :goto_0

    :cond_0
    sget-object v10, Lapp/tallybook/budget/cetp/Decision;->DENIED:Lapp/tallybook/budget/cetp/Decision;

    :goto_0
    const/16 v11, 0xff

    const/4 v12, 0x0

    invoke-static/range {v0 .. v12}, Lapp/tallybook/budget/cetp/HeldCall;->copy$default(Lapp/tallybook/budget/cetp/HeldCall;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Lapp/tallybook/budget/cetp/Decision;ILjava/lang/Object;)Lapp/tallybook/budget/cetp/HeldCall;

    move-result-object v14

    .line 39
    if-eqz v14, :cond_1

    .line 37
    move-object v15, v14

    .line 39
    move-object/from16 v16, v15

    .line 49
    const/16 v17, 0x0

    .line 39
    sget-object v0, Lapp/tallybook/budget/cetp/HeldCalls;->held:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    move-object/from16 v1, p1

    move-object/from16 v2, v16

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-object v0, v15

    goto :goto_1

    .line 38
    :cond_1
    const/4 v0, 0x0

    .line 39
    :goto_1
    return-object v0
.end method

.method public final describe(Ljava/lang/String;)Lapp/tallybook/budget/cetp/HeldCall;
    .registers 7

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    sget-object v0, Lapp/tallybook/budget/cetp/HeldCalls;->held:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/tallybook/budget/cetp/HeldCall;

    if-eqz v0, :cond_2

    move-object v2, v0

    move-object v3, v2

    .line 49
    const/4 v4, 0x0

    .line 35
    invoke-virtual {v3}, Lapp/tallybook/budget/cetp/HeldCall;->getDecision()Lapp/tallybook/budget/cetp/Decision;

    move-result-object v0

    sget-object v1, Lapp/tallybook/budget/cetp/Decision;->PENDING:Lapp/tallybook/budget/cetp/Decision;

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    move-object v0, v2

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    return-object v0
.end method

.method public final hold(Lapp/tallybook/budget/cetp/Call;Ljava/lang/String;)Lapp/tallybook/budget/cetp/HeldCall;
    .registers 19

    move-object/from16 v0, p1

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "summary"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    new-instance v0, Lapp/tallybook/budget/cetp/HeldCall;

    .line 25
    sget-object v2, Lapp/tallybook/budget/cetp/Tokens;->INSTANCE:Lapp/tallybook/budget/cetp/Tokens;

    const/4 v3, 0x0

    const/4 v4, 0x1

    const/4 v5, 0x0

    invoke-static {v2, v3, v4, v5}, Lapp/tallybook/budget/cetp/Tokens;->mint$default(Lapp/tallybook/budget/cetp/Tokens;IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v2

    .line 26
    move-object/from16 v3, p1

    invoke-virtual {v3}, Lapp/tallybook/budget/cetp/Call;->getCaller()Lapp/tallybook/budget/cetp/Caller;

    move-result-object v3

    invoke-virtual {v3}, Lapp/tallybook/budget/cetp/Caller;->getUid()I

    move-result v3

    .line 27
    move-object/from16 v4, p1

    invoke-virtual {v4}, Lapp/tallybook/budget/cetp/Call;->getProviderId()Ljava/lang/String;

    move-result-object v4

    .line 28
    move-object/from16 v5, p1

    invoke-virtual {v5}, Lapp/tallybook/budget/cetp/Call;->getRequest()Lapp/tallybook/budget/cetp/ToolRequest;

    move-result-object v5

    invoke-virtual {v5}, Lapp/tallybook/budget/cetp/ToolRequest;->getTool()Ljava/lang/String;

    move-result-object v5

    .line 29
    move-object/from16 v6, p1

    invoke-virtual {v6}, Lapp/tallybook/budget/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v6

    .line 30
    move-object/from16 v7, p1

    invoke-virtual {v7}, Lapp/tallybook/budget/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v7

    .line 31
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v8

    const-wide/32 v10, 0x927c0

    add-long/2addr v8, v10

    .line 24
    move-object v1, v2

    move v2, v3

    move-object v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-wide v7, v8

    move-object/from16 v9, p2

    const/4 v10, 0x0

    const/16 v11, 0x100

    const/4 v12, 0x0

    invoke-direct/range {v0 .. v12}, Lapp/tallybook/budget/cetp/HeldCall;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Lapp/tallybook/budget/cetp/Decision;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v13, v0

    .line 33
    move-object v14, v13

    .line 49
    const/4 v15, 0x0

    .line 33
    sget-object v0, Lapp/tallybook/budget/cetp/HeldCalls;->held:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-virtual {v14}, Lapp/tallybook/budget/cetp/HeldCall;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v14}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    return-object v13
.end method

.method public final redeem(Ljava/lang/String;Lapp/tallybook/budget/cetp/Call;)Lapp/tallybook/budget/cetp/HeldCall;
    .registers 10

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 42
    sget-object v0, Lapp/tallybook/budget/cetp/HeldCalls;->held:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/tallybook/budget/cetp/HeldCall;

    if-eqz v0, :cond_2

    move-object v4, v0

    move-object v5, v4

    const/4 v6, 0x0

    .line 43
    invoke-virtual {v5}, Lapp/tallybook/budget/cetp/HeldCall;->getUid()I

    move-result v0

    invoke-virtual {p2}, Lapp/tallybook/budget/cetp/Call;->getCaller()Lapp/tallybook/budget/cetp/Caller;

    move-result-object v1

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/Caller;->getUid()I

    move-result v1

    if-ne v0, v1, :cond_0

    invoke-virtual {v5}, Lapp/tallybook/budget/cetp/HeldCall;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lapp/tallybook/budget/cetp/Call;->getProviderId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v5}, Lapp/tallybook/budget/cetp/HeldCall;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lapp/tallybook/budget/cetp/Call;->getRequest()Lapp/tallybook/budget/cetp/ToolRequest;

    move-result-object v1

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/ToolRequest;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 44
    invoke-virtual {v5}, Lapp/tallybook/budget/cetp/HeldCall;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lapp/tallybook/budget/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v5}, Lapp/tallybook/budget/cetp/HeldCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lapp/tallybook/budget/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 45
    invoke-virtual {v5}, Lapp/tallybook/budget/cetp/HeldCall;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    .line 42
    :goto_0
    if-eqz v0, :cond_1

    move-object v0, v4

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    .line 46
    :goto_1
    return-object v0
.end method
