.class public final Lapp/tallybook/budget/cetp/Sessions;
.super Ljava/lang/Object;
.source "Protocol.kt"


# static fields
.field public static final INSTANCE:Lapp/tallybook/budget/cetp/Sessions;

.field private static final byToken:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/tallybook/budget/cetp/Sessions;

    invoke-direct {v0}, Lapp/tallybook/budget/cetp/Sessions;-><init>()V

    sput-object v0, Lapp/tallybook/budget/cetp/Sessions;->INSTANCE:Lapp/tallybook/budget/cetp/Sessions;

    .line 100
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lapp/tallybook/budget/cetp/Sessions;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 99
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final current(Ljava/lang/String;ILjava/lang/String;)Lapp/tallybook/budget/cetp/Session;
    .registers 13

    const-string v1, "providerId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 107
    if-eqz p1, :cond_4

    move-object v6, p1

    .line 208
    const/4 v7, 0x0

    .line 107
    sget-object v0, Lapp/tallybook/budget/cetp/Sessions;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, v6}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Lapp/tallybook/budget/cetp/Session;

    .line 108
    if-eqz v4, :cond_4

    .line 107
    move-object v6, v4

    .line 108
    move-object v7, v6

    .line 208
    const/4 v8, 0x0

    .line 108
    invoke-virtual {v7}, Lapp/tallybook/budget/cetp/Session;->getUid()I

    move-result v0

    if-ne v0, p2, :cond_0

    invoke-virtual {v7}, Lapp/tallybook/budget/cetp/Session;->getProviderId()Ljava/lang/String;

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

    .line 109
    if-eqz v5, :cond_4

    .line 107
    move-object v6, v5

    .line 109
    move-object v7, v6

    .line 208
    const/4 v8, 0x0

    .line 109
    invoke-virtual {v7}, Lapp/tallybook/budget/cetp/Session;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

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

    .line 107
    :cond_4
    const/4 v0, 0x0

    .line 109
    :goto_3
    return-object v0
.end method

.method public final open(ILjava/lang/String;Ljava/util/Set;)Lapp/tallybook/budget/cetp/Session;
    .registers 17

    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "capabilities"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 103
    new-instance v0, Lapp/tallybook/budget/cetp/Session;

    sget-object v2, Lapp/tallybook/budget/cetp/Tokens;->INSTANCE:Lapp/tallybook/budget/cetp/Tokens;

    const/4 v3, 0x0

    const/4 v4, 0x1

    const/4 v5, 0x0

    invoke-static {v2, v3, v4, v5}, Lapp/tallybook/budget/cetp/Tokens;->mint$default(Lapp/tallybook/budget/cetp/Tokens;IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    const-wide/32 v8, 0x1b7740

    add-long/2addr v6, v8

    move-object v1, v2

    move v2, p1

    move-object v3, p2

    move-object/from16 v4, p3

    move-wide v5, v6

    invoke-direct/range {v0 .. v6}, Lapp/tallybook/budget/cetp/Session;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/util/Set;J)V

    move-object v10, v0

    .line 104
    move-object v11, v10

    .line 208
    const/4 v12, 0x0

    .line 104
    sget-object v0, Lapp/tallybook/budget/cetp/Sessions;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-virtual {v11}, Lapp/tallybook/budget/cetp/Session;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v11}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    return-object v10
.end method
