.class public final Lcom/es/FilesProvider;
.super Landroid/content/ContentProvider;
.source "FilesProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 14
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 17
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 22
    if-nez v8, :L9
    const-string v0, ""
    goto :L15
:L9
    const-string v1, "tool_name"
    invoke-virtual {v8, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
:L15
    move-object v3, v0
    .line 23
    const-string v0, "purge_files"
    invoke-virtual {v0, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L33
    sget-object v0, Lcom/es/Screen;->PURGE:Lcom/es/Screen;
    goto :L36
:L33
    sget-object v0, Lcom/es/Screen;->RENAME:Lcom/es/Screen;
:L36
    move-object v4, v0
    .line 24
    invoke-static {}, Lcom/es/Approvals;->open()Ljava/lang/String;
    move-result-object v2
    .line 25
    invoke-virtual {v5}, Lcom/es/FilesProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v4, v1, v2}, Lcom/es/Screen;->resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v2}, Lcom/es/Reply;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/es/Reply;
    move-result-object v0
    invoke-virtual {v0}, Lcom/es/Reply;->toBundle()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 30
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 35
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 40
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 45
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 50
    const/4 v0, 0x0
    return v0
.end method

