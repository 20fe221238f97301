.class public final Lapp/trailmark/logbook/cetp/Sessions;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;

.field public static final INSTANCE:Lapp/trailmark/logbook/cetp/Sessions;

.field private static final TTL_MS:J = 0x1b7740L

.field private static final byToken:Ljava/util/concurrent/ConcurrentHashMap;

.field private static final opened$delegate:Lkotlin/properties/ReadWriteProperty;


# direct methods
.method static constructor <clinit>()V
    .registers 10

    const/4 v0, 0x1

    new-array v7, v0, [Lkotlin/reflect/KProperty;

    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;

    const-class v3, Lapp/trailmark/logbook/cetp/Sessions;

    const-string v4, "opened"

    const-string v5, "getOpened()I"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x0

    aput-object v2, v7, v1

    sput-object v7, Lapp/trailmark/logbook/cetp/Sessions;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    new-instance v0, Lapp/trailmark/logbook/cetp/Sessions;

    invoke-direct {v0}, Lapp/trailmark/logbook/cetp/Sessions;-><init>()V

    sput-object v0, Lapp/trailmark/logbook/cetp/Sessions;->INSTANCE:Lapp/trailmark/logbook/cetp/Sessions;

    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lapp/trailmark/logbook/cetp/Sessions;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    sget-object v7, Lkotlin/properties/Delegates;->INSTANCE:Lkotlin/properties/Delegates;

    const/4 v0, 0x0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v8

    const/4 v9, 0x0

    new-instance v0, Lapp/trailmark/logbook/cetp/Sessions$special$$inlined$observable$1;

    invoke-direct {v0, v8}, Lapp/trailmark/logbook/cetp/Sessions$special$$inlined$observable$1;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lkotlin/properties/ReadWriteProperty;

    sput-object v0, Lapp/trailmark/logbook/cetp/Sessions;->opened$delegate:Lkotlin/properties/ReadWriteProperty;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method private final setOpened(I)V
    .registers 5

    .line 20
    sget-object v0, Lapp/trailmark/logbook/cetp/Sessions;->opened$delegate:Lkotlin/properties/ReadWriteProperty;

    sget-object v1, Lapp/trailmark/logbook/cetp/Sessions;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x0

    aget-object v1, v1, v2

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-interface {v0, p0, v1, v2}, Lkotlin/properties/ReadWriteProperty;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V

    return-void
.end method


# virtual methods
.method public final current(Ljava/lang/String;ILjava/lang/String;)Lapp/trailmark/logbook/cetp/Session;
    .registers 13

    const-string v1, "providerId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    if-eqz p1, :cond_4

    move-object v6, p1

    .line 38
    const/4 v7, 0x0

    .line 33
    sget-object v0, Lapp/trailmark/logbook/cetp/Sessions;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, v6}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Lapp/trailmark/logbook/cetp/Session;

    .line 34
    if-eqz v4, :cond_4

    .line 33
    move-object v6, v4

    .line 34
    move-object v7, v6

    .line 38
    const/4 v8, 0x0

    .line 34
    invoke-virtual {v7}, Lapp/trailmark/logbook/cetp/Session;->getUid()I

    move-result v0

    if-ne v0, p2, :cond_0

    invoke-virtual {v7}, Lapp/trailmark/logbook/cetp/Session;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

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

    .line 35
    if-eqz v5, :cond_4

    .line 33
    move-object v6, v5

    .line 35
    move-object v7, v6

    .line 38
    const/4 v8, 0x0

    .line 35
    invoke-virtual {v7}, Lapp/trailmark/logbook/cetp/Session;->getExpiresAt()J

    move-result-wide v0

    sget-object v2, Lapp/trailmark/logbook/cetp/Clocks;->INSTANCE:Lapp/trailmark/logbook/cetp/Clocks;

    invoke-virtual {v2}, Lapp/trailmark/logbook/cetp/Clocks;->getWall()Lapp/trailmark/logbook/cetp/Clock;

    move-result-object v2

    invoke-interface {v2}, Lapp/trailmark/logbook/cetp/Clock;->now()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_2

    const/4 v0, 0x1

    goto :goto_2

    :cond_2
    const/4 v0, 0x0

    :goto_2
    if-eqz v0, :cond_3

    move-object v0, v6

    goto :goto_3

    :cond_3
    const/4 v0, 0x0

    goto :goto_3

    .line 33
    :cond_4
    const/4 v0, 0x0

    .line 35
    :goto_3
    return-object v0
.end method

.method public final getOpened()I
    .registers 4

    .line 20
    sget-object v0, Lapp/trailmark/logbook/cetp/Sessions;->opened$delegate:Lkotlin/properties/ReadWriteProperty;

    sget-object v1, Lapp/trailmark/logbook/cetp/Sessions;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x0

    aget-object v1, v1, v2

    invoke-interface {v0, p0, v1}, Lkotlin/properties/ReadWriteProperty;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v0

    return v0
.end method

.method public final open(ILjava/lang/String;Ljava/util/Set;)Lapp/trailmark/logbook/cetp/Session;
    .registers 15

    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "capabilities"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    new-instance v0, Lapp/trailmark/logbook/cetp/Session;

    sget-object v2, Lapp/trailmark/logbook/cetp/TokenSources;->INSTANCE:Lapp/trailmark/logbook/cetp/TokenSources;

    invoke-virtual {v2}, Lapp/trailmark/logbook/cetp/TokenSources;->getSecure()Lapp/trailmark/logbook/cetp/TokenSource;

    move-result-object v2

    invoke-interface {v2}, Lapp/trailmark/logbook/cetp/TokenSource;->next()Ljava/lang/String;

    move-result-object v2

    sget-object v6, Lapp/trailmark/logbook/cetp/Clocks;->INSTANCE:Lapp/trailmark/logbook/cetp/Clocks;

    invoke-virtual {v6}, Lapp/trailmark/logbook/cetp/Clocks;->getWall()Lapp/trailmark/logbook/cetp/Clock;

    move-result-object v6

    invoke-interface {v6}, Lapp/trailmark/logbook/cetp/Clock;->now()J

    move-result-wide v6

    const-wide/32 v8, 0x1b7740

    add-long/2addr v6, v8

    move-object v1, v2

    move v2, p1

    move-object v3, p2

    move-object v4, p3

    move-wide v5, v6

    invoke-direct/range {v0 .. v6}, Lapp/trailmark/logbook/cetp/Session;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/util/Set;J)V

    move-object v10, v0

    .line 27
    sget-object v0, Lapp/trailmark/logbook/cetp/Sessions;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-virtual {v10}, Lapp/trailmark/logbook/cetp/Session;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v10}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 28
    invoke-virtual {p0}, Lapp/trailmark/logbook/cetp/Sessions;->getOpened()I

    move-result v1

    add-int/lit8 v1, v1, 0x1

    invoke-direct {p0, v1}, Lapp/trailmark/logbook/cetp/Sessions;->setOpened(I)V

    .line 29
    return-object v10
.end method
