.class public final Lcom/visitloop/care/ApplicationContextProvider;
.super Ljava/lang/Object;
.source "Generated.kt"

# interfaces
.implements Ldagger/internal/Factory;

.field private final module:Ldagger/hilt/android/internal/modules/ApplicationContextModule;

.method public constructor <init>(Ldagger/hilt/android/internal/modules/ApplicationContextModule;)V
    .registers 3
    const-string v0, "module"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 101
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/visitloop/care/ApplicationContextProvider;->module:Ldagger/hilt/android/internal/modules/ApplicationContextModule;
    return-void
.end method

.method public get()Landroid/content/Context;
    .registers 2
    .line 102
    iget-object v0, v1, Lcom/visitloop/care/ApplicationContextProvider;->module:Ldagger/hilt/android/internal/modules/ApplicationContextModule;
    invoke-static {v0}, Ldagger/hilt/android/internal/modules/ApplicationContextModule_ProvideContextFactory;->provideContext(Ldagger/hilt/android/internal/modules/ApplicationContextModule;)Landroid/content/Context;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 101
    invoke-virtual {v1}, Lcom/visitloop/care/ApplicationContextProvider;->get()Landroid/content/Context;
    move-result-object v0
    return-object v0
.end method

