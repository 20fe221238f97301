.class public abstract Lcom/sg/GuardedProvider;
.super Landroid/content/ContentProvider;
.source "GuardedProvider.java"

# instance fields
.field protected check:Lcom/sg/GuardedProvider$CallerCheck;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 12
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .line 22
    invoke-virtual {v7}, Lcom/sg/GuardedProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v6
    .line 23
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v6, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v5
    .line 24
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 25
    if-eqz v5, :L58
    array-length v0, v5
    const/4 v1, 0x1
    if-ne v0, v1, :L58
    iget-object v0, v7, Lcom/sg/GuardedProvider;->check:Lcom/sg/GuardedProvider$CallerCheck;
    const/4 v3, 0x0
    aget-object v2, v5, v3
    invoke-interface {v0, v6, v2}, Lcom/sg/GuardedProvider$CallerCheck;->ok(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L70
:L58
    .line 26
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 27
    return-object v4
:L70
    .line 29
    const-string v1, "status"
    const-string v2, "ok"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 30
    return-object v4
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 35
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 40
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 45
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 50
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 55
    const/4 v0, 0x0
    return v0
.end method

