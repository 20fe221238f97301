.class final Lnet/switchyard/hub/CertificateCheck;
.super Ljava/lang/Object;
.source "Callers.kt"

# interfaces
.implements Lnet/switchyard/hub/CallerVerifier;


# static fields
.field public static final INSTANCE:Lnet/switchyard/hub/CertificateCheck;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lnet/switchyard/hub/CertificateCheck;

    invoke-direct {v0}, Lnet/switchyard/hub/CertificateCheck;-><init>()V

    sput-object v0, Lnet/switchyard/hub/CertificateCheck;->INSTANCE:Lnet/switchyard/hub/CertificateCheck;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 50
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public bridge admit(Landroid/content/pm/PackageManager;I)Ljava/lang/String;
    .registers 4

    .line 50
    invoke-super {p0, p1, p2}, Lnet/switchyard/hub/CallerVerifier;->admit(Landroid/content/pm/PackageManager;I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public signedWith(Landroid/content/pm/PackageManager;Ljava/lang/String;Ljava/lang/String;)Z
    .registers 8

    const-string v1, "pm"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "pkg"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "certDigest"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 52
    invoke-static {p3}, Lnet/switchyard/hub/ProtocolKt;->hexToBytes(Ljava/lang/String;)[B

    move-result-object v2

    const/4 v3, 0x1

    invoke-virtual {p1, p2, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    return v0
.end method
