.class public final Lcom/fc/FilesProvider;
.super Landroid/content/ContentProvider;
.source "FilesProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 15
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 18
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 23
    if-eqz v7, :L22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L22
    const-string v0, "execute_tool"
    invoke-virtual {v0, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L30
:L22
    .line 24
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L30
    .line 26
    const-string v0, "busy"
    const-string v2, "tool_name"
    invoke-virtual {v7, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L50
    invoke-static {}, Lcom/fc/Files;->busy()Lcom/fc/Fault;
    move-result-object v0
    goto :L64
:L50
    new-instance v0, Ljava/io/File;
    const-string v2, "/data/data/com.fc"
    invoke-direct {v0, v2}, Ljava/io/File;-><init>(Ljava/lang/String;)V
    const-string v1, "x"
    invoke-static {v0, v1}, Lcom/fc/Files;->read(Ljava/io/File;Ljava/lang/String;)Lcom/fc/Fault;
    move-result-object v0
:L64
    move-object v3, v0
    .line 27
    if-nez v3, :L81
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    goto :L86
:L81
    invoke-static {v3}, Lcom/fc/Replies;->failed(Lcom/fc/Fault;)Landroid/os/Bundle;
    move-result-object v0
:L86
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 32
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 37
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 42
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 47
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 52
    const/4 v0, 0x0
    return v0
.end method

