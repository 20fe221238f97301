.class public final Lcom/hivewatch/YardProvider_MembersInjector;
.super Ljava/lang/Object;
.source "YardProvider_MembersInjector.java"

# interfaces
.implements Ldagger/MembersInjector;

.field private final gateProvider:Ljavax/inject/Provider;
.field private final sessionsProvider:Ljavax/inject/Provider;
.field private final holdsProvider:Ljavax/inject/Provider;
.field private final tokensProvider:Ljavax/inject/Provider;
.field private final hivesProvider:Ljavax/inject/Provider;
.field private final journalProvider:Ljavax/inject/Provider;
.field private final ioProvider:Ljavax/inject/Provider;

.method public constructor <init>(Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;)V
    .registers 8
    .line 32
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    .line 33
    iput-object v1, v0, Lcom/hivewatch/YardProvider_MembersInjector;->gateProvider:Ljavax/inject/Provider;
    .line 34
    iput-object v2, v0, Lcom/hivewatch/YardProvider_MembersInjector;->sessionsProvider:Ljavax/inject/Provider;
    .line 35
    iput-object v3, v0, Lcom/hivewatch/YardProvider_MembersInjector;->holdsProvider:Ljavax/inject/Provider;
    .line 36
    iput-object v4, v0, Lcom/hivewatch/YardProvider_MembersInjector;->tokensProvider:Ljavax/inject/Provider;
    .line 37
    iput-object v5, v0, Lcom/hivewatch/YardProvider_MembersInjector;->hivesProvider:Ljavax/inject/Provider;
    .line 38
    iput-object v6, v0, Lcom/hivewatch/YardProvider_MembersInjector;->journalProvider:Ljavax/inject/Provider;
    .line 39
    iput-object v7, v0, Lcom/hivewatch/YardProvider_MembersInjector;->ioProvider:Ljavax/inject/Provider;
    .line 40
    return-void
.end method

.method public injectMembers(Lcom/hivewatch/YardProvider;)V
    .registers 3
    .line 44
    iget-object v0, v1, Lcom/hivewatch/YardProvider_MembersInjector;->gateProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hivewatch/YardGate;
    invoke-static {v2, v0}, Lcom/hivewatch/YardProvider_MembersInjector;->injectGate(Lcom/hivewatch/YardProvider;Lcom/hivewatch/YardGate;)V
    .line 45
    iget-object v0, v1, Lcom/hivewatch/YardProvider_MembersInjector;->sessionsProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hivewatch/Sessions;
    invoke-static {v2, v0}, Lcom/hivewatch/YardProvider_MembersInjector;->injectSessions(Lcom/hivewatch/YardProvider;Lcom/hivewatch/Sessions;)V
    .line 46
    iget-object v0, v1, Lcom/hivewatch/YardProvider_MembersInjector;->holdsProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hivewatch/YardHolds;
    invoke-static {v2, v0}, Lcom/hivewatch/YardProvider_MembersInjector;->injectHolds(Lcom/hivewatch/YardProvider;Lcom/hivewatch/YardHolds;)V
    .line 47
    iget-object v0, v1, Lcom/hivewatch/YardProvider_MembersInjector;->tokensProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hivewatch/YardTokens;
    invoke-static {v2, v0}, Lcom/hivewatch/YardProvider_MembersInjector;->injectTokens(Lcom/hivewatch/YardProvider;Lcom/hivewatch/YardTokens;)V
    .line 48
    iget-object v0, v1, Lcom/hivewatch/YardProvider_MembersInjector;->hivesProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hivewatch/HiveDb;
    invoke-static {v2, v0}, Lcom/hivewatch/YardProvider_MembersInjector;->injectHives(Lcom/hivewatch/YardProvider;Lcom/hivewatch/HiveDb;)V
    .line 49
    iget-object v0, v1, Lcom/hivewatch/YardProvider_MembersInjector;->journalProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hivewatch/Journal;
    invoke-static {v2, v0}, Lcom/hivewatch/YardProvider_MembersInjector;->injectJournal(Lcom/hivewatch/YardProvider;Lcom/hivewatch/Journal;)V
    .line 50
    iget-object v0, v1, Lcom/hivewatch/YardProvider_MembersInjector;->ioProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/concurrent/Executor;
    invoke-static {v2, v0}, Lcom/hivewatch/YardProvider_MembersInjector;->injectIo(Lcom/hivewatch/YardProvider;Ljava/util/concurrent/Executor;)V
    .line 51
    return-void
.end method

.method public static injectGate(Lcom/hivewatch/YardProvider;Lcom/hivewatch/YardGate;)V
    .registers 2
    .line 55
    iput-object v1, v0, Lcom/hivewatch/YardProvider;->gate:Lcom/hivewatch/YardGate;
    .line 56
    return-void
.end method

.method public static injectSessions(Lcom/hivewatch/YardProvider;Lcom/hivewatch/Sessions;)V
    .registers 2
    .line 60
    iput-object v1, v0, Lcom/hivewatch/YardProvider;->sessions:Lcom/hivewatch/Sessions;
    .line 61
    return-void
.end method

.method public static injectHolds(Lcom/hivewatch/YardProvider;Lcom/hivewatch/YardHolds;)V
    .registers 2
    .line 65
    iput-object v1, v0, Lcom/hivewatch/YardProvider;->holds:Lcom/hivewatch/YardHolds;
    .line 66
    return-void
.end method

.method public static injectTokens(Lcom/hivewatch/YardProvider;Lcom/hivewatch/YardTokens;)V
    .registers 2
    .line 70
    iput-object v1, v0, Lcom/hivewatch/YardProvider;->tokens:Lcom/hivewatch/YardTokens;
    .line 71
    return-void
.end method

.method public static injectHives(Lcom/hivewatch/YardProvider;Lcom/hivewatch/HiveDb;)V
    .registers 2
    .line 75
    iput-object v1, v0, Lcom/hivewatch/YardProvider;->hives:Lcom/hivewatch/HiveDb;
    .line 76
    return-void
.end method

.method public static injectJournal(Lcom/hivewatch/YardProvider;Lcom/hivewatch/Journal;)V
    .registers 2
    .line 80
    iput-object v1, v0, Lcom/hivewatch/YardProvider;->journal:Lcom/hivewatch/Journal;
    .line 81
    return-void
.end method

.method public static injectIo(Lcom/hivewatch/YardProvider;Ljava/util/concurrent/Executor;)V
    .registers 2
    .line 86
    iput-object v1, v0, Lcom/hivewatch/YardProvider;->io:Ljava/util/concurrent/Executor;
    .line 87
    return-void
.end method

.method public bridge synthetic injectMembers(Ljava/lang/Object;)V
    .registers 2
    .line 12
    check-cast v1, Lcom/hivewatch/YardProvider;
    invoke-virtual {v0, v1}, Lcom/hivewatch/YardProvider_MembersInjector;->injectMembers(Lcom/hivewatch/YardProvider;)V
    return-void
.end method

