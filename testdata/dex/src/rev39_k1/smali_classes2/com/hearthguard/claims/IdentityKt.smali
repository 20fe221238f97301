.class public final Lcom/hearthguard/claims/IdentityKt;
.super Ljava/lang/Object;
.source "Identity.kt"

.field private static final PARTNER_CERT:[B

.method static constructor <clinit>()V
    .registers 2
    .line 10
    const-string v0, "q83vEjRWeJCrze8SNFZ4kKvN7xI0VniQq83vEjRWeJA="
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B
    move-result-object v0
    const-string v1, "decode(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    sput-object v0, Lcom/hearthguard/claims/IdentityKt;->PARTNER_CERT:[B
    return-void
.end method

.method public static final cleared(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    .registers 4
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
    .line 13
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    .line 14
    nop
    .line 15
    :try_start_0
    invoke-interface {p0}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 17
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 15
    return-object p0

    :catchall_0
    move-exception p0
    .line 17
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw p0
.end method

.method public static final isPartner(Landroid/content/Context;I)Z
    .registers 5
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    .line 23
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0x0
    if-nez v0, :cond_0
    return v1
    .line 24
    :cond_0
    array-length v0, v0
    const/4 v2, 0x1
    if-ne v0, v2, :cond_1
    sget-object v0, Lcom/hearthguard/claims/IdentityKt;->PARTNER_CERT:[B
    invoke-virtual {p0, p1, v0, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result p0
    if-eqz p0, :cond_1
    move v1, v2
    :cond_1
    return v1
.end method
