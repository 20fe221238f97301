.class final Lcom/tallowbrook/salon/core/JobQueue$Worker;
.super Ljava/lang/Thread;
.source "JobQueue.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallowbrook/salon/core/JobQueue;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Worker"
.end annotation


# instance fields
.field private final queue:Lcom/tallowbrook/salon/core/JobQueue;


# direct methods
.method constructor <init>(Lcom/tallowbrook/salon/core/JobQueue;Ljava/lang/String;)V
    .registers 3

    .line 66
    invoke-direct {p0, p2}, Ljava/lang/Thread;-><init>(Ljava/lang/String;)V

    .line 67
    iput-object p1, p0, Lcom/tallowbrook/salon/core/JobQueue$Worker;->queue:Lcom/tallowbrook/salon/core/JobQueue;

    .line 68
    return-void
.end method


# virtual methods
.method public run()V
    .registers 5

    .line 72
    iget-object v0, p0, Lcom/tallowbrook/salon/core/JobQueue$Worker;->queue:Lcom/tallowbrook/salon/core/JobQueue;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/JobQueue;->recoverInterrupted()V

    .line 73
    :goto_0
    invoke-virtual {p0}, Lcom/tallowbrook/salon/core/JobQueue$Worker;->isInterrupted()Z

    move-result v0

    if-nez v0, :cond_1

    .line 76
    :try_start_0
    iget-object v0, p0, Lcom/tallowbrook/salon/core/JobQueue$Worker;->queue:Lcom/tallowbrook/salon/core/JobQueue;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/JobQueue;->runNext()Z
    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v2

    .line 80
    goto :goto_1

    :catch_0
    move-exception v3

    .line 78
    const-string v0, "SalonJobs"

    const-string v1, "job loop"

    invoke-static {v0, v1, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 79
    const/4 v2, 0x0

    .line 81
    :goto_1
    if-nez v2, :cond_0

    iget-object v0, p0, Lcom/tallowbrook/salon/core/JobQueue$Worker;->queue:Lcom/tallowbrook/salon/core/JobQueue;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/JobQueue;->await()Z

    move-result v0

    if-nez v0, :cond_0

    .line 82
    return-void

    .line 84
    :cond_0
    goto :goto_0

    .line 85
    :cond_1
    return-void
.end method
