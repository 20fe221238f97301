.class public final Lapp/larder/core/Confirmations;
.super Ljava/lang/Object;
.source "Confirmations.kt"


# static fields
.field public static final INSTANCE:Lapp/larder/core/Confirmations;

.field private static final byToken:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/larder/core/Confirmations;

    invoke-direct {v0}, Lapp/larder/core/Confirmations;-><init>()V

    sput-object v0, Lapp/larder/core/Confirmations;->INSTANCE:Lapp/larder/core/Confirmations;

    .line 44
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lapp/larder/core/Confirmations;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 43
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final answer(Ljava/lang/String;Z)V
    .registers 5

    const-string v1, "ticket"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 55
    invoke-virtual {p0, p1}, Lapp/larder/core/Confirmations;->byTicket(Ljava/lang/String;)Lapp/larder/core/Parked;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-static {p2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/larder/core/Parked;->setAnswer(Ljava/lang/Boolean;)V

    goto :goto_0

    .line 56
    :cond_0
    :goto_0
    return-void
.end method

.method public final byTicket(Ljava/lang/String;)Lapp/larder/core/Parked;
    .registers 11

    const-string v1, "ticket"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 48
    sget-object v0, Lapp/larder/core/Confirmations;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->values()Ljava/util/Collection;

    move-result-object v0

    const-string v2, "<get-values>(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/Iterable;

    move-object v3, v0

    const/4 v4, 0x0

    .line 60
    invoke-interface {v3}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v5

    :cond_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v6

    move-object v0, v6

    check-cast v0, Lapp/larder/core/Parked;

    move-object v7, v0

    const/4 v8, 0x0

    .line 48
    invoke-virtual {v7}, Lapp/larder/core/Parked;->getTicket()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 60
    if-eqz v0, :cond_0

    move-object v0, v6

    goto :goto_0

    .line 61
    :cond_1
    const/4 v0, 0x0

    :goto_0
    check-cast v0, Lapp/larder/core/Parked;

    .line 48
    return-object v0
.end method

.method public final park(Lapp/larder/core/Parked;)Lapp/larder/core/Parked;
    .registers 7

    const-string v1, "parked"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    move-object v2, p1

    move-object v3, v2

    .line 59
    const/4 v4, 0x0

    .line 46
    sget-object v0, Lapp/larder/core/Confirmations;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-virtual {v3}, Lapp/larder/core/Parked;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    return-object v2
.end method

.method public final take(Ljava/lang/String;I)Lapp/larder/core/Parked;
    .registers 10

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 52
    sget-object v0, Lapp/larder/core/Confirmations;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/core/Parked;

    if-eqz v0, :cond_2

    move-object v4, v0

    move-object v5, v4

    .line 59
    const/4 v6, 0x0

    .line 52
    invoke-virtual {v5}, Lapp/larder/core/Parked;->getUid()I

    move-result v0

    if-ne v0, p2, :cond_0

    invoke-virtual {v5}, Lapp/larder/core/Parked;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

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
