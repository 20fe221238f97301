.class public Lcom/example/rp/RolesProvider;
.super Landroid/content/ContentProvider;
.source "RolesProvider.java"

.field private final pickers:Ljava/util/Map;

.method public constructor <init>()V
    .registers 4
    .line 25
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 26
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/rp/RolesProvider;->pickers:Ljava/util/Map;
    .line 28
    const-string v1, "first"
    new-instance v2, Lcom/example/rp/FirstPicker;
    invoke-direct {v2}, Lcom/example/rp/FirstPicker;-><init>()V
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 29
    const-string v1, "trusted"
    new-instance v2, Lcom/example/rp/TrustedPicker;
    invoke-direct {v2}, Lcom/example/rp/TrustedPicker;-><init>()V
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 26
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 29
    const-string p2, "owner"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_d
    invoke-direct {p0}, Lcom/example/rp/RolesProvider;->owner()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_d
    const-string p2, "trusted"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_1a
    invoke-direct {p0}, Lcom/example/rp/RolesProvider;->trusted()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_1a
    const-string p1, "chosen"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_none
    invoke-direct {p0, p2}, Lcom/example/rp/RolesProvider;->chosen(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :cond_none
    const/4 p1, 0x0
    return-object p1
.end method

.method private chosen(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 58
    iget-object v0, p0, Lcom/example/rp/RolesProvider;->pickers:Ljava/util/Map;
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/rp/PackagePicker;
    .line 59
    invoke-virtual {p0}, Lcom/example/rp/RolesProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v1
    .line 60
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-virtual {v1, v2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v1
    .line 59
    invoke-interface {v0, v1}, Lcom/example/rp/PackagePicker;->pick([Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 61
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    .line 62
    const-string v2, "package"
    invoke-virtual {v1, v2, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 63
    return-object v1
.end method

.method private owner()Landroid/os/Bundle;
    .registers 4
    .line 36
    new-instance v0, Lcom/example/rp/FirstPicker;
    invoke-direct {v0}, Lcom/example/rp/FirstPicker;-><init>()V
    .line 37
    invoke-virtual {p0}, Lcom/example/rp/RolesProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v1
    .line 38
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-virtual {v1, v2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v1
    .line 37
    invoke-interface {v0, v1}, Lcom/example/rp/PackagePicker;->pick([Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 39
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    .line 40
    const-string v2, "package"
    invoke-virtual {v1, v2, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 41
    return-object v1
.end method

.method private trusted()Landroid/os/Bundle;
    .registers 4
    .line 47
    new-instance v0, Lcom/example/rp/TrustedPicker;
    invoke-direct {v0}, Lcom/example/rp/TrustedPicker;-><init>()V
    .line 48
    invoke-virtual {p0}, Lcom/example/rp/RolesProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v1
    .line 49
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-virtual {v1, v2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v1
    .line 48
    invoke-interface {v0, v1}, Lcom/example/rp/PackagePicker;->pick([Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 50
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    .line 51
    const-string v2, "package"
    invoke-virtual {v1, v2, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 52
    return-object v1
.end method
