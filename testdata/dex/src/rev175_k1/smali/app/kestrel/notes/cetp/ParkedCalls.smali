.class public final Lapp/kestrel/notes/cetp/ParkedCalls;
.super Ljava/lang/Object;
.source "ParkedCalls.kt"


# static fields
.field public static final INSTANCE:Lapp/kestrel/notes/cetp/ParkedCalls;

.field private static final TTL_MS:J = 0x927c0L

.field private static final calls:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/kestrel/notes/cetp/ParkedCalls;

    invoke-direct {v0}, Lapp/kestrel/notes/cetp/ParkedCalls;-><init>()V

    sput-object v0, Lapp/kestrel/notes/cetp/ParkedCalls;->INSTANCE:Lapp/kestrel/notes/cetp/ParkedCalls;

    .line 22
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lapp/kestrel/notes/cetp/ParkedCalls;->calls:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final answer(Ljava/lang/String;Z)V
    .registers 5

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    sget-object v0, Lapp/kestrel/notes/cetp/ParkedCalls;->calls:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/kestrel/notes/cetp/Parked;

    if-eqz v0, :cond_0

    invoke-static {p2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/kestrel/notes/cetp/Parked;->setApproved(Ljava/lang/Boolean;)V

    goto :goto_0

    .line 35
    :cond_0
    :goto_0
    return-void
.end method

.method public final park-hqmvtcU(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 22

    move-object/from16 v0, p2

    const-string v1, "providerId"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "tool"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p4

    const-string v1, "requestId"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p5

    const-string v1, "argsDigest"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p6

    const-string v1, "summary"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    const/4 v0, 0x0

    const/4 v1, 0x1

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lapp/kestrel/notes/cetp/Tokens;->fresh$default(IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v14

    .line 26
    sget-object v0, Lapp/kestrel/notes/cetp/ParkedCalls;->calls:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    new-instance v2, Lapp/kestrel/notes/cetp/Parked;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v10

    const-wide/32 v12, 0x927c0

    add-long/2addr v10, v12

    move/from16 v3, p1

    move-object/from16 v4, p2

    move-object/from16 v5, p3

    move-object/from16 v6, p4

    move-object/from16 v7, p5

    move-object/from16 v8, p6

    move-wide v9, v10

    const/4 v11, 0x0

    invoke-direct/range {v2 .. v11}, Lapp/kestrel/notes/cetp/Parked;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V

    invoke-interface {v0, v14, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 27
    return-object v14
.end method

.method public final pending(Ljava/lang/String;)Lapp/kestrel/notes/cetp/Parked;
    .registers 7

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 31
    sget-object v0, Lapp/kestrel/notes/cetp/ParkedCalls;->calls:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/kestrel/notes/cetp/Parked;

    if-eqz v0, :cond_2

    move-object v2, v0

    move-object v3, v2

    .line 68
    const/4 v4, 0x0

    .line 31
    invoke-virtual {v3}, Lapp/kestrel/notes/cetp/Parked;->getApproved()Ljava/lang/Boolean;

    move-result-object v0

    if-nez v0, :cond_0

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

.method public final redeem-wFFzvMM(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lapp/kestrel/notes/cetp/Parked;
    .registers 12

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "providerId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "tool"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "argsDigest"

    invoke-static {p6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 42
    sget-object v0, Lapp/kestrel/notes/cetp/ParkedCalls;->calls:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/kestrel/notes/cetp/Parked;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v4, v0

    .line 43
    invoke-virtual {v4}, Lapp/kestrel/notes/cetp/Parked;->getUid()I

    move-result v0

    if-ne v0, p2, :cond_1

    invoke-virtual {v4}, Lapp/kestrel/notes/cetp/Parked;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {v4}, Lapp/kestrel/notes/cetp/Parked;->getTool-3Kp2Zfk()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p4}, Lapp/kestrel/notes/cetp/ToolName;->equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_2

    :cond_1
    const/4 v0, 0x0

    return-object v0

    .line 44
    :cond_2
    invoke-virtual {v4}, Lapp/kestrel/notes/cetp/Parked;->getRequestId-yGxMWRU()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p5}, Lapp/kestrel/notes/cetp/RequestId;->equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-virtual {v4}, Lapp/kestrel/notes/cetp/Parked;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p6}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    :cond_3
    const/4 v0, 0x0

    return-object v0

    .line 45
    :cond_4
    invoke-virtual {v4}, Lapp/kestrel/notes/cetp/Parked;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-ltz v0, :cond_5

    invoke-virtual {v4}, Lapp/kestrel/notes/cetp/Parked;->getApproved()Ljava/lang/Boolean;

    move-result-object v0

    if-nez v0, :cond_6

    :cond_5
    const/4 v0, 0x0

    return-object v0

    .line 46
    :cond_6
    sget-object v0, Lapp/kestrel/notes/cetp/ParkedCalls;->calls:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1, v4}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    move-object v0, v4

    goto :goto_0

    :cond_7
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method
