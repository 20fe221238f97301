.class public final Lapp/keelson/backup/cetp/HeldCalls;
.super Ljava/lang/Object;
.source "Held.kt"


# static fields
.field public static final INSTANCE:Lapp/keelson/backup/cetp/HeldCalls;

.field private static final held:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/keelson/backup/cetp/HeldCalls;

    invoke-direct {v0}, Lapp/keelson/backup/cetp/HeldCalls;-><init>()V

    sput-object v0, Lapp/keelson/backup/cetp/HeldCalls;->INSTANCE:Lapp/keelson/backup/cetp/HeldCalls;

    .line 17
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lapp/keelson/backup/cetp/HeldCalls;->held:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final approve-I9TzmVI(Ljava/lang/String;)V
    .registers 4

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 29
    invoke-virtual {p0, p1}, Lapp/keelson/backup/cetp/HeldCalls;->peek-I9TzmVI(Ljava/lang/String;)Lapp/keelson/backup/cetp/HeldCall;

    move-result-object v0

    if-eqz v0, :cond_0

    const/4 v1, 0x1

    invoke-virtual {v0, v1}, Lapp/keelson/backup/cetp/HeldCall;->setApproved(Z)V

    goto :goto_0

    .line 30
    :cond_0
    :goto_0
    return-void
.end method

.method public final deny-I9TzmVI(Ljava/lang/String;)V
    .registers 4

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    sget-object v0, Lapp/keelson/backup/cetp/HeldCalls;->held:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 34
    return-void
.end method

.method public final hold-z-myHjc(Ljava/lang/String;Ljava/lang/String;Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/HeldCall;
    .registers 19

    move-object/from16 v0, p1

    const-string v1, "token"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "kind"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    new-instance v0, Lapp/keelson/backup/cetp/HeldCall;

    move-object/from16 v4, p3

    invoke-virtual {v4}, Lapp/keelson/backup/cetp/Call;->getUid()I

    move-result v4

    move-object/from16 v5, p3

    invoke-virtual {v5}, Lapp/keelson/backup/cetp/Call;->getCaller-OPB7uT4()Ljava/lang/String;

    move-result-object v5

    move-object/from16 v6, p3

    invoke-virtual {v6}, Lapp/keelson/backup/cetp/Call;->getProviderId()Ljava/lang/String;

    move-result-object v6

    move-object/from16 v7, p3

    invoke-virtual {v7}, Lapp/keelson/backup/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v7

    move-object/from16 v8, p3

    invoke-virtual {v8}, Lapp/keelson/backup/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v8

    .line 21
    move-object/from16 v9, p3

    invoke-virtual {v9}, Lapp/keelson/backup/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v9

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v10

    const-wide/32 v12, 0x927c0

    add-long/2addr v10, v12

    .line 20
    move-object/from16 v1, p1

    move-object/from16 v2, p2

    move v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-wide v9, v10

    const/4 v11, 0x0

    invoke-direct/range {v0 .. v11}, Lapp/keelson/backup/cetp/HeldCall;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v14, v0

    .line 22
    sget-object v0, Lapp/keelson/backup/cetp/HeldCalls;->held:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    move-object/from16 v1, p1

    invoke-interface {v0, v1, v14}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 23
    return-object v14
.end method

.method public final peek-I9TzmVI(Ljava/lang/String;)Lapp/keelson/backup/cetp/HeldCall;
    .registers 4

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    sget-object v0, Lapp/keelson/backup/cetp/HeldCalls;->held:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/keelson/backup/cetp/HeldCall;

    return-object v0
.end method

.method public final take-Zh6lWQk(Ljava/lang/String;Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/HeldCall;
    .registers 8

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    sget-object v0, Lapp/keelson/backup/cetp/HeldCalls;->held:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/keelson/backup/cetp/HeldCall;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v4, v0

    .line 39
    invoke-virtual {v4}, Lapp/keelson/backup/cetp/HeldCall;->getUid()I

    move-result v0

    invoke-virtual {p2}, Lapp/keelson/backup/cetp/Call;->getUid()I

    move-result v1

    if-ne v0, v1, :cond_1

    invoke-virtual {v4}, Lapp/keelson/backup/cetp/HeldCall;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lapp/keelson/backup/cetp/Call;->getProviderId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {v4}, Lapp/keelson/backup/cetp/HeldCall;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lapp/keelson/backup/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    :cond_1
    const/4 v0, 0x0

    return-object v0

    .line 40
    :cond_2
    invoke-virtual {v4}, Lapp/keelson/backup/cetp/HeldCall;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lapp/keelson/backup/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-virtual {v4}, Lapp/keelson/backup/cetp/HeldCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lapp/keelson/backup/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    :cond_3
    const/4 v0, 0x0

    return-object v0

    .line 41
    :cond_4
    invoke-virtual {v4}, Lapp/keelson/backup/cetp/HeldCall;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-ltz v0, :cond_5

    move-object v0, v4

    goto :goto_0

    :cond_5
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method
