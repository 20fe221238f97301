.class public final Lcom/brightmoor/pantry/Modules;
.super Ljava/lang/Object;
.source "Modules.kt"


# static fields
.field public static final INSTANCE:Lcom/brightmoor/pantry/Modules;

.field private static installed:Z


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/brightmoor/pantry/Modules;

    invoke-direct {v0}, Lcom/brightmoor/pantry/Modules;-><init>()V

    sput-object v0, Lcom/brightmoor/pantry/Modules;->INSTANCE:Lcom/brightmoor/pantry/Modules;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final install$lambda$0(Landroid/content/Context;)Landroid/content/Context;
    .registers 1

    .line 14
    invoke-static {p0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    return-object p0
.end method

.method public static final install$lambda$1(Landroid/content/Context;)Lcom/brightmoor/pantry/RemoteConfig;
    .registers 2

    .line 15
    new-instance v0, Lcom/brightmoor/pantry/RemoteConfig;

    invoke-static {p0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v0, p0}, Lcom/brightmoor/pantry/RemoteConfig;-><init>(Landroid/content/Context;)V

    return-object v0
.end method

.method public static final install$lambda$10(Landroid/content/Context;)Lcom/brightmoor/pantry/CallerVerifier;
    .registers 4

    .line 28
    new-instance v0, Lcom/brightmoor/pantry/PinnedCertVerifier;

    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    const-string v2, "getPackageManager(...)"

    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v1}, Lcom/brightmoor/pantry/PinnedCertVerifier;-><init>(Landroid/content/pm/PackageManager;)V

    check-cast v0, Lcom/brightmoor/pantry/CallerVerifier;

    return-object v0
.end method

.method public static final install$lambda$11(Landroid/content/Context;)Lcom/brightmoor/pantry/CallerVerifier;
    .registers 4

    .line 30
    new-instance v0, Lcom/brightmoor/pantry/LegacySignatureVerifier;

    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    const-string v2, "getPackageManager(...)"

    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v1}, Lcom/brightmoor/pantry/LegacySignatureVerifier;-><init>(Landroid/content/pm/PackageManager;)V

    check-cast v0, Lcom/brightmoor/pantry/CallerVerifier;

    return-object v0
.end method

.method public static final install$lambda$2(Landroid/content/Context;)Lcom/brightmoor/pantry/PantryDb;
    .registers 2

    .line 16
    new-instance v0, Lcom/brightmoor/pantry/PantryDb;

    invoke-static {p0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v0, p0}, Lcom/brightmoor/pantry/PantryDb;-><init>(Landroid/content/Context;)V

    return-object v0
.end method

