.class public final Lcom/berthbook/ValuesKt;
.super Ljava/lang/Object;
.source "Values.kt"


# direct methods
.method public static final isPast-kmq3LcU(JJ)Z
    .registers 5
    .line 30
    cmp-long v0, v1, v3
    if-gez v0, :L10
    const/4 v0, 0x1
    goto :L11
:L10
    const/4 v0, 0x0
:L11
    return v0
.end method

.method public static synthetic isPast-kmq3LcU$default(JJILjava/lang/Object;)Z
    .registers 8
    .line 30
    const/4 v1, 0x1
    and-int v0, v6, v1
    if-eqz v0, :L11
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v4
:L11
    invoke-static {v2, v3, v4, v5}, Lcom/berthbook/ValuesKt;->isPast-kmq3LcU(JJ)Z
    move-result v0
    return v0
.end method

.method public static final primaryPackage-bXATbIs(ILandroid/content/pm/PackageManager;)Ljava/lang/String;
    .registers 4
    const-string v1, "pm"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    invoke-virtual {v3, v2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L20
    const/4 v1, 0x0
    aget-object v0, v0, v1
    goto :L22
:L20
    const/4 v0, 0x0
:L22
    return-object v0
.end method

.method public static final onlyPackage-bXATbIs(ILandroid/content/pm/PackageManager;)Ljava/lang/String;
    .registers 4
    const-string v1, "pm"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    invoke-virtual {v3, v2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L24
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    goto :L26
:L24
    const/4 v0, 0x0
:L26
    return-object v0
.end method

.method public static final signedBy-DwsZTjA(ILandroid/content/pm/PackageManager;[B)Z
    .registers 7
    const-string v1, "pm"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "cert"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    const/4 v3, 0x1
    invoke-virtual {v5, v4, v6, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v0
    return v0
.end method

