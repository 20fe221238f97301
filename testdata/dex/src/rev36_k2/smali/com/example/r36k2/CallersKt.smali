.class public final Lcom/example/r36k2/CallersKt;
.super Ljava/lang/Object;
.source "Callers.kt"


.field private static final FLEET_CERT:[B

.field private static final random:Ljava/security/SecureRandom;

.method static constructor <clinit>()V
    .registers 1
    .line 12
    const/4 v0, 0x4
    new-array v0, v0, [B
    fill-array-data v0, :array_0
    sput-object v0, Lcom/example/r36k2/CallersKt;->FLEET_CERT:[B
    .line 29
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/example/r36k2/CallersKt;->random:Ljava/security/SecureRandom;
    return-void

    :array_0
    .array-data 1
        0x11t
        0x4et
        0x2bt
        0x7at
    .end array-data
.end method

.method public static final isFleetPartner(Landroid/content/Context;I)Z
    .registers 7
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p1
    const/4 v0, 0x0
    if-nez p1, :cond_have
    return v0

    .line 16
    :cond_have
    array-length v1, p1
    move v2, v0
    :goto_loop
    if-ge v2, v1, :cond_done
    aget-object v3, p1, v2
    .line 17
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {p0, v3}, Lcom/example/r36k2/CallersKt;->signedByFleet(Landroid/content/Context;Ljava/lang/String;)Z
    move-result v3
    if-eqz v3, :cond_next
    const/4 p0, 0x1
    return p0

    .line 16
    :cond_next
    add-int/lit8 v2, v2, 0x1
    goto :goto_loop

    .line 19
    :cond_done
    return v0
.end method

.method public static final signedByFleet(Landroid/content/Context;Ljava/lang/String;)Z
    .registers 4
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "pkg"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    const/16 v0, 0x40
    invoke-virtual {p0, p1, v0}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;
    move-result-object p0
    iget-object p0, p0, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;
    const/4 p1, 0x0
    if-eqz p0, :cond_none
    invoke-static {p0}, Lkotlin/collections/ArraysKt;->firstOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Landroid/content/pm/Signature;
    if-nez p0, :cond_have
    :cond_none
    return p1

    .line 24
    :cond_have
    const-string p1, "SHA-256"
    invoke-static {p1}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;
    move-result-object p1
    invoke-virtual {p0}, Landroid/content/pm/Signature;->toByteArray()[B
    move-result-object p0
    invoke-virtual {p1, p0}, Ljava/security/MessageDigest;->digest([B)[B
    move-result-object p0
    sget-object p1, Lcom/example/r36k2/CallersKt;->FLEET_CERT:[B
    invoke-static {p0, p1}, Ljava/util/Arrays;->equals([B[B)Z
    move-result p0
    return p0
.end method

.method public static final packageNameFor(Landroid/content/Context;I)Ljava/lang/String;
    .registers 3
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    if-eqz p0, :cond_fallback
    invoke-static {p0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Ljava/lang/String;
    if-nez p0, :cond_ret
    :cond_fallback
    new-instance p0, Ljava/lang/StringBuilder;
    const-string v0, "uid:"
    invoke-direct {p0, v0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    :cond_ret
    return-object p0
.end method

.method public static final freshToken()Ljava/lang/String;
    .registers 2
    .line 32
    const/16 v0, 0x14
    new-array v0, v0, [B
    .line 33
    sget-object v1, Lcom/example/r36k2/CallersKt;->random:Ljava/security/SecureRandom;
    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 34
    const/16 v1, 0xa
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v1, "encodeToString(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
