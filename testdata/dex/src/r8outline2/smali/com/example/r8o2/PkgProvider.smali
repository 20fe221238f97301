# See sketch/PkgProvider.java.
.class public Lcom/example/r8o2/PkgProvider;
.super Landroid/content/ContentProvider;
.source "PkgProvider.java"

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

.method static anyTrusted(Landroid/content/Context;I)Z
    .registers 3
    .line 12
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    .line 13
    if-eqz p0, :cond_0
    invoke-static {p0}, Lcom/example/r8o2/PkgProvider$$ExternalSyntheticApiModelOutline0;->m([Ljava/lang/Object;)Ljava/util/List;
    move-result-object p0
    const-string p1, "com.example.agent"
    invoke-interface {p0, p1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z
    move-result p0
    if-eqz p0, :cond_0
    const/4 p0, 0x1
    goto :goto_0
    :cond_0
    const/4 p0, 0x0
    :goto_0
    return p0
.end method

# near miss CETP624: pkgs.length != 1 is denied before the same outline
.method static onlyTrusted(Landroid/content/Context;I)Z
    .registers 4
    .line 18
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    .line 19
    const/4 p1, 0x0
    if-eqz p0, :cond_0
    array-length v0, p0
    const/4 v1, 0x1
    if-eq v0, v1, :cond_1
    :cond_0
    return p1
    :cond_1
    .line 20
    invoke-static {p0}, Lcom/example/r8o2/PkgProvider$$ExternalSyntheticApiModelOutline0;->m([Ljava/lang/Object;)Ljava/util/List;
    move-result-object p0
    const-string p1, "com.example.agent"
    invoke-interface {p0, p1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z
    move-result p0
    return p0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 24
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p1
    .line 25
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object p2
    invoke-static {p2, p1}, Lcom/example/r8o2/PkgProvider;->anyTrusted(Landroid/content/Context;I)Z
    move-result p2
    if-eqz p2, :cond_deny
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object p2
    invoke-static {p2, p1}, Lcom/example/r8o2/PkgProvider;->onlyTrusted(Landroid/content/Context;I)Z
    move-result p2
    if-nez p2, :cond_ok
    :cond_deny
    .line 26
    new-instance p1, Ljava/lang/SecurityException;
    const-string p2, "untrusted"
    invoke-direct {p1, p2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw p1
    :cond_ok
    .line 27
    sget-object p1, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;
    return-object p1
.end method
