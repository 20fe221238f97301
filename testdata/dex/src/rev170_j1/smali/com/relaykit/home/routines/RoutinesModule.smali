.class final Lcom/relaykit/home/routines/RoutinesModule;
.super Ljava/lang/Object;
.source "RoutinesModule.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    return-void
.end method

.method static install(Lcom/relaykit/home/core/ServiceContainer;Landroid/content/Context;)Lcom/relaykit/home/core/ServiceContainer;
    .registers 5

    .line 23
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v2

    .line 24
    new-instance v1, Lcom/relaykit/home/routines/RoutinesModule$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/relaykit/home/routines/RoutinesModule$$ExternalSyntheticLambda0;-><init>()V

    const-class v0, Lcom/relaykit/home/cetp/SessionStore;

    invoke-virtual {p0, v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 25
    new-instance v1, Lcom/relaykit/home/routines/RoutinesModule$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/relaykit/home/routines/RoutinesModule$$ExternalSyntheticLambda1;-><init>(Lcom/relaykit/home/core/ServiceContainer;)V

    const-class v0, Lcom/relaykit/home/routines/RoutineRepo;

    invoke-virtual {p0, v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 26
    new-instance v1, Lcom/relaykit/home/routines/RoutinesModule$$ExternalSyntheticLambda2;

    invoke-direct {v1, v2}, Lcom/relaykit/home/routines/RoutinesModule$$ExternalSyntheticLambda2;-><init>(Landroid/content/pm/PackageManager;)V

    const-class v0, Lcom/relaykit/home/trust/Pairings$Verifier;

    invoke-virtual {p0, v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 27
    new-instance v1, Lcom/relaykit/home/routines/RoutinesModule$$ExternalSyntheticLambda3;

    invoke-direct {v1, v2, p0}, Lcom/relaykit/home/routines/RoutinesModule$$ExternalSyntheticLambda3;-><init>(Landroid/content/pm/PackageManager;Lcom/relaykit/home/core/ServiceContainer;)V

    const-class v0, Lcom/relaykit/home/cetp/CetpV2ContentProvider$CallerGate;

    invoke-virtual {p0, v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 29
    new-instance v1, Lcom/relaykit/home/routines/RoutinesModule$$ExternalSyntheticLambda4;

    invoke-direct {v1, p1}, Lcom/relaykit/home/routines/RoutinesModule$$ExternalSyntheticLambda4;-><init>(Landroid/content/Context;)V

    const-class v0, Lcom/relaykit/home/cetp/CetpV2ContentProvider$ResolutionFactory;

    invoke-virtual {p0, v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 30
    new-instance v1, Lcom/relaykit/home/routines/RoutinesModule$$ExternalSyntheticLambda5;

    invoke-direct {v1}, Lcom/relaykit/home/routines/RoutinesModule$$ExternalSyntheticLambda5;-><init>()V

    const-class v0, Lcom/relaykit/home/routines/OperationBoard;

    invoke-virtual {p0, v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 31
    new-instance v1, Lcom/relaykit/home/routines/RoutinesModule$$ExternalSyntheticLambda6;

    invoke-direct {v1, p0}, Lcom/relaykit/home/routines/RoutinesModule$$ExternalSyntheticLambda6;-><init>(Lcom/relaykit/home/core/ServiceContainer;)V

    const-class v0, Lcom/relaykit/home/routines/DedupLedger;

    invoke-virtual {p0, v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 32
    new-instance v1, Lcom/relaykit/home/routines/RoutinesModule$1;

    invoke-direct {v1, p0}, Lcom/relaykit/home/routines/RoutinesModule$1;-><init>(Lcom/relaykit/home/core/ServiceContainer;)V

    const-class v0, Lcom/relaykit/home/cetp/CetpV2ContentProvider$MutationExecutor;

    invoke-virtual {p0, v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 41
    return-object p0
.end method

.method static synthetic lambda$install$0()Lcom/relaykit/home/cetp/SessionStore;
    .registers 1

    .line 24
    new-instance v0, Lcom/relaykit/home/cetp/SessionStore;

    invoke-direct {v0}, Lcom/relaykit/home/cetp/SessionStore;-><init>()V

    return-object v0
.end method

.method static synthetic lambda$install$1(Lcom/relaykit/home/core/ServiceContainer;)Lcom/relaykit/home/routines/RoutineRepo;
    .registers 4

    .line 25
    new-instance v0, Lcom/relaykit/home/routines/RoutineRepo;

    const-class v2, Lcom/relaykit/home/core/HomeDb;

    invoke-virtual {p0, v2}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/relaykit/home/core/HomeDb;

    invoke-direct {v0, v1}, Lcom/relaykit/home/routines/RoutineRepo;-><init>(Lcom/relaykit/home/core/HomeDb;)V

    return-object v0
.end method

.method static synthetic lambda$install$2(Landroid/content/pm/PackageManager;)Lcom/relaykit/home/trust/Pairings$Verifier;
    .registers 2

    .line 26
    new-instance v0, Lcom/relaykit/home/trust/RotationAwareVerifier;

    invoke-direct {v0, p0}, Lcom/relaykit/home/trust/RotationAwareVerifier;-><init>(Landroid/content/pm/PackageManager;)V

    return-object v0
.end method

.method static synthetic lambda$install$3(Landroid/content/pm/PackageManager;Lcom/relaykit/home/core/ServiceContainer;)Lcom/relaykit/home/cetp/CetpV2ContentProvider$CallerGate;
    .registers 6

    .line 27
    new-instance v0, Lcom/relaykit/home/trust/PairedAppsGate;

    const-class v2, Lcom/relaykit/home/trust/Pairings;

    invoke-virtual {p1, v2}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/relaykit/home/trust/Pairings;

    .line 28
    const-class v3, Lcom/relaykit/home/trust/Pairings$Verifier;

    invoke-virtual {p1, v3}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/relaykit/home/trust/Pairings$Verifier;

    const-string v3, "com.relaykit.home.routines"

    invoke-direct {v0, p0, v1, v2, v3}, Lcom/relaykit/home/trust/PairedAppsGate;-><init>(Landroid/content/pm/PackageManager;Lcom/relaykit/home/trust/Pairings;Lcom/relaykit/home/trust/Pairings$Verifier;Ljava/lang/String;)V

    .line 27
    return-object v0
.end method

.method static synthetic lambda$install$4(Landroid/content/Context;)Lcom/relaykit/home/cetp/CetpV2ContentProvider$ResolutionFactory;
    .registers 2

    .line 29
    new-instance v0, Lcom/relaykit/home/routines/RoutineIntents;

    invoke-direct {v0, p0}, Lcom/relaykit/home/routines/RoutineIntents;-><init>(Landroid/content/Context;)V

    return-object v0
.end method

.method static synthetic lambda$install$5()Lcom/relaykit/home/routines/OperationBoard;
    .registers 1

    .line 30
    new-instance v0, Lcom/relaykit/home/routines/OperationBoard;

    invoke-direct {v0}, Lcom/relaykit/home/routines/OperationBoard;-><init>()V

    return-object v0
.end method

.method static synthetic lambda$install$6(Lcom/relaykit/home/core/ServiceContainer;)Lcom/relaykit/home/routines/DedupLedger;
    .registers 4

    .line 31
    new-instance v0, Lcom/relaykit/home/routines/DedupLedger;

    const-class v2, Lcom/relaykit/home/core/HomeDb;

    invoke-virtual {p0, v2}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/relaykit/home/core/HomeDb;

    const-string v2, "com.relaykit.home.routines"

    invoke-direct {v0, v1, v2}, Lcom/relaykit/home/routines/DedupLedger;-><init>(Lcom/relaykit/home/core/HomeDb;Ljava/lang/String;)V

    return-object v0
.end method
