.class public final Lcom/example/r37k1/TokensKt;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field private static final PARTNER_CERT:[B

.method static constructor <clinit>()V
    .registers 1
    .line 26
    const/4 v0, 0x4
    new-array v0, v0, [B
    fill-array-data v0, :array_0
    sput-object v0, Lcom/example/r37k1/TokensKt;->PARTNER_CERT:[B
    return-void

    :array_0
    .array-data 1
        0x31t
        0x7at
        0xct
        0x58t
    .end array-data
.end method

.method public static final isWheelshareApp(Landroid/content/Context;I)Z
    .registers 4
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    sget-object v0, Lcom/example/r37k1/TokensKt;->PARTNER_CERT:[B
    const/4 v1, 0x1
    invoke-virtual {p0, p1, v0, v1}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result p0
    return p0
.end method
