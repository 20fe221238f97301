.class public final Ldagger/hilt/android/internal/managers/ApplicationComponentManager;
.super Ljava/lang/Object;
.source "Managers.kt"

# interfaces
.implements Ldagger/hilt/internal/GeneratedComponentManager;

.field private final componentCreator:Ldagger/hilt/android/internal/managers/ComponentSupplier;
.field private volatile component:Ljava/lang/Object;
.field private final componentLock:Ljava/lang/Object;

.method public constructor <init>(Ldagger/hilt/android/internal/managers/ComponentSupplier;)V
    .registers 3
    const-string v0, "componentCreator"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Ldagger/hilt/android/internal/managers/ApplicationComponentManager;->componentCreator:Ldagger/hilt/android/internal/managers/ComponentSupplier;
    .line 12
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    iput-object v0, v1, Ldagger/hilt/android/internal/managers/ApplicationComponentManager;->componentLock:Ljava/lang/Object;
    .line 9
    return-void
.end method

.method public generatedComponent()Ljava/lang/Object;
    .registers 6
    .line 15
    iget-object v0, v5, Ldagger/hilt/android/internal/managers/ApplicationComponentManager;->component:Ljava/lang/Object;
    if-nez v0, :L52
    .line 16
    iget-object v0, v5, Ldagger/hilt/android/internal/managers/ApplicationComponentManager;->componentLock:Ljava/lang/Object;
    move-object v2, v0
    monitor-enter v2
    :t_14
    nop
    const/4 v0, 0x0
    move v3, v0
    .line 17
    iget-object v0, v5, Ldagger/hilt/android/internal/managers/ApplicationComponentManager;->component:Ljava/lang/Object;
    if-nez v0, :L37
    iget-object v1, v5, Ldagger/hilt/android/internal/managers/ApplicationComponentManager;->componentCreator:Ldagger/hilt/android/internal/managers/ComponentSupplier;
    invoke-interface {v1}, Ldagger/hilt/android/internal/managers/ComponentSupplier;->get()Ljava/lang/Object;
    move-result-object v1
    iput-object v1, v5, Ldagger/hilt/android/internal/managers/ApplicationComponentManager;->component:Ljava/lang/Object;
    :L37
    .line 18
    nop
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 16
    move-object v3, v0
    :t_42
    monitor-exit v2
    goto :L52
    :L47
    move-exception v0
    move-object v4, v0
    monitor-exit v2
    throw v4
    :L52
    .line 20
    iget-object v0, v5, Ldagger/hilt/android/internal/managers/ApplicationComponentManager;->component:Ljava/lang/Object;
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    return-object v0
    .catchall {:t_14 .. :t_42} :L47
.end method

