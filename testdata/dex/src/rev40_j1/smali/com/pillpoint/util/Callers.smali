.class public final Lcom/pillpoint/util/Callers;
.super Ljava/lang/Object;
.source "Callers.java"

.method private constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 8
    return-void
.end method

.method public static onlyPackage(Landroid/content/Context;I)Ljava/lang/String;
    .registers 3
    .line 16
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    .line 17
    if-eqz p0, :cond_0
    array-length p1, p0
    const/4 v0, 0x1
    if-ne p1, v0, :cond_0
    const/4 p1, 0x0
    aget-object p0, p0, p1
    goto :goto_0
    :cond_0
    const/4 p0, 0x0
    :goto_0
    return-object p0
.end method

.method public static packageOf(Landroid/content/Context;I)Ljava/lang/String;
    .registers 2
    .line 11
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    .line 12
    if-eqz p0, :cond_0
    array-length p1, p0
    if-lez p1, :cond_0
    const/4 p1, 0x0
    aget-object p0, p0, p1
    goto :goto_0
    :cond_0
    const/4 p0, 0x0
    :goto_0
    return-object p0
.end method
