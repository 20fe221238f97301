.class public final Lcom/example/r35k1/TokensKt;
.super Ljava/lang/Object;
.source "Tokens.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTokens.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Tokens.kt\ncom/example/r35k1/TokensKt\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,53:1\n1#2:54\n*E\n"
.end annotation

.field private static final LIBRARY_CERT:[B

.field private static final rng:Ljava/security/SecureRandom;

.method static constructor <clinit>()V
    .registers 1
    .line 12
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/example/r35k1/TokensKt;->rng:Ljava/security/SecureRandom;
    .line 16
    const/4 v0, 0x4
    new-array v0, v0, [B
    fill-array-data v0, :array_0
    sput-object v0, Lcom/example/r35k1/TokensKt;->LIBRARY_CERT:[B
    return-void

    :array_0
    .array-data 1
        0x5ct
        0x21t
        0x7et
        0x9t
    .end array-data
.end method

.method public static final isLibraryApp(Landroid/content/Context;I)Z
    .registers 4
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    sget-object v0, Lcom/example/r35k1/TokensKt;->LIBRARY_CERT:[B
    const/4 v1, 0x1
    invoke-virtual {p0, p1, v0, v1}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result p0
    return p0
.end method

.method public static final newToken()Ljava/lang/String;
    .registers 3
    .line 14
    const/16 v0, 0x18
    new-array v0, v0, [B
    sget-object v1, Lcom/example/r35k1/TokensKt;->rng:Ljava/security/SecureRandom;
    .line 54
    const/4 v2, 0x0
    .line 14
    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 54
    const/4 v1, 0x0
    .line 14
    const/16 v1, 0xa
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v1, "let(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
