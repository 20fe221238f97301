.class public final Lcom/example/r35k2/CallersKt;
.super Ljava/lang/Object;
.source "Callers.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nCallers.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Callers.kt\ncom/example/r35k2/CallersKt\n+ 2 ArraysJVM.kt\nkotlin/collections/ArraysKt__ArraysJVMKt\n+ 3 _Arrays.kt\nkotlin/collections/ArraysKt___ArraysKt\n*L\n1#1,21:1\n18#2:22\n18#2:25\n15309#3,2:23\n15309#3,2:26\n*S KotlinDebug\n*F\n+ 1 Callers.kt\ncom/example/r35k2/CallersKt\n*L\n12#1:22\n17#1:25\n12#1:23,2\n17#1:26,2\n*E\n"
.end annotation

.field private static final CLINIC_CERT:[B

.method static constructor <clinit>()V
    .registers 1
    .line 9
    const/4 v0, 0x4
    new-array v0, v0, [B
    fill-array-data v0, :array_0
    sput-object v0, Lcom/example/r35k2/CallersKt;->CLINIC_CERT:[B
    return-void

    :array_0
    .array-data 1
        0x3at
        0x71t
        0xct
        0x5et
    .end array-data
.end method

.method public static final isClinicPartner(Landroid/content/Context;I)Z
    .registers 7
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p1
    const/4 v0, 0x0
    .line 22
    if-nez p1, :cond_have
    new-array p1, v0, [Ljava/lang/String;
    .line 12
    :cond_have
    check-cast p1, [Ljava/lang/Object;
    .line 23
    array-length v1, p1
    move v2, v0
    :goto_loop
    if-ge v2, v1, :cond_none
    aget-object v3, p1, v2
    move-object v4, v3
    check-cast v4, Ljava/lang/String;
    .line 12
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {p0, v4}, Lcom/example/r35k2/CallersKt;->signedByClinic(Landroid/content/Context;Ljava/lang/String;)Z
    move-result v4
    .line 23
    if-eqz v4, :cond_next
    const/4 v0, 0x1
    goto :goto_ret
    :cond_next
    add-int/lit8 v2, v2, 0x1
    goto :goto_loop
    .line 24
    :cond_none
    .line 12
    :goto_ret
    return v0
.end method

.method public static final requesterOf(Landroid/content/Context;I)Ljava/lang/String;
    .registers 3
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    if-eqz p0, :cond_null
    invoke-static {p0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Ljava/lang/String;
    goto :goto_ret
    :cond_null
    const/4 p0, 0x0
    :goto_ret
    return-object p0
.end method

.method public static final signedByClinic(Landroid/content/Context;Ljava/lang/String;)Z
    .registers 8
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "pkg"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    const/16 v0, 0x40
    invoke-virtual {p0, p1, v0}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;
    move-result-object p0
    .line 17
    iget-object p0, p0, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;
    const/4 p1, 0x0
    .line 25
    if-nez p0, :cond_have
    new-array p0, p1, [Landroid/content/pm/Signature;
    .line 17
    :cond_have
    check-cast p0, [Ljava/lang/Object;
    .line 26
    array-length v0, p0
    move v1, p1
    :goto_loop
    if-ge v1, v0, :cond_none
    aget-object v2, p0, v1
    move-object v3, v2
    check-cast v3, Landroid/content/pm/Signature;
    .line 17
    const-string v4, "SHA-256"
    invoke-static {v4}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;
    move-result-object v4
    invoke-virtual {v3}, Landroid/content/pm/Signature;->toByteArray()[B
    move-result-object v3
    invoke-virtual {v4, v3}, Ljava/security/MessageDigest;->digest([B)[B
    move-result-object v3
    sget-object v4, Lcom/example/r35k2/CallersKt;->CLINIC_CERT:[B
    invoke-static {v3, v4}, Ljava/util/Arrays;->equals([B[B)Z
    move-result v3
    .line 26
    if-eqz v3, :cond_next
    const/4 p1, 0x1
    goto :goto_ret
    :cond_next
    add-int/lit8 v1, v1, 0x1
    goto :goto_loop
    .line 27
    :cond_none
    .line 17
    :goto_ret
    return p1
.end method
