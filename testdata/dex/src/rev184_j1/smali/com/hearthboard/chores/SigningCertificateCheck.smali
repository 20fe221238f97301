.class public final Lcom/hearthboard/chores/SigningCertificateCheck;
.super Ljava/lang/Object;
.source "SigningCertificateCheck.java"


# instance fields
.field private final packageManager:Landroid/content/pm/PackageManager;

.field private final pairing:Lcom/hearthboard/cetp/PairingRepository;

.field private final provider:Ljava/lang/String;


# direct methods
.method public constructor <init>(Landroid/content/pm/PackageManager;Lcom/hearthboard/cetp/PairingRepository;Ljava/lang/String;)V
    .registers 4

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    iput-object p1, p0, Lcom/hearthboard/chores/SigningCertificateCheck;->packageManager:Landroid/content/pm/PackageManager;

    .line 26
    iput-object p2, p0, Lcom/hearthboard/chores/SigningCertificateCheck;->pairing:Lcom/hearthboard/cetp/PairingRepository;

    .line 27
    iput-object p3, p0, Lcom/hearthboard/chores/SigningCertificateCheck;->provider:Ljava/lang/String;

    .line 28
    return-void
.end method

.method static synthetic lambda$verify$2(Ljava/lang/String;Ljava/lang/Boolean;)Ljava/lang/String;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 35
    invoke-virtual {p1}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    if-nez v0, :cond_0

    .line 36
    new-instance v0, Ljava/lang/SecurityException;

    const-string v1, "signing certificate changed since pairing"

    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 38
    :cond_0
    return-object p0
.end method

.method private signerDigests(Ljava/lang/String;)Ljava/util/Set;
    .registers 11
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Landroid/content/pm/PackageManager$NameNotFoundException;
        }
    .end annotation

    .line 43
    new-instance v3, Ljava/util/HashSet;

    invoke-direct {v3}, Ljava/util/HashSet;-><init>()V

    .line 44
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-lt v0, v1, :cond_3

    .line 45
    iget-object v0, p0, Lcom/hearthboard/chores/SigningCertificateCheck;->packageManager:Landroid/content/pm/PackageManager;

    .line 46
    const/high16 v2, 0x8000000

    invoke-virtual {v0, p1, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v0

    iget-object v4, v0, Landroid/content/pm/PackageInfo;->signingInfo:Landroid/content/pm/SigningInfo;

    .line 47
    if-eqz v4, :cond_0

    invoke-virtual {v4}, Landroid/content/pm/SigningInfo;->hasMultipleSigners()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 48
    :cond_0
    return-object v3

    .line 50
    :cond_1
    invoke-virtual {v4}, Landroid/content/pm/SigningInfo;->getSigningCertificateHistory()[Landroid/content/pm/Signature;

    move-result-object v5

    array-length v6, v5

    const/4 v7, 0x0

    :goto_0
    if-ge v7, v6, :cond_2

    aget-object v8, v5, v7

    .line 51
    invoke-virtual {v8}, Landroid/content/pm/Signature;->toByteArray()[B

    move-result-object v1

    invoke-static {v1}, Lcom/hearthboard/cetp/SessionStore;->sha256Hex([B)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v3, v1}, Ljava/util/Set;->add(Ljava/lang/Object;)Z

    .line 50
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 53
    :cond_2
    goto :goto_2

    .line 54
    :cond_3
    iget-object v0, p0, Lcom/hearthboard/chores/SigningCertificateCheck;->packageManager:Landroid/content/pm/PackageManager;

    const/16 v2, 0x40

    invoke-virtual {v0, p1, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v0

    iget-object v4, v0, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    .line 55
    if-eqz v4, :cond_4

    array-length v0, v4

    const/4 v1, 0x1

    if-eq v0, v1, :cond_5

    .line 56
    :cond_4
    return-object v3

    .line 58
    :cond_5
    move-object v5, v4

    array-length v6, v5

    const/4 v7, 0x0

    :goto_1
    if-ge v7, v6, :cond_6

    aget-object v8, v5, v7

    .line 59
    invoke-virtual {v8}, Landroid/content/pm/Signature;->toByteArray()[B

    move-result-object v1

    invoke-static {v1}, Lcom/hearthboard/cetp/SessionStore;->sha256Hex([B)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v3, v1}, Ljava/util/Set;->add(Ljava/lang/Object;)Z

    .line 58
    add-int/lit8 v7, v7, 0x1

    goto :goto_1

    .line 62
    :cond_6
    :goto_2
    return-object v3
.end method


# virtual methods
.method public synthetic lambda$verify$0$com-hearthboard-chores-SigningCertificateCheck(I)Ljava/lang/String;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 31
    iget-object v0, p0, Lcom/hearthboard/chores/SigningCertificateCheck;->packageManager:Landroid/content/pm/PackageManager;

    invoke-static {v0, p1}, Lcom/hearthboard/cetp/PairingRepository;->solePackage(Landroid/content/pm/PackageManager;I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$verify$1$com-hearthboard-chores-SigningCertificateCheck(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Boolean;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 33
    invoke-direct {p0, p1}, Lcom/hearthboard/chores/SigningCertificateCheck;->signerDigests(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, p2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$verify$3$com-hearthboard-chores-SigningCertificateCheck(Ljava/lang/String;)Lcom/hearthboard/rx/Single;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 32
    iget-object v0, p0, Lcom/hearthboard/chores/SigningCertificateCheck;->pairing:Lcom/hearthboard/cetp/PairingRepository;

    iget-object v2, p0, Lcom/hearthboard/chores/SigningCertificateCheck;->provider:Ljava/lang/String;

    invoke-virtual {v0, p1, v2}, Lcom/hearthboard/cetp/PairingRepository;->pinnedDigest(Ljava/lang/String;Ljava/lang/String;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/chores/SigningCertificateCheck$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0, p1}, Lcom/hearthboard/chores/SigningCertificateCheck$$ExternalSyntheticLambda2;-><init>(Lcom/hearthboard/chores/SigningCertificateCheck;Ljava/lang/String;)V

    .line 33
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->map(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/chores/SigningCertificateCheck$$ExternalSyntheticLambda3;

    invoke-direct {v1, p1}, Lcom/hearthboard/chores/SigningCertificateCheck$$ExternalSyntheticLambda3;-><init>(Ljava/lang/String;)V

    .line 34
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->map(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    .line 32
    return-object v0
.end method

.method public verify(I)Lcom/hearthboard/rx/Single;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I)",
            "Lcom/hearthboard/rx/Single<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 31
    new-instance v0, Lcom/hearthboard/chores/SigningCertificateCheck$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0, p1}, Lcom/hearthboard/chores/SigningCertificateCheck$$ExternalSyntheticLambda0;-><init>(Lcom/hearthboard/chores/SigningCertificateCheck;I)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/chores/SigningCertificateCheck$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/hearthboard/chores/SigningCertificateCheck$$ExternalSyntheticLambda1;-><init>(Lcom/hearthboard/chores/SigningCertificateCheck;)V

    .line 32
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->flatMap(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    .line 31
    return-object v0
.end method
