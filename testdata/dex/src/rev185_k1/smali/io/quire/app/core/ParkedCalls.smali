.class public final Lio/quire/app/core/ParkedCalls;
.super Ljava/lang/Object;
.source "ParkedCalls.kt"


# static fields
.field public static final INSTANCE:Lio/quire/app/core/ParkedCalls;

.field public static final TTL_MS:J = 0x927c0L

.field private static final byTicket:Ljava/util/concurrent/ConcurrentHashMap;

.field private static final byToken:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/quire/app/core/ParkedCalls;

    invoke-direct {v0}, Lio/quire/app/core/ParkedCalls;-><init>()V

    sput-object v0, Lio/quire/app/core/ParkedCalls;->INSTANCE:Lio/quire/app/core/ParkedCalls;

    .line 23
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lio/quire/app/core/ParkedCalls;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    .line 24
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lio/quire/app/core/ParkedCalls;->byTicket:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final answer(Ljava/lang/String;Z)V
    .registers 6

    const-string v1, "ticket"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 41
    sget-object v0, Lio/quire/app/core/ParkedCalls;->byTicket:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/quire/app/core/Parked;

    if-nez v0, :cond_0

    return-void

    :cond_0
    move-object v2, v0

    .line 42
    invoke-static {p2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-virtual {v2, v1}, Lio/quire/app/core/Parked;->setAnswer(Ljava/lang/Boolean;)V

    .line 43
    return-void
.end method

.method public final forTicket(Ljava/lang/String;)Lio/quire/app/core/Parked;
    .registers 6

    .line 38
    move-object v0, p1

    if-eqz p1, :cond_1

    move-object v2, v0

    .line 48
    const/4 v3, 0x0

    .line 38
    sget-object v0, Lio/quire/app/core/ParkedCalls;->byTicket:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/quire/app/core/Parked;

    if-eqz v0, :cond_1

    move-object v1, v0

    move-object v2, v1

    .line 48
    const/4 v3, 0x0

    .line 38
    invoke-virtual {v2}, Lio/quire/app/core/Parked;->getLive()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public final park(Lio/quire/app/core/Parked;)Lkotlin/Pair;
    .registers 8

    const-string v1, "parked"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 28
    sget-object v0, Lio/quire/app/core/Tokens;->INSTANCE:Lio/quire/app/core/Tokens;

    const/4 v1, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lio/quire/app/core/Tokens;->random$default(Lio/quire/app/core/Tokens;IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v4

    .line 29
    sget-object v0, Lio/quire/app/core/Tokens;->INSTANCE:Lio/quire/app/core/Tokens;

    const/16 v1, 0x10

    invoke-virtual {v0, v1}, Lio/quire/app/core/Tokens;->random(I)Ljava/lang/String;

    move-result-object v5

    .line 30
    sget-object v0, Lio/quire/app/core/ParkedCalls;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-interface {v0, v4, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 31
    sget-object v0, Lio/quire/app/core/ParkedCalls;->byTicket:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-interface {v0, v5, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 32
    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v0

    return-object v0
.end method

.method public final take(Ljava/lang/String;)Lio/quire/app/core/Parked;
    .registers 4

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 36
    sget-object v0, Lio/quire/app/core/ParkedCalls;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/quire/app/core/Parked;

    return-object v0
.end method
