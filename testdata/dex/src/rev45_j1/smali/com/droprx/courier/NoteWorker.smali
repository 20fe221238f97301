.class public Lcom/droprx/courier/NoteWorker;
.super Landroidx/work/Worker;
.source "NoteWorker.java"

.method public constructor <init>(Landroid/content/Context;Landroidx/work/WorkerParameters;)V
    .registers 3
    .line 13
    invoke-direct {p0, p1, p2}, Landroidx/work/Worker;-><init>(Landroid/content/Context;Landroidx/work/WorkerParameters;)V
    .line 14
    return-void
.end method

.method public doWork()Landroidx/work/ListenableWorker$Result;
    .registers 7
    .line 18
    invoke-virtual {p0}, Lcom/droprx/courier/NoteWorker;->getInputData()Landroidx/work/Data;
    move-result-object v0
    .line 19
    const-string v1, "order_id"
    const-wide/16 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroidx/work/Data;->getLong(Ljava/lang/String;J)J
    move-result-wide v1
    .line 20
    invoke-virtual {p0}, Lcom/droprx/courier/NoteWorker;->getApplicationContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Lcom/droprx/data/CourierDb;->get(Landroid/content/Context;)Lcom/droprx/data/CourierDb;
    move-result-object v3
    invoke-virtual {v3}, Lcom/droprx/data/CourierDb;->courierDao()Lcom/droprx/data/CourierDao;
    move-result-object v3
    .line 21
    const-string v4, "note"
    invoke-virtual {v0, v4}, Landroidx/work/Data;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-interface {v3, v1, v2, v4}, Lcom/droprx/data/CourierDao;->appendNote(JLjava/lang/String;)V
    .line 22
    const-string v4, "tag"
    invoke-virtual {v0, v4}, Landroidx/work/Data;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 23
    if-eqz v0, :cond_0
    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z
    move-result v4
    if-nez v4, :cond_0
    .line 24
    invoke-interface {v3, v1, v2, v0}, Lcom/droprx/data/CourierDao;->tagOrderRaw(JLjava/lang/String;)V
    .line 26
    :cond_0
    invoke-static {}, Landroidx/work/ListenableWorker$Result;->success()Landroidx/work/ListenableWorker$Result;
    move-result-object v0
    return-object v0
.end method
