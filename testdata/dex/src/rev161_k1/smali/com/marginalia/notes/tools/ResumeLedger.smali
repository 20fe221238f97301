.class public final Lcom/marginalia/notes/tools/ResumeLedger;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final INSTANCE:Lcom/marginalia/notes/tools/ResumeLedger;

.field private static final held:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/marginalia/notes/tools/ResumeLedger;

    invoke-direct {v0}, Lcom/marginalia/notes/tools/ResumeLedger;-><init>()V

    sput-object v0, Lcom/marginalia/notes/tools/ResumeLedger;->INSTANCE:Lcom/marginalia/notes/tools/ResumeLedger;

    .line 42
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lcom/marginalia/notes/tools/ResumeLedger;->held:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 41
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final approve(Ljava/lang/String;)V
    .registers 4

    .line 54
    invoke-virtual {p0, p1}, Lcom/marginalia/notes/tools/ResumeLedger;->peek(Ljava/lang/String;)Lcom/marginalia/notes/tools/Held;

    move-result-object v0

    if-eqz v0, :cond_0

    const/4 v1, 0x1

    invoke-virtual {v0, v1}, Lcom/marginalia/notes/tools/Held;->setApproved(Z)V

    goto :goto_0

    .line 55
    :cond_0
    :goto_0
    return-void
.end method

.method public final deny(Ljava/lang/String;)V
    .registers 4

    .line 58
    sget-object v0, Lcom/marginalia/notes/tools/ResumeLedger;->held:Ljava/util/concurrent/ConcurrentHashMap;

    move-object v1, p1

    if-nez p1, :cond_0

    return-void

    :cond_0
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 59
    return-void
.end method

.method public final hold(Lcom/marginalia/notes/tools/Call;Ljava/lang/String;Ljava/lang/String;)Lcom/marginalia/notes/tools/Held;
    .registers 20

    move-object/from16 v0, p1

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "kind"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "summary"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    new-instance v0, Lcom/marginalia/notes/tools/Held;

    sget-object v2, Lcom/marginalia/notes/tools/Sessions;->INSTANCE:Lcom/marginalia/notes/tools/Sessions;

    invoke-virtual {v2}, Lcom/marginalia/notes/tools/Sessions;->newToken()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v4, p1

    invoke-virtual {v4}, Lcom/marginalia/notes/tools/Call;->getUid()I

    move-result v4

    move-object/from16 v5, p1

    invoke-virtual {v5}, Lcom/marginalia/notes/tools/Call;->getPkg()Ljava/lang/String;

    move-result-object v5

    move-object/from16 v6, p1

    invoke-virtual {v6}, Lcom/marginalia/notes/tools/Call;->getProviderId()Ljava/lang/String;

    move-result-object v6

    move-object/from16 v7, p1

    invoke-virtual {v7}, Lcom/marginalia/notes/tools/Call;->getTool()Ljava/lang/String;

    move-result-object v7

    move-object/from16 v8, p1

    invoke-virtual {v8}, Lcom/marginalia/notes/tools/Call;->getRequestId()Ljava/lang/String;

    move-result-object v8

    .line 46
    move-object/from16 v9, p1

    invoke-virtual {v9}, Lcom/marginalia/notes/tools/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v9

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v11

    const-wide/32 v13, 0x927c0

    add-long/2addr v11, v13

    .line 45
    move-object v1, v2

    move-object/from16 v2, p2

    move v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object/from16 v9, p3

    move-wide v10, v11

    invoke-direct/range {v0 .. v11}, Lcom/marginalia/notes/tools/Held;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    move-object v15, v0

    .line 47
    sget-object v0, Lcom/marginalia/notes/tools/ResumeLedger;->held:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-virtual {v15}, Lcom/marginalia/notes/tools/Held;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v15}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 48
    return-object v15
.end method

.method public final peek(Ljava/lang/String;)Lcom/marginalia/notes/tools/Held;
    .registers 4

    .line 51
    sget-object v0, Lcom/marginalia/notes/tools/ResumeLedger;->held:Ljava/util/concurrent/ConcurrentHashMap;

    move-object v1, p1

    if-nez p1, :cond_0

    const/4 v1, 0x0

    return-object v1

    :cond_0
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/marginalia/notes/tools/Held;

    return-object v0
.end method

.method public final takeFor(Ljava/lang/String;Lcom/marginalia/notes/tools/Call;)Lcom/marginalia/notes/tools/Held;
    .registers 8

    const-string v1, "call"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 63
    sget-object v0, Lcom/marginalia/notes/tools/ResumeLedger;->held:Ljava/util/concurrent/ConcurrentHashMap;

    move-object v1, p1

    if-nez p1, :cond_0

    const/4 v1, 0x0

    return-object v1

    :cond_0
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/marginalia/notes/tools/Held;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return-object v0

    :cond_1
    move-object v4, v0

    .line 64
    invoke-virtual {v4}, Lcom/marginalia/notes/tools/Held;->getUid()I

    move-result v0

    invoke-virtual {p2}, Lcom/marginalia/notes/tools/Call;->getUid()I

    move-result v1

    if-ne v0, v1, :cond_2

    invoke-virtual {v4}, Lcom/marginalia/notes/tools/Held;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/marginalia/notes/tools/Call;->getProviderId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-virtual {v4}, Lcom/marginalia/notes/tools/Held;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/marginalia/notes/tools/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    :cond_2
    const/4 v0, 0x0

    return-object v0

    .line 65
    :cond_3
    invoke-virtual {v4}, Lcom/marginalia/notes/tools/Held;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/marginalia/notes/tools/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-virtual {v4}, Lcom/marginalia/notes/tools/Held;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/marginalia/notes/tools/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    :cond_4
    const/4 v0, 0x0

    return-object v0

    .line 66
    :cond_5
    invoke-virtual {v4}, Lcom/marginalia/notes/tools/Held;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-ltz v0, :cond_6

    invoke-virtual {v4}, Lcom/marginalia/notes/tools/Held;->getApproved()Z

    move-result v0

    if-nez v0, :cond_7

    :cond_6
    const/4 v0, 0x0

    return-object v0

    .line 67
    :cond_7
    return-object v4
.end method
