.class public final Lnet/switchyard/hub/ModuleRegistry;
.super Ljava/lang/Object;
.source "ToolModule.kt"


# static fields
.field public static final INSTANCE:Lnet/switchyard/hub/ModuleRegistry;

.field private static final modules:Ljava/util/LinkedHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lnet/switchyard/hub/ModuleRegistry;

    invoke-direct {v0}, Lnet/switchyard/hub/ModuleRegistry;-><init>()V

    sput-object v0, Lnet/switchyard/hub/ModuleRegistry;->INSTANCE:Lnet/switchyard/hub/ModuleRegistry;

    .line 84
    new-instance v0, Ljava/util/LinkedHashMap;

    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V

    sput-object v0, Lnet/switchyard/hub/ModuleRegistry;->modules:Ljava/util/LinkedHashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 83
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final declared-synchronized get(Ljava/lang/String;)Lnet/switchyard/hub/ToolModule;
    .registers 4

    monitor-enter p0

    :try_start_0
    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 92
    sget-object v0, Lnet/switchyard/hub/ModuleRegistry;->modules:Ljava/util/LinkedHashMap;

    invoke-virtual {v0, p1}, Ljava/util/LinkedHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lnet/switchyard/hub/ToolModule;

    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized install(Lnet/switchyard/hub/ToolModule$Factory;Landroid/content/Context;)V
    .registers 6

    monitor-enter p0

    :try_start_0
    const-string v1, "factory"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "context"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 88
    sget-object v0, Lnet/switchyard/hub/ModuleRegistry;->modules:Ljava/util/LinkedHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-interface {p1}, Lnet/switchyard/hub/ToolModule$Factory;->getModuleId()Ljava/lang/String;

    move-result-object v1

    invoke-interface {p1, p2}, Lnet/switchyard/hub/ToolModule$Factory;->create(Landroid/content/Context;)Lnet/switchyard/hub/ToolModule;

    move-result-object v2

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 89
    monitor-exit p0

    return-void
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
