.class public final Lcom/greenwick/garden/security/LegacyCertVerifier;
.super Ljava/lang/Object;
.source "LegacyCertVerifier.java"

# interfaces
.implements Lcom/greenwick/garden/security/CallerVerifier;


# instance fields
.field private final certSha256:[B

.field private final pm:Landroid/content/pm/PackageManager;


# direct methods
.method public constructor <init>(Landroid/content/pm/PackageManager;[B)V
    .registers 3

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    iput-object p1, p0, Lcom/greenwick/garden/security/LegacyCertVerifier;->pm:Landroid/content/pm/PackageManager;

    .line 16
    iput-object p2, p0, Lcom/greenwick/garden/security/LegacyCertVerifier;->certSha256:[B

    .line 17
    return-void
.end method

.method private signedByAssistant(Ljava/lang/String;)Z
    .registers 7

    .line 34
    :try_start_0
    iget-object v0, p0, Lcom/greenwick/garden/security/LegacyCertVerifier;->pm:Landroid/content/pm/PackageManager;

    const/16 v2, 0x40

    invoke-virtual {v0, p1, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v3

    .line 35
    iget-object v4, v3, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    .line 36
    if-eqz v4, :cond_0

    array-length v0, v4

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    .line 37
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 39
    :cond_1
    const/4 v1, 0x0

    aget-object v0, v4, v1

    invoke-virtual {v0}, Landroid/content/pm/Signature;->toByteArray()[B

    move-result-object v0

    invoke-static {v0}, Lcom/greenwick/garden/cetp/Tokens;->sha256([B)[B

    move-result-object v0

    iget-object v1, p0, Lcom/greenwick/garden/security/LegacyCertVerifier;->certSha256:[B

    invoke-static {v0, v1}, Ljava/security/MessageDigest;->isEqual([B[B)Z
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    return v0

    :catch_0
    move-exception v3

    .line 41
    const/4 v0, 0x0

    return v0
.end method


# virtual methods
.method public trusted(Lcom/greenwick/garden/security/Caller;)Z
    .registers 5

    .line 21
    iget-object v0, p1, Lcom/greenwick/garden/security/Caller;->packages:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 22
    const/4 v0, 0x0

    return v0

    .line 24
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

    .line 25
    invoke-direct {p0, v2}, Lcom/greenwick/garden/security/LegacyCertVerifier;->signedByAssistant(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 26
    const/4 v0, 0x0

    return v0

    .line 28
    :cond_1
    goto :goto_0

    .line 29
    :cond_2
    const/4 v0, 0x1

    return v0
.end method
