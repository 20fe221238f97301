.class final Lcom/tallyspring/budget/budget/SignedAppPolicy;
.super Ljava/lang/Object;
.source "SignedAppPolicy.java"

# interfaces
.implements Lcom/tallyspring/budget/cetp/CallerPolicy;


# instance fields
.field private final context:Landroid/content/Context;

.field private final pairings:Lcom/tallyspring/budget/data/Pairings;

.field private final provider:Ljava/lang/String;


# direct methods
.method constructor <init>(Landroid/content/Context;Lcom/tallyspring/budget/data/Pairings;Ljava/lang/String;)V
    .registers 4

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 28
    iput-object p1, p0, Lcom/tallyspring/budget/budget/SignedAppPolicy;->context:Landroid/content/Context;

    .line 29
    iput-object p2, p0, Lcom/tallyspring/budget/budget/SignedAppPolicy;->pairings:Lcom/tallyspring/budget/data/Pairings;

    .line 30
    iput-object p3, p0, Lcom/tallyspring/budget/budget/SignedAppPolicy;->provider:Ljava/lang/String;

    .line 31
    return-void
.end method

.method private grant(ILjava/util/Set;Landroid/content/pm/PackageManager;)Ljava/util/Optional;
    .registers 9
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;",
            "Landroid/content/pm/PackageManager;",
            ")",
            "Ljava/util/Optional<",
            "Lcom/tallyspring/budget/cetp/CallerGrant;",
            ">;"
        }
    .end annotation

    .line 46
    invoke-interface {p2}, Ljava/util/Set;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda3;

    invoke-direct {v1, p0}, Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda3;-><init>(Lcom/tallyspring/budget/budget/SignedAppPolicy;)V

    .line 47
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda4;

    invoke-direct {v1}, Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda4;-><init>()V

    .line 48
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda5;

    invoke-direct {v1}, Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda5;-><init>()V

    .line 49
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v0

    .line 50
    invoke-static {}, Ljava/util/stream/Collectors;->toList()Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    move-object v2, v0

    .line 51
    new-instance v3, Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda6;

    invoke-direct {v3, p3}, Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda6;-><init>(Landroid/content/pm/PackageManager;)V

    .line 53
    invoke-interface {v2}, Ljava/util/List;->size()I

    move-result v0

    invoke-interface {p2}, Ljava/util/Set;->size()I

    move-result v1

    if-ne v0, v1, :cond_0

    invoke-interface {v2}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    invoke-interface {v0, v3}, Ljava/util/stream/Stream;->allMatch(Ljava/util/function/Predicate;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 54
    :cond_0
    invoke-static {}, Ljava/util/Optional;->empty()Ljava/util/Optional;

    move-result-object v0

    return-object v0

    .line 56
    :cond_1
    invoke-interface {v2}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda7;

    invoke-direct {v1}, Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda7;-><init>()V

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->flatMap(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v0

    invoke-static {}, Ljava/util/stream/Collectors;->toSet()Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Set;

    move-object v4, v0

    .line 57
    invoke-static {p1, p2, v4}, Lcom/tallyspring/budget/cetp/CallerGrant;->of(ILjava/util/Collection;Ljava/util/Collection;)Lcom/tallyspring/budget/cetp/CallerGrant;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->of(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$admit$0([Ljava/lang/String;)Ljava/util/Set;
    .registers 3

    .line 40
    invoke-static {p0}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;

    move-result-object v0

    invoke-static {}, Ljava/util/stream/Collectors;->toSet()Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Set;

    return-object v0
.end method

.method static synthetic lambda$admit$1(Ljava/util/Set;)Z
    .registers 3

    .line 41
    invoke-interface {p0}, Ljava/util/Set;->size()I

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$grant$4(Landroid/content/pm/PackageManager;Lcom/tallyspring/budget/data/Pairings$Pairing;)Z
    .registers 6

    .line 51
    iget-object v1, p1, Lcom/tallyspring/budget/data/Pairings$Pairing;->packageName:Ljava/lang/String;

    iget-object v2, p1, Lcom/tallyspring/budget/data/Pairings$Pairing;->certSha256:Ljava/lang/String;

    .line 52
    invoke-static {v2}, Lcom/tallyspring/budget/cetp/Crypto;->unhex(Ljava/lang/String;)[B

    move-result-object v2

    .line 51
    const/4 v3, 0x1

    invoke-virtual {p0, v1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    return v0
.end method

.method static synthetic lambda$grant$5(Lcom/tallyspring/budget/data/Pairings$Pairing;)Ljava/util/stream/Stream;
    .registers 2

    .line 56
    iget-object v0, p0, Lcom/tallyspring/budget/data/Pairings$Pairing;->scopes:Ljava/util/Set;

    invoke-interface {v0}, Ljava/util/Set;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public admit(I)Ljava/util/Optional;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I)",
            "Ljava/util/Optional<",
            "Lcom/tallyspring/budget/cetp/CallerGrant;",
            ">;"
        }
    .end annotation

    .line 35
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-ge v0, v1, :cond_0

    .line 36
    invoke-static {}, Ljava/util/Optional;->empty()Ljava/util/Optional;

    move-result-object v0

    return-object v0

    .line 38
    :cond_0
    iget-object v0, p0, Lcom/tallyspring/budget/budget/SignedAppPolicy;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v2

    .line 39
    invoke-virtual {v2, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda0;-><init>()V

    .line 40
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda1;

    invoke-direct {v1}, Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda1;-><init>()V

    .line 41
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0, p1, v2}, Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda2;-><init>(Lcom/tallyspring/budget/budget/SignedAppPolicy;ILandroid/content/pm/PackageManager;)V

    .line 42
    invoke-virtual {v0, v1}, Ljava/util/Optional;->flatMap(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    .line 39
    return-object v0
.end method

.method public synthetic lambda$admit$2$com-tallyspring-budget-budget-SignedAppPolicy(ILandroid/content/pm/PackageManager;Ljava/util/Set;)Ljava/util/Optional;
    .registers 5

    .line 42
    invoke-direct {p0, p1, p3, p2}, Lcom/tallyspring/budget/budget/SignedAppPolicy;->grant(ILjava/util/Set;Landroid/content/pm/PackageManager;)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$grant$3$com-tallyspring-budget-budget-SignedAppPolicy(Ljava/lang/String;)Ljava/util/Optional;
    .registers 4

    .line 47
    iget-object v0, p0, Lcom/tallyspring/budget/budget/SignedAppPolicy;->pairings:Lcom/tallyspring/budget/data/Pairings;

    iget-object v1, p0, Lcom/tallyspring/budget/budget/SignedAppPolicy;->provider:Ljava/lang/String;

    invoke-virtual {v0, p1, v1}, Lcom/tallyspring/budget/data/Pairings;->find(Ljava/lang/String;Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method
