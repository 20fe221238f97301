.class public final Lcom/relaykit/home/trust/RotationAwareVerifier;
.super Ljava/lang/Object;
.source "RotationAwareVerifier.java"

# interfaces
.implements Lcom/relaykit/home/trust/Pairings$Verifier;


# instance fields
.field private final pm:Landroid/content/pm/PackageManager;


# direct methods
.method public constructor <init>(Landroid/content/pm/PackageManager;)V
    .registers 2

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    iput-object p1, p0, Lcom/relaykit/home/trust/RotationAwareVerifier;->pm:Landroid/content/pm/PackageManager;

    .line 20
    return-void
.end method

.method private signerBeforeP(Ljava/lang/String;[B)Z
    .registers 8

    .line 33
    :try_start_0
    iget-object v0, p0, Lcom/relaykit/home/trust/RotationAwareVerifier;->pm:Landroid/content/pm/PackageManager;

    const/16 v2, 0x40

    invoke-virtual {v0, p1, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v3

    .line 34
    iget-object v4, v3, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    .line 35
    if-eqz v4, :cond_0

    array-length v0, v4

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    .line 36
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 38
    :cond_1
    const/4 v1, 0x0

    aget-object v0, v4, v1

    invoke-virtual {v0}, Landroid/content/pm/Signature;->toByteArray()[B

    move-result-object v0

    invoke-static {v0}, Lcom/relaykit/home/core/Tokens;->sha256([B)[B

    move-result-object v0

    invoke-static {v0, p2}, Ljava/security/MessageDigest;->isEqual([B[B)Z
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    return v0

    :catch_0
    move-exception v3

    .line 40
    const/4 v0, 0x0

    return v0
.end method


# virtual methods
.method public signedAsPaired(Ljava/lang/String;[B)Z
    .registers 6

    .line 24
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-lt v0, v1, :cond_0

    .line 25
    iget-object v0, p0, Lcom/relaykit/home/trust/RotationAwareVerifier;->pm:Landroid/content/pm/PackageManager;

    const/4 v2, 0x1

    invoke-virtual {v0, p1, p2, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    return v0

    .line 27
    :cond_0
    invoke-direct {p0, p1, p2}, Lcom/relaykit/home/trust/RotationAwareVerifier;->signerBeforeP(Ljava/lang/String;[B)Z

    move-result v0

    return v0
.end method
