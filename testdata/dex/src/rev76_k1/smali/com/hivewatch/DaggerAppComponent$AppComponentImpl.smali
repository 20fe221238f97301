.class final Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;
.super Ljava/lang/Object;
.source "DaggerAppComponent.java"

# interfaces
.implements Lcom/hivewatch/AppComponent;

.field final appComponentImpl:Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;
.field  applicationProvider:Ljavax/inject/Provider;
.field  hiveDbProvider:Ljavax/inject/Provider;
.field  resumeBookProvider:Ljavax/inject/Provider;
.field  provideTokenSourceProvider:Ljavax/inject/Provider;
.field  hiveTokensProvider:Ljavax/inject/Provider;
.field  mapOfStringAndProviderOfToolHandlerProvider:Ljavax/inject/Provider;
.field  callerGateProvider:Ljavax/inject/Provider;
.field  provideSecureTokenSourceProvider:Ljavax/inject/Provider;
.field  yardTokensProvider:Ljavax/inject/Provider;
.field  sessionsProvider:Ljavax/inject/Provider;
.field  yardGateProvider:Ljavax/inject/Provider;
.field  yardHoldsProvider:Ljavax/inject/Provider;
.field  journalProvider:Ljavax/inject/Provider;
.field  provideIoExecutorProvider:Ljavax/inject/Provider;

.method constructor <init>(Landroid/app/Application;)V
    .registers 2
    .line 72
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    .line 42
    iput-object v0, v0, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->appComponentImpl:Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;
    .line 73
    invoke-virtual {v0, v1}, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->initialize(Landroid/app/Application;)V
    .line 74
    return-void
.end method

