.class public final Lapp/larder/kitchen/cetp/Sessions;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final INSTANCE:Lapp/larder/kitchen/cetp/Sessions;

.field private static final TTL_MS:J = 0x124f80L

.field private static final live:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/larder/kitchen/cetp/Sessions;

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/Sessions;-><init>()V

    sput-object v0, Lapp/larder/kitchen/cetp/Sessions;->INSTANCE:Lapp/larder/kitchen/cetp/Sessions;

    .line 16
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lapp/larder/kitchen/cetp/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final current(Ljava/lang/String;ILjava/lang/String;)Lapp/larder/kitchen/cetp/Session;
    .registers 12

    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    if-eqz p0, :cond_4

    move-object v6, p0

    .line 30
    const/4 v7, 0x0

    .line 25
    sget-object v0, Lapp/larder/kitchen/cetp/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, v6}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Lapp/larder/kitchen/cetp/Session;

    .line 26
    if-eqz v4, :cond_4

    .line 25
    move-object v6, v4

    .line 26
    move-object v7, v6

    .line 30
    const/4 v8, 0x0

    .line 26
    invoke-virtual {v7}, Lapp/larder/kitchen/cetp/Session;->getUid()I

    move-result v0

    if-ne v0, p1, :cond_0

    invoke-virtual {v7}, Lapp/larder/kitchen/cetp/Session;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    move-object v0, v6

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    move-object v5, v0

    .line 27
    if-eqz v5, :cond_4

    .line 25
    move-object v6, v5

    .line 27
    move-object v7, v6

    .line 30
    const/4 v8, 0x0

    .line 27
    invoke-virtual {v7}, Lapp/larder/kitchen/cetp/Session;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_2

    const/4 v0, 0x1

    goto :goto_2

    :cond_2
    const/4 v0, 0x0

    :goto_2
    if-nez v0, :cond_3

    move-object v0, v6

    goto :goto_3

    :cond_3
    const/4 v0, 0x0

    goto :goto_3

    .line 25
    :cond_4
    const/4 v0, 0x0

    .line 27
    :goto_3
    return-object v0
.end method

.method public static final open(ILjava/lang/String;Ljava/util/Set;)Lapp/larder/kitchen/cetp/Session;
    .registers 16

    const-string v1, "providerId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "capabilities"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    new-instance v0, Lapp/larder/kitchen/cetp/Session;

    const/4 v2, 0x0

    const/4 v3, 0x1

    const/4 v4, 0x0

    invoke-static {v2, v3, v4}, Lapp/larder/kitchen/cetp/Tokens;->fresh$default(IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    const-wide/32 v8, 0x124f80

    add-long/2addr v6, v8

    move-object v1, v2

    move v2, p0

    move-object v3, p1

    move-object v4, p2

    move-wide v5, v6

    invoke-direct/range {v0 .. v6}, Lapp/larder/kitchen/cetp/Session;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/util/Set;J)V

    move-object v10, v0

    .line 21
    move-object v11, v10

    .line 30
    const/4 v12, 0x0

    .line 21
    sget-object v0, Lapp/larder/kitchen/cetp/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-virtual {v11}, Lapp/larder/kitchen/cetp/Session;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v11}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    return-object v10
.end method
