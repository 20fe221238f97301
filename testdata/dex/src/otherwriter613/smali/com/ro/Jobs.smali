.class final Lcom/ro/Jobs;
.super Ljava/lang/Object;
.source "Jobs.java"

# instance fields
.field private final counter:Ljava/util/concurrent/atomic/AtomicLong;
.field private final random:Ljava/security/SecureRandom;


# direct methods
.method constructor <init>()V
    .registers 3
    .line 6
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 43
    new-instance v1, Ljava/util/concurrent/atomic/AtomicLong;
    invoke-direct {v1}, Ljava/util/concurrent/atomic/AtomicLong;-><init>()V
    iput-object v1, v2, Lcom/ro/Jobs;->counter:Ljava/util/concurrent/atomic/AtomicLong;
    .line 44
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v2, Lcom/ro/Jobs;->random:Ljava/security/SecureRandom;
    return-void
.end method


# virtual methods
.method schedule(Lcom/ro/Jobs$Command;)Lcom/ro/Jobs$Job;
    .registers 3
    .line 47
    new-instance v0, Lcom/ro/Jobs$Job;
    invoke-direct {v0, v2}, Lcom/ro/Jobs$Job;-><init>(Lcom/ro/Jobs$Command;)V
    return-object v0
.end method

.method accept(Lcom/ro/Jobs$Job;)Lcom/ro/Jobs$Accepted;
    .registers 5
    .line 51
    new-instance v0, Lcom/ro/Jobs$Accepted;
    iget-object v2, v4, Lcom/ro/Jobs$Job;->id:Ljava/lang/String;
    invoke-direct {v0, v2}, Lcom/ro/Jobs$Accepted;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method clockId()Ljava/lang/String;
    .registers 7
    .line 55
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    iget-object v2, v6, Lcom/ro/Jobs;->counter:Ljava/util/concurrent/atomic/AtomicLong;
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

.method secure()Ljava/lang/String;
    .registers 5
    .line 59
    iget-object v0, v4, Lcom/ro/Jobs;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    iget-object v1, v4, Lcom/ro/Jobs;->random:Ljava/security/SecureRandom;
    invoke-virtual {v1}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

