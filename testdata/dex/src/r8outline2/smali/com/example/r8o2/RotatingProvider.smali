# See sketch/LegacyProvider.java (RotatingProvider).
.class public Lcom/example/r8o2/RotatingProvider;
.super Landroid/content/ContentProvider;
.source "RotatingProvider.java"

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

# near miss CETP616: hasSigningCertificate (through its API outline) decides; the outline's legacy array only counts signers
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 10
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p1
    .line 11
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    invoke-virtual {p1, p2}, Landroid/content/pm/PackageManager;->getNameForUid(I)Ljava/lang/String;
    move-result-object p2
    .line 12
    const/16 p3, 0x20
    new-array p3, p3, [B
    const/4 v0, 0x1
    invoke-static {p1, p2, p3, v0}, Lcom/example/r8o2/RotatingProvider$$ExternalSyntheticApiModelOutline0;->m(Landroid/content/pm/PackageManager;Ljava/lang/String;[BI)Z
    move-result p3
    if-nez p3, :cond_0
    .line 13
    new-instance p1, Ljava/lang/SecurityException;
    const-string p2, "untrusted"
    invoke-direct {p1, p2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw p1
    :cond_0
    :try_start_0
    .line 17
    new-instance p3, Landroid/os/Bundle;
    invoke-direct {p3}, Landroid/os/Bundle;-><init>()V
    invoke-static {p1, p2}, Lcom/example/r8o2/LegacyProvider$$ExternalSyntheticOutline0;->m(Landroid/content/pm/PackageManager;Ljava/lang/String;)[Landroid/content/pm/Signature;
    move-result-object p1
    array-length p1, p1
    const-string p2, "signers"
    invoke-virtual {p3, p2, p1}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0
    .line 18
    return-object p3
    :catch_0
    .line 20
    sget-object p1, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;
    return-object p1
.end method
