.class public final Lcom/relaykit/home/core/Retry;
.super Ljava/lang/Object;
.source "Retry.java"


# instance fields
.field private final attempts:I

.field private final baseDelayMs:J


# direct methods
.method public constructor <init>(IJ)V
    .registers 7

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    const/4 v1, 0x1

    if-ge p1, v1, :cond_0

    .line 16
    new-instance v0, Ljava/lang/IllegalArgumentException;

    const-string v2, "attempts"

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 18
    :cond_0
    iput p1, p0, Lcom/relaykit/home/core/Retry;->attempts:I

    .line 19
    iput-wide p2, p0, Lcom/relaykit/home/core/Retry;->baseDelayMs:J

    .line 20
    return-void
.end method

.method private static pause(J)V
    .registers 4

    .line 39
    :try_start_0
    invoke-static {p0, p1}, Ljava/lang/Thread;->sleep(J)V
    :try_end_0
    .catch Ljava/lang/InterruptedException; {:try_start_0 .. :try_end_0} :catch_0

    .line 42
    goto :goto_0

    :catch_0
    move-exception v1

    .line 41
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V

    .line 43
    :goto_0
    return-void
.end method


# virtual methods
.method public call(Ljava/util/concurrent/Callable;)Ljava/lang/Object;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Ljava/util/concurrent/Callable<",
            "TT;>;)TT;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 23
    const/4 v2, 0x0

    .line 24
    const/4 v3, 0x0

    :goto_0
    iget v1, p0, Lcom/relaykit/home/core/Retry;->attempts:I

    if-ge v3, v1, :cond_1

    .line 26
    :try_start_0
    invoke-interface {p1}, Ljava/util/concurrent/Callable;->call()Ljava/lang/Object;
    :try_end_0
    .catch Landroid/database/sqlite/SQLiteDatabaseLockedException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 28
    move-object v2, v4

    .line 29
    add-int/lit8 v0, v3, 0x1

    iget v1, p0, Lcom/relaykit/home/core/Retry;->attempts:I

    if-ge v0, v1, :cond_0

    .line 30
    iget-wide v0, p0, Lcom/relaykit/home/core/Retry;->baseDelayMs:J

    shl-long/2addr v0, v3

    invoke-static {v0, v1}, Lcom/relaykit/home/core/Retry;->pause(J)V

    .line 24
    :cond_0
    add-int/lit8 v3, v3, 0x1

    goto :goto_0

    .line 34
    :cond_1
    throw v2
.end method
