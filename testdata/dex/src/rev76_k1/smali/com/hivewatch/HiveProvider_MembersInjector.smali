.class public final Lcom/hivewatch/HiveProvider_MembersInjector;
.super Ljava/lang/Object;
.source "HiveProvider_MembersInjector.java"

# interfaces
.implements Ldagger/MembersInjector;

.field private final toolsProvider:Ljavax/inject/Provider;
.field private final gateProvider:Ljavax/inject/Provider;
.field private final sessionsProvider:Ljavax/inject/Provider;

.method public constructor <init>(Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;)V
    .registers 4
    .line 21
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    .line 22
    iput-object v1, v0, Lcom/hivewatch/HiveProvider_MembersInjector;->toolsProvider:Ljavax/inject/Provider;
    .line 23
    iput-object v2, v0, Lcom/hivewatch/HiveProvider_MembersInjector;->gateProvider:Ljavax/inject/Provider;
    .line 24
    iput-object v3, v0, Lcom/hivewatch/HiveProvider_MembersInjector;->sessionsProvider:Ljavax/inject/Provider;
    .line 25
    return-void
.end method

.method public static create(Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;)Ldagger/MembersInjector;
    .registers 4
    .line 30
    new-instance v0, Lcom/hivewatch/HiveProvider_MembersInjector;
    invoke-direct {v0, v1, v2, v3}, Lcom/hivewatch/HiveProvider_MembersInjector;-><init>(Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;)V
    return-object v0
.end method

.method public injectMembers(Lcom/hivewatch/HiveProvider;)V
    .registers 3
    .line 35
    iget-object v0, v1, Lcom/hivewatch/HiveProvider_MembersInjector;->toolsProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Map;
    invoke-static {v2, v0}, Lcom/hivewatch/HiveProvider_MembersInjector;->injectTools(Lcom/hivewatch/HiveProvider;Ljava/util/Map;)V
    .line 36
    iget-object v0, v1, Lcom/hivewatch/HiveProvider_MembersInjector;->gateProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hivewatch/CallerGate;
    invoke-static {v2, v0}, Lcom/hivewatch/HiveProvider_MembersInjector;->injectGate(Lcom/hivewatch/HiveProvider;Lcom/hivewatch/CallerGate;)V
    .line 37
    iget-object v0, v1, Lcom/hivewatch/HiveProvider_MembersInjector;->sessionsProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hivewatch/Sessions;
    invoke-static {v2, v0}, Lcom/hivewatch/HiveProvider_MembersInjector;->injectSessions(Lcom/hivewatch/HiveProvider;Lcom/hivewatch/Sessions;)V
    .line 38
    return-void
.end method

.method public static injectTools(Lcom/hivewatch/HiveProvider;Ljava/util/Map;)V
    .registers 2
    .line 42
    iput-object v1, v0, Lcom/hivewatch/HiveProvider;->tools:Ljava/util/Map;
    .line 43
    return-void
.end method

.method public static injectGate(Lcom/hivewatch/HiveProvider;Lcom/hivewatch/CallerGate;)V
    .registers 2
    .line 47
    iput-object v1, v0, Lcom/hivewatch/HiveProvider;->gate:Lcom/hivewatch/CallerGate;
    .line 48
    return-void
.end method

.method public static injectSessions(Lcom/hivewatch/HiveProvider;Lcom/hivewatch/Sessions;)V
    .registers 2
    .line 52
    iput-object v1, v0, Lcom/hivewatch/HiveProvider;->sessions:Lcom/hivewatch/Sessions;
    .line 53
    return-void
.end method

.method public bridge synthetic injectMembers(Ljava/lang/Object;)V
    .registers 2
    .line 11
    check-cast v1, Lcom/hivewatch/HiveProvider;
    invoke-virtual {v0, v1}, Lcom/hivewatch/HiveProvider_MembersInjector;->injectMembers(Lcom/hivewatch/HiveProvider;)V
    return-void
.end method

