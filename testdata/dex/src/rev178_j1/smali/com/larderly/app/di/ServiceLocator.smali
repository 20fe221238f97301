.class public final Lcom/larderly/app/di/ServiceLocator;
.super Ljava/lang/Object;
.source "ServiceLocator.java"


# static fields
.field private static instance:Lcom/larderly/app/di/ServiceLocator;


# instance fields
.field private final callers:Lcom/larderly/app/cetp/CallerRegistry;

.field private final confirmations:Lcom/larderly/app/cetp/ConfirmationStore;

.field private final database:Lcom/larderly/app/data/AppDatabase;

.field private final journal:Lcom/larderly/app/data/ChangeJournal;

.field private final operations:Lcom/larderly/app/cetp/OperationStore;

.field private final pantry:Lcom/larderly/app/data/PantryRepository;

.field private final plans:Lcom/larderly/app/data/PlanRepository;

.field private final sessions:Lcom/larderly/app/cetp/SessionStore;

.field private final useCaseHandler:Lcom/larderly/app/domain/UseCaseHandler;


# direct methods
.method constructor <init>(Landroid/content/Context;)V
    .registers 9

    .line 39
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 40
    new-instance v1, Lcom/larderly/app/data/AppDatabase;

    invoke-direct {v1, p1}, Lcom/larderly/app/data/AppDatabase;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/larderly/app/di/ServiceLocator;->database:Lcom/larderly/app/data/AppDatabase;

    .line 41
    const-string v1, "larderly_settings"

    const/4 v2, 0x0

    invoke-virtual {p1, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v6

    .line 42
    const-string v1, "guest_mode"

    const/4 v2, 0x0

    invoke-interface {v6, v1, v2}, Landroid/content/SharedPreferences;->getBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 43
    new-instance v1, Lcom/larderly/app/data/InMemoryPantryRepository;

    invoke-direct {v1}, Lcom/larderly/app/data/InMemoryPantryRepository;-><init>()V

    iput-object v1, p0, Lcom/larderly/app/di/ServiceLocator;->pantry:Lcom/larderly/app/data/PantryRepository;

    .line 44
    new-instance v1, Lcom/larderly/app/data/InMemoryPlanRepository;

    invoke-direct {v1}, Lcom/larderly/app/data/InMemoryPlanRepository;-><init>()V

    iput-object v1, p0, Lcom/larderly/app/di/ServiceLocator;->plans:Lcom/larderly/app/data/PlanRepository;

    goto :goto_0

    .line 46
    :cond_0
    new-instance v1, Lcom/larderly/app/data/SqlitePantryRepository;

    iget-object v3, p0, Lcom/larderly/app/di/ServiceLocator;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-direct {v1, v3}, Lcom/larderly/app/data/SqlitePantryRepository;-><init>(Lcom/larderly/app/data/AppDatabase;)V

    iput-object v1, p0, Lcom/larderly/app/di/ServiceLocator;->pantry:Lcom/larderly/app/data/PantryRepository;

    .line 47
    new-instance v1, Lcom/larderly/app/data/SqlitePlanRepository;

    iget-object v3, p0, Lcom/larderly/app/di/ServiceLocator;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-direct {v1, v3}, Lcom/larderly/app/data/SqlitePlanRepository;-><init>(Lcom/larderly/app/data/AppDatabase;)V

    iput-object v1, p0, Lcom/larderly/app/di/ServiceLocator;->plans:Lcom/larderly/app/data/PlanRepository;

    .line 49
    :goto_0
    new-instance v1, Lcom/larderly/app/data/ChangeJournal;

    iget-object v3, p0, Lcom/larderly/app/di/ServiceLocator;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-direct {v1, v3}, Lcom/larderly/app/data/ChangeJournal;-><init>(Lcom/larderly/app/data/AppDatabase;)V

    iput-object v1, p0, Lcom/larderly/app/di/ServiceLocator;->journal:Lcom/larderly/app/data/ChangeJournal;

    .line 50
    new-instance v1, Lcom/larderly/app/cetp/SessionStore;

    iget-object v3, p0, Lcom/larderly/app/di/ServiceLocator;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-direct {v1, v3}, Lcom/larderly/app/cetp/SessionStore;-><init>(Lcom/larderly/app/data/AppDatabase;)V

    iput-object v1, p0, Lcom/larderly/app/di/ServiceLocator;->sessions:Lcom/larderly/app/cetp/SessionStore;

    .line 51
    new-instance v1, Lcom/larderly/app/cetp/OperationStore;

    iget-object v3, p0, Lcom/larderly/app/di/ServiceLocator;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-direct {v1, v3}, Lcom/larderly/app/cetp/OperationStore;-><init>(Lcom/larderly/app/data/AppDatabase;)V

    iput-object v1, p0, Lcom/larderly/app/di/ServiceLocator;->operations:Lcom/larderly/app/cetp/OperationStore;

    .line 52
    new-instance v1, Lcom/larderly/app/cetp/ConfirmationStore;

    iget-object v3, p0, Lcom/larderly/app/di/ServiceLocator;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-direct {v1, v3}, Lcom/larderly/app/cetp/ConfirmationStore;-><init>(Lcom/larderly/app/data/AppDatabase;)V

    iput-object v1, p0, Lcom/larderly/app/di/ServiceLocator;->confirmations:Lcom/larderly/app/cetp/ConfirmationStore;

    .line 53
    new-instance v1, Lcom/larderly/app/cetp/CallerRegistry;

    iget-object v3, p0, Lcom/larderly/app/di/ServiceLocator;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v4

    invoke-direct {v1, v3, v4}, Lcom/larderly/app/cetp/CallerRegistry;-><init>(Lcom/larderly/app/data/AppDatabase;Landroid/content/pm/PackageManager;)V

    iput-object v1, p0, Lcom/larderly/app/di/ServiceLocator;->callers:Lcom/larderly/app/cetp/CallerRegistry;

    .line 54
    new-instance v1, Lcom/larderly/app/domain/UseCaseHandler;

    const/4 v3, 0x2

    invoke-static {v3}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v3

    new-instance v4, Landroid/os/Handler;

    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;

    move-result-object v5

    invoke-direct {v4, v5}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    invoke-direct {v1, v3, v4}, Lcom/larderly/app/domain/UseCaseHandler;-><init>(Ljava/util/concurrent/Executor;Landroid/os/Handler;)V

    iput-object v1, p0, Lcom/larderly/app/di/ServiceLocator;->useCaseHandler:Lcom/larderly/app/domain/UseCaseHandler;

    .line 55
    return-void
.end method

.method public static declared-synchronized from(Landroid/content/Context;)Lcom/larderly/app/di/ServiceLocator;
    .registers 3

    const-class v0, Lcom/larderly/app/di/ServiceLocator;

    monitor-enter v0

    .line 58
    :try_start_0
    sget-object v0, Lcom/larderly/app/di/ServiceLocator;->instance:Lcom/larderly/app/di/ServiceLocator;

    if-nez v0, :cond_0

    .line 59
    new-instance v0, Lcom/larderly/app/di/ServiceLocator;

    invoke-direct {v0, p0}, Lcom/larderly/app/di/ServiceLocator;-><init>(Landroid/content/Context;)V

    sput-object v0, Lcom/larderly/app/di/ServiceLocator;->instance:Lcom/larderly/app/di/ServiceLocator;

    .line 61
    :cond_0
    sget-object v0, Lcom/larderly/app/di/ServiceLocator;->instance:Lcom/larderly/app/di/ServiceLocator;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const-class v1, Lcom/larderly/app/di/ServiceLocator;

    monitor-exit v1

    return-object v0

    :catchall_0
    move-exception v0

    const-class v1, Lcom/larderly/app/di/ServiceLocator;

    monitor-exit v1

    throw v0
.end method


# virtual methods
.method public callers()Lcom/larderly/app/cetp/CallerRegistry;
    .registers 2

    .line 93
    iget-object v0, p0, Lcom/larderly/app/di/ServiceLocator;->callers:Lcom/larderly/app/cetp/CallerRegistry;

    return-object v0
.end method

.method public confirmations()Lcom/larderly/app/cetp/ConfirmationStore;
    .registers 2

    .line 89
    iget-object v0, p0, Lcom/larderly/app/di/ServiceLocator;->confirmations:Lcom/larderly/app/cetp/ConfirmationStore;

    return-object v0
.end method

.method public database()Lcom/larderly/app/data/AppDatabase;
    .registers 2

    .line 65
    iget-object v0, p0, Lcom/larderly/app/di/ServiceLocator;->database:Lcom/larderly/app/data/AppDatabase;

    return-object v0
.end method

.method public journal()Lcom/larderly/app/data/ChangeJournal;
    .registers 2

    .line 77
    iget-object v0, p0, Lcom/larderly/app/di/ServiceLocator;->journal:Lcom/larderly/app/data/ChangeJournal;

    return-object v0
.end method

.method public operations()Lcom/larderly/app/cetp/OperationStore;
    .registers 2

    .line 85
    iget-object v0, p0, Lcom/larderly/app/di/ServiceLocator;->operations:Lcom/larderly/app/cetp/OperationStore;

    return-object v0
.end method

.method public pantry()Lcom/larderly/app/data/PantryRepository;
    .registers 2

    .line 69
    iget-object v0, p0, Lcom/larderly/app/di/ServiceLocator;->pantry:Lcom/larderly/app/data/PantryRepository;

    return-object v0
.end method

.method public plans()Lcom/larderly/app/data/PlanRepository;
    .registers 2

    .line 73
    iget-object v0, p0, Lcom/larderly/app/di/ServiceLocator;->plans:Lcom/larderly/app/data/PlanRepository;

    return-object v0
.end method

.method public sessions()Lcom/larderly/app/cetp/SessionStore;
    .registers 2

    .line 81
    iget-object v0, p0, Lcom/larderly/app/di/ServiceLocator;->sessions:Lcom/larderly/app/cetp/SessionStore;

    return-object v0
.end method

.method public useCaseHandler()Lcom/larderly/app/domain/UseCaseHandler;
    .registers 2

    .line 97
    iget-object v0, p0, Lcom/larderly/app/di/ServiceLocator;->useCaseHandler:Lcom/larderly/app/domain/UseCaseHandler;

    return-object v0
.end method
