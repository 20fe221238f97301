.class public final Lio/quillkit/notes/cetp/ConfirmationDesk;
.super Ljava/lang/Object;
.source "Confirmations.kt"


# static fields
.field public static final INSTANCE:Lio/quillkit/notes/cetp/ConfirmationDesk;

.field private static final TTL_MS:J = 0x927c0L

.field private static final byToken:Ljava/util/concurrent/ConcurrentHashMap;

.field private static final clock:Lio/quillkit/notes/core/PlatformClock;

.field private static final tokenByTicket:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/quillkit/notes/cetp/ConfirmationDesk;

    invoke-direct {v0}, Lio/quillkit/notes/cetp/ConfirmationDesk;-><init>()V

    sput-object v0, Lio/quillkit/notes/cetp/ConfirmationDesk;->INSTANCE:Lio/quillkit/notes/cetp/ConfirmationDesk;

    .line 28
    sget-object v0, Lio/quillkit/notes/platform/SystemClock;->INSTANCE:Lio/quillkit/notes/platform/SystemClock;

    check-cast v0, Lio/quillkit/notes/core/PlatformClock;

    sput-object v0, Lio/quillkit/notes/cetp/ConfirmationDesk;->clock:Lio/quillkit/notes/core/PlatformClock;

    .line 29
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lio/quillkit/notes/cetp/ConfirmationDesk;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    .line 30
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lio/quillkit/notes/cetp/ConfirmationDesk;->tokenByTicket:Ljava/util/concurrent/ConcurrentHashMap;

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
    .registers 6

    const-string v1, "ticket"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    sget-object v0, Lio/quillkit/notes/cetp/ConfirmationDesk;->tokenByTicket:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_0

    return-void

    :cond_0
    move-object v2, v0

    .line 45
    sget-object v0, Lio/quillkit/notes/cetp/ConfirmationDesk;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/quillkit/notes/cetp/Parked;

    if-eqz v0, :cond_1

    invoke-static {p2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-virtual {v0, v1}, Lio/quillkit/notes/cetp/Parked;->setApproved(Ljava/lang/Boolean;)V

    goto :goto_0

    .line 46
    :cond_1
    :goto_0
    return-void
.end method

.method public final describe(Ljava/lang/String;)Lio/quillkit/notes/cetp/Parked;
    .registers 6

    const-string v1, "ticket"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 41
    sget-object v0, Lio/quillkit/notes/cetp/ConfirmationDesk;->tokenByTicket:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-eqz v0, :cond_0

    move-object v2, v0

    .line 59
    const/4 v3, 0x0

    .line 41
    sget-object v0, Lio/quillkit/notes/cetp/ConfirmationDesk;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/quillkit/notes/cetp/Parked;

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public final park(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lkotlin/Pair;
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

    .line 34
    sget-object v0, Lio/quillkit/notes/platform/SecureTokens;->INSTANCE:Lio/quillkit/notes/platform/SecureTokens;

    const/16 v1, 0x20

    invoke-virtual {v0, v1}, Lio/quillkit/notes/platform/SecureTokens;->token(I)Ljava/lang/String;

    move-result-object v14

    .line 35
    sget-object v0, Lio/quillkit/notes/platform/SecureTokens;->INSTANCE:Lio/quillkit/notes/platform/SecureTokens;

    const/16 v1, 0x10

    invoke-virtual {v0, v1}, Lio/quillkit/notes/platform/SecureTokens;->token(I)Ljava/lang/String;

    move-result-object v15

    .line 36
    sget-object v0, Lio/quillkit/notes/cetp/ConfirmationDesk;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    new-instance v2, Lio/quillkit/notes/cetp/Parked;

    sget-object v10, Lio/quillkit/notes/cetp/ConfirmationDesk;->clock:Lio/quillkit/notes/core/PlatformClock;

    invoke-interface {v10}, Lio/quillkit/notes/core/PlatformClock;->nowMs()J

    move-result-wide v10

    const-wide/32 v12, 0x927c0

    add-long/2addr v10, v12

    move-object v3, v15

    move/from16 v4, p1

    move-object/from16 v5, p2

    move-object/from16 v6, p3

    move-object/from16 v7, p4

    move-object/from16 v8, p5

    move-wide v9, v10

    invoke-direct/range {v2 .. v10}, Lio/quillkit/notes/cetp/Parked;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    invoke-interface {v0, v14, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 37
    sget-object v0, Lio/quillkit/notes/cetp/ConfirmationDesk;->tokenByTicket:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-interface {v0, v15, v14}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 38
    invoke-static {v14, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v0

    return-object v0
.end method

.method public final redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Boolean;
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

    .line 50
    sget-object v0, Lio/quillkit/notes/cetp/ConfirmationDesk;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/quillkit/notes/cetp/Parked;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v4, v0

    .line 51
    sget-object v0, Lio/quillkit/notes/cetp/ConfirmationDesk;->tokenByTicket:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v4}, Lio/quillkit/notes/cetp/Parked;->getTicket()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 52
    invoke-virtual {v4}, Lio/quillkit/notes/cetp/Parked;->getUid()I

    move-result v0

    if-ne v0, p2, :cond_1

    invoke-virtual {v4}, Lio/quillkit/notes/cetp/Parked;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {v4}, Lio/quillkit/notes/cetp/Parked;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p4}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    :cond_1
    const/4 v0, 0x0

    return-object v0

    .line 53
    :cond_2
    invoke-virtual {v4}, Lio/quillkit/notes/cetp/Parked;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p5}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-virtual {v4}, Lio/quillkit/notes/cetp/Parked;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p6}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    :cond_3
    const/4 v0, 0x0

    return-object v0

    .line 54
    :cond_4
    invoke-virtual {v4}, Lio/quillkit/notes/cetp/Parked;->getExpiresAt()J

    move-result-wide v0

    sget-object v2, Lio/quillkit/notes/cetp/ConfirmationDesk;->clock:Lio/quillkit/notes/core/PlatformClock;

    invoke-interface {v2}, Lio/quillkit/notes/core/PlatformClock;->nowMs()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_5

    const/4 v0, 0x0

    return-object v0

    .line 55
    :cond_5
    invoke-virtual {v4}, Lio/quillkit/notes/cetp/Parked;->getApproved()Ljava/lang/Boolean;

    move-result-object v0

    if-eqz v0, :cond_6

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    goto :goto_0

    :cond_6
    const/4 v0, 0x0

    :goto_0
    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method
