.class public final Lcom/hg/ShareProvider;
.super Landroid/content/ContentProvider;
.source "ShareProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 11
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 14
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    .line 19
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v7
    .line 20
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 21
    if-eqz v13, :L27
    const-string v0, "execute_tool"
    invoke-virtual {v0, v11}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L30
:L27
    .line 22
    return-object v4
:L30
    .line 24
    invoke-virtual {v10}, Lcom/hg/ShareProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v7}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v8
    .line 25
    new-instance v0, Lcom/hg/CallerInfo;
    move v2, v7
    if-nez v8, :L62
    const/4 v3, 0x0
    new-array v3, v3, [Ljava/lang/String;
    goto :L64
:L62
    move-object v3, v8
:L64
    invoke-direct {v0, v2, v3}, Lcom/hg/CallerInfo;-><init>(I[Ljava/lang/String;)V
    move-object v5, v0
    .line 26
    const-string v1, "doc"
    const-string v2, ""
    invoke-virtual {v13, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "content://com.hg.docs/"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;
    move-result-object v6
    .line 27
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v13, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v9
    .line 28
    const-string v0, "share_first"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L121
    .line 29
    invoke-virtual {v10}, Lcom/hg/ShareProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0, v5, v6}, Lcom/hg/Grants;->first(Landroid/content/Context;Lcom/hg/CallerInfo;Landroid/net/Uri;)V
    goto :L168
:L121
    .line 30
    const-string v0, "share_each"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L145
    .line 31
    invoke-virtual {v10}, Lcom/hg/ShareProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0, v5, v6}, Lcom/hg/Grants;->each(Landroid/content/Context;Lcom/hg/CallerInfo;Landroid/net/Uri;)V
    goto :L168
:L145
    .line 32
    invoke-virtual {v10}, Lcom/hg/ShareProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0, v5, v6}, Lcom/hg/Grants;->single(Landroid/content/Context;Lcom/hg/CallerInfo;Landroid/net/Uri;)Z
    move-result v0
    if-nez v0, :L168
    .line 33
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L168
    .line 35
    return-object v4
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 40
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 45
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 50
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 55
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 60
    const/4 v0, 0x0
    return v0
.end method

