.class public final Lcom/lumenhaus/devices/PairingCodes;
.super Ljava/lang/Object;
.source "PairingCodes.java"


# static fields
.field private static volatile sInstance:Lcom/lumenhaus/devices/PairingCodes;


# instance fields
.field private final mRandom:Ljava/util/Random;


# direct methods
.method private constructor <init>()V
    .registers 2

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    new-instance v0, Ljava/util/Random;

    invoke-direct {v0}, Ljava/util/Random;-><init>()V

    iput-object v0, p0, Lcom/lumenhaus/devices/PairingCodes;->mRandom:Ljava/util/Random;

    .line 13
    return-void
.end method

.method public static get()Lcom/lumenhaus/devices/PairingCodes;
    .registers 3

    .line 16
    sget-object v0, Lcom/lumenhaus/devices/PairingCodes;->sInstance:Lcom/lumenhaus/devices/PairingCodes;

    if-nez v0, :cond_1

    .line 17
    const-class v1, Lcom/lumenhaus/devices/PairingCodes;

    monitor-enter v1

    .line 18
    :try_start_0
    sget-object v0, Lcom/lumenhaus/devices/PairingCodes;->sInstance:Lcom/lumenhaus/devices/PairingCodes;

    if-nez v0, :cond_0

    .line 19
    new-instance v0, Lcom/lumenhaus/devices/PairingCodes;

    invoke-direct {v0}, Lcom/lumenhaus/devices/PairingCodes;-><init>()V

    sput-object v0, Lcom/lumenhaus/devices/PairingCodes;->sInstance:Lcom/lumenhaus/devices/PairingCodes;

    .line 21
    :cond_0
    monitor-exit v1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v2

    :try_start_1
    monitor-exit v1
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v2

    .line 23
    :cond_1
    :goto_0
    sget-object v0, Lcom/lumenhaus/devices/PairingCodes;->sInstance:Lcom/lumenhaus/devices/PairingCodes;

    return-object v0
.end method


# virtual methods
.method public declared-synchronized next()Ljava/lang/String;
    .registers 4

    monitor-enter p0

    .line 31
    :try_start_0
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    iget-object v1, p0, Lcom/lumenhaus/devices/PairingCodes;->mRandom:Ljava/util/Random;

    invoke-virtual {v1}, Ljava/util/Random;->nextLong()J

    move-result-wide v1

    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    iget-object v1, p0, Lcom/lumenhaus/devices/PairingCodes;->mRandom:Ljava/util/Random;

    invoke-virtual {v1}, Ljava/util/Random;->nextLong()J

    move-result-wide v1

    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v0

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized pin()Ljava/lang/String;
    .registers 7

    monitor-enter p0

    .line 27
    :try_start_0
    sget-object v0, Ljava/util/Locale;->US:Ljava/util/Locale;

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/Object;

    iget-object v4, p0, Lcom/lumenhaus/devices/PairingCodes;->mRandom:Ljava/util/Random;

    const v5, 0xf4240

    invoke-virtual {v4, v5}, Ljava/util/Random;->nextInt(I)I

    move-result v4

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v2, v3

    const-string v1, "%06d"

    invoke-static {v0, v1, v2}, Ljava/lang/String;->format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v0

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
