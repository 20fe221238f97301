.class final Lcom/example/r30x/Pkgs;
.super Ljava/lang/Object;
.source "Pkgs.java"

# Java sketch: sketch/Pkgs.java.

.method private constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static all(Landroid/content/Context;I)[Ljava/lang/String;
    .registers 2
    .line 15
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method static anyOf([Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    .line 18
    array-length v0, p0
    invoke-static {p0, v0}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;
    move-result-object p0
    check-cast p0, [Ljava/lang/String;
    const/4 v0, 0x0
    aget-object p0, p0, v0
    return-object p0
.end method

.method static copyFirst(Landroid/content/Context;I)Ljava/lang/String;
    .registers 4
    .line 9
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    .line 10
    array-length p1, p0
    new-array p1, p1, [Ljava/lang/String;
    .line 11
    array-length v0, p0
    const/4 v1, 0x0
    invoke-static {p0, v1, p1, v1, v0}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    .line 12
    aget-object p0, p1, v1
    return-object p0
.end method
