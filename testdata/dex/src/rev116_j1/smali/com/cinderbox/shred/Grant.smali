.class final Lcom/cinderbox/shred/Grant;
.super Ljava/lang/Object;
.source "Grant.java"


# instance fields
.field approved:Z

.field final expiresAt:J

.field private final issued:Ljava/util/concurrent/CountDownLatch;

.field final rawArgs:Ljava/lang/String;

.field final requestId:Ljava/lang/String;

.field resolution:Landroid/app/PendingIntent;

.field final summary:Ljava/lang/String;

.field token:Ljava/lang/String;

.field final tool:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 10

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    new-instance v0, Ljava/util/concurrent/CountDownLatch;

    const/4 v1, 0x1

    invoke-direct {v0, v1}, Ljava/util/concurrent/CountDownLatch;-><init>(I)V

    iput-object v0, p0, Lcom/cinderbox/shred/Grant;->issued:Ljava/util/concurrent/CountDownLatch;

    .line 25
    iput p1, p0, Lcom/cinderbox/shred/Grant;->uid:I

    .line 26
    iput-object p2, p0, Lcom/cinderbox/shred/Grant;->requestId:Ljava/lang/String;

    .line 27
    iput-object p3, p0, Lcom/cinderbox/shred/Grant;->tool:Ljava/lang/String;

    .line 28
    iput-object p4, p0, Lcom/cinderbox/shred/Grant;->rawArgs:Ljava/lang/String;

    .line 29
    iput-object p5, p0, Lcom/cinderbox/shred/Grant;->summary:Ljava/lang/String;

    .line 30
    iput-wide p6, p0, Lcom/cinderbox/shred/Grant;->expiresAt:J

    .line 31
    return-void
.end method


# virtual methods
.method admits(ILandroid/os/Bundle;)Z
    .registers 7

    .line 43
    iget-boolean v0, p0, Lcom/cinderbox/shred/Grant;->approved:Z

    if-eqz v0, :cond_0

    iget v1, p0, Lcom/cinderbox/shred/Grant;->uid:I

    if-ne p1, v1, :cond_0

    iget-object v0, p0, Lcom/cinderbox/shred/Grant;->requestId:Ljava/lang/String;

    .line 45
    const-string v2, "request_id"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/cinderbox/shred/Grant;->rawArgs:Ljava/lang/String;

    .line 46
    const-string v2, "args"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 47
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-wide v2, p0, Lcom/cinderbox/shred/Grant;->expiresAt:J

    cmp-long v0, v0, v2

    if-gez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    .line 43
    :goto_0
    return v0
.end method

.method awaitIssued(J)Z
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/InterruptedException;
        }
    .end annotation

    .line 38
    iget-object v0, p0, Lcom/cinderbox/shred/Grant;->issued:Ljava/util/concurrent/CountDownLatch;

    sget-object v1, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-virtual {v0, p1, p2, v1}, Ljava/util/concurrent/CountDownLatch;->await(JLjava/util/concurrent/TimeUnit;)Z

    move-result v0

    return v0
.end method

.method markIssued()V
    .registers 2

    .line 34
    iget-object v0, p0, Lcom/cinderbox/shred/Grant;->issued:Ljava/util/concurrent/CountDownLatch;

    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->countDown()V

    .line 35
    return-void
.end method