.method private initialize(Landroid/app/Application;)V
    .registers 7
    .line 77
    invoke-static {v6}, Ldagger/internal/InstanceFactory;->create(Ljava/lang/Object;)Ldagger/internal/Factory;
    move-result-object v0
    iput-object v0, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->applicationProvider:Ljavax/inject/Provider;
    .line 78
    iget-object v0, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->applicationProvider:Ljavax/inject/Provider;
    invoke-static {v0}, Lcom/hivewatch/HiveDb_Factory;->create(Ljavax/inject/Provider;)Lcom/hivewatch/HiveDb_Factory;
    move-result-object v0
    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v0
    iput-object v0, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->hiveDbProvider:Ljavax/inject/Provider;
    .line 79
    invoke-static {}, Lcom/hivewatch/ResumeBook_Factory;->create()Lcom/hivewatch/ResumeBook_Factory;
    move-result-object v0
    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v0
    iput-object v0, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->resumeBookProvider:Ljavax/inject/Provider;
    .line 80
    invoke-static {}, Lcom/hivewatch/AppModule_ProvideTokenSourceFactory;->create()Lcom/hivewatch/AppModule_ProvideTokenSourceFactory;
    move-result-object v0
    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v0
    iput-object v0, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->provideTokenSourceProvider:Ljavax/inject/Provider;
    .line 81
    iget-object v0, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->provideTokenSourceProvider:Ljavax/inject/Provider;
    invoke-static {v0}, Lcom/hivewatch/HiveTokens_Factory;->create(Ljavax/inject/Provider;)Lcom/hivewatch/HiveTokens_Factory;
    move-result-object v0
    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v0
    iput-object v0, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->hiveTokensProvider:Ljavax/inject/Provider;
    .line 82
    const/4 v0, 0x6
    invoke-static {v0}, Ldagger/internal/MapProviderFactory;->builder(I)Ldagger/internal/MapProviderFactory$Builder;
    move-result-object v0
    const-string v1, "inspect_hive"
    iget-object v2, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->hiveDbProvider:Ljavax/inject/Provider;
    .line 83
    invoke-static {v2}, Lcom/hivewatch/InspectHiveTool_Factory;->create(Ljavax/inject/Provider;)Lcom/hivewatch/InspectHiveTool_Factory;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Ldagger/internal/MapProviderFactory$Builder;->put(Ljava/lang/Object;Ljavax/inject/Provider;)Ldagger/internal/MapProviderFactory$Builder;
    move-result-object v0
    const-string v1, "hive_history"
    iget-object v2, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->hiveDbProvider:Ljavax/inject/Provider;
    .line 84
    invoke-static {v2}, Lcom/hivewatch/HiveHistoryTool_Factory;->create(Ljavax/inject/Provider;)Lcom/hivewatch/HiveHistoryTool_Factory;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Ldagger/internal/MapProviderFactory$Builder;->put(Ljava/lang/Object;Ljavax/inject/Provider;)Ldagger/internal/MapProviderFactory$Builder;
    move-result-object v0
    const-string v1, "requeen_hive"
    iget-object v2, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->hiveDbProvider:Ljavax/inject/Provider;
    iget-object v3, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->resumeBookProvider:Ljavax/inject/Provider;
    iget-object v4, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->hiveTokensProvider:Ljavax/inject/Provider;
    .line 85
    invoke-static {v2, v3, v4}, Lcom/hivewatch/RequeenTool_Factory;->create(Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;)Lcom/hivewatch/RequeenTool_Factory;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Ldagger/internal/MapProviderFactory$Builder;->put(Ljava/lang/Object;Ljavax/inject/Provider;)Ldagger/internal/MapProviderFactory$Builder;
    move-result-object v0
    const-string v1, "combine_hives"
    iget-object v2, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->hiveDbProvider:Ljavax/inject/Provider;
    iget-object v3, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->resumeBookProvider:Ljavax/inject/Provider;
    iget-object v4, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->hiveTokensProvider:Ljavax/inject/Provider;
    .line 86
    invoke-static {v2, v3, v4}, Lcom/hivewatch/CombineTool_Factory;->create(Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;)Lcom/hivewatch/CombineTool_Factory;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Ldagger/internal/MapProviderFactory$Builder;->put(Ljava/lang/Object;Ljavax/inject/Provider;)Ldagger/internal/MapProviderFactory$Builder;
    move-result-object v0
    const-string v1, "harvest_honey"
    iget-object v2, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->hiveDbProvider:Ljavax/inject/Provider;
    iget-object v3, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->resumeBookProvider:Ljavax/inject/Provider;
    iget-object v4, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->hiveTokensProvider:Ljavax/inject/Provider;
    .line 87
    invoke-static {v2, v3, v4}, Lcom/hivewatch/HarvestTool_Factory;->create(Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;)Lcom/hivewatch/HarvestTool_Factory;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Ldagger/internal/MapProviderFactory$Builder;->put(Ljava/lang/Object;Ljavax/inject/Provider;)Ldagger/internal/MapProviderFactory$Builder;
    move-result-object v0
    const-string v1, "split_colony"
    iget-object v2, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->hiveDbProvider:Ljavax/inject/Provider;
    iget-object v3, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->resumeBookProvider:Ljavax/inject/Provider;
    iget-object v4, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->hiveTokensProvider:Ljavax/inject/Provider;
    .line 88
    invoke-static {v2, v3, v4}, Lcom/hivewatch/SplitColonyTool_Factory;->create(Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;)Lcom/hivewatch/SplitColonyTool_Factory;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Ldagger/internal/MapProviderFactory$Builder;->put(Ljava/lang/Object;Ljavax/inject/Provider;)Ldagger/internal/MapProviderFactory$Builder;
    move-result-object v0
    .line 89
    invoke-virtual {v0}, Ldagger/internal/MapProviderFactory$Builder;->build()Ldagger/internal/MapProviderFactory;
    move-result-object v0
    iput-object v0, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->mapOfStringAndProviderOfToolHandlerProvider:Ljavax/inject/Provider;
    .line 90
    iget-object v0, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->applicationProvider:Ljavax/inject/Provider;
    invoke-static {v0}, Lcom/hivewatch/CallerGate_Factory;->create(Ljavax/inject/Provider;)Lcom/hivewatch/CallerGate_Factory;
    move-result-object v0
    iput-object v0, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->callerGateProvider:Ljavax/inject/Provider;
    .line 91
    invoke-static {}, Lcom/hivewatch/AppModule_ProvideSecureTokenSourceFactory;->create()Lcom/hivewatch/AppModule_ProvideSecureTokenSourceFactory;
    move-result-object v0
    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v0
    iput-object v0, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->provideSecureTokenSourceProvider:Ljavax/inject/Provider;
    .line 92
    iget-object v0, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->provideSecureTokenSourceProvider:Ljavax/inject/Provider;
    invoke-static {v0}, Lcom/hivewatch/YardTokens_Factory;->create(Ljavax/inject/Provider;)Lcom/hivewatch/YardTokens_Factory;
    move-result-object v0
    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v0
    iput-object v0, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->yardTokensProvider:Ljavax/inject/Provider;
    .line 93
    iget-object v0, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->yardTokensProvider:Ljavax/inject/Provider;
    invoke-static {v0}, Lcom/hivewatch/Sessions_Factory;->create(Ljavax/inject/Provider;)Lcom/hivewatch/Sessions_Factory;
    move-result-object v0
    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v0
    iput-object v0, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->sessionsProvider:Ljavax/inject/Provider;
    .line 94
    iget-object v0, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->applicationProvider:Ljavax/inject/Provider;
    invoke-static {v0}, Lcom/hivewatch/YardGate_Factory;->create(Ljavax/inject/Provider;)Lcom/hivewatch/YardGate_Factory;
    move-result-object v0
    iput-object v0, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->yardGateProvider:Ljavax/inject/Provider;
    .line 95
    invoke-static {}, Lcom/hivewatch/YardHolds_Factory;->create()Lcom/hivewatch/YardHolds_Factory;
    move-result-object v0
    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v0
    iput-object v0, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->yardHoldsProvider:Ljavax/inject/Provider;
    .line 96
    iget-object v0, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->hiveDbProvider:Ljavax/inject/Provider;
    invoke-static {v0}, Lcom/hivewatch/Journal_Factory;->create(Ljavax/inject/Provider;)Lcom/hivewatch/Journal_Factory;
    move-result-object v0
    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v0
    iput-object v0, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->journalProvider:Ljavax/inject/Provider;
    .line 97
    invoke-static {}, Lcom/hivewatch/AppModule_ProvideIoExecutorFactory;->create()Lcom/hivewatch/AppModule_ProvideIoExecutorFactory;
    move-result-object v0
    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v0
    iput-object v0, v5, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->provideIoExecutorProvider:Ljavax/inject/Provider;
    .line 98
    return-void
