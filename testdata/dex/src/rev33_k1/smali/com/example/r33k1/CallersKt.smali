.class public final Lcom/example/r33k1/CallersKt;
.super Ljava/lang/Object;
.source "Callers.kt"

.method public static final ownerPackage(Landroid/content/Context;I)Ljava/lang/String;
    .registers 3
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    if-nez p0, :cond_11
    const/4 p0, 0x0
    return-object p0
    :cond_11
    const/4 p1, 0x0
    aget-object p0, p0, p1
    .line 10
    return-object p0
.end method

.method public static final soleOwner(Landroid/content/Context;I)Ljava/lang/String;
    .registers 4
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    const/4 p1, 0x0
    if-nez p0, :cond_12
    return-object p1
    .line 16
    :cond_12
    array-length v0, p0
    const/4 v1, 0x1
    if-ne v0, v1, :cond_1b
    const/4 p1, 0x0
    aget-object p1, p0, p1
    :cond_1b
    return-object p1
.end method
