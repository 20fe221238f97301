.class final Lcom/example/r24k/OpId;
.super Lcom/android/tools/r8/RecordTag;
.source "OpId.java"

.field private static final FAST:Ljava/util/Random;
.field private static final LOCK:Ljava/lang/Object;
.field private static final STRONG:Ljava/security/SecureRandom;

.field private final value:Ljava/lang/String;

.method static constructor <clinit>()V
    .registers 1
    .line 8
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    sput-object v0, Lcom/example/r24k/OpId;->FAST:Ljava/util/Random;
    .line 9
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/example/r24k/OpId;->STRONG:Ljava/security/SecureRandom;
    .line 10
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, Lcom/example/r24k/OpId;->LOCK:Ljava/lang/Object;
    return-void
.end method

.method constructor <init>(Ljava/lang/String;)V
    .registers 2
    .line 7
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V
    iput-object p1, p0, Lcom/example/r24k/OpId;->value:Ljava/lang/String;
    return-void
.end method

# true positive CETP613: java.util.Random under a synchronized block (the
# monitor-exit repeated in the catch-all handler that covers itself)
.method static next()Lcom/example/r24k/OpId;
    .registers 4
    .line 13
    sget-object v0, Lcom/example/r24k/OpId;->LOCK:Ljava/lang/Object;
    monitor-enter v0
    .line 14
    :try_start_0
    new-instance v1, Lcom/example/r24k/OpId;
    sget-object v2, Lcom/example/r24k/OpId;->FAST:Ljava/util/Random;
    invoke-virtual {v2}, Ljava/util/Random;->nextLong()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v1, v2}, Lcom/example/r24k/OpId;-><init>(Ljava/lang/String;)V
    monitor-exit v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    return-object v1
    .line 15
    :catchall_0
    move-exception v1
    :try_start_1
    monitor-exit v0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0
    throw v1
.end method

# near miss CETP613: the same shape with SecureRandom
.method static secure()Lcom/example/r24k/OpId;
    .registers 4
    .line 18
    sget-object v0, Lcom/example/r24k/OpId;->LOCK:Ljava/lang/Object;
    monitor-enter v0
    .line 19
    :try_start_0
    new-instance v1, Lcom/example/r24k/OpId;
    sget-object v2, Lcom/example/r24k/OpId;->STRONG:Ljava/security/SecureRandom;
    invoke-virtual {v2}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v1, v2}, Lcom/example/r24k/OpId;-><init>(Ljava/lang/String;)V
    monitor-exit v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    return-object v1
    .line 20
    :catchall_0
    move-exception v1
    :try_start_1
    monitor-exit v0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0
    throw v1
.end method

.method public value()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/example/r24k/OpId;->value:Ljava/lang/String;
    return-object v0
.end method
