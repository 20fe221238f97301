.class public final Lcom/example/r33j3/SyncJobService;
.super Landroid/app/job/JobService;
.source "SyncJobService.java"


# direct methods
.method public constructor <init>()V
    .locals 0

    .line 7
    invoke-direct {p0}, Landroid/app/job/JobService;-><init>()V

    return-void
.end method


# virtual methods
.method public onStartJob(Landroid/app/job/JobParameters;)Z
    .locals 2

    .line 10
    invoke-static {p0}, Lio/classkit/sync/SyncKit;->retryScheduled(Landroid/content/Context;)Z

    move-result p1

    if-nez p1, :cond_0

    .line 11
    const-wide/32 v0, 0xdbba0

    invoke-static {p0, v0, v1}, Lio/classkit/sync/SyncKit;->scheduleRetry(Landroid/content/Context;J)V

    .line 13
    :cond_0
    const/4 p1, 0x0

    return p1
.end method

.method public onStopJob(Landroid/app/job/JobParameters;)Z
    .locals 0

    .line 18
    const/4 p1, 0x0

    return p1
.end method
