.class public final Lapp/keelson/backup/cetp/Sessions;
.super Ljava/lang/Object;
.source "Protocol.kt"


# static fields
.field public static final INSTANCE:Lapp/keelson/backup/cetp/Sessions;

.field private static final byToken:Ljava/util/concurrent/ConcurrentHashMap;

.field private static final random:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/keelson/backup/cetp/Sessions;

    invoke-direct {v0}, Lapp/keelson/backup/cetp/Sessions;-><init>()V

    sput-object v0, Lapp/keelson/backup/cetp/Sessions;->INSTANCE:Lapp/keelson/backup/cetp/Sessions;

    .line 27
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lapp/keelson/backup/cetp/Sessions;->random:Ljava/security/SecureRandom;

    .line 28
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lapp/keelson/backup/cetp/Sessions;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final current(Ljava/lang/String;ILjava/lang/String;)Lapp/keelson/backup/cetp/Session;
    .registers 9

    const-string v1, "providerId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    sget-object v0, Lapp/keelson/backup/cetp/Sessions;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    move-object v1, p1

    if-nez p1, :cond_0

    const/4 v1, 0x0

    return-object v1

    :cond_0
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/keelson/backup/cetp/Session;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return-object v0

    :cond_1
    move-object v4, v0

    .line 40
    invoke-virtual {v4}, Lapp/keelson/backup/cetp/Session;->getUid()I

    move-result v0

    if-ne v0, p2, :cond_2

    invoke-virtual {v4}, Lapp/keelson/backup/cetp/Session;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    :cond_2
    const/4 v0, 0x0

    return-object v0

    .line 41
    :cond_3
    invoke-virtual {v4}, Lapp/keelson/backup/cetp/Session;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_4

    move-object v0, v4

    goto :goto_0

    :cond_4
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public final open(ILjava/lang/String;Ljava/util/Set;)Lapp/keelson/backup/cetp/Session;
    .registers 18

    move-object/from16 v0, p2

    const-string v1, "providerId"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "capabilities"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 31
    const/16 v0, 0x20

    new-array v11, v0, [B

    move-object v12, v11

    .line 132
    const/4 v13, 0x0

    .line 31
    sget-object v0, Lapp/keelson/backup/cetp/Sessions;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, v12}, Ljava/security/SecureRandom;->nextBytes([B)V

    invoke-static {v11}, Lapp/keelson/backup/cetp/IdsKt;->hex([B)Ljava/lang/String;

    move-result-object v10

    .line 32
    new-instance v0, Lapp/keelson/backup/cetp/Session;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    const-wide/32 v8, 0x36ee80

    add-long/2addr v6, v8

    move-object v1, v10

    move v2, p1

    move-object/from16 v3, p2

    move-object/from16 v4, p3

    move-wide v5, v6

    invoke-direct/range {v0 .. v6}, Lapp/keelson/backup/cetp/Session;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/util/Set;J)V

    move-object v11, v0

    .line 33
    sget-object v0, Lapp/keelson/backup/cetp/Sessions;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-interface {v0, v10, v11}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 34
    return-object v11
.end method
