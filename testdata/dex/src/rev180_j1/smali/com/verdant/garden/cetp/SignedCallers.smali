.class public final Lcom/verdant/garden/cetp/SignedCallers;
.super Ljava/lang/Object;
.source "SignedCallers.java"

# interfaces
.implements Ljava/util/function/Function;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/util/function/Function<",
        "Ljava/lang/Integer;",
        "Ljava/util/Optional<",
        "Lcom/verdant/garden/cetp/Caller;",
        ">;>;"
    }
.end annotation


# instance fields
.field private final grants:Lcom/verdant/garden/cetp/Grants;

.field private final pm:Landroid/content/pm/PackageManager;

.field private final provider:Ljava/lang/String;


# direct methods
.method public constructor <init>(Landroid/content/pm/PackageManager;Lcom/verdant/garden/cetp/Grants;Ljava/lang/String;)V
    .registers 4

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput-object p1, p0, Lcom/verdant/garden/cetp/SignedCallers;->pm:Landroid/content/pm/PackageManager;

    .line 19
    iput-object p2, p0, Lcom/verdant/garden/cetp/SignedCallers;->grants:Lcom/verdant/garden/cetp/Grants;

    .line 20
    iput-object p3, p0, Lcom/verdant/garden/cetp/SignedCallers;->provider:Ljava/lang/String;

    .line 21
    return-void
.end method

.method static synthetic lambda$apply$0([Ljava/lang/String;)Z
    .registers 3

    .line 26
    array-length v0, p0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$apply$1([Ljava/lang/String;)Ljava/lang/String;
    .registers 3

    .line 27
    const/4 v1, 0x0

    aget-object v0, p0, v1

    return-object v0
.end method

.method static synthetic lambda$apply$3(Ljava/lang/Integer;Lcom/verdant/garden/cetp/Grants$Grant;)Z
    .registers 4

    .line 29
    invoke-virtual {p1}, Lcom/verdant/garden/cetp/Grants$Grant;->uid()I

    move-result v0

    invoke-virtual {p0}, Ljava/lang/Integer;->intValue()I

    move-result v1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$apply$4(Ljava/lang/Integer;Lcom/verdant/garden/cetp/Grants$Grant;)Lcom/verdant/garden/cetp/Caller;
    .registers 6

    .line 31
    new-instance v0, Lcom/verdant/garden/cetp/Caller;

    invoke-virtual {p0}, Ljava/lang/Integer;->intValue()I

    move-result v1

    invoke-virtual {p1}, Lcom/verdant/garden/cetp/Grants$Grant;->packageName()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/verdant/garden/cetp/Grants$Grant;->scopes()Ljava/util/Set;

    move-result-object v3

    invoke-direct {v0, v1, v2, v3}, Lcom/verdant/garden/cetp/Caller;-><init>(ILjava/lang/String;Ljava/util/Set;)V

    return-object v0
.end method

.method private signedByPairedCertificate(Lcom/verdant/garden/cetp/Grants$Grant;)Z
    .registers 6

    .line 35
    iget-object v0, p0, Lcom/verdant/garden/cetp/SignedCallers;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {p1}, Lcom/verdant/garden/cetp/Grants$Grant;->packageName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/verdant/garden/cetp/Grants$Grant;->certSha256()Ljava/lang/String;

    move-result-object v2

    invoke-static {v2}, Lcom/verdant/garden/cetp/Tokens;->hexBytes(Ljava/lang/String;)[B

    move-result-object v2

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    return v0
.end method


# virtual methods
.method public bridge synthetic apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    .line 12
    check-cast p1, Ljava/lang/Integer;

    invoke-virtual {p0, p1}, Lcom/verdant/garden/cetp/SignedCallers;->apply(Ljava/lang/Integer;)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method

.method public apply(Ljava/lang/Integer;)Ljava/util/Optional;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/Integer;",
            ")",
            "Ljava/util/Optional<",
            "Lcom/verdant/garden/cetp/Caller;",
            ">;"
        }
    .end annotation

    .line 25
    iget-object v0, p0, Lcom/verdant/garden/cetp/SignedCallers;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I

    move-result v1

    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/cetp/SignedCallers$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/verdant/garden/cetp/SignedCallers$$ExternalSyntheticLambda0;-><init>()V

    .line 26
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/cetp/SignedCallers$$ExternalSyntheticLambda1;

    invoke-direct {v1}, Lcom/verdant/garden/cetp/SignedCallers$$ExternalSyntheticLambda1;-><init>()V

    .line 27
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/cetp/SignedCallers$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0}, Lcom/verdant/garden/cetp/SignedCallers$$ExternalSyntheticLambda2;-><init>(Lcom/verdant/garden/cetp/SignedCallers;)V

    .line 28
    invoke-virtual {v0, v1}, Ljava/util/Optional;->flatMap(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/cetp/SignedCallers$$ExternalSyntheticLambda3;

    invoke-direct {v1, p1}, Lcom/verdant/garden/cetp/SignedCallers$$ExternalSyntheticLambda3;-><init>(Ljava/lang/Integer;)V

    .line 29
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/cetp/SignedCallers$$ExternalSyntheticLambda4;

    invoke-direct {v1, p0}, Lcom/verdant/garden/cetp/SignedCallers$$ExternalSyntheticLambda4;-><init>(Lcom/verdant/garden/cetp/SignedCallers;)V

    .line 30
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/cetp/SignedCallers$$ExternalSyntheticLambda5;

    invoke-direct {v1, p1}, Lcom/verdant/garden/cetp/SignedCallers$$ExternalSyntheticLambda5;-><init>(Ljava/lang/Integer;)V

    .line 31
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    .line 25
    return-object v0
.end method

.method public synthetic lambda$apply$2$com-verdant-garden-cetp-SignedCallers(Ljava/lang/String;)Ljava/util/Optional;
    .registers 4

    .line 28
    iget-object v0, p0, Lcom/verdant/garden/cetp/SignedCallers;->grants:Lcom/verdant/garden/cetp/Grants;

    iget-object v1, p0, Lcom/verdant/garden/cetp/SignedCallers;->provider:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/verdant/garden/cetp/Grants;->find(Ljava/lang/String;Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method
