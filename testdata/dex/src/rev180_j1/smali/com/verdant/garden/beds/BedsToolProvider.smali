.class public final Lcom/verdant/garden/beds/BedsToolProvider;
.super Lcom/verdant/garden/cetp/CetpV2ContentProvider;
.source "BedsToolProvider.java"


# static fields
.field private static final INFO:Lcom/verdant/garden/cetp/ProviderInfo;

.field static final PROVIDER_ID:Ljava/lang/String; = "com.verdant.garden.beds"

.field private static final TAG:Ljava/lang/String; = "BedsTools"

.field private static final TOOLS:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/verdant/garden/cetp/ToolDescriptor;",
            ">;"
        }
    .end annotation
.end field


# instance fields
.field private beds:Lcom/verdant/garden/beds/BedRepository;

.field private callers:Ljava/util/function/Function;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Function<",
            "Ljava/lang/Integer;",
            "Ljava/util/Optional<",
            "Lcom/verdant/garden/cetp/Caller;",
            ">;>;"
        }
    .end annotation
.end field

.field private executor:Lcom/verdant/garden/cetp/MutationExecutor;

.field private final reads:Ljava/util/concurrent/ExecutorService;


# direct methods
.method static constructor <clinit>()V
    .registers 12

    .line 29
    const/4 v3, 0x2

    new-array v3, v3, [Lcom/verdant/garden/cetp/ProviderInfo$Scope;

    new-instance v5, Lcom/verdant/garden/cetp/ProviderInfo$Scope;

    move-object v6, v5

    const-string v7, "beds.read"

    const-string v8, "See your beds"

    const-string v9, "Read beds, plantings and harvest totals"

    const-string v10, "read"

    const-string v11, "personal"

    invoke-direct/range {v6 .. v11}, Lcom/verdant/garden/cetp/ProviderInfo$Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v4, 0x0

    aput-object v5, v3, v4

    new-instance v5, Lcom/verdant/garden/cetp/ProviderInfo$Scope;

    move-object v6, v5

    const-string v7, "beds.write"

    const-string v8, "Change your beds"

    const-string v9, "Plant crops, record harvests, remove beds"

    const-string v10, "write"

    const-string v11, "personal"

    invoke-direct/range {v6 .. v11}, Lcom/verdant/garden/cetp/ProviderInfo$Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v4, 0x1

    aput-object v5, v3, v4

    const-string v0, "com.verdant.garden.beds"

    const-string v1, "Verdant Beds"

    const-string v2, "Beds, plantings and harvest records of your Verdant garden."

    invoke-static {v0, v1, v2, v3}, Lcom/verdant/garden/cetp/ProviderInfo;->of(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Lcom/verdant/garden/cetp/ProviderInfo$Scope;)Lcom/verdant/garden/cetp/ProviderInfo;

    move-result-object v0

    sput-object v0, Lcom/verdant/garden/beds/BedsToolProvider;->INFO:Lcom/verdant/garden/cetp/ProviderInfo;

    .line 36
    invoke-static {}, Lcom/verdant/garden/beds/BedTool;->values()[Lcom/verdant/garden/beds/BedTool;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/beds/BedsToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v1}, Lcom/verdant/garden/beds/BedsToolProvider$$ExternalSyntheticLambda3;-><init>()V

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v0

    invoke-static {}, Ljava/util/stream/Collectors;->toList()Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    .line 35
    invoke-static {v0}, Ljava/util/Collections;->unmodifiableList(Ljava/util/List;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/verdant/garden/beds/BedsToolProvider;->TOOLS:Ljava/util/List;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 26
    invoke-direct {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;-><init>()V

    .line 38
    const/4 v0, 0x2

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/verdant/garden/beds/BedsToolProvider;->reads:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method static synthetic lambda$authorize$0(Lcom/verdant/garden/cetp/ProviderRequest;Ljava/lang/String;)Z
    .registers 4

    .line 89
    invoke-virtual {p0}, Lcom/verdant/garden/cetp/ProviderRequest;->caller()Lcom/verdant/garden/cetp/Caller;

    move-result-object v1

    invoke-virtual {v1}, Lcom/verdant/garden/cetp/Caller;->packageName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method


# virtual methods
.method public authorize(Lcom/verdant/garden/cetp/ProviderRequest;)Lcom/verdant/garden/cetp/AccessDecision;
    .registers 5

    .line 88
    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->extras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "calling_package"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/beds/BedsToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v1, p1}, Lcom/verdant/garden/beds/BedsToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/verdant/garden/cetp/ProviderRequest;)V

    .line 89
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    .line 90
    invoke-virtual {v0}, Ljava/util/Optional;->isPresent()Z

    move-result v2

    .line 91
    if-eqz v2, :cond_0

    .line 92
    const-string v0, "BedsTools"

    const-string v1, "calling_package hint contradicts the caller\'s UID; refused"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 93
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->PERMISSION_DENIED:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-static {v0}, Lcom/verdant/garden/cetp/AccessDecision;->deny(Lcom/verdant/garden/cetp/ErrorCode;)Lcom/verdant/garden/cetp/AccessDecision;

    move-result-object v0

    return-object v0

    .line 95
    :cond_0
    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->caller()Lcom/verdant/garden/cetp/Caller;

    move-result-object v0

    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->tool()Lcom/verdant/garden/cetp/ToolDescriptor;

    move-result-object v1

    invoke-virtual {v1}, Lcom/verdant/garden/cetp/ToolDescriptor;->scopes()Ljava/util/List;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/verdant/garden/cetp/Caller;->holdsAll(Ljava/util/Collection;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 96
    sget-object v0, Lcom/verdant/garden/cetp/AccessDecision;->ALLOW:Lcom/verdant/garden/cetp/AccessDecision;

    goto :goto_0

    .line 97
    :cond_1
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->PERMISSION_DENIED:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-static {v0}, Lcom/verdant/garden/cetp/AccessDecision;->deny(Lcom/verdant/garden/cetp/ErrorCode;)Lcom/verdant/garden/cetp/AccessDecision;

    move-result-object v0

    .line 95
    :goto_0
    return-object v0
.end method

.method beds()Lcom/verdant/garden/beds/BedRepository;
    .registers 2

    .line 54
    iget-object v0, p0, Lcom/verdant/garden/beds/BedsToolProvider;->beds:Lcom/verdant/garden/beds/BedRepository;

    return-object v0
.end method

.method protected callers()Ljava/util/function/Function;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/function/Function<",
            "Ljava/lang/Integer;",
            "Ljava/util/Optional<",
            "Lcom/verdant/garden/cetp/Caller;",
            ">;>;"
        }
    .end annotation

    .line 73
    iget-object v0, p0, Lcom/verdant/garden/beds/BedsToolProvider;->callers:Ljava/util/function/Function;

    return-object v0
.end method

.method public executeTool(Lcom/verdant/garden/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 5

    .line 102
    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->tool()Lcom/verdant/garden/cetp/ToolDescriptor;

    move-result-object v0

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ToolDescriptor;->name()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/verdant/garden/beds/BedTool;->named(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/beds/BedsToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0, p1}, Lcom/verdant/garden/beds/BedsToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/verdant/garden/beds/BedsToolProvider;Lcom/verdant/garden/cetp/ProviderRequest;)V

    .line 103
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->TOOL_NOT_FOUND:Lcom/verdant/garden/cetp/ErrorCode;

    .line 104
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/beds/BedsToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v2, v1}, Lcom/verdant/garden/beds/BedsToolProvider$$ExternalSyntheticLambda2;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    .line 102
    return-object v0
