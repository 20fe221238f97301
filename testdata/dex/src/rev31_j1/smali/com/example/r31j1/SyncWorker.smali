.class public Lcom/example/r31j1/SyncWorker;
.super Landroidx/work/Worker;
.source "SyncWorker.java"

.method public constructor <init>(Landroid/content/Context;Landroidx/work/WorkerParameters;)V
    .registers 3
    .line 10
    invoke-direct {p0, p1, p2}, Landroidx/work/Worker;-><init>(Landroid/content/Context;Landroidx/work/WorkerParameters;)V
    .line 11
    return-void
.end method

.method public doWork()Landroidx/work/ListenableWorker$Result;
    .registers 4
    .line 13
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 14
    new-instance v1, Lcom/example/r31j1/Ledger;
    invoke-direct {v1}, Lcom/example/r31j1/Ledger;-><init>()V
    const-string v2, "sync"
    invoke-virtual {v1, v2, v0}, Lcom/example/r31j1/Ledger;->record(Ljava/lang/String;I)V
    .line 15
    invoke-static {}, Landroidx/work/ListenableWorker$Result;->success()Landroidx/work/ListenableWorker$Result;
    move-result-object v0
    return-object v0
.end method
