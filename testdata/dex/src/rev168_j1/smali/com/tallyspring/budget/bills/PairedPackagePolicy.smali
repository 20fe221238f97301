.class final Lcom/tallyspring/budget/bills/PairedPackagePolicy;
.super Ljava/lang/Object;
.source "PairedPackagePolicy.java"

# interfaces
.implements Lcom/tallyspring/budget/cetp/CallerPolicy;


# static fields
.field private static final TAG:Ljava/lang/String; = "TallyPolicy"


# instance fields
.field private final context:Landroid/content/Context;

.field private final pairings:Lcom/tallyspring/budget/data/Pairings;

.field private final provider:Ljava/lang/String;


# direct methods
.method constructor <init>(Landroid/content/Context;Lcom/tallyspring/budget/data/Pairings;Ljava/lang/String;)V
    .registers 4

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    iput-object p1, p0, Lcom/tallyspring/budget/bills/PairedPackagePolicy;->context:Landroid/content/Context;

    .line 26
    iput-object p2, p0, Lcom/tallyspring/budget/bills/PairedPackagePolicy;->pairings:Lcom/tallyspring/budget/data/Pairings;

    .line 27
    iput-object p3, p0, Lcom/tallyspring/budget/bills/PairedPackagePolicy;->provider:Ljava/lang/String;

    .line 28
    return-void
.end method

.method private static installedBefore(Landroid/content/pm/PackageManager;Ljava/lang/String;J)Z
    .registers 8

    .line 44
    const/high16 v2, 0x8000000

    :try_start_0
    invoke-virtual {p0, p1, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v3

    .line 45
    iget-wide v0, v3, Landroid/content/pm/PackageInfo;->firstInstallTime:J
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    cmp-long v0, v0, p2

    if-gtz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0

    :catch_0
    move-exception v3

    .line 47
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "paired package is gone: "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "TallyPolicy"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 48
    const/4 v0, 0x0

    return v0
.end method

.method static synthetic lambda$admit$0([Ljava/lang/String;)Z
    .registers 2

    .line 34
    array-length v0, p0

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$admit$1([Ljava/lang/String;)Ljava/lang/String;
    .registers 3

    .line 35
    const/4 v1, 0x0

    aget-object v0, p0, v1

    return-object v0
.end method

.method static synthetic lambda$admit$3(Landroid/content/pm/PackageManager;Lcom/tallyspring/budget/data/Pairings$Pairing;)Z
    .registers 6

    .line 37
    iget-object v1, p1, Lcom/tallyspring/budget/data/Pairings$Pairing;->packageName:Ljava/lang/String;

    iget-wide v2, p1, Lcom/tallyspring/budget/data/Pairings$Pairing;->pairedAtMs:J

    invoke-static {p0, v1, v2, v3}, Lcom/tallyspring/budget/bills/PairedPackagePolicy;->installedBefore(Landroid/content/pm/PackageManager;Ljava/lang/String;J)Z

    move-result v0

    return v0
.end method

.method static synthetic lambda$admit$4(ILcom/tallyspring/budget/data/Pairings$Pairing;)Lcom/tallyspring/budget/cetp/CallerGrant;
    .registers 5

    .line 38
    iget-object v1, p1, Lcom/tallyspring/budget/data/Pairings$Pairing;->packageName:Ljava/lang/String;

    invoke-static {v1}, Ljava/util/Collections;->singleton(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v1

    iget-object v2, p1, Lcom/tallyspring/budget/data/Pairings$Pairing;->scopes:Ljava/util/Set;

    invoke-static {p0, v1, v2}, Lcom/tallyspring/budget/cetp/CallerGrant;->of(ILjava/util/Collection;Ljava/util/Collection;)Lcom/tallyspring/budget/cetp/CallerGrant;

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

    .line 32
    iget-object v0, p0, Lcom/tallyspring/budget/bills/PairedPackagePolicy;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v2

    .line 33
    invoke-virtual {v2, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/bills/PairedPackagePolicy$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/tallyspring/budget/bills/PairedPackagePolicy$$ExternalSyntheticLambda0;-><init>()V

    .line 34
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/bills/PairedPackagePolicy$$ExternalSyntheticLambda1;

    invoke-direct {v1}, Lcom/tallyspring/budget/bills/PairedPackagePolicy$$ExternalSyntheticLambda1;-><init>()V

    .line 35
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/bills/PairedPackagePolicy$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0}, Lcom/tallyspring/budget/bills/PairedPackagePolicy$$ExternalSyntheticLambda2;-><init>(Lcom/tallyspring/budget/bills/PairedPackagePolicy;)V

    .line 36
    invoke-virtual {v0, v1}, Ljava/util/Optional;->flatMap(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/bills/PairedPackagePolicy$$ExternalSyntheticLambda3;

    invoke-direct {v1, v2}, Lcom/tallyspring/budget/bills/PairedPackagePolicy$$ExternalSyntheticLambda3;-><init>(Landroid/content/pm/PackageManager;)V

    .line 37
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/bills/PairedPackagePolicy$$ExternalSyntheticLambda4;

    invoke-direct {v1, p1}, Lcom/tallyspring/budget/bills/PairedPackagePolicy$$ExternalSyntheticLambda4;-><init>(I)V

    .line 38
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    .line 33
    return-object v0
.end method

.method public synthetic lambda$admit$2$com-tallyspring-budget-bills-PairedPackagePolicy(Ljava/lang/String;)Ljava/util/Optional;
    .registers 4

    .line 36
    iget-object v0, p0, Lcom/tallyspring/budget/bills/PairedPackagePolicy;->pairings:Lcom/tallyspring/budget/data/Pairings;

    iget-object v1, p0, Lcom/tallyspring/budget/bills/PairedPackagePolicy;->provider:Ljava/lang/String;

    invoke-virtual {v0, p1, v1}, Lcom/tallyspring/budget/data/Pairings;->find(Ljava/lang/String;Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method
