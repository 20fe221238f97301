.class final Lcom/example/r33j3/Sessions;
.super Ljava/lang/Object;
.source "Sessions.java"


# static fields
.field private static final OPENED:Landroid/util/SparseLongArray;

.field private static final RANDOM:Ljava/security/SecureRandom;

.field private static final TTL_MS:J = 0x36ee80L


# direct methods
.method static constructor <clinit>()V
    .locals 1

    .line 11
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/example/r33j3/Sessions;->RANDOM:Ljava/security/SecureRandom;

    .line 12
    new-instance v0, Landroid/util/SparseLongArray;

    invoke-direct {v0}, Landroid/util/SparseLongArray;-><init>()V

    sput-object v0, Lcom/example/r33j3/Sessions;->OPENED:Landroid/util/SparseLongArray;

    return-void
.end method

.method private constructor <init>()V
    .locals 0

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    return-void
.end method

.method static declared-synchronized isOpen(I)Z
    .locals 7

    const-class v0, Lcom/example/r33j3/Sessions;

    monitor-enter v0

    .line 27
    :try_start_0
    sget-object v1, Lcom/example/r33j3/Sessions;->OPENED:Landroid/util/SparseLongArray;

    const-wide/16 v2, -0x1

    invoke-virtual {v1, p0, v2, v3}, Landroid/util/SparseLongArray;->get(IJ)J

    move-result-wide v1

    .line 28
    const-wide/16 v3, 0x0

    cmp-long p0, v1, v3

    if-ltz p0, :cond_0

    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v3

    sub-long/2addr v3, v1

    const-wide/32 v5, 0x36ee80

    cmp-long p0, v3, v5

    if-gez p0, :cond_0

    const/4 p0, 0x1

    goto :goto_0

    :cond_0
    const/4 p0, 0x0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :goto_0
    monitor-exit v0

    return p0

    :catchall_0
    move-exception p0

    monitor-exit v0

    throw p0
.end method

.method static declared-synchronized open(I)Ljava/lang/String;
    .locals 5

    const-class v0, Lcom/example/r33j3/Sessions;

    monitor-enter v0

    .line 18
    const/16 v1, 0x20

    :try_start_0
    new-array v1, v1, [B

    .line 19
    sget-object v2, Lcom/example/r33j3/Sessions;->RANDOM:Ljava/security/SecureRandom;

    invoke-virtual {v2, v1}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 20
    sget-object v2, Lcom/example/r33j3/Sessions;->OPENED:Landroid/util/SparseLongArray;

    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v3

    invoke-virtual {v2, p0, v3, v4}, Landroid/util/SparseLongArray;->put(IJ)V

    .line 22
    const/16 p0, 0xa

    invoke-static {v1, p0}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object p0

    .line 21
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "{\"selected_version\":2,\"provider_id\":\"com.example.r33j3\",\"provider_name\":\"Classbook\",\"session_token\":\""

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p0

    const-string v1, "\",\"capabilities\":[],\"limits\":{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,\"max_concurrent_requests\":1,\"idempotency_window_seconds\":86400}}"

    invoke-virtual {p0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p0

    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit v0

    return-object p0

    :catchall_0
    move-exception p0

    monitor-exit v0

    throw p0
.end method
