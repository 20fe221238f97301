.class final Lcom/example/r30j4/Owners;
.super Ljava/lang/Object;
.source "Owners.java"

# Java sketch: sketch/Owners.java.

.method private constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static primary(Landroid/content/Context;I)Ljava/lang/String;
    .registers 2
    .line 9
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    .line 10
    if-nez p0, :cond_0
    const/4 p0, 0x0
    return-object p0
    .line 11
    :cond_0
    array-length p1, p0
    invoke-static {p0, p1}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;
    move-result-object p0
    check-cast p0, [Ljava/lang/String;
    .line 12
    invoke-static {p0}, Ljava/util/Arrays;->sort([Ljava/lang/Object;)V
    .line 13
    const/4 p1, 0x0
    aget-object p0, p0, p1
    return-object p0
.end method

.method static sole(Landroid/content/Context;I)Ljava/lang/String;
    .registers 4
    .line 16
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    .line 17
    if-eqz p0, :cond_0
    array-length p1, p0
    const/4 v0, 0x1
    if-eq p1, v0, :cond_1
    :cond_0
    const/4 p0, 0x0
    return-object p0
    .line 18
    :cond_1
    new-array p1, v0, [Ljava/lang/String;
    .line 19
    const/4 v1, 0x0
    invoke-static {p0, v1, p1, v1, v0}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    .line 20
    aget-object p0, p1, v1
    return-object p0
.end method
