.class public final Lcom/example/r35k3/IdentityKt;
.super Ljava/lang/Object;
.source "Identity.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nIdentity.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Identity.kt\ncom/example/r35k3/IdentityKt\n+ 2 _Arrays.kt\nkotlin/collections/ArraysKt___ArraysKt\n*L\n1#1,29:1\n15309#2,2:30\n*S KotlinDebug\n*F\n+ 1 Identity.kt\ncom/example/r35k3/IdentityKt\n*L\n27#1:30,2\n*E\n"
.end annotation

.field private static final PARTNER_CERT:[B

.method static constructor <clinit>()V
    .registers 1
    .line 10
    const/4 v0, 0x4
    new-array v0, v0, [B
    fill-array-data v0, :array_0
    sput-object v0, Lcom/example/r35k3/IdentityKt;->PARTNER_CERT:[B
    return-void

    :array_0
    .array-data 1
        0x62t
        0x1dt
        0x4ft
        0x70t
    .end array-data
.end method

.method public static final asProvider(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Lkotlin/jvm/functions/Function0<",
            "+TT;>;)TT;"
        }
    .end annotation
    const-string v0, "block"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v0, 0x0
    .line 14
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    .line 15
    const/4 v2, 0x1
    .line 16
    :try_start_0
    invoke-interface {p0}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    invoke-static {v2}, Lkotlin/jvm/internal/InlineMarker;->finallyStart(I)V
    .line 18
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    invoke-static {v2}, Lkotlin/jvm/internal/InlineMarker;->finallyEnd(I)V
    .line 16
    return-object p0

    .line 18
    :catchall_0
    move-exception p0
    invoke-static {v2}, Lkotlin/jvm/internal/InlineMarker;->finallyStart(I)V
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    invoke-static {v2}, Lkotlin/jvm/internal/InlineMarker;->finallyEnd(I)V
    throw p0
.end method

.method public static final isDeskhopPartner(Landroid/content/Context;Ljava/lang/String;)Z
    .registers 9
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "pkg"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    const/high16 v0, 0x8000000
    invoke-virtual {p0, p1, v0}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;
    move-result-object p0
    iget-object p0, p0, Landroid/content/pm/PackageInfo;->signingInfo:Landroid/content/pm/SigningInfo;
    const/4 p1, 0x0
    if-nez p0, :cond_signed
    return p1
    .line 26
    :cond_signed
    invoke-virtual {p0}, Landroid/content/pm/SigningInfo;->hasMultipleSigners()Z
    move-result v0
    if-eqz v0, :cond_history
    invoke-virtual {p0}, Landroid/content/pm/SigningInfo;->getApkContentsSigners()[Landroid/content/pm/Signature;
    move-result-object p0
    goto :goto_certs
    :cond_history
    invoke-virtual {p0}, Landroid/content/pm/SigningInfo;->getSigningCertificateHistory()[Landroid/content/pm/Signature;
    move-result-object p0
    .line 27
    :goto_certs
    invoke-static {p0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    check-cast p0, [Ljava/lang/Object;
    .line 30
    array-length v0, p0
    move v1, p1
    :goto_loop
    if-ge v1, v0, :cond_none
    aget-object v2, p0, v1
    move-object v3, v2
    check-cast v3, Landroid/content/pm/Signature;
    .line 27
    const-string v4, "SHA-256"
    invoke-static {v4}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;
    move-result-object v4
    invoke-virtual {v3}, Landroid/content/pm/Signature;->toByteArray()[B
    move-result-object v3
    invoke-virtual {v4, v3}, Ljava/security/MessageDigest;->digest([B)[B
    move-result-object v3
    sget-object v4, Lcom/example/r35k3/IdentityKt;->PARTNER_CERT:[B
    invoke-static {v3, v4}, Ljava/util/Arrays;->equals([B[B)Z
    move-result v3
    .line 30
    if-eqz v3, :cond_next
    const/4 p1, 0x1
    goto :goto_ret
    :cond_next
    add-int/lit8 v1, v1, 0x1
    goto :goto_loop
    .line 31
    :cond_none
    .line 27
    :goto_ret
    return p1
.end method

.method public static final memberApp(Landroid/content/Context;I)Ljava/lang/String;
    .registers 3
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
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
