.class public final Lapp/quillmark/notes/cetp/HeldCalls;
.super Ljava/lang/Object;
.source "Held.kt"


# static fields
.field public static final INSTANCE:Lapp/quillmark/notes/cetp/HeldCalls;

.field private static final held:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/quillmark/notes/cetp/HeldCalls;

    invoke-direct {v0}, Lapp/quillmark/notes/cetp/HeldCalls;-><init>()V

    sput-object v0, Lapp/quillmark/notes/cetp/HeldCalls;->INSTANCE:Lapp/quillmark/notes/cetp/HeldCalls;

    .line 24
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lapp/quillmark/notes/cetp/HeldCalls;->held:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final decide(Ljava/lang/String;Z)V
    .registers 6

    .line 34
    move-object v0, p0

    if-eqz p0, :cond_1

    move-object v2, v0

    .line 47
    const/4 v3, 0x0

    .line 34
    sget-object v0, Lapp/quillmark/notes/cetp/HeldCalls;->held:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/quillmark/notes/cetp/HeldCall;

    if-eqz v0, :cond_1

    if-eqz p1, :cond_0

    const/4 v1, 0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x2

    :goto_0
    invoke-virtual {v0, v1}, Lapp/quillmark/notes/cetp/HeldCall;->setDecision(I)V

    goto :goto_1

    .line 35
    :cond_1
    :goto_1
    return-void
.end method

.method public static final hold(Lapp/quillmark/notes/cetp/Call;Ljava/lang/String;)Lapp/quillmark/notes/cetp/HeldCall;
    .registers 17

    const-string v1, "call"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p1

    const-string v1, "token"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 28
    new-instance v0, Lapp/quillmark/notes/cetp/HeldCall;

    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/Call;->getUid()I

    move-result v3

    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/Call;->getProviderId()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v6

    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v7

    .line 29
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v8

    const-wide/32 v10, 0x927c0

    add-long/2addr v8, v10

    .line 28
    move-object/from16 v1, p1

    move v2, v3

    move-object v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-wide v7, v8

    invoke-direct/range {v0 .. v8}, Lapp/quillmark/notes/cetp/HeldCall;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    move-object v12, v0

    .line 29
    move-object v13, v12

    .line 47
    const/4 v14, 0x0

    .line 29
    sget-object v0, Lapp/quillmark/notes/cetp/HeldCalls;->held:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    move-object/from16 v1, p1

    invoke-interface {v0, v1, v13}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    return-object v12
.end method

.method public static final redeem(Lapp/quillmark/notes/cetp/Call;)Lapp/quillmark/notes/cetp/HeldCall;
    .registers 8

    const-string v1, "call"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 40
    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/Call;->getResumeToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_2

    move-object v5, v0

    .line 47
    const/4 v6, 0x0

    .line 40
    sget-object v0, Lapp/quillmark/notes/cetp/HeldCalls;->held:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, v5}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/quillmark/notes/cetp/HeldCall;

    if-eqz v0, :cond_2

    move-object v4, v0

    move-object v5, v4

    const/4 v6, 0x0

    .line 41
    invoke-virtual {v5}, Lapp/quillmark/notes/cetp/HeldCall;->getUid()I

    move-result v0

    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/Call;->getUid()I

    move-result v1

    if-ne v0, v1, :cond_0

    invoke-virtual {v5}, Lapp/quillmark/notes/cetp/HeldCall;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/Call;->getProviderId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v5}, Lapp/quillmark/notes/cetp/HeldCall;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 42
    invoke-virtual {v5}, Lapp/quillmark/notes/cetp/HeldCall;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v5}, Lapp/quillmark/notes/cetp/HeldCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 43
    invoke-virtual {v5}, Lapp/quillmark/notes/cetp/HeldCall;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    .line 40
    :goto_0
    if-eqz v0, :cond_1

    move-object v0, v4

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    .line 44
    :goto_1
    return-object v0
.end method
