.class public final Lcom/hearthlink/security/RateLimiter;
.super Ljava/lang/Object;
.source "RateLimiter.java"


# instance fields
.field private final perWindow:I

.field private final windowMs:J

.field private final windows:Ljava/util/HashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/HashMap<",
            "Ljava/lang/String;",
            "[J>;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(IJ)V
    .registers 5

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/hearthlink/security/RateLimiter;->windows:Ljava/util/HashMap;

    .line 12
    iput p1, p0, Lcom/hearthlink/security/RateLimiter;->perWindow:I

    .line 13
    iput-wide p2, p0, Lcom/hearthlink/security/RateLimiter;->windowMs:J

    .line 14
    return-void
.end method


# virtual methods
.method public declared-synchronized tryAcquire(ILjava/lang/String;)Z
    .registers 14

    monitor-enter p0

    .line 17
    :try_start_0
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "/"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v7

    .line 18
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v8

    .line 19
    iget-object v0, p0, Lcom/hearthlink/security/RateLimiter;->windows:Ljava/util/HashMap;

    invoke-virtual {v0, v7}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [J

    move-object v10, v0

    .line 20
    if-eqz v10, :cond_0

    const/4 v3, 0x0

    aget-wide v2, v10, v3

    sub-long v0, v8, v2

    iget-wide v2, p0, Lcom/hearthlink/security/RateLimiter;->windowMs:J

    cmp-long v0, v0, v2

    if-ltz v0, :cond_1

    .line 21
    :cond_0
    iget-object v0, p0, Lcom/hearthlink/security/RateLimiter;->windows:Ljava/util/HashMap;

    const/4 v2, 0x2

    new-array v2, v2, [J

    const/4 v4, 0x0

    aput-wide v8, v2, v4

    const/4 v4, 0x1

    const-wide/16 v5, 0x1

    aput-wide v5, v2, v4

    invoke-virtual {v0, v7, v2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 22
    const/4 v0, 0x1

    monitor-exit p0

    return v0

    .line 24
    :cond_1
    const/4 v1, 0x1

    :try_start_1
    aget-wide v0, v10, v1

    iget v2, p0, Lcom/hearthlink/security/RateLimiter;->perWindow:I
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    int-to-long v2, v2

    cmp-long v0, v0, v2

    if-ltz v0, :cond_2

    .line 25
    const/4 v0, 0x0

    monitor-exit p0

    return v0

    .line 27
    :cond_2
    const/4 v3, 0x1

    :try_start_2
    aget-wide v2, v10, v3

    const-wide/16 v4, 0x1

    add-long/2addr v2, v4

    const/4 v1, 0x1

    aput-wide v2, v10, v1
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 28
    const/4 v0, 0x1

    monitor-exit p0

    return v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
