.class public final Lio/quire/app/core/Sessions;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final Companion:Lio/quire/app/core/Sessions$Companion;

.field public static final TTL_MS:J = 0xdbba00L


# instance fields
.field private final live:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lio/quire/app/core/Sessions$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lio/quire/app/core/Sessions$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lio/quire/app/core/Sessions;->Companion:Lio/quire/app/core/Sessions$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lio/quire/app/core/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    .line 10
    return-void
.end method


# virtual methods
.method public final find-tMtQsMA(Ljava/lang/String;I)Lio/quire/app/core/Session;
    .registers 10

    .line 20
    move-object v0, p1

    if-eqz p1, :cond_0

    move-object v5, v0

    .line 36
    const/4 v6, 0x0

    .line 20
    iget-object v0, p0, Lio/quire/app/core/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, v5}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/quire/app/core/Session;

    if-nez v0, :cond_1

    :cond_0
    const/4 v0, 0x0

    return-object v0

    :cond_1
    move-object v4, v0

    .line 22
    invoke-virtual {v4}, Lio/quire/app/core/Session;->getUid-EOtuPLU()I

    move-result v0

    invoke-static {v0, p2}, Lio/quire/app/core/CallerUid;->equals-impl0(II)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    goto :goto_0

    .line 23
    :cond_2
    invoke-virtual {v4}, Lio/quire/app/core/Session;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_3

    .line 24
    iget-object v0, p0, Lio/quire/app/core/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v4}, Lio/quire/app/core/Session;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 25
    const/4 v0, 0x0

    goto :goto_0

    .line 27
    :cond_3
    move-object v0, v4

    .line 21
    :goto_0
    return-object v0
.end method

.method public final open-TP_Mp3U(ILjava/util/Set;)Lio/quire/app/core/Session;
    .registers 13

    const-string v1, "capabilities"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    new-instance v0, Lio/quire/app/core/Session;

    sget-object v2, Lio/quire/app/core/Tokens;->INSTANCE:Lio/quire/app/core/Tokens;

    const/16 v3, 0x20

    invoke-virtual {v2, v3}, Lio/quire/app/core/Tokens;->random(I)Ljava/lang/String;

    move-result-object v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    const-wide/32 v7, 0xdbba00

    add-long/2addr v5, v7

    move-object v1, v2

    move v2, p1

    move-object v3, p2

    move-wide v4, v5

    const/4 v6, 0x0

    invoke-direct/range {v0 .. v6}, Lio/quire/app/core/Session;-><init>(Ljava/lang/String;ILjava/util/Set;JLkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v9, v0

    .line 15
    iget-object v0, p0, Lio/quire/app/core/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-virtual {v9}, Lio/quire/app/core/Session;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v9}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 16
    return-object v9
.end method
