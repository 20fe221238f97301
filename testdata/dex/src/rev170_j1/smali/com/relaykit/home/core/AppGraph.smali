.class public final Lcom/relaykit/home/core/AppGraph;
.super Ljava/lang/Object;
.source "AppGraph.java"


# static fields
.field private static root:Lcom/relaykit/home/core/ServiceContainer;


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    return-void
.end method

.method private static build(Landroid/content/Context;)Lcom/relaykit/home/core/ServiceContainer;
    .registers 4

    .line 28
    new-instance v2, Lcom/relaykit/home/core/ServiceContainer;

    invoke-direct {v2}, Lcom/relaykit/home/core/ServiceContainer;-><init>()V

    .line 29
    new-instance v1, Lcom/relaykit/home/core/AppGraph$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/relaykit/home/core/AppGraph$$ExternalSyntheticLambda0;-><init>(Landroid/content/Context;)V

    const-class v0, Lcom/relaykit/home/core/HomeDb;

    invoke-virtual {v2, v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 30
    new-instance v1, Lcom/relaykit/home/core/AppGraph$$ExternalSyntheticLambda1;

    invoke-direct {v1}, Lcom/relaykit/home/core/AppGraph$$ExternalSyntheticLambda1;-><init>()V

    const-class v0, Lcom/relaykit/home/core/EventBus;

    invoke-virtual {v2, v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 31
    new-instance v1, Lcom/relaykit/home/core/AppGraph$$ExternalSyntheticLambda2;

    invoke-direct {v1}, Lcom/relaykit/home/core/AppGraph$$ExternalSyntheticLambda2;-><init>()V

    const-class v0, Lcom/relaykit/home/core/Retry;

    invoke-virtual {v2, v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 32
    new-instance v1, Lcom/relaykit/home/core/AppGraph$$ExternalSyntheticLambda3;

    invoke-direct {v1}, Lcom/relaykit/home/core/AppGraph$$ExternalSyntheticLambda3;-><init>()V

    const-class v0, Lcom/relaykit/home/core/CommandHistory;

    invoke-virtual {v2, v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 33
    new-instance v1, Lcom/relaykit/home/core/AppGraph$$ExternalSyntheticLambda4;

    invoke-direct {v1, v2}, Lcom/relaykit/home/core/AppGraph$$ExternalSyntheticLambda4;-><init>(Lcom/relaykit/home/core/ServiceContainer;)V

    const-class v0, Lcom/relaykit/home/cetp/ApprovalStore;

    invoke-virtual {v2, v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 34
    new-instance v1, Lcom/relaykit/home/core/AppGraph$$ExternalSyntheticLambda5;

    invoke-direct {v1, v2}, Lcom/relaykit/home/core/AppGraph$$ExternalSyntheticLambda5;-><init>(Lcom/relaykit/home/core/ServiceContainer;)V

    const-class v0, Lcom/relaykit/home/trust/Pairings;

    invoke-virtual {v2, v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 35
    new-instance v1, Lcom/relaykit/home/core/AppGraph$1;

    invoke-direct {v1, v2}, Lcom/relaykit/home/core/AppGraph$1;-><init>(Lcom/relaykit/home/core/ServiceContainer;)V

    const-class v0, Lcom/relaykit/home/devices/DeviceRepo;

    invoke-virtual {v2, v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 41
    new-instance v1, Lcom/relaykit/home/core/AppGraph$$ExternalSyntheticLambda6;

    invoke-direct {v1, p0}, Lcom/relaykit/home/core/AppGraph$$ExternalSyntheticLambda6;-><init>(Landroid/content/Context;)V

    const-class v0, Lcom/relaykit/home/devices/AlertNotifier;

    invoke-virtual {v2, v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 42
    return-object v2
.end method

.method static synthetic lambda$build$0(Landroid/content/Context;)Lcom/relaykit/home/core/HomeDb;
    .registers 2

    .line 29
    invoke-static {p0}, Lcom/relaykit/home/core/HomeDb;->get(Landroid/content/Context;)Lcom/relaykit/home/core/HomeDb;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$build$1()Lcom/relaykit/home/core/EventBus;
    .registers 1

    .line 30
    new-instance v0, Lcom/relaykit/home/core/EventBus;

    invoke-direct {v0}, Lcom/relaykit/home/core/EventBus;-><init>()V

    return-object v0
.end method

.method static synthetic lambda$build$2()Lcom/relaykit/home/core/Retry;
    .registers 4

    .line 31
    new-instance v0, Lcom/relaykit/home/core/Retry;

    const/4 v1, 0x4

    const-wide/16 v2, 0x78

    invoke-direct {v0, v1, v2, v3}, Lcom/relaykit/home/core/Retry;-><init>(IJ)V

    return-object v0
.end method

.method static synthetic lambda$build$3()Lcom/relaykit/home/core/CommandHistory;
    .registers 2

    .line 32
    new-instance v0, Lcom/relaykit/home/core/CommandHistory;

    const/16 v1, 0x14

    invoke-direct {v0, v1}, Lcom/relaykit/home/core/CommandHistory;-><init>(I)V

    return-object v0
.end method

.method static synthetic lambda$build$4(Lcom/relaykit/home/core/ServiceContainer;)Lcom/relaykit/home/cetp/ApprovalStore;
    .registers 4

    .line 33
    new-instance v0, Lcom/relaykit/home/cetp/ApprovalStore;

    const-class v2, Lcom/relaykit/home/core/HomeDb;

    invoke-virtual {p0, v2}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/relaykit/home/core/HomeDb;

    invoke-direct {v0, v1}, Lcom/relaykit/home/cetp/ApprovalStore;-><init>(Lcom/relaykit/home/core/HomeDb;)V

    return-object v0
.end method

.method static synthetic lambda$build$5(Lcom/relaykit/home/core/ServiceContainer;)Lcom/relaykit/home/trust/Pairings;
    .registers 4

    .line 34
    new-instance v0, Lcom/relaykit/home/trust/Pairings;

    const-class v2, Lcom/relaykit/home/core/HomeDb;

    invoke-virtual {p0, v2}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/relaykit/home/core/HomeDb;

    invoke-direct {v0, v1}, Lcom/relaykit/home/trust/Pairings;-><init>(Lcom/relaykit/home/core/HomeDb;)V

    return-object v0
.end method

.method static synthetic lambda$build$6(Landroid/content/Context;)Lcom/relaykit/home/devices/AlertNotifier;
    .registers 2

    .line 41
    new-instance v0, Lcom/relaykit/home/devices/AlertNotifier;

    invoke-direct {v0, p0}, Lcom/relaykit/home/devices/AlertNotifier;-><init>(Landroid/content/Context;)V

    return-object v0
.end method

.method public static declared-synchronized root(Landroid/content/Context;)Lcom/relaykit/home/core/ServiceContainer;
    .registers 3

    const-class v0, Lcom/relaykit/home/core/AppGraph;

    monitor-enter v0

    .line 21
    :try_start_0
    sget-object v0, Lcom/relaykit/home/core/AppGraph;->root:Lcom/relaykit/home/core/ServiceContainer;

    if-nez v0, :cond_0

    .line 22
    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/relaykit/home/core/AppGraph;->build(Landroid/content/Context;)Lcom/relaykit/home/core/ServiceContainer;

    move-result-object v0

    sput-object v0, Lcom/relaykit/home/core/AppGraph;->root:Lcom/relaykit/home/core/ServiceContainer;

    .line 24
    :cond_0
    sget-object v0, Lcom/relaykit/home/core/AppGraph;->root:Lcom/relaykit/home/core/ServiceContainer;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const-class v1, Lcom/relaykit/home/core/AppGraph;

    monitor-exit v1

    return-object v0

    :catchall_0
    move-exception v0

    const-class v1, Lcom/relaykit/home/core/AppGraph;

    monitor-exit v1

    throw v0
.end method
