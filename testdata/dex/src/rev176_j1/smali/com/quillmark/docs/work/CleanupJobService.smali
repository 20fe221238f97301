.class public final Lcom/quillmark/docs/work/CleanupJobService;
.super Landroid/app/job/JobService;
.source "CleanupJobService.java"


# static fields
.field static final EXTRA_DAYS:Ljava/lang/String; = "retention_days"

.field static final EXTRA_REASON:Ljava/lang/String; = "reason"

.field static final JOB_CLEANUP:I = 0x1005


# instance fields
.field private volatile worker:Ljava/lang/Thread;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 14
    invoke-direct {p0}, Landroid/app/job/JobService;-><init>()V

    return-void
.end method

.method private prune(Landroid/app/job/JobParameters;I)V
    .registers 7

    .line 47
    invoke-static {p0}, Lcom/quillmark/docs/archive/ArchiveShelf;->get(Landroid/content/Context;)Lcom/quillmark/docs/archive/ArchiveShelf;

    move-result-object v0

    invoke-virtual {v0, p2}, Lcom/quillmark/docs/archive/ArchiveShelf;->pruneOlderThan(I)I

    move-result v3

    .line 48
    if-gez v3, :cond_0

    .line 49
    invoke-static {p0, p2}, Lcom/quillmark/docs/work/Alarms;->retryCleanupLater(Landroid/content/Context;I)V

    goto :goto_0

    .line 51
    :cond_0
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "pruned "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " archives"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "QuillWork"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 53
    :goto_0
    const/4 v2, 0x0

    invoke-virtual {p0, p1, v2}, Lcom/quillmark/docs/work/CleanupJobService;->jobFinished(Landroid/app/job/JobParameters;Z)V

    .line 54
    return-void
.end method

.method public static schedule(Landroid/content/Context;IJLjava/lang/String;)Z
    .registers 13

    .line 22
    new-instance v5, Landroid/os/PersistableBundle;

    invoke-direct {v5}, Landroid/os/PersistableBundle;-><init>()V

    .line 23
    const-string v1, "retention_days"

    invoke-virtual {v5, v1, p1}, Landroid/os/PersistableBundle;->putInt(Ljava/lang/String;I)V

    .line 24
    const-string v1, "reason"

    invoke-virtual {v5, v1, p4}, Landroid/os/PersistableBundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 25
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-string v1, "scheduled_at"

    invoke-virtual {v5, v1, v2, v3}, Landroid/os/PersistableBundle;->putLong(Ljava/lang/String;J)V

    .line 26
    new-instance v0, Landroid/app/job/JobInfo$Builder;

    new-instance v3, Landroid/content/ComponentName;

    const-class v4, Lcom/quillmark/docs/work/CleanupJobService;

    invoke-direct {v3, p0, v4}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const/16 v2, 0x1005

    invoke-direct {v0, v2, v3}, Landroid/app/job/JobInfo$Builder;-><init>(ILandroid/content/ComponentName;)V

    .line 27
    invoke-virtual {v0, v5}, Landroid/app/job/JobInfo$Builder;->setExtras(Landroid/os/PersistableBundle;)Landroid/app/job/JobInfo$Builder;

    move-result-object v0

    .line 28
    invoke-virtual {v0, p2, p3}, Landroid/app/job/JobInfo$Builder;->setMinimumLatency(J)Landroid/app/job/JobInfo$Builder;

    move-result-object v0

    .line 29
    const/4 v1, 0x1

    invoke-virtual {v0, v1}, Landroid/app/job/JobInfo$Builder;->setRequiresDeviceIdle(Z)Landroid/app/job/JobInfo$Builder;

    move-result-object v0

    .line 30
    const/4 v1, 0x1

    invoke-virtual {v0, v1}, Landroid/app/job/JobInfo$Builder;->setPersisted(Z)Landroid/app/job/JobInfo$Builder;

    move-result-object v0

    .line 31
    invoke-virtual {v0}, Landroid/app/job/JobInfo$Builder;->build()Landroid/app/job/JobInfo;

    move-result-object v6

    .line 32
    const-string v1, "jobscheduler"

    invoke-virtual {p0, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/app/job/JobScheduler;

    move-object v7, v0

    .line 33
    if-eqz v7, :cond_0

    invoke-virtual {v7, v6}, Landroid/app/job/JobScheduler;->schedule(Landroid/app/job/JobInfo;)I

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method


# virtual methods
.method public synthetic lambda$onStartJob$0$com-quillmark-docs-work-CleanupJobService(Landroid/app/job/JobParameters;I)V
    .registers 3

    .line 40
    invoke-direct {p0, p1, p2}, Lcom/quillmark/docs/work/CleanupJobService;->prune(Landroid/app/job/JobParameters;I)V

    return-void
.end method

.method public onStartJob(Landroid/app/job/JobParameters;)Z
    .registers 9

    .line 38
    invoke-virtual {p1}, Landroid/app/job/JobParameters;->getExtras()Landroid/os/PersistableBundle;

    move-result-object v4

    .line 39
    const-string v1, "retention_days"

    const/16 v2, 0x5a

    invoke-virtual {v4, v1, v2}, Landroid/os/PersistableBundle;->getInt(Ljava/lang/String;I)I

    move-result v5

    .line 40
    new-instance v6, Ljava/lang/Thread;

    new-instance v2, Lcom/quillmark/docs/work/CleanupJobService$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0, p1, v5}, Lcom/quillmark/docs/work/CleanupJobService$$ExternalSyntheticLambda0;-><init>(Lcom/quillmark/docs/work/CleanupJobService;Landroid/app/job/JobParameters;I)V

    const-string v3, "quillmark-cleanup"

    invoke-direct {v6, v2, v3}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V

    .line 41
    iput-object v6, p0, Lcom/quillmark/docs/work/CleanupJobService;->worker:Ljava/lang/Thread;

    .line 42
    invoke-virtual {v6}, Ljava/lang/Thread;->start()V

    .line 43
    const/4 v0, 0x1

    return v0
.end method

.method public onStopJob(Landroid/app/job/JobParameters;)Z
    .registers 4

    .line 58
    iget-object v1, p0, Lcom/quillmark/docs/work/CleanupJobService;->worker:Ljava/lang/Thread;

    .line 59
    if-eqz v1, :cond_0

    .line 60
    invoke-virtual {v1}, Ljava/lang/Thread;->interrupt()V

    .line 62
    :cond_0
    const/4 v0, 0x1

    return v0
.end method
