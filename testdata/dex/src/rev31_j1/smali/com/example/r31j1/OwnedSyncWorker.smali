.class public Lcom/example/r31j1/OwnedSyncWorker;
.super Landroidx/work/Worker;
.source "OwnedSyncWorker.java"

.method public constructor <init>(Landroid/content/Context;Landroidx/work/WorkerParameters;)V
    .registers 3
    .line 9
    invoke-direct {p0, p1, p2}, Landroidx/work/Worker;-><init>(Landroid/content/Context;Landroidx/work/WorkerParameters;)V
    .line 10
    return-void
.end method

.method public doWork()Landroidx/work/ListenableWorker$Result;
    .registers 4
    .line 12
    invoke-virtual {p0}, Lcom/example/r31j1/OwnedSyncWorker;->getInputData()Landroidx/work/Data;
    move-result-object v0
    const-string v1, "owner_uid"
    const/4 v2, -0x1
    invoke-virtual {v0, v1, v2}, Landroidx/work/Data;->getInt(Ljava/lang/String;I)I
    move-result v0
    .line 13
    new-instance v1, Lcom/example/r31j1/Ledger;
    invoke-direct {v1}, Lcom/example/r31j1/Ledger;-><init>()V
    const-string v2, "sync"
    invoke-virtual {v1, v2, v0}, Lcom/example/r31j1/Ledger;->record(Ljava/lang/String;I)V
    .line 14
    invoke-static {}, Landroidx/work/ListenableWorker$Result;->success()Landroidx/work/ListenableWorker$Result;
    move-result-object v0
    return-object v0
.end method
