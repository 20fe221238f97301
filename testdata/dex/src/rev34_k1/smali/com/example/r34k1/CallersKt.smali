.class public final Lcom/example/r34k1/CallersKt;
.super Ljava/lang/Object;
.source "Callers.kt"

.field private static final WATTWISE_CERT:[B

.method static constructor <clinit>()V
    .registers 1
    .line 8
    const/4 v0, 0x5
    new-array v0, v0, [B
    fill-array-data v0, :array_0
    sput-object v0, Lcom/example/r34k1/CallersKt;->WATTWISE_CERT:[B
    return-void

    :array_0
    .array-data 1
        0x5dt
        0x21t
        0xet
        0x7at
        0x44t
    .end array-data
.end method

.method public static final signedByWattwise(Landroid/content/Context;I)Z
    .registers 4
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    sget-object v0, Lcom/example/r34k1/CallersKt;->WATTWISE_CERT:[B
    const/4 v1, 0x1
    invoke-virtual {p0, p1, v0, v1}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result p0
    return p0
.end method

.method public static final packagesOf(Landroid/content/Context;I)[Ljava/lang/String;
    .registers 3
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    if-nez p0, :cond_empty
    const/4 p0, 0x0
    new-array p0, p0, [Ljava/lang/String;
    :cond_empty
    return-object p0
.end method

.method public static final ownerOf(Landroid/content/Context;I)Ljava/lang/String;
    .registers 3
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-static {p0, p1}, Lcom/example/r34k1/CallersKt;->packagesOf(Landroid/content/Context;I)[Ljava/lang/String;
    move-result-object p0
    .line 18
    array-length p1, p0
    if-nez p1, :cond_some
    const/4 p1, 0x1
    goto :goto_test
    :cond_some
    const/4 p1, 0x0
    :goto_test
    if-eqz p1, :cond_first
    const/4 p0, 0x0
    goto :goto_ret
    :cond_first
    const/4 p1, 0x0
    aget-object p0, p0, p1
    :goto_ret
    return-object p0
.end method

.method public static final installerApp(Landroid/content/Context;I)Ljava/lang/String;
    .registers 3
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-static {p0, p1}, Lcom/example/r34k1/CallersKt;->packagesOf(Landroid/content/Context;I)[Ljava/lang/String;
    move-result-object p0
    invoke-static {p0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Ljava/lang/String;
    return-object p0
.end method
