.class public final Lcom/quillhaven/archive/ResumeLedger;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final INSTANCE:Lcom/quillhaven/archive/ResumeLedger;

.field private static final held:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/quillhaven/archive/ResumeLedger;

    invoke-direct {v0}, Lcom/quillhaven/archive/ResumeLedger;-><init>()V

    sput-object v0, Lcom/quillhaven/archive/ResumeLedger;->INSTANCE:Lcom/quillhaven/archive/ResumeLedger;

    .line 51
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lcom/quillhaven/archive/ResumeLedger;->held:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 50
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final approve(Ljava/lang/String;)V
    .registers 4

    .line 61
    sget-object v0, Lcom/quillhaven/archive/ResumeLedger;->held:Ljava/util/concurrent/ConcurrentHashMap;

    move-object v1, p1

    if-nez p1, :cond_0

    return-void

    :cond_0
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quillhaven/archive/Held;

    if-eqz v0, :cond_1

    invoke-virtual {v0}, Lcom/quillhaven/archive/Held;->getApproved()Ljava/util/concurrent/atomic/AtomicBoolean;

    move-result-object v0

    if-eqz v0, :cond_1

    const/4 v1, 0x1

    invoke-virtual {v0, v1}, Ljava/util/concurrent/atomic/AtomicBoolean;->set(Z)V

    goto :goto_0

    .line 62
    :cond_1
    :goto_0
    return-void
.end method

.method public final deny(Ljava/lang/String;)V
    .registers 4

    .line 65
    sget-object v0, Lcom/quillhaven/archive/ResumeLedger;->held:Ljava/util/concurrent/ConcurrentHashMap;

    move-object v1, p1

    if-nez p1, :cond_0

    return-void

    :cond_0
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 66
    return-void
.end method

.method public final hold(Lcom/quillhaven/archive/Call;Ljava/lang/String;)Lcom/quillhaven/archive/Held;
    .registers 17

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "summary"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 54
    new-instance v0, Lcom/quillhaven/archive/Held;

    sget-object v2, Lcom/quillhaven/archive/Sessions;->INSTANCE:Lcom/quillhaven/archive/Sessions;

    invoke-virtual {v2}, Lcom/quillhaven/archive/Sessions;->newToken()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getUid()I

    move-result v3

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getProviderId()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getTool()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v6

    invoke-virtual {p1}, Lcom/quillhaven/archive/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v7

    .line 55
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v9

    const-wide/32 v11, 0x927c0

    add-long/2addr v9, v11

    .line 54
    move-object v1, v2

    move v2, v3

    move-object v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-object/from16 v7, p2

    move-wide v8, v9

    invoke-direct/range {v0 .. v9}, Lcom/quillhaven/archive/Held;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    move-object v13, v0

    .line 56
    sget-object v0, Lcom/quillhaven/archive/ResumeLedger;->held:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-virtual {v13}, Lcom/quillhaven/archive/Held;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v13}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 57
    return-object v13
.end method

.method public final takeFor(Ljava/lang/String;Lcom/quillhaven/archive/Call;)Lcom/quillhaven/archive/Held;
    .registers 11

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 70
    sget-object v0, Lcom/quillhaven/archive/ResumeLedger;->held:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quillhaven/archive/Held;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v4, v0

    .line 71
    invoke-virtual {v4}, Lcom/quillhaven/archive/Held;->getUid()I

    move-result v0

    invoke-virtual {p2}, Lcom/quillhaven/archive/Call;->getUid()I

    move-result v1

    if-ne v0, v1, :cond_1

    invoke-virtual {v4}, Lcom/quillhaven/archive/Held;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/quillhaven/archive/Call;->getProviderId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {v4}, Lcom/quillhaven/archive/Held;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/quillhaven/archive/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    :cond_1
    const/4 v0, 0x0

    return-object v0

    .line 72
    :cond_2
    invoke-virtual {v4}, Lcom/quillhaven/archive/Held;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/quillhaven/archive/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-virtual {v4}, Lcom/quillhaven/archive/Held;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/quillhaven/archive/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    :cond_3
    const/4 v0, 0x0

    return-object v0

    .line 73
    :cond_4
    invoke-virtual {v4}, Lcom/quillhaven/archive/Held;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_5

    const/4 v0, 0x0

    return-object v0

    .line 74
    :cond_5
    move-object v5, v4

    move-object v6, v5

    .line 78
    const/4 v7, 0x0

    .line 74
    invoke-virtual {v6}, Lcom/quillhaven/archive/Held;->getApproved()Ljava/util/concurrent/atomic/AtomicBoolean;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicBoolean;->get()Z

    move-result v0

    if-eqz v0, :cond_6

    move-object v0, v5

    goto :goto_0

    :cond_6
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method
