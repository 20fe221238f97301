.class public final Lapp/quire/reader/cetp/Sessions;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final INSTANCE:Lapp/quire/reader/cetp/Sessions;

.field private static final TTL_MS:J = 0x1b7740L

.field private static final live:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/quire/reader/cetp/Sessions;

    invoke-direct {v0}, Lapp/quire/reader/cetp/Sessions;-><init>()V

    sput-object v0, Lapp/quire/reader/cetp/Sessions;->INSTANCE:Lapp/quire/reader/cetp/Sessions;

    .line 13
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lapp/quire/reader/cetp/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final current(Ljava/lang/String;ILjava/lang/String;)Lapp/quire/reader/cetp/Session;
    .registers 10

    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    move-object v0, p0

    if-eqz p0, :cond_0

    move-object v5, v0

    .line 70
    const/4 v6, 0x0

    .line 24
    sget-object v0, Lapp/quire/reader/cetp/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, v5}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/cetp/Session;

    if-nez v0, :cond_1

    :cond_0
    const/4 v0, 0x0

    return-object v0

    :cond_1
    move-object v4, v0

    .line 25
    invoke-virtual {v4}, Lapp/quire/reader/cetp/Session;->getUid()I

    move-result v0

    if-ne v0, p1, :cond_2

    invoke-virtual {v4}, Lapp/quire/reader/cetp/Session;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    :cond_2
    const/4 v0, 0x0

    return-object v0

    .line 26
    :cond_3
    invoke-virtual {v4}, Lapp/quire/reader/cetp/Session;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_4

    .line 27
    sget-object v0, Lapp/quire/reader/cetp/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v4}, Lapp/quire/reader/cetp/Session;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 28
    const/4 v0, 0x0

    return-object v0

    .line 30
    :cond_4
    return-object v4
.end method

.method public static final open(ILjava/lang/String;Ljava/util/Set;)Lapp/quire/reader/cetp/Session;
    .registers 14

    const-string v1, "providerId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "capabilities"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    new-instance v0, Lapp/quire/reader/cetp/Session;

    const/4 v2, 0x0

    const/4 v3, 0x1

    const/4 v4, 0x0

    invoke-static {v2, v3, v4}, Lapp/quire/reader/cetp/Tokens;->fresh$default(IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    const-wide/32 v8, 0x1b7740

    add-long/2addr v6, v8

    move-object v1, v2

    move v2, p0

    move-object v3, p1

    move-object v4, p2

    move-wide v5, v6

    invoke-direct/range {v0 .. v6}, Lapp/quire/reader/cetp/Session;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/util/Set;J)V

    move-object v10, v0

    .line 18
    sget-object v0, Lapp/quire/reader/cetp/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-virtual {v10}, Lapp/quire/reader/cetp/Session;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v10}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 19
    return-object v10
.end method