.end method

.method public inject(Lcom/hivewatch/HiveProvider;)V
    .registers 3
    .line 102
    invoke-virtual {v1, v2}, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->injectHiveProvider(Lcom/hivewatch/HiveProvider;)Lcom/hivewatch/HiveProvider;
    move-result-object v0
    .line 103
    return-void
.end method

.method public inject(Lcom/hivewatch/YardProvider;)V
    .registers 3
    .line 107
    invoke-virtual {v1, v2}, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->injectYardProvider(Lcom/hivewatch/YardProvider;)Lcom/hivewatch/YardProvider;
    move-result-object v0
    .line 108
    return-void
.end method

.method private injectHiveProvider(Lcom/hivewatch/HiveProvider;)Lcom/hivewatch/HiveProvider;
    .registers 3
    .line 111
    iget-object v0, v1, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->mapOfStringAndProviderOfToolHandlerProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Map;
    invoke-static {v2, v0}, Lcom/hivewatch/HiveProvider_MembersInjector;->injectTools(Lcom/hivewatch/HiveProvider;Ljava/util/Map;)V
    .line 112
    iget-object v0, v1, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->callerGateProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hivewatch/CallerGate;
    invoke-static {v2, v0}, Lcom/hivewatch/HiveProvider_MembersInjector;->injectGate(Lcom/hivewatch/HiveProvider;Lcom/hivewatch/CallerGate;)V
    .line 113
    iget-object v0, v1, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->sessionsProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hivewatch/Sessions;
    invoke-static {v2, v0}, Lcom/hivewatch/HiveProvider_MembersInjector;->injectSessions(Lcom/hivewatch/HiveProvider;Lcom/hivewatch/Sessions;)V
    .line 114
    return-object v2
.end method

.method private injectYardProvider(Lcom/hivewatch/YardProvider;)Lcom/hivewatch/YardProvider;
    .registers 3
    .line 118
    iget-object v0, v1, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->yardGateProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hivewatch/YardGate;
    invoke-static {v2, v0}, Lcom/hivewatch/YardProvider_MembersInjector;->injectGate(Lcom/hivewatch/YardProvider;Lcom/hivewatch/YardGate;)V
    .line 119
    iget-object v0, v1, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->sessionsProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hivewatch/Sessions;
    invoke-static {v2, v0}, Lcom/hivewatch/YardProvider_MembersInjector;->injectSessions(Lcom/hivewatch/YardProvider;Lcom/hivewatch/Sessions;)V
    .line 120
    iget-object v0, v1, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->yardHoldsProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hivewatch/YardHolds;
    invoke-static {v2, v0}, Lcom/hivewatch/YardProvider_MembersInjector;->injectHolds(Lcom/hivewatch/YardProvider;Lcom/hivewatch/YardHolds;)V
    .line 121
    iget-object v0, v1, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->yardTokensProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hivewatch/YardTokens;
    invoke-static {v2, v0}, Lcom/hivewatch/YardProvider_MembersInjector;->injectTokens(Lcom/hivewatch/YardProvider;Lcom/hivewatch/YardTokens;)V
    .line 122
    iget-object v0, v1, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->hiveDbProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hivewatch/HiveDb;
    invoke-static {v2, v0}, Lcom/hivewatch/YardProvider_MembersInjector;->injectHives(Lcom/hivewatch/YardProvider;Lcom/hivewatch/HiveDb;)V
    .line 123
    iget-object v0, v1, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->journalProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hivewatch/Journal;
    invoke-static {v2, v0}, Lcom/hivewatch/YardProvider_MembersInjector;->injectJournal(Lcom/hivewatch/YardProvider;Lcom/hivewatch/Journal;)V
    .line 124
    iget-object v0, v1, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;->provideIoExecutorProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/concurrent/Executor;
    invoke-static {v2, v0}, Lcom/hivewatch/YardProvider_MembersInjector;->injectIo(Lcom/hivewatch/YardProvider;Ljava/util/concurrent/Executor;)V
    .line 125
    return-object v2
.end method