.end method

.method public getMutationExecutor()Lcom/verdant/garden/cetp/MutationExecutor;
    .registers 2

    .line 78
    iget-object v0, p0, Lcom/verdant/garden/beds/BedsToolProvider;->executor:Lcom/verdant/garden/cetp/MutationExecutor;

    return-object v0
.end method

.method public getProvider()Lcom/verdant/garden/cetp/ProviderInfo;
    .registers 2

    .line 63
    sget-object v0, Lcom/verdant/garden/beds/BedsToolProvider;->INFO:Lcom/verdant/garden/cetp/ProviderInfo;

    return-object v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/verdant/garden/cetp/ToolDescriptor;",
            ">;"
        }
    .end annotation

    .line 68
    sget-object v0, Lcom/verdant/garden/beds/BedsToolProvider;->TOOLS:Ljava/util/List;

    return-object v0
.end method

.method public synthetic lambda$executeTool$1$com-verdant-garden-beds-BedsToolProvider(Lcom/verdant/garden/cetp/ProviderRequest;Lcom/verdant/garden/beds/BedTool;)Landroid/os/Bundle;
    .registers 4

    .line 103
    invoke-virtual {p2, p0, p1}, Lcom/verdant/garden/beds/BedTool;->invoke(Lcom/verdant/garden/beds/BedsToolProvider;Lcom/verdant/garden/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 8

    .line 45
    invoke-virtual {p0}, Lcom/verdant/garden/beds/BedsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/verdant/garden/data/GardenDatabase;->get(Landroid/content/Context;)Lcom/verdant/garden/data/GardenDatabase;

    move-result-object v5

    .line 46
    new-instance v1, Lcom/verdant/garden/beds/BedRepository;

    invoke-direct {v1, v5}, Lcom/verdant/garden/beds/BedRepository;-><init>(Lcom/verdant/garden/data/GardenDatabase;)V

    iput-object v1, p0, Lcom/verdant/garden/beds/BedsToolProvider;->beds:Lcom/verdant/garden/beds/BedRepository;

    .line 47
    new-instance v1, Lcom/verdant/garden/beds/DurableMutationExecutor;

    const-string v3, "com.verdant.garden.beds"

    invoke-direct {v1, v5, v3}, Lcom/verdant/garden/beds/DurableMutationExecutor;-><init>(Lcom/verdant/garden/data/GardenDatabase;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/verdant/garden/beds/BedsToolProvider;->executor:Lcom/verdant/garden/cetp/MutationExecutor;

    .line 48
    invoke-super {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->onCreate()Z

    move-result v6

    .line 49
    new-instance v1, Lcom/verdant/garden/cetp/SignedCallers;

    invoke-virtual {p0}, Lcom/verdant/garden/beds/BedsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v2

    invoke-virtual {p0}, Lcom/verdant/garden/beds/BedsToolProvider;->grants()Lcom/verdant/garden/cetp/Grants;

    move-result-object v3

    const-string v4, "com.verdant.garden.beds"

    invoke-direct {v1, v2, v3, v4}, Lcom/verdant/garden/cetp/SignedCallers;-><init>(Landroid/content/pm/PackageManager;Lcom/verdant/garden/cetp/Grants;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/verdant/garden/beds/BedsToolProvider;->callers:Ljava/util/function/Function;

    .line 50
    return v6
.end method

.method reads()Ljava/util/concurrent/Executor;
    .registers 2

    .line 58
    iget-object v0, p0, Lcom/verdant/garden/beds/BedsToolProvider;->reads:Ljava/util/concurrent/ExecutorService;

    return-object v0
.end method
