.class final Lcom/ci/Jobs;
.super Ljava/lang/Object;
.source "Jobs.java"

# instance fields
.field private final pending:Ljava/util/ArrayDeque;
.field private final exports:Ljava/util/concurrent/atomic/AtomicLong;
.field private final random:Ljava/security/SecureRandom;


# direct methods
.method constructor <init>()V
    .registers 3
    .line 8
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 33
    new-instance v1, Ljava/util/ArrayDeque;
    invoke-direct {v1}, Ljava/util/ArrayDeque;-><init>()V
    iput-object v1, v2, Lcom/ci/Jobs;->pending:Ljava/util/ArrayDeque;
    .line 34
    new-instance v1, Ljava/util/concurrent/atomic/AtomicLong;
    invoke-direct {v1}, Ljava/util/concurrent/atomic/AtomicLong;-><init>()V
    iput-object v1, v2, Lcom/ci/Jobs;->exports:Ljava/util/concurrent/atomic/AtomicLong;
    .line 35
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v2, Lcom/ci/Jobs;->random:Ljava/security/SecureRandom;
    return-void
.end method


# virtual methods
.method enqueue(Lcom/ci/Jobs$Command;)Lcom/ci/Jobs$Accepted;
    .registers 8
    .line 38
    iget-object v0, v6, Lcom/ci/Jobs;->pending:Ljava/util/ArrayDeque;
    move-object v4, v0
    monitor-enter v0
:L7
    .line 39
    iget-object v0, v6, Lcom/ci/Jobs;->pending:Ljava/util/ArrayDeque;
    invoke-virtual {v0, v7}, Ljava/util/ArrayDeque;->add(Ljava/lang/Object;)Z
    .line 40
    monitor-exit v4
:L18
    goto :L26
:L21
    move-exception v5
    monitor-exit v4
:L24
    throw v5
:L26
    .line 41
    new-instance v0, Lcom/ci/Jobs$Accepted;
    iget-object v2, v7, Lcom/ci/Jobs$Command;->operationId:Ljava/lang/String;
    const/16 v3, 0x5dc
    invoke-direct {v0, v2, v3}, Lcom/ci/Jobs$Accepted;-><init>(Ljava/lang/String;I)V
    return-object v0
    .catchall {:L7 .. :L18} :L21
    .catchall {:L21 .. :L24} :L21
.end method

.method nextExportId()Ljava/lang/String;
    .registers 7
    .line 46
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    iget-object v2, v6, Lcom/ci/Jobs;->exports:Ljava/util/concurrent/atomic/AtomicLong;
    invoke-virtual {v2}, Ljava/util/concurrent/atomic/AtomicLong;->incrementAndGet()J
    move-result-wide v2
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "exp-"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, "-"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method nextReportId()Ljava/lang/String;
    .registers 10
    .line 51
    const/16 v0, 0x10
    new-array v0, v0, [B
    move-object v4, v0
    .line 52
    iget-object v0, v9, Lcom/ci/Jobs;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v4}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 53
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v2, "rep-"
    invoke-direct {v0, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    move-object v5, v0
    .line 54
    move-object v6, v4
    array-length v0, v6
    move v7, v0
    const/4 v3, 0x0
:L32
    if-ge v3, v7, :L65
    aget-byte v0, v6, v3
    move v8, v0
    .line 55
    const/16 v2, 0xff
    and-int v1, v8, v2
    invoke-static {v1}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 54
    add-int/lit8 v3, v3, 0x1
    goto :L32
:L65
    .line 57
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

