.class public final Lcom/bh/RelayProvider;
.super Landroid/content/ContentProvider;
.source "RelayProvider.java"

# instance fields
.field private identity:Lcom/bh/Identity;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 11
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 5
    .line 16
    new-instance v1, Lcom/bh/Identity$Relayed;
    invoke-virtual {v4}, Lcom/bh/RelayProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-virtual {v3}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v3
    invoke-direct {v1, v3}, Lcom/bh/Identity$Relayed;-><init>(Landroid/content/pm/PackageManager;)V
    iput-object v1, v4, Lcom/bh/RelayProvider;->identity:Lcom/bh/Identity;
    .line 17
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 22
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 23
    if-eqz v7, :L27
    iget-object v0, v4, Lcom/bh/RelayProvider;->identity:Lcom/bh/Identity;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1, v7}, Lcom/bh/Identity;->allowed(ILandroid/os/Bundle;)Z
    move-result v0
    if-nez v0, :L39
:L27
    .line 24
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 25
    return-object v3
:L39
    .line 27
    const-string v1, "status"
    const-string v2, "ok"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 28
    return-object v3
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 33
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 38
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 43
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 48
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 53
    const/4 v0, 0x0
    return v0
.end method

