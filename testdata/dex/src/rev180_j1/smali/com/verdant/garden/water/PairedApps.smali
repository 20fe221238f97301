.class public final Lcom/verdant/garden/water/PairedApps;
.super Ljava/lang/Object;
.source "PairedApps.java"

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

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    iput-object p1, p0, Lcom/verdant/garden/water/PairedApps;->pm:Landroid/content/pm/PackageManager;

    .line 21
    iput-object p2, p0, Lcom/verdant/garden/water/PairedApps;->grants:Lcom/verdant/garden/cetp/Grants;

    .line 22
    iput-object p3, p0, Lcom/verdant/garden/water/PairedApps;->provider:Ljava/lang/String;

    .line 23
    return-void
.end method

.method static synthetic lambda$firstPackage$1([Ljava/lang/String;)Z
    .registers 2

    .line 33
    array-length v0, p0

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$firstPackage$2([Ljava/lang/String;)Ljava/lang/String;
    .registers 3

    .line 34
    const/4 v1, 0x0

    aget-object v0, p0, v1

    return-object v0
.end method

.method static synthetic lambda$forPackage$3(ILjava/lang/String;Lcom/verdant/garden/cetp/Grants$Grant;)Lcom/verdant/garden/cetp/Caller;
    .registers 5

    .line 40
    new-instance v0, Lcom/verdant/garden/cetp/Caller;

    invoke-virtual {p2}, Lcom/verdant/garden/cetp/Grants$Grant;->scopes()Ljava/util/Set;

    move-result-object v1

    invoke-direct {v0, p0, p1, v1}, Lcom/verdant/garden/cetp/Caller;-><init>(ILjava/lang/String;Ljava/util/Set;)V

    return-object v0
.end method

.method private unchangedSincePairing(Lcom/verdant/garden/cetp/Grants$Grant;)Z
    .registers 7

    .line 45
    :try_start_0
    iget-object v0, p0, Lcom/verdant/garden/water/PairedApps;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {p1}, Lcom/verdant/garden/cetp/Grants$Grant;->packageName()Ljava/lang/String;

    move-result-object v1

    const/high16 v2, 0x8000000

    invoke-virtual {v0, v1, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v4

    .line 46
    iget-wide v0, v4, Landroid/content/pm/PackageInfo;->lastUpdateTime:J

    invoke-virtual {p1}, Lcom/verdant/garden/cetp/Grants$Grant;->pairedAt()J
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0

    :catch_0
    move-exception v4

    .line 48
    const/4 v0, 0x0

    return v0
.end method


# virtual methods
.method public bridge synthetic apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    .line 14
    check-cast p1, Ljava/lang/Integer;

    invoke-virtual {p0, p1}, Lcom/verdant/garden/water/PairedApps;->apply(Ljava/lang/Integer;)Ljava/util/Optional;

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

    .line 27
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I

    move-result v1

    invoke-virtual {p0, v1}, Lcom/verdant/garden/water/PairedApps;->firstPackage(I)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, p1}, Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda0;-><init>(Lcom/verdant/garden/water/PairedApps;Ljava/lang/Integer;)V

    invoke-virtual {v0, v1}, Ljava/util/Optional;->flatMap(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method

.method public firstPackage(I)Ljava/util/Optional;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I)",
            "Ljava/util/Optional<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 32
    iget-object v0, p0, Lcom/verdant/garden/water/PairedApps;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda1;

    invoke-direct {v1}, Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda1;-><init>()V

    .line 33
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda2;

    invoke-direct {v1}, Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda2;-><init>()V

    .line 34
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    .line 32
    return-object v0
.end method

.method public forPackage(Ljava/lang/String;I)Ljava/util/Optional;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "I)",
            "Ljava/util/Optional<",
            "Lcom/verdant/garden/cetp/Caller;",
            ">;"
        }
    .end annotation

    .line 38
    iget-object v0, p0, Lcom/verdant/garden/water/PairedApps;->grants:Lcom/verdant/garden/cetp/Grants;

    iget-object v1, p0, Lcom/verdant/garden/water/PairedApps;->provider:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/verdant/garden/cetp/Grants;->find(Ljava/lang/String;Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda3;

    invoke-direct {v1, p0}, Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda3;-><init>(Lcom/verdant/garden/water/PairedApps;)V

    .line 39
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda4;

    invoke-direct {v1, p2, p1}, Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda4;-><init>(ILjava/lang/String;)V

    .line 40
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    .line 38
    return-object v0
.end method

.method public synthetic lambda$apply$0$com-verdant-garden-water-PairedApps(Ljava/lang/Integer;Ljava/lang/String;)Ljava/util/Optional;
    .registers 5

    .line 27
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I

    move-result v1

    invoke-virtual {p0, p2, v1}, Lcom/verdant/garden/water/PairedApps;->forPackage(Ljava/lang/String;I)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method
