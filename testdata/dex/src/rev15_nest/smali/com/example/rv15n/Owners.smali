.class final Lcom/example/rv15n/Owners;
.super Ljava/lang/Object;
.source "Owners.java"

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static only(Landroid/content/pm/PackageManager;I)Ljava/lang/String;
    .registers 4
    .line 9
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    .line 10
    const/4 p1, 0x0
    if-eqz p0, :cond_1
    array-length v0, p0
    const/4 v1, 0x1
    if-eq v0, v1, :cond_0
    goto :cond_1
    # near miss CETP604: a UID with more than one package was denied above
    .line 11
    :cond_0
    const/4 p1, 0x0
    aget-object p0, p0, p1
    return-object p0
    :cond_1
    const/4 p0, 0x0
    return-object p0
.end method
