.class public final Lcom/relaykit/home/trust/ManifestSignatureCheck;
.super Ljava/lang/Object;
.source "ManifestSignatureCheck.java"

# interfaces
.implements Lcom/relaykit/home/trust/Pairings$Verifier;


# instance fields
.field private final pm:Landroid/content/pm/PackageManager;


# direct methods
.method public constructor <init>(Landroid/content/pm/PackageManager;)V
    .registers 2

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    iput-object p1, p0, Lcom/relaykit/home/trust/ManifestSignatureCheck;->pm:Landroid/content/pm/PackageManager;

    .line 15
    return-void
.end method


# virtual methods
.method public signedAsPaired(Ljava/lang/String;[B)Z
    .registers 11

    .line 22
    :try_start_0
    iget-object v0, p0, Lcom/relaykit/home/trust/ManifestSignatureCheck;->pm:Landroid/content/pm/PackageManager;

    const/16 v1, 0x40

    invoke-virtual {v0, p1, v1}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v2

    .line 25
    goto :goto_0

    :catch_0
    move-exception v3

    .line 24
    const/4 v0, 0x0

    return v0

    .line 26
    :goto_0
    iget-object v3, v2, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    .line 27
    if-eqz v3, :cond_0

    array-length v0, v3

    if-nez v0, :cond_1

    .line 28
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 30
    :cond_1
    move-object v4, v3

    array-length v5, v4

    const/4 v6, 0x0

    :goto_1
    if-ge v6, v5, :cond_3

    aget-object v7, v4, v6

    .line 31
    invoke-virtual {v7}, Landroid/content/pm/Signature;->toByteArray()[B

    move-result-object v0

    invoke-static {v0}, Lcom/relaykit/home/core/Tokens;->sha256([B)[B

    move-result-object v0

    invoke-static {v0, p2}, Ljava/security/MessageDigest;->isEqual([B[B)Z

    move-result v0

    if-nez v0, :cond_2

    .line 32
    const/4 v0, 0x0

    return v0

    .line 30
    :cond_2
    add-int/lit8 v6, v6, 0x1

    goto :goto_1

    .line 35
    :cond_3
    const/4 v0, 0x1

    return v0
.end method
