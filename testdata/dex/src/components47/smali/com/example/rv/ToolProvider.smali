.class public Lcom/example/rv/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 10
    invoke-direct {p0, p3}, Lcom/example/rv/ToolProvider;->intOnly(Landroid/os/Bundle;)V
    .line 11
    invoke-direct {p0, p3}, Lcom/example/rv/ToolProvider;->mixed(Landroid/os/Bundle;)V
    .line 12
    invoke-direct {p0, p3}, Lcom/example/rv/ToolProvider;->work(Landroid/os/Bundle;)V
    .line 13
    invoke-direct {p0}, Lcom/example/rv/ToolProvider;->work2()V
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method

.method private intOnly(Landroid/os/Bundle;)V
    .registers 6
    .line 20
    const-string v0, "day"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getInt(Ljava/lang/String;)I
    move-result v0
    .line 21
    new-instance v1, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/example/rv/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    const-class v3, Lcom/example/rv/IntSvc;
    invoke-direct {v1, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 22
    const-string v2, "day"
    invoke-virtual {v1, v2, v0}, Landroid/content/Intent;->putExtra(Ljava/lang/String;I)Landroid/content/Intent;
    .line 23
    const-string v2, "file_name"
    const-string v3, "summary.csv"
    invoke-virtual {v1, v2, v3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 24
    invoke-virtual {p0}, Lcom/example/rv/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v2, v1}, Landroid/content/Context;->startService(Landroid/content/Intent;)Landroid/content/ComponentName;
    return-void
.end method

.method private mixed(Landroid/os/Bundle;)V
    .registers 6
    .line 30
    const-string v0, "note"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 31
    new-instance v1, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/example/rv/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    const-class v3, Lcom/example/rv/MixSvc;
    invoke-direct {v1, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 32
    const-string v2, "note"
    invoke-virtual {v1, v2, v0}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 33
    const-string v2, "file_name"
    const-string v3, "fixed.csv"
    invoke-virtual {v1, v2, v3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 34
    invoke-virtual {p0}, Lcom/example/rv/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v2, v1}, Landroid/content/Context;->startService(Landroid/content/Intent;)Landroid/content/ComponentName;
    return-void
.end method

.method private work(Landroid/os/Bundle;)V
    .registers 6
    .line 40
    const-string v0, "note"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 41
    new-instance v1, Landroidx/work/Data$Builder;
    invoke-direct {v1}, Landroidx/work/Data$Builder;-><init>()V
    const-string v2, "note"
    invoke-virtual {v1, v2, v0}, Landroidx/work/Data$Builder;->putString(Ljava/lang/String;Ljava/lang/String;)Landroidx/work/Data$Builder;
    move-result-object v1
    .line 42
    const-string v2, "table"
    const-string v3, "orders"
    invoke-virtual {v1, v2, v3}, Landroidx/work/Data$Builder;->putString(Ljava/lang/String;Ljava/lang/String;)Landroidx/work/Data$Builder;
    move-result-object v1
    invoke-virtual {v1}, Landroidx/work/Data$Builder;->build()Landroidx/work/Data;
    move-result-object v1
    .line 43
    new-instance v2, Landroidx/work/OneTimeWorkRequest$Builder;
    const-class v3, Lcom/example/rv/MixWorker;
    invoke-direct {v2, v3}, Landroidx/work/OneTimeWorkRequest$Builder;-><init>(Ljava/lang/Class;)V
    invoke-virtual {v2, v1}, Landroidx/work/OneTimeWorkRequest$Builder;->setInputData(Landroidx/work/Data;)Landroidx/work/WorkRequest$Builder;
    move-result-object v2
    check-cast v2, Landroidx/work/OneTimeWorkRequest$Builder;
    invoke-virtual {v2}, Landroidx/work/OneTimeWorkRequest$Builder;->build()Landroidx/work/WorkRequest;
    move-result-object v2
    .line 44
    invoke-virtual {p0}, Lcom/example/rv/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Landroidx/work/WorkManager;->getInstance(Landroid/content/Context;)Landroidx/work/WorkManager;
    move-result-object v3
    invoke-virtual {v3, v2}, Landroidx/work/WorkManager;->enqueue(Landroidx/work/WorkRequest;)Landroidx/work/Operation;
    return-void
.end method

.method private work2()V
    .registers 5
    .line 50
    new-instance v1, Landroidx/work/Data$Builder;
    invoke-direct {v1}, Landroidx/work/Data$Builder;-><init>()V
    const-string v2, "table"
    const-string v3, "orders"
    invoke-virtual {v1, v2, v3}, Landroidx/work/Data$Builder;->putString(Ljava/lang/String;Ljava/lang/String;)Landroidx/work/Data$Builder;
    move-result-object v1
    invoke-virtual {v1}, Landroidx/work/Data$Builder;->build()Landroidx/work/Data;
    move-result-object v1
    .line 51
    new-instance v2, Landroidx/work/OneTimeWorkRequest$Builder;
    const-class v3, Lcom/example/rv/SubWorker;
    invoke-direct {v2, v3}, Landroidx/work/OneTimeWorkRequest$Builder;-><init>(Ljava/lang/Class;)V
    invoke-virtual {v2, v1}, Landroidx/work/OneTimeWorkRequest$Builder;->setInputData(Landroidx/work/Data;)Landroidx/work/WorkRequest$Builder;
    move-result-object v2
    check-cast v2, Landroidx/work/OneTimeWorkRequest$Builder;
    invoke-virtual {v2}, Landroidx/work/OneTimeWorkRequest$Builder;->build()Landroidx/work/WorkRequest;
    move-result-object v2
    .line 52
    invoke-virtual {p0}, Lcom/example/rv/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Landroidx/work/WorkManager;->getInstance(Landroid/content/Context;)Landroidx/work/WorkManager;
    move-result-object v3
    invoke-virtual {v3, v2}, Landroidx/work/WorkManager;->enqueue(Landroidx/work/WorkRequest;)Landroidx/work/Operation;
    return-void
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const/4 v0, 0x0
    return v0
.end method
