.class public final Lcom/greenwick/garden/security/SigningCertVerifier;
.super Ljava/lang/Object;
.source "SigningCertVerifier.java"

# interfaces
.implements Lcom/greenwick/garden/security/CallerVerifier;


# instance fields
.field private final certSha256:[B

.field private final pm:Landroid/content/pm/PackageManager;


# direct methods
.method public constructor <init>(Landroid/content/pm/PackageManager;[B)V
    .registers 3

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    iput-object p1, p0, Lcom/greenwick/garden/security/SigningCertVerifier;->pm:Landroid/content/pm/PackageManager;

    .line 17
    iput-object p2, p0, Lcom/greenwick/garden/security/SigningCertVerifier;->certSha256:[B

    .line 18
    return-void
.end method

.method private signedByAssistant(Ljava/lang/String;)Z
    .registers 8

    .line 34
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-lt v0, v1, :cond_0

    .line 35
    iget-object v0, p0, Lcom/greenwick/garden/security/SigningCertVerifier;->pm:Landroid/content/pm/PackageManager;

    iget-object v2, p0, Lcom/greenwick/garden/security/SigningCertVerifier;->certSha256:[B

    const/4 v3, 0x1

    invoke-virtual {v0, p1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    return v0

    .line 38
    :cond_0
    :try_start_0
    iget-object v0, p0, Lcom/greenwick/garden/security/SigningCertVerifier;->pm:Landroid/content/pm/PackageManager;

    const/16 v2, 0x40

    invoke-virtual {v0, p1, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v4

    .line 39
    iget-object v5, v4, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    .line 40
    if-eqz v5, :cond_1

    array-length v0, v5

    const/4 v1, 0x1

    if-eq v0, v1, :cond_2

    .line 41
    :cond_1
    const/4 v0, 0x0

    return v0

    .line 43
    :cond_2
    const/4 v1, 0x0

    aget-object v0, v5, v1

    invoke-virtual {v0}, Landroid/content/pm/Signature;->toByteArray()[B

    move-result-object v0

    invoke-static {v0}, Lcom/greenwick/garden/cetp/Tokens;->sha256([B)[B

    move-result-object v0

    iget-object v1, p0, Lcom/greenwick/garden/security/SigningCertVerifier;->certSha256:[B

    invoke-static {v0, v1}, Ljava/security/MessageDigest;->isEqual([B[B)Z
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    return v0

    :catch_0
    move-exception v4

    .line 45
    const/4 v0, 0x0

    return v0
.end method


# virtual methods
.method public trusted(Lcom/greenwick/garden/security/Caller;)Z
    .registers 5

    .line 22
    iget-object v0, p1, Lcom/greenwick/garden/security/Caller;->packages:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 23
    const/4 v0, 0x0

    return v0

    .line 25
    :cond_0
    iget-object v0, p1, Lcom/greenwick/garden/security/Caller;->packages:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v1

    :goto_0
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v2, v0

    .line 26
    invoke-direct {p0, v2}, Lcom/greenwick/garden/security/SigningCertVerifier;->signedByAssistant(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 27
    const/4 v0, 0x0

    return v0

    .line 29
    :cond_1
    goto :goto_0

    .line 30
    :cond_2
    const/4 v0, 0x1

    return v0
.end method
