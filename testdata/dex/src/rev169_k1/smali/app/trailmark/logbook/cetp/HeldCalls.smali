.class public final Lapp/trailmark/logbook/cetp/HeldCalls;
.super Ljava/lang/Object;
.source "Held.kt"


# static fields
.field public static final Companion:Lapp/trailmark/logbook/cetp/HeldCalls$Companion;

.field private static final TTL_MS:J = 0x927c0L


# instance fields
.field private final held:Ljava/util/concurrent/ConcurrentHashMap;

.field private final tokens:Lapp/trailmark/logbook/cetp/TokenSource;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/trailmark/logbook/cetp/HeldCalls$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/trailmark/logbook/cetp/HeldCalls$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/cetp/HeldCalls;->Companion:Lapp/trailmark/logbook/cetp/HeldCalls$Companion;

    return-void
.end method

.method private constructor <init>(Lapp/trailmark/logbook/cetp/TokenSource;)V
    .registers 3

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/trailmark/logbook/cetp/HeldCalls;->tokens:Lapp/trailmark/logbook/cetp/TokenSource;

    .line 21
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCalls;->held:Ljava/util/concurrent/ConcurrentHashMap;

    .line 20
    return-void
.end method

.method public synthetic constructor <init>(Lapp/trailmark/logbook/cetp/TokenSource;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3

    invoke-direct {p0, p1}, Lapp/trailmark/logbook/cetp/HeldCalls;-><init>(Lapp/trailmark/logbook/cetp/TokenSource;)V

    return-void
.end method

.method public static final decide$lambda$0(ZLjava/lang/String;Lapp/trailmark/logbook/cetp/HeldCall;)Lapp/trailmark/logbook/cetp/HeldCall;
    .registers 16

    const-string v1, "<unused var>"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 40
    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/HeldCall;->getDecision()Lapp/trailmark/logbook/cetp/Decision;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/Decision;->PENDING:Lapp/trailmark/logbook/cetp/Decision;

    if-ne v0, v1, :cond_1

    move-object v0, p2

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const-wide/16 v8, 0x0

    if-eqz p0, :cond_0

    sget-object v10, Lapp/trailmark/logbook/cetp/Decision;->APPROVED:Lapp/trailmark/logbook/cetp/Decision;

    goto :goto_0

    :cond_0
    sget-object v10, Lapp/trailmark/logbook/cetp/Decision;->DENIED:Lapp/trailmark/logbook/cetp/Decision;

    :goto_0
    const/16 v11, 0xff

    const/4 v12, 0x0

    invoke-static/range {v0 .. v12}, Lapp/trailmark/logbook/cetp/HeldCall;->copy$default(Lapp/trailmark/logbook/cetp/HeldCall;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLapp/trailmark/logbook/cetp/Decision;ILjava/lang/Object;)Lapp/trailmark/logbook/cetp/HeldCall;

    move-result-object v0

    goto :goto_1

    :cond_1
    move-object v0, p2

    :goto_1
    return-object v0
.end method

.method public static final decide$lambda$1(Lkotlin/jvm/functions/Function2;Ljava/lang/Object;Ljava/lang/Object;)Lapp/trailmark/logbook/cetp/HeldCall;
    .registers 4

    .line 39
    invoke-interface {p0, p1, p2}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/trailmark/logbook/cetp/HeldCall;

    return-object v0
.end method


# virtual methods
.method public final decide(Ljava/lang/String;Z)V
    .registers 7

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCalls;->held:Ljava/util/concurrent/ConcurrentHashMap;

    new-instance v2, Lapp/trailmark/logbook/cetp/HeldCalls$$ExternalSyntheticLambda0;

    invoke-direct {v2, p2}, Lapp/trailmark/logbook/cetp/HeldCalls$$ExternalSyntheticLambda0;-><init>(Z)V

    new-instance v3, Lapp/trailmark/logbook/cetp/HeldCalls$$ExternalSyntheticLambda1;

    invoke-direct {v3, v2}, Lapp/trailmark/logbook/cetp/HeldCalls$$ExternalSyntheticLambda1;-><init>(Lkotlin/jvm/functions/Function2;)V

    move-object v2, v3

    invoke-virtual {v0, p1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->computeIfPresent(Ljava/lang/Object;Ljava/util/function/BiFunction;)Ljava/lang/Object;

    .line 42
    return-void
.end method

.method public final hold(Lapp/trailmark/logbook/cetp/Call;Ljava/lang/String;)Lapp/trailmark/logbook/cetp/HeldCall;
    .registers 19

    move-object/from16 v0, p1

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "summary"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    new-instance v0, Lapp/trailmark/logbook/cetp/HeldCall;

    .line 24
    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/trailmark/logbook/cetp/HeldCalls;->tokens:Lapp/trailmark/logbook/cetp/TokenSource;

    invoke-interface {v2}, Lapp/trailmark/logbook/cetp/TokenSource;->next()Ljava/lang/String;

    move-result-object v2

    .line 25
    move-object/from16 v3, p1

    invoke-virtual {v3}, Lapp/trailmark/logbook/cetp/Call;->getCaller()Lapp/trailmark/logbook/cetp/Caller;

    move-result-object v3

    invoke-virtual {v3}, Lapp/trailmark/logbook/cetp/Caller;->getUid()I

    move-result v3

    .line 26
    move-object/from16 v4, p1

    invoke-virtual {v4}, Lapp/trailmark/logbook/cetp/Call;->getProviderId()Ljava/lang/String;

    move-result-object v4

    .line 27
    move-object/from16 v5, p1

    invoke-virtual {v5}, Lapp/trailmark/logbook/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v5

    .line 28
    move-object/from16 v6, p1

    invoke-virtual {v6}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v6

    .line 29
    move-object/from16 v7, p1

    invoke-virtual {v7}, Lapp/trailmark/logbook/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v7

    .line 31
    sget-object v9, Lapp/trailmark/logbook/cetp/Clocks;->INSTANCE:Lapp/trailmark/logbook/cetp/Clocks;

    invoke-virtual {v9}, Lapp/trailmark/logbook/cetp/Clocks;->getWall()Lapp/trailmark/logbook/cetp/Clock;

    move-result-object v9

    invoke-interface {v9}, Lapp/trailmark/logbook/cetp/Clock;->now()J

    move-result-wide v9

    const-wide/32 v11, 0x927c0

    add-long/2addr v9, v11

    .line 23
    move-object v1, v2

    move v2, v3

    move-object v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-object/from16 v7, p2

    move-wide v8, v9

    const/4 v10, 0x0

    const/16 v11, 0x100

    const/4 v12, 0x0

    invoke-direct/range {v0 .. v12}, Lapp/trailmark/logbook/cetp/HeldCall;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLapp/trailmark/logbook/cetp/Decision;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v13, v0

    .line 32
    move-object v14, v13

    .line 72
    const/4 v15, 0x0

    .line 32
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/trailmark/logbook/cetp/HeldCalls;->held:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-virtual {v14}, Lapp/trailmark/logbook/cetp/HeldCall;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v14}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    return-object v13
.end method

.method public final pending(Ljava/lang/String;)Lapp/trailmark/logbook/cetp/HeldCall;
    .registers 9

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 36
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCalls;->held:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/trailmark/logbook/cetp/HeldCall;

    if-eqz v0, :cond_2

    move-object v4, v0

    move-object v5, v4

    .line 72
    const/4 v6, 0x0

    .line 36
    invoke-virtual {v5}, Lapp/trailmark/logbook/cetp/HeldCall;->getDecision()Lapp/trailmark/logbook/cetp/Decision;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/Decision;->PENDING:Lapp/trailmark/logbook/cetp/Decision;

    if-ne v0, v1, :cond_0

    invoke-virtual {v5}, Lapp/trailmark/logbook/cetp/HeldCall;->getExpiresAt()J

    move-result-wide v0

    sget-object v2, Lapp/trailmark/logbook/cetp/Clocks;->INSTANCE:Lapp/trailmark/logbook/cetp/Clocks;

    invoke-virtual {v2}, Lapp/trailmark/logbook/cetp/Clocks;->getWall()Lapp/trailmark/logbook/cetp/Clock;

    move-result-object v2

    invoke-interface {v2}, Lapp/trailmark/logbook/cetp/Clock;->now()J

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

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    return-object v0
.end method

.method public final redeem(Ljava/lang/String;Lapp/trailmark/logbook/cetp/Call;)Lapp/trailmark/logbook/cetp/HeldCall;
    .registers 10

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/HeldCalls;->held:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/trailmark/logbook/cetp/HeldCall;

    if-eqz v0, :cond_2

    move-object v4, v0

    move-object v5, v4

    const/4 v6, 0x0

    .line 46
    invoke-virtual {v5}, Lapp/trailmark/logbook/cetp/HeldCall;->getUid()I

    move-result v0

    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getCaller()Lapp/trailmark/logbook/cetp/Caller;

    move-result-object v1

    invoke-virtual {v1}, Lapp/trailmark/logbook/cetp/Caller;->getUid()I

    move-result v1

    if-ne v0, v1, :cond_0

    invoke-virtual {v5}, Lapp/trailmark/logbook/cetp/HeldCall;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getProviderId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v5}, Lapp/trailmark/logbook/cetp/HeldCall;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 47
    invoke-virtual {v5}, Lapp/trailmark/logbook/cetp/HeldCall;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v5}, Lapp/trailmark/logbook/cetp/HeldCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v5}, Lapp/trailmark/logbook/cetp/HeldCall;->getExpiresAt()J

    move-result-wide v0

    sget-object v2, Lapp/trailmark/logbook/cetp/Clocks;->INSTANCE:Lapp/trailmark/logbook/cetp/Clocks;

    invoke-virtual {v2}, Lapp/trailmark/logbook/cetp/Clocks;->getWall()Lapp/trailmark/logbook/cetp/Clock;

    move-result-object v2

    invoke-interface {v2}, Lapp/trailmark/logbook/cetp/Clock;->now()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    .line 45
    :goto_0
    if-eqz v0, :cond_1

    move-object v0, v4

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    .line 48
    :goto_1
    return-object v0
.end method
