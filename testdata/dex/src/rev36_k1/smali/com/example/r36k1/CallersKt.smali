.class public final Lcom/example/r36k1/CallersKt;
.super Ljava/lang/Object;
.source "Callers.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nCallers.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Callers.kt\ncom/example/r36k1/CallersKt\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,52:1\n1#2:53\n*E\n"
.end annotation

.field private static final PILLPOST_CERT:[B

.method static constructor <clinit>()V
    .registers 1
    .line 11
    const/4 v0, 0x4
    new-array v0, v0, [B
    fill-array-data v0, :array_0
    sput-object v0, Lcom/example/r36k1/CallersKt;->PILLPOST_CERT:[B
    return-void

    :array_0
    .array-data 1
        0x3at
        0x7ft
        0x12t
        0x55t
    .end array-data
.end method

.method public static final pharmacyPartner(Landroid/content/Context;I)Ljava/lang/String;
    .registers 5
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p1
    const/4 v0, 0x0
    if-eqz p1, :cond_none
    invoke-static {p1}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/String;
    if-nez p1, :cond_one
    :cond_none
    return-object v0

    .line 53
    :cond_one
    const/4 v1, 0x0
    .line 15
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    sget-object v1, Lcom/example/r36k1/CallersKt;->PILLPOST_CERT:[B
    const/4 v2, 0x1
    invoke-virtual {p0, p1, v1, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z
    move-result p0
    if-eqz p0, :cond_no
    move-object v0, p1
    :cond_no
    return-object v0
.end method

.method public static final auditName(Landroid/content/Context;I)Ljava/lang/String;
    .registers 3
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    if-eqz p0, :cond_fallback
    const/4 v0, 0x0
    aget-object p0, p0, v0
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
