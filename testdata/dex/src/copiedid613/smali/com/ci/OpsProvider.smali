.class public final Lcom/ci/OpsProvider;
.super Landroid/content/ContentProvider;
.source "OpsProvider.java"

# instance fields
.field private final jobs:Lcom/ci/Jobs;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 15
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 16
    new-instance v1, Lcom/ci/Jobs;
    invoke-direct {v1}, Lcom/ci/Jobs;-><init>()V
    iput-object v1, v2, Lcom/ci/OpsProvider;->jobs:Lcom/ci/Jobs;
    return-void
.end method

.method private static accepted(Lcom/ci/Jobs$Accepted;)Landroid/os/Bundle;
    .registers 5
    .line 41
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 42
    const-string v1, "status"
    const-string v2, "accepted"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 43
    const-string v1, "operation_id"
    iget-object v2, v4, Lcom/ci/Jobs$Accepted;->operationId:Ljava/lang/String;
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 44
    const-string v1, "poll_after_ms"
    iget v2, v4, Lcom/ci/Jobs$Accepted;->pollAfterMs:I
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 45
    return-object v3
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 20
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .line 25
    const-string v0, "execute_tool"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L13
    if-nez v11, :L34
:L13
    .line 26
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v6, v0
    .line 27
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 28
    return-object v6
:L34
    .line 30
    const-string v1, "tool_name"
    invoke-virtual {v11, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 32
    const-string v0, "export_ledger"
    invoke-virtual {v0, v6}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L76
    .line 33
    new-instance v0, Lcom/ci/Jobs$Command;
    const-string v2, "export"
    iget-object v3, v8, Lcom/ci/OpsProvider;->jobs:Lcom/ci/Jobs;
    invoke-virtual {v3}, Lcom/ci/Jobs;->nextExportId()Ljava/lang/String;
    move-result-object v3
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v4
    invoke-direct {v0, v2, v3, v4, v5}, Lcom/ci/Jobs$Command;-><init>(Ljava/lang/String;Ljava/lang/String;J)V
    move-object v7, v0
    goto :L97
:L76
    .line 35
    new-instance v0, Lcom/ci/Jobs$Command;
    const-string v2, "report"
    iget-object v3, v8, Lcom/ci/OpsProvider;->jobs:Lcom/ci/Jobs;
    invoke-virtual {v3}, Lcom/ci/Jobs;->nextReportId()Ljava/lang/String;
    move-result-object v3
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v4
    invoke-direct {v0, v2, v3, v4, v5}, Lcom/ci/Jobs$Command;-><init>(Ljava/lang/String;Ljava/lang/String;J)V
    move-object v7, v0
:L97
    .line 37
    iget-object v0, v8, Lcom/ci/OpsProvider;->jobs:Lcom/ci/Jobs;
    invoke-virtual {v0, v7}, Lcom/ci/Jobs;->enqueue(Lcom/ci/Jobs$Command;)Lcom/ci/Jobs$Accepted;
    move-result-object v0
    invoke-static {v0}, Lcom/ci/OpsProvider;->accepted(Lcom/ci/Jobs$Accepted;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 50
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 55
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 60
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 65
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 70
    const/4 v0, 0x0
    return v0
.end method

