.class public final Lcom/example/rv15w/PurgeWorker;
.super Landroidx/work/Worker;
.source "PurgeWorker.java"

.method public constructor <init>(Landroid/content/Context;Landroidx/work/WorkerParameters;)V
    .registers 3
    .line 11
    invoke-direct {p0, p1, p2}, Landroidx/work/Worker;-><init>(Landroid/content/Context;Landroidx/work/WorkerParameters;)V
    return-void
.end method

.method public doWork()Landroidx/work/ListenableWorker$Result;
    .registers 6
    .line 15
    invoke-virtual {p0}, Landroidx/work/Worker;->getApplicationContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getCacheDir()Ljava/io/File;
    move-result-object v0
    invoke-virtual {v0}, Ljava/io/File;->listFiles()[Ljava/io/File;
    move-result-object v0
    .line 16
    if-eqz v0, :cond_1
    array-length v1, v0
    const/4 v2, 0x0
    :goto_0
    if-ge v2, v1, :cond_1
    aget-object v3, v0, v2
    .line 17
    invoke-virtual {v3}, Ljava/io/File;->delete()Z
    add-int/lit8 v2, v2, 0x1
    goto :goto_0
    .line 19
    :cond_1
    invoke-static {}, Landroidx/work/ListenableWorker$Result;->success()Landroidx/work/ListenableWorker$Result;
    move-result-object v0
    return-object v0
.end method
