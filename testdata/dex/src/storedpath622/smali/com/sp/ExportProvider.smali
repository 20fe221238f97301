.class public final Lcom/sp/ExportProvider;
.super Lcom/sp/Base;
.source "ExportProvider.java"

# instance fields
.field private worker:Lcom/sp/Worker;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 8
    invoke-direct {v1}, Lcom/sp/Base;-><init>()V
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 8
    .line 13
    new-instance v1, Lcom/sp/Worker;
    new-instance v3, Ljava/io/File;
    invoke-virtual {v7}, Lcom/sp/ExportProvider;->getContext()Landroid/content/Context;
    move-result-object v5
    invoke-virtual {v5}, Landroid/content/Context;->getCacheDir()Ljava/io/File;
    move-result-object v5
    const-string v6, "scratch"
    invoke-direct {v3, v5, v6}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-direct {v1, v3}, Lcom/sp/Worker;-><init>(Ljava/io/File;)V
    iput-object v1, v7, Lcom/sp/ExportProvider;->worker:Lcom/sp/Worker;
    .line 14
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    .line 19
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v6, v0
    .line 20
    const-string v0, "execute_tool"
    invoke-virtual {v0, v11}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L22
    if-nez v13, :L34
:L22
    .line 21
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 22
    return-object v6
:L34
    .line 24
    new-instance v0, Lcom/sp/Job;
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v2
    invoke-virtual {v2}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/sp/Job;-><init>(Ljava/lang/String;)V
    move-object v7, v0
    .line 25
    new-instance v0, Ljava/io/File;
    invoke-virtual {v10}, Lcom/sp/ExportProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "exports"
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v8, v0
    .line 27
    const-string v3, "file_name"
    invoke-virtual {v13, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v8, v2}, Lcom/sp/Outputs;->named(Ljava/io/File;Ljava/lang/String;)Ljava/io/File;
    move-result-object v1
    invoke-virtual {v1}, Ljava/io/File;->getPath()Ljava/lang/String;
    move-result-object v1
    iput-object v1, v7, Lcom/sp/Job;->outputPath:Ljava/lang/String;
    .line 29
    const-string v2, "scratch_name"
    invoke-virtual {v13, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    iput-object v1, v7, Lcom/sp/Job;->scratchName:Ljava/lang/String;
:L97
    .line 31
    iget-object v0, v10, Lcom/sp/ExportProvider;->worker:Lcom/sp/Worker;
    const-string v3, "content"
    invoke-virtual {v13, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/String;->getBytes()[B
    move-result-object v2
    invoke-virtual {v0, v7, v2}, Lcom/sp/Worker;->run(Lcom/sp/Job;[B)V
    .line 33
    iget-object v0, v10, Lcom/sp/ExportProvider;->worker:Lcom/sp/Worker;
    new-instance v1, Lcom/sp/Receipt;
    const-string v5, "receipt_name"
    invoke-virtual {v13, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-static {v8, v4}, Lcom/sp/Outputs;->named(Ljava/io/File;Ljava/lang/String;)Ljava/io/File;
    move-result-object v3
    invoke-virtual {v3}, Ljava/io/File;->getPath()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v1, v3}, Lcom/sp/Receipt;-><init>(Ljava/lang/String;)V
    const/4 v2, 0x0
    new-array v2, v2, [B
    invoke-virtual {v0, v1, v2}, Lcom/sp/Worker;->receipt(Lcom/sp/Receipt;[B)V
:L146
    .line 37
    goto :L163
:L149
    .line 34
    move-exception v9
    .line 35
    const-string v1, "error_code"
    const-string v2, "INTERNAL_ERROR"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 36
    return-object v6
:L163
    .line 38
    const-string v1, "operation_id"
    iget-object v2, v7, Lcom/sp/Job;->id:Ljava/lang/String;
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 39
    return-object v6
    .catch Ljava/io/IOException; {:L97 .. :L146} :L149
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 8
    invoke-super {v1, v2, v3, v4, v5}, Lcom/sp/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 8
    invoke-super {v1, v2, v3, v4}, Lcom/sp/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 8
    invoke-super {v1, v2, v3}, Lcom/sp/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 8
    invoke-super {v1, v2}, Lcom/sp/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 8
    invoke-super/range {v1 .. v6}, Lcom/sp/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

