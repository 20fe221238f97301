# See sketch/LegacyProvider.java (LegacyProvider).
.class public Lcom/example/r8o2/LegacyProvider;
.super Landroid/content/ContentProvider;
.source "LegacyProvider.java"

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
    # TP CETP616: the legacy array, read through R8's outline, alone decides
    :try_start_0
    .line 13
    invoke-static {p1, p2}, Lcom/example/r8o2/LegacyProvider$$ExternalSyntheticOutline0;->m(Landroid/content/pm/PackageManager;Ljava/lang/String;)[Landroid/content/pm/Signature;
    move-result-object p1
    .line 14
    const-string p2, "3082..."
    const/4 p3, 0x0
    aget-object p1, p1, p3
    invoke-virtual {p1}, Landroid/content/pm/Signature;->toCharsString()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0
    if-eqz p1, :cond_0
    .line 18
    sget-object p1, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;
    return-object p1
    :cond_0
    .line 14
    new-instance p1, Ljava/lang/SecurityException;
    const-string p2, "untrusted"
    invoke-direct {p1, p2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw p1
    :catch_0
    .line 16
    new-instance p1, Ljava/lang/SecurityException;
    const-string p2, "unknown caller"
    invoke-direct {p1, p2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw p1
.end method