.method public static final install$lambda$3()Lcom/brightmoor/pantry/PantryDao;
    .registers 8

    .line 17
    new-instance v0, Lcom/brightmoor/pantry/PantryDao;

    sget-object v5, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    .line 66
    const-string v6, "shared"

    const/4 v7, 0x0

    const-class v4, Lcom/brightmoor/pantry/PantryDb;

    invoke-virtual {v5, v6, v4}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v5, v3}, Lcom/brightmoor/pantry/ServiceLocator;->resolve(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v2

    const-class v1, Lcom/brightmoor/pantry/PantryDb;

    invoke-virtual {v1, v2}, Ljava/lang/Class;->cast(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    const-string v3, "cast(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v1, Lcom/brightmoor/pantry/PantryDb;

    .line 17
    invoke-direct {v0, v1}, Lcom/brightmoor/pantry/PantryDao;-><init>(Lcom/brightmoor/pantry/PantryDb;)V

    return-object v0
.end method

.method public static final install$lambda$4()Lcom/brightmoor/pantry/MemoryCache;
    .registers 1

    .line 18
    new-instance v0, Lcom/brightmoor/pantry/MemoryCache;

    invoke-direct {v0}, Lcom/brightmoor/pantry/MemoryCache;-><init>()V

    return-object v0
.end method

.method public static final install$lambda$5(Landroid/content/Context;)Lcom/brightmoor/pantry/CallerRepository;
    .registers 4

    .line 19
    new-instance v0, Lcom/brightmoor/pantry/CallerRepository;

    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    const-string v2, "getPackageManager(...)"

    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v1}, Lcom/brightmoor/pantry/CallerRepository;-><init>(Landroid/content/pm/PackageManager;)V

    return-object v0
.end method

.method public static final install$lambda$6()Lcom/brightmoor/pantry/ItemRepository;
    .registers 10

    .line 20
    new-instance v0, Lcom/brightmoor/pantry/ItemRepository;

    sget-object v7, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    .line 67
    const-string v8, "shared"

    const/4 v9, 0x0

    const-class v5, Lcom/brightmoor/pantry/PantryDao;

    invoke-virtual {v7, v8, v5}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v7, v3}, Lcom/brightmoor/pantry/ServiceLocator;->resolve(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v2

    const-class v1, Lcom/brightmoor/pantry/PantryDao;

    invoke-virtual {v1, v2}, Ljava/lang/Class;->cast(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    const-string v3, "cast(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v1, Lcom/brightmoor/pantry/PantryDao;

    .line 20
    sget-object v7, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    .line 67
    const-string v8, "shared"

    const/4 v9, 0x0

    const-class v6, Lcom/brightmoor/pantry/MemoryCache;

    invoke-virtual {v7, v8, v6}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v7, v4}, Lcom/brightmoor/pantry/ServiceLocator;->resolve(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v3

    const-class v2, Lcom/brightmoor/pantry/MemoryCache;

    invoke-virtual {v2, v3}, Ljava/lang/Class;->cast(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    const-string v4, "cast(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v2, Lcom/brightmoor/pantry/MemoryCache;

    .line 20
    invoke-direct {v0, v1, v2}, Lcom/brightmoor/pantry/ItemRepository;-><init>(Lcom/brightmoor/pantry/PantryDao;Lcom/brightmoor/pantry/MemoryCache;)V

    return-object v0
.end method

.method public static final install$lambda$7()Lcom/brightmoor/pantry/ListRepository;
    .registers 10

    .line 21
    new-instance v0, Lcom/brightmoor/pantry/ListRepository;

    sget-object v7, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    .line 68
    const-string v8, "shared"

    const/4 v9, 0x0

    const-class v5, Lcom/brightmoor/pantry/PantryDao;

    invoke-virtual {v7, v8, v5}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v7, v3}, Lcom/brightmoor/pantry/ServiceLocator;->resolve(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v2

    const-class v1, Lcom/brightmoor/pantry/PantryDao;

    invoke-virtual {v1, v2}, Ljava/lang/Class;->cast(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    const-string v3, "cast(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v1, Lcom/brightmoor/pantry/PantryDao;

    .line 21
    sget-object v7, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    .line 68
    const-string v8, "shared"

    const/4 v9, 0x0

    const-class v6, Lcom/brightmoor/pantry/MemoryCache;

    invoke-virtual {v7, v8, v6}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v7, v4}, Lcom/brightmoor/pantry/ServiceLocator;->resolve(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v3

    const-class v2, Lcom/brightmoor/pantry/MemoryCache;

    invoke-virtual {v2, v3}, Ljava/lang/Class;->cast(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    const-string v4, "cast(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v2, Lcom/brightmoor/pantry/MemoryCache;

    .line 21
    invoke-direct {v0, v1, v2}, Lcom/brightmoor/pantry/ListRepository;-><init>(Lcom/brightmoor/pantry/PantryDao;Lcom/brightmoor/pantry/MemoryCache;)V

    return-object v0
.end method

.method public static final install$lambda$8()Lcom/brightmoor/pantry/ReplayStore;
    .registers 12

    .line 24
    sget-object v9, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    .line 69
    const-string v10, "shared"

    const/4 v11, 0x0

    const-class v4, Lcom/brightmoor/pantry/RemoteConfig;

    invoke-virtual {v9, v10, v4}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v9, v2}, Lcom/brightmoor/pantry/ServiceLocator;->resolve(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v1

    const-class v0, Lcom/brightmoor/pantry/RemoteConfig;

    invoke-virtual {v0, v1}, Ljava/lang/Class;->cast(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    const-string v2, "cast(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    check-cast v0, Lcom/brightmoor/pantry/RemoteConfig;

    move-object v8, v0

    .line 25
    sget-boolean v0, Lcom/brightmoor/pantry/BuildConfig;->DEBUG:Z

    if-nez v0, :cond_0

    invoke-virtual {v8}, Lcom/brightmoor/pantry/RemoteConfig;->getMemoryReplays()Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    new-instance v0, Lcom/brightmoor/pantry/MemoryReplayStore;

    invoke-direct {v0}, Lcom/brightmoor/pantry/MemoryReplayStore;-><init>()V

    check-cast v0, Lcom/brightmoor/pantry/ReplayStore;

    goto :goto_0

    :cond_1
    new-instance v0, Lcom/brightmoor/pantry/DurableReplayStore;

    sget-object v9, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    .line 70
    const-string v10, "shared"

    const/4 v11, 0x0

    const-class v6, Lcom/brightmoor/pantry/PantryDao;

    invoke-virtual {v9, v10, v6}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v9, v4}, Lcom/brightmoor/pantry/ServiceLocator;->resolve(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v3

    const-class v2, Lcom/brightmoor/pantry/PantryDao;

    invoke-virtual {v2, v3}, Ljava/lang/Class;->cast(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    const-string v4, "cast(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v2, Lcom/brightmoor/pantry/PantryDao;

    .line 25
    sget-object v9, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    .line 70
    const-string v10, "shared"

    const/4 v11, 0x0

    const-class v7, Lcom/brightmoor/pantry/MemoryCache;

    invoke-virtual {v9, v10, v7}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v9, v5}, Lcom/brightmoor/pantry/ServiceLocator;->resolve(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v4

    const-class v3, Lcom/brightmoor/pantry/MemoryCache;

    invoke-virtual {v3, v4}, Ljava/lang/Class;->cast(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    const-string v5, "cast(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v3, Lcom/brightmoor/pantry/MemoryCache;

    .line 25
    invoke-direct {v0, v2, v3}, Lcom/brightmoor/pantry/DurableReplayStore;-><init>(Lcom/brightmoor/pantry/PantryDao;Lcom/brightmoor/pantry/MemoryCache;)V

    check-cast v0, Lcom/brightmoor/pantry/ReplayStore;

    :goto_0
    return-object v0
.end method

.method public static final install$lambda$9()Lcom/brightmoor/pantry/ReplayStore;
    .registers 10

    .line 27
    new-instance v0, Lcom/brightmoor/pantry/DurableReplayStore;

    sget-object v7, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    .line 71
    const-string v8, "shared"

    const/4 v9, 0x0

    const-class v5, Lcom/brightmoor/pantry/PantryDao;

    invoke-virtual {v7, v8, v5}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v7, v3}, Lcom/brightmoor/pantry/ServiceLocator;->resolve(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v2

    const-class v1, Lcom/brightmoor/pantry/PantryDao;

    invoke-virtual {v1, v2}, Ljava/lang/Class;->cast(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    const-string v3, "cast(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v1, Lcom/brightmoor/pantry/PantryDao;

    .line 27
    sget-object v7, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    .line 71
    const-string v8, "shared"

    const/4 v9, 0x0

    const-class v6, Lcom/brightmoor/pantry/MemoryCache;

    invoke-virtual {v7, v8, v6}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v7, v4}, Lcom/brightmoor/pantry/ServiceLocator;->resolve(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v3

    const-class v2, Lcom/brightmoor/pantry/MemoryCache;

    invoke-virtual {v2, v3}, Ljava/lang/Class;->cast(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    const-string v4, "cast(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v2, Lcom/brightmoor/pantry/MemoryCache;

    .line 27
    invoke-direct {v0, v1, v2}, Lcom/brightmoor/pantry/DurableReplayStore;-><init>(Lcom/brightmoor/pantry/PantryDao;Lcom/brightmoor/pantry/MemoryCache;)V

    check-cast v0, Lcom/brightmoor/pantry/ReplayStore;

    return-object v0
.end method


# virtual methods
.method public final declared-synchronized install(Landroid/content/Context;)V
    .registers 10

    monitor-enter p0

    :try_start_0
    const-string v1, "ctx"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    sget-boolean v0, Lcom/brightmoor/pantry/Modules;->installed:Z

    if-eqz v0, :cond_0

    monitor-exit p0

    return-void

    .line 12
    :cond_0
    const/4 v0, 0x1

    sput-boolean v0, Lcom/brightmoor/pantry/Modules;->installed:Z

    .line 13
    invoke-virtual {p1}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v3

    .line 14
    sget-object v4, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    new-instance v6, Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda0;

    invoke-direct {v6, v3}, Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda0;-><init>(Landroid/content/Context;)V

    .line 34
    const-string v5, "shared"

    const/4 v7, 0x0

    .line 35
    invoke-virtual {v4}, Lcom/brightmoor/pantry/ServiceLocator;->getFactories()Ljava/util/HashMap;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    const-class v2, Landroid/content/Context;

    invoke-virtual {v4, v5, v2}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v6}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 15
    sget-object v4, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    new-instance v6, Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda1;

    invoke-direct {v6, v3}, Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda1;-><init>(Landroid/content/Context;)V

    .line 37
    const-string v5, "shared"

    const/4 v7, 0x0

    .line 38
    invoke-virtual {v4}, Lcom/brightmoor/pantry/ServiceLocator;->getFactories()Ljava/util/HashMap;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    const-class v2, Lcom/brightmoor/pantry/RemoteConfig;

    invoke-virtual {v4, v5, v2}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v6}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 16
    sget-object v4, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    new-instance v6, Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda2;

    invoke-direct {v6, v3}, Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda2;-><init>(Landroid/content/Context;)V

    .line 40
    const-string v5, "shared"

    const/4 v7, 0x0

    .line 41
    invoke-virtual {v4}, Lcom/brightmoor/pantry/ServiceLocator;->getFactories()Ljava/util/HashMap;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    const-class v2, Lcom/brightmoor/pantry/PantryDb;

    invoke-virtual {v4, v5, v2}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v6}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 17
    sget-object v4, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    sget-object v6, Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda3;->INSTANCE:Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda3;

    .line 43
    const-string v5, "shared"

    const/4 v7, 0x0

    .line 44
    invoke-virtual {v4}, Lcom/brightmoor/pantry/ServiceLocator;->getFactories()Ljava/util/HashMap;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    const-class v2, Lcom/brightmoor/pantry/PantryDao;

    invoke-virtual {v4, v5, v2}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v6}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 18
    sget-object v4, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    sget-object v6, Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda4;->INSTANCE:Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda4;

    .line 46
    const-string v5, "shared"

    const/4 v7, 0x0

    .line 47
    invoke-virtual {v4}, Lcom/brightmoor/pantry/ServiceLocator;->getFactories()Ljava/util/HashMap;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    const-class v2, Lcom/brightmoor/pantry/MemoryCache;

    invoke-virtual {v4, v5, v2}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v6}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 19
    sget-object v4, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    new-instance v6, Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda5;

    invoke-direct {v6, v3}, Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda5;-><init>(Landroid/content/Context;)V

    .line 49
    const-string v5, "shared"

    const/4 v7, 0x0

    .line 50
    invoke-virtual {v4}, Lcom/brightmoor/pantry/ServiceLocator;->getFactories()Ljava/util/HashMap;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    const-class v2, Lcom/brightmoor/pantry/CallerRepository;

    invoke-virtual {v4, v5, v2}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v6}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 20
    sget-object v4, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    sget-object v6, Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda6;->INSTANCE:Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda6;

    .line 52
    const-string v5, "shared"

    const/4 v7, 0x0

    .line 53
    invoke-virtual {v4}, Lcom/brightmoor/pantry/ServiceLocator;->getFactories()Ljava/util/HashMap;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    const-class v2, Lcom/brightmoor/pantry/ItemRepository;

    invoke-virtual {v4, v5, v2}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v6}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 21
    sget-object v4, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    sget-object v6, Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda7;->INSTANCE:Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda7;

    .line 55
    const-string v5, "shared"

    const/4 v7, 0x0

    .line 56
    invoke-virtual {v4}, Lcom/brightmoor/pantry/ServiceLocator;->getFactories()Ljava/util/HashMap;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    const-class v2, Lcom/brightmoor/pantry/ListRepository;

    invoke-virtual {v4, v5, v2}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v6}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 23
    sget-object v4, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    const-string v5, "com.brightmoor.pantry.items"

    sget-object v6, Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda8;->INSTANCE:Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda8;

    const/4 v7, 0x0

    .line 58
    invoke-virtual {v4}, Lcom/brightmoor/pantry/ServiceLocator;->getFactories()Ljava/util/HashMap;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    const-class v2, Lcom/brightmoor/pantry/ReplayStore;

    invoke-virtual {v4, v5, v2}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v6}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 27
    sget-object v4, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    const-string v5, "com.brightmoor.pantry.shopping"

    sget-object v6, Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda9;->INSTANCE:Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda9;

    const/4 v7, 0x0

    .line 60
    invoke-virtual {v4}, Lcom/brightmoor/pantry/ServiceLocator;->getFactories()Ljava/util/HashMap;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    const-class v2, Lcom/brightmoor/pantry/ReplayStore;

    invoke-virtual {v4, v5, v2}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v6}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 28
    sget-object v4, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    const-string v5, "com.brightmoor.pantry.items"

    new-instance v6, Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda10;

    invoke-direct {v6, v3}, Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda10;-><init>(Landroid/content/Context;)V

    const/4 v7, 0x0

    .line 62
    invoke-virtual {v4}, Lcom/brightmoor/pantry/ServiceLocator;->getFactories()Ljava/util/HashMap;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    const-class v2, Lcom/brightmoor/pantry/CallerVerifier;

    invoke-virtual {v4, v5, v2}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v6}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 30
    sget-object v4, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    const-string v5, "com.brightmoor.pantry.shopping"

    new-instance v6, Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda11;

    invoke-direct {v6, v3}, Lcom/brightmoor/pantry/Modules$$ExternalSyntheticLambda11;-><init>(Landroid/content/Context;)V

    const/4 v7, 0x0

    .line 64
    invoke-virtual {v4}, Lcom/brightmoor/pantry/ServiceLocator;->getFactories()Ljava/util/HashMap;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    const-class v2, Lcom/brightmoor/pantry/CallerVerifier;

    invoke-virtual {v4, v5, v2}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v6}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 31
    monitor-exit p0

    return-void
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
