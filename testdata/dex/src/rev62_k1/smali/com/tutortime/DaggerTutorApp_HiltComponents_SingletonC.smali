.class public final Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;
.super Ljava/lang/Object;
.source "TutorApp.kt"

# interfaces
.implements Lcom/tutortime/ProviderEntryPoint;
.implements Lcom/tutortime/WorkerEntryPoint;

.field private final app:Landroid/content/Context;
.field private final dataStoreProvider:Ljavax/inject/Provider;
.field private final dbProvider:Ljavax/inject/Provider;
.field private final repoProvider:Ljavax/inject/Provider;
.field private final tokensProvider:Ljavax/inject/Provider;

.method public constructor <init>(Landroid/content/Context;)V
    .registers 5
    const-string v0, "app"
    invoke-static {v4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    invoke-direct {v3}, Ljava/lang/Object;-><init>()V
    iput-object v4, v3, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;->app:Landroid/content/Context;
    .line 31
    sget-object v0, Ldagger/internal/DoubleCheck;->Companion:Ldagger/internal/DoubleCheck$Companion;
    new-instance v1, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC$SwitchingProvider;
    const/4 v2, 0x0
    invoke-direct {v1, v3, v2}, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC$SwitchingProvider;-><init>(Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;I)V
    check-cast v1, Ljavax/inject/Provider;
    invoke-virtual {v0, v1}, Ldagger/internal/DoubleCheck$Companion;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v0
    iput-object v0, v3, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;->dataStoreProvider:Ljavax/inject/Provider;
    .line 32
    sget-object v0, Ldagger/internal/DoubleCheck;->Companion:Ldagger/internal/DoubleCheck$Companion;
    new-instance v1, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC$SwitchingProvider;
    const/4 v2, 0x1
    invoke-direct {v1, v3, v2}, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC$SwitchingProvider;-><init>(Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;I)V
    check-cast v1, Ljavax/inject/Provider;
    invoke-virtual {v0, v1}, Ldagger/internal/DoubleCheck$Companion;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v0
    iput-object v0, v3, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;->dbProvider:Ljavax/inject/Provider;
    .line 33
    sget-object v0, Ldagger/internal/DoubleCheck;->Companion:Ldagger/internal/DoubleCheck$Companion;
    new-instance v1, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC$SwitchingProvider;
    const/4 v2, 0x2
    invoke-direct {v1, v3, v2}, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC$SwitchingProvider;-><init>(Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;I)V
    check-cast v1, Ljavax/inject/Provider;
    invoke-virtual {v0, v1}, Ldagger/internal/DoubleCheck$Companion;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v0
    iput-object v0, v3, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;->repoProvider:Ljavax/inject/Provider;
    .line 34
    sget-object v0, Ldagger/internal/DoubleCheck;->Companion:Ldagger/internal/DoubleCheck$Companion;
    new-instance v1, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC$SwitchingProvider;
    const/4 v2, 0x3
    invoke-direct {v1, v3, v2}, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC$SwitchingProvider;-><init>(Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;I)V
    check-cast v1, Ljavax/inject/Provider;
    invoke-virtual {v0, v1}, Ldagger/internal/DoubleCheck$Companion;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v0
    iput-object v0, v3, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;->tokensProvider:Ljavax/inject/Provider;
    .line 30
    return-void
.end method

.method public repo()Lcom/tutortime/SessionRepo;
    .registers 2
    .line 36
    iget-object v0, v1, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;->repoProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/tutortime/SessionRepo;
    return-object v0
.end method

.method public tokens()Lcom/tutortime/TokenStore;
    .registers 2
    .line 37
    iget-object v0, v1, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;->tokensProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/tutortime/TokenStore;
    return-object v0
.end method

.method public db()Lcom/tutortime/TutorDb;
    .registers 2
    .line 38
    iget-object v0, v1, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;->dbProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/tutortime/TutorDb;
    return-object v0
.end method

.method public static final synthetic access$getApp$p(Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;)Landroid/content/Context;
    .registers 2
    .line 30
    iget-object v0, v1, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;->app:Landroid/content/Context;
    return-object v0
.end method

.method public static final synthetic access$getDbProvider$p(Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;)Ljavax/inject/Provider;
    .registers 2
    .line 30
    iget-object v0, v1, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;->dbProvider:Ljavax/inject/Provider;
    return-object v0
.end method

.method public static final synthetic access$getDataStoreProvider$p(Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;)Ljavax/inject/Provider;
    .registers 2
    .line 30
    iget-object v0, v1, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;->dataStoreProvider:Ljavax/inject/Provider;
    return-object v0
.end method

