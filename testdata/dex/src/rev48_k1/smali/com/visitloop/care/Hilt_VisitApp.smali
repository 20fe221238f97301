.class public abstract Lcom/visitloop/care/Hilt_VisitApp;
.super Landroid/app/Application;
.source "Generated.kt"

# interfaces
.implements Ldagger/hilt/internal/GeneratedComponentManagerHolder;

.field private injected:Z
.field private final componentManager:Ldagger/hilt/android/internal/managers/ApplicationComponentManager;

.method public constructor <init>()V
    .registers 3
    .line 19
    invoke-direct {v2}, Landroid/app/Application;-><init>()V
    .line 21
    new-instance v0, Ldagger/hilt/android/internal/managers/ApplicationComponentManager;
    new-instance v1, Lcom/visitloop/care/Hilt_VisitApp$componentManager$1;
    invoke-direct {v1, v2}, Lcom/visitloop/care/Hilt_VisitApp$componentManager$1;-><init>(Lcom/visitloop/care/Hilt_VisitApp;)V
    check-cast v1, Ldagger/hilt/android/internal/managers/ComponentSupplier;
    invoke-direct {v0, v1}, Ldagger/hilt/android/internal/managers/ApplicationComponentManager;-><init>(Ldagger/hilt/android/internal/managers/ComponentSupplier;)V
    iput-object v0, v2, Lcom/visitloop/care/Hilt_VisitApp;->componentManager:Ldagger/hilt/android/internal/managers/ApplicationComponentManager;
    .line 19
    return-void
.end method

.method public componentManager()Ldagger/hilt/internal/GeneratedComponentManager;
    .registers 2
    .line 27
    iget-object v0, v1, Lcom/visitloop/care/Hilt_VisitApp;->componentManager:Ldagger/hilt/android/internal/managers/ApplicationComponentManager;
    check-cast v0, Ldagger/hilt/internal/GeneratedComponentManager;
    return-object v0
.end method

.method public generatedComponent()Ljava/lang/Object;
    .registers 2
    .line 29
    invoke-virtual {v1}, Lcom/visitloop/care/Hilt_VisitApp;->componentManager()Ldagger/hilt/internal/GeneratedComponentManager;
    move-result-object v0
    invoke-interface {v0}, Ldagger/hilt/internal/GeneratedComponentManager;->generatedComponent()Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    return-object v0
.end method

.method public onCreate()V
    .registers 1
    .line 32
    invoke-virtual {v0}, Lcom/visitloop/care/Hilt_VisitApp;->hiltInternalInject()V
    .line 33
    invoke-super {v0}, Landroid/app/Application;->onCreate()V
    .line 34
    return-void
.end method

.method protected final hiltInternalInject()V
    .registers 4
    .line 37
    iget-boolean v0, v3, Lcom/visitloop/care/Hilt_VisitApp;->injected:Z
    if-nez v0, :L40
    .line 38
    const/4 v1, 0x1
    iput-boolean v1, v3, Lcom/visitloop/care/Hilt_VisitApp;->injected:Z
    .line 39
    invoke-virtual {v3}, Lcom/visitloop/care/Hilt_VisitApp;->generatedComponent()Ljava/lang/Object;
    move-result-object v0
    const-string v2, "null cannot be cast to non-null type com.visitloop.care.VisitApp_GeneratedInjector"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Lcom/visitloop/care/VisitApp_GeneratedInjector;
    const-string v2, "null cannot be cast to non-null type com.visitloop.care.VisitApp"
    invoke-static {v3, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v3, Lcom/visitloop/care/VisitApp;
    invoke-interface {v0, v3}, Lcom/visitloop/care/VisitApp_GeneratedInjector;->injectVisitApp(Lcom/visitloop/care/VisitApp;)V
    :L40
    .line 41
    return-void
.end method

