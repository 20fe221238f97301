.class final Lcom/example/r29a/Packages$Uid;
.super Ljava/lang/Object;
.source "Packages.java"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r29a/Packages;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Uid"
.end annotation

.method constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static first(Landroid/content/Context;I)Ljava/lang/String;
    .registers 2
    .line 9
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    .line 10
    if-nez p0, :cond_0
    const/4 p0, 0x0
    goto :goto_0
    :cond_0
    const/4 p1, 0x0
    aget-object p0, p0, p1
    :goto_0
    return-object p0
.end method

.method static sole(Landroid/content/Context;I)Ljava/lang/String;
    .registers 4
    .line 13
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    const/4 p1, 0x0
    .line 14
    if-eqz p0, :cond_0
    array-length v0, p0
    const/4 v1, 0x1
    if-eq v0, v1, :cond_1
    :cond_0
    const/4 p0, 0x0
    return-object p0
    .line 15
    :cond_1
    aget-object p0, p0, p1
    return-object p0
.end method
