.class public final Lcom/keyholder/di/DaggerToolComponent;
.super Ljava/lang/Object;
.source "DaggerToolComponent.java"

# interfaces
.implements Lcom/keyholder/di/ToolComponent;


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/keyholder/di/DaggerToolComponent$Builder;
    }
.end annotation


# instance fields
.field private appModule:Lcom/keyholder/di/AppModule;

.field private auditLogProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/AuditLog;",
            ">;"
        }
    .end annotation
.end field

.field private callerCheckProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/CallerCheck;",
            ">;"
        }
    .end annotation
.end field

.field private confirmationStoreProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/ConfirmationStore;",
            ">;"
        }
    .end annotation
.end field

.field private provideCetpDaoProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/data/CetpDao;",
            ">;"
        }
    .end annotation
.end field

.field private provideContextProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Landroid/content/Context;",
            ">;"
        }
    .end annotation
.end field

.field private provideDatabaseProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/data/KeyholderDatabase;",
            ">;"
        }
    .end annotation
.end field

.field private provideFastRandomProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Ljava/util/Random;",
            ">;"
        }
    .end annotation
.end field

.field private provideIoExecutorProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Ljava/util/concurrent/Executor;",
            ">;"
        }
    .end annotation
.end field

.field private provideSecureRandomProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Ljava/util/Random;",
            ">;"
        }
    .end annotation
.end field

.field private requestLedgerProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/RequestLedger;",
            ">;"
        }
    .end annotation
.end field

.field private resolutionModule:Lcom/keyholder/di/ResolutionModule;

.field private sessionRepositoryProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/SessionRepository;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method private constructor <init>(Lcom/keyholder/di/DaggerToolComponent$Builder;)V
    .registers 2

    .line 55
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 56
    invoke-direct {p0, p1}, Lcom/keyholder/di/DaggerToolComponent;->initialize(Lcom/keyholder/di/DaggerToolComponent$Builder;)V

    .line 57
    return-void
.end method

.method synthetic constructor <init>(Lcom/keyholder/di/DaggerToolComponent$Builder;Lcom/keyholder/di/DaggerToolComponent-IA;)V
    .registers 3

    invoke-direct {p0, p1}, Lcom/keyholder/di/DaggerToolComponent;-><init>(Lcom/keyholder/di/DaggerToolComponent$Builder;)V

    return-void
.end method

.method public static builder()Lcom/keyholder/di/DaggerToolComponent$Builder;
    .registers 2

    .line 60
    new-instance v0, Lcom/keyholder/di/DaggerToolComponent$Builder;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/keyholder/di/DaggerToolComponent$Builder;-><init>(Lcom/keyholder/di/DaggerToolComponent$Builder-IA;)V

    return-object v0
.end method

.method private initialize(Lcom/keyholder/di/DaggerToolComponent$Builder;)V
    .registers 4

    .line 65
    invoke-static {p1}, Lcom/keyholder/di/DaggerToolComponent$Builder;->-$$Nest$fgetappModule(Lcom/keyholder/di/DaggerToolComponent$Builder;)Lcom/keyholder/di/AppModule;

    move-result-object v0

    iput-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->appModule:Lcom/keyholder/di/AppModule;

    .line 66
    invoke-static {p1}, Lcom/keyholder/di/DaggerToolComponent$Builder;->-$$Nest$fgetappModule(Lcom/keyholder/di/DaggerToolComponent$Builder;)Lcom/keyholder/di/AppModule;

    move-result-object v0

    invoke-static {v0}, Lcom/keyholder/di/AppModule_ProvideContextFactory;->create(Lcom/keyholder/di/AppModule;)Lcom/keyholder/di/AppModule_ProvideContextFactory;

    move-result-object v0

    iput-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->provideContextProvider:Ljavax/inject/Provider;

    .line 67
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->provideContextProvider:Ljavax/inject/Provider;

    invoke-static {v0}, Lcom/keyholder/cetp/CallerCheck_Factory;->create(Ljavax/inject/Provider;)Lcom/keyholder/cetp/CallerCheck_Factory;

    move-result-object v0

    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;

    move-result-object v0

    iput-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->callerCheckProvider:Ljavax/inject/Provider;

    .line 68
    invoke-static {p1}, Lcom/keyholder/di/DaggerToolComponent$Builder;->-$$Nest$fgetappModule(Lcom/keyholder/di/DaggerToolComponent$Builder;)Lcom/keyholder/di/AppModule;

    move-result-object v0

    iget-object v1, p0, Lcom/keyholder/di/DaggerToolComponent;->provideContextProvider:Ljavax/inject/Provider;

    .line 69
    invoke-static {v0, v1}, Lcom/keyholder/di/AppModule_ProvideDatabaseFactory;->create(Lcom/keyholder/di/AppModule;Ljavax/inject/Provider;)Lcom/keyholder/di/AppModule_ProvideDatabaseFactory;

    move-result-object v0

    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;

    move-result-object v0

    iput-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->provideDatabaseProvider:Ljavax/inject/Provider;

    .line 70
    invoke-static {p1}, Lcom/keyholder/di/DaggerToolComponent$Builder;->-$$Nest$fgetappModule(Lcom/keyholder/di/DaggerToolComponent$Builder;)Lcom/keyholder/di/AppModule;

    move-result-object v0

    iget-object v1, p0, Lcom/keyholder/di/DaggerToolComponent;->provideDatabaseProvider:Ljavax/inject/Provider;

    invoke-static {v0, v1}, Lcom/keyholder/di/AppModule_ProvideCetpDaoFactory;->create(Lcom/keyholder/di/AppModule;Ljavax/inject/Provider;)Lcom/keyholder/di/AppModule_ProvideCetpDaoFactory;

    move-result-object v0

    iput-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->provideCetpDaoProvider:Ljavax/inject/Provider;

    .line 71
    invoke-static {p1}, Lcom/keyholder/di/DaggerToolComponent$Builder;->-$$Nest$fgetsecurityModule(Lcom/keyholder/di/DaggerToolComponent$Builder;)Lcom/keyholder/di/SecurityModule;

    move-result-object v0

    .line 72
    invoke-static {v0}, Lcom/keyholder/di/SecurityModule_ProvideSecureRandomFactory;->create(Lcom/keyholder/di/SecurityModule;)Lcom/keyholder/di/SecurityModule_ProvideSecureRandomFactory;

    move-result-object v0

    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;

    move-result-object v0

    iput-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->provideSecureRandomProvider:Ljavax/inject/Provider;

    .line 73
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->provideCetpDaoProvider:Ljavax/inject/Provider;

    iget-object v1, p0, Lcom/keyholder/di/DaggerToolComponent;->provideSecureRandomProvider:Ljavax/inject/Provider;

    .line 74
    invoke-static {v0, v1}, Lcom/keyholder/cetp/SessionRepository_Factory;->create(Ljavax/inject/Provider;Ljavax/inject/Provider;)Lcom/keyholder/cetp/SessionRepository_Factory;

    move-result-object v0

    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;

    move-result-object v0

    iput-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->sessionRepositoryProvider:Ljavax/inject/Provider;

    .line 75
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->provideCetpDaoProvider:Ljavax/inject/Provider;

    invoke-static {v0}, Lcom/keyholder/cetp/RequestLedger_Factory;->create(Ljavax/inject/Provider;)Lcom/keyholder/cetp/RequestLedger_Factory;

    move-result-object v0

    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;

    move-result-object v0

    iput-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->requestLedgerProvider:Ljavax/inject/Provider;

    .line 76
    invoke-static {}, Lcom/keyholder/cetp/ConfirmationStore_Factory;->create()Lcom/keyholder/cetp/ConfirmationStore_Factory;

    move-result-object v0

    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;

    move-result-object v0

    iput-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->confirmationStoreProvider:Ljavax/inject/Provider;

    .line 77
    invoke-static {p1}, Lcom/keyholder/di/DaggerToolComponent$Builder;->-$$Nest$fgetappModule(Lcom/keyholder/di/DaggerToolComponent$Builder;)Lcom/keyholder/di/AppModule;

    move-result-object v0

    .line 78
    invoke-static {v0}, Lcom/keyholder/di/AppModule_ProvideIoExecutorFactory;->create(Lcom/keyholder/di/AppModule;)Lcom/keyholder/di/AppModule_ProvideIoExecutorFactory;

    move-result-object v0

    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;

    move-result-object v0

    iput-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->provideIoExecutorProvider:Ljavax/inject/Provider;

    .line 79
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->provideCetpDaoProvider:Ljavax/inject/Provider;

    iget-object v1, p0, Lcom/keyholder/di/DaggerToolComponent;->provideIoExecutorProvider:Ljavax/inject/Provider;

    .line 80
    invoke-static {v0, v1}, Lcom/keyholder/cetp/AuditLog_Factory;->create(Ljavax/inject/Provider;Ljavax/inject/Provider;)Lcom/keyholder/cetp/AuditLog_Factory;

    move-result-object v0

    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;

    move-result-object v0

    iput-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->auditLogProvider:Ljavax/inject/Provider;

    .line 81
    invoke-static {p1}, Lcom/keyholder/di/DaggerToolComponent$Builder;->-$$Nest$fgetsecurityModule(Lcom/keyholder/di/DaggerToolComponent$Builder;)Lcom/keyholder/di/SecurityModule;

    move-result-object v0

    .line 82
    invoke-static {v0}, Lcom/keyholder/di/SecurityModule_ProvideFastRandomFactory;->create(Lcom/keyholder/di/SecurityModule;)Lcom/keyholder/di/SecurityModule_ProvideFastRandomFactory;

    move-result-object v0

    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;

    move-result-object v0

    iput-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->provideFastRandomProvider:Ljavax/inject/Provider;

    .line 83
    invoke-static {p1}, Lcom/keyholder/di/DaggerToolComponent$Builder;->-$$Nest$fgetresolutionModule(Lcom/keyholder/di/DaggerToolComponent$Builder;)Lcom/keyholder/di/ResolutionModule;

    move-result-object v0

    iput-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->resolutionModule:Lcom/keyholder/di/ResolutionModule;

    .line 84
    return-void
.end method

.method private injectConfirmActivity(Lcom/keyholder/ui/ConfirmActivity;)Lcom/keyholder/ui/ConfirmActivity;
    .registers 3

    .line 134
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->confirmationStoreProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/cetp/ConfirmationStore;

    invoke-static {p1, v0}, Lcom/keyholder/ui/ConfirmActivity_MembersInjector;->injectConfirmations(Lcom/keyholder/ui/ConfirmActivity;Lcom/keyholder/cetp/ConfirmationStore;)V

    .line 135
    return-object p1
.end method

.method private injectGrantToolProvider(Lcom/keyholder/grants/GrantToolProvider;)Lcom/keyholder/grants/GrantToolProvider;
    .registers 4

    .line 102
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->callerCheckProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/cetp/CallerCheck;

    invoke-static {p1, v0}, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->injectCallers(Lcom/keyholder/grants/GrantToolProvider;Lcom/keyholder/cetp/CallerCheck;)V

    .line 103
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->sessionRepositoryProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/cetp/SessionRepository;

    invoke-static {p1, v0}, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->injectSessions(Lcom/keyholder/grants/GrantToolProvider;Lcom/keyholder/cetp/SessionRepository;)V

    .line 104
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->requestLedgerProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/cetp/RequestLedger;

    invoke-static {p1, v0}, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->injectLedger(Lcom/keyholder/grants/GrantToolProvider;Lcom/keyholder/cetp/RequestLedger;)V

    .line 105
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->confirmationStoreProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/cetp/ConfirmationStore;

    invoke-static {p1, v0}, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->injectConfirmations(Lcom/keyholder/grants/GrantToolProvider;Lcom/keyholder/cetp/ConfirmationStore;)V

    .line 106
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->auditLogProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/cetp/AuditLog;

    invoke-static {p1, v0}, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->injectAudit(Lcom/keyholder/grants/GrantToolProvider;Lcom/keyholder/cetp/AuditLog;)V

    .line 107
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->appModule:Lcom/keyholder/di/AppModule;

    iget-object v1, p0, Lcom/keyholder/di/DaggerToolComponent;->provideDatabaseProvider:Ljavax/inject/Provider;

    .line 108
    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/keyholder/data/KeyholderDatabase;

    invoke-static {v0, v1}, Lcom/keyholder/di/AppModule_ProvideKeyDaoFactory;->proxyProvideKeyDao(Lcom/keyholder/di/AppModule;Lcom/keyholder/data/KeyholderDatabase;)Lcom/keyholder/data/KeyDao;

    move-result-object v0

    .line 107
    invoke-static {p1, v0}, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->injectKeys(Lcom/keyholder/grants/GrantToolProvider;Lcom/keyholder/data/KeyDao;)V

    .line 109
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->provideFastRandomProvider:Ljavax/inject/Provider;

    invoke-static {p1, v0}, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->injectTokenRandom(Lcom/keyholder/grants/GrantToolProvider;Ljavax/inject/Provider;)V

    .line 110
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->resolutionModule:Lcom/keyholder/di/ResolutionModule;

    .line 111
    invoke-static {v0}, Lcom/keyholder/di/ResolutionModule_ProvideGrantFlagsFactory;->proxyProvideGrantFlags(Lcom/keyholder/di/ResolutionModule;)I

    move-result v0

    .line 110
    invoke-static {p1, v0}, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->injectResolutionFlags(Lcom/keyholder/grants/GrantToolProvider;I)V

    .line 112
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->resolutionModule:Lcom/keyholder/di/ResolutionModule;

    .line 113
    invoke-static {v0}, Lcom/keyholder/di/ResolutionModule_ProvideOwnerApprovalFactory;->proxyProvideOwnerApproval(Lcom/keyholder/di/ResolutionModule;)Landroid/content/ComponentName;

    move-result-object v0

    .line 112
    invoke-static {p1, v0}, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->injectOwnerApproval(Lcom/keyholder/grants/GrantToolProvider;Landroid/content/ComponentName;)V

    .line 114
    return-object p1
.end method

.method private injectLockToolProvider(Lcom/keyholder/locks/LockToolProvider;)Lcom/keyholder/locks/LockToolProvider;
    .registers 4

    .line 118
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->callerCheckProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/cetp/CallerCheck;

    invoke-static {p1, v0}, Lcom/keyholder/locks/LockToolProvider_MembersInjector;->injectCallers(Lcom/keyholder/locks/LockToolProvider;Lcom/keyholder/cetp/CallerCheck;)V

    .line 119
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->sessionRepositoryProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/cetp/SessionRepository;

    invoke-static {p1, v0}, Lcom/keyholder/locks/LockToolProvider_MembersInjector;->injectSessions(Lcom/keyholder/locks/LockToolProvider;Lcom/keyholder/cetp/SessionRepository;)V

    .line 120
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->requestLedgerProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/cetp/RequestLedger;

    invoke-static {p1, v0}, Lcom/keyholder/locks/LockToolProvider_MembersInjector;->injectLedger(Lcom/keyholder/locks/LockToolProvider;Lcom/keyholder/cetp/RequestLedger;)V

    .line 121
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->confirmationStoreProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/cetp/ConfirmationStore;

    invoke-static {p1, v0}, Lcom/keyholder/locks/LockToolProvider_MembersInjector;->injectConfirmations(Lcom/keyholder/locks/LockToolProvider;Lcom/keyholder/cetp/ConfirmationStore;)V

    .line 122
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->auditLogProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/cetp/AuditLog;

    invoke-static {p1, v0}, Lcom/keyholder/locks/LockToolProvider_MembersInjector;->injectAudit(Lcom/keyholder/locks/LockToolProvider;Lcom/keyholder/cetp/AuditLog;)V

    .line 123
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->appModule:Lcom/keyholder/di/AppModule;

    iget-object v1, p0, Lcom/keyholder/di/DaggerToolComponent;->provideDatabaseProvider:Ljavax/inject/Provider;

    .line 124
    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/keyholder/data/KeyholderDatabase;

    invoke-static {v0, v1}, Lcom/keyholder/di/AppModule_ProvideKeyDaoFactory;->proxyProvideKeyDao(Lcom/keyholder/di/AppModule;Lcom/keyholder/data/KeyholderDatabase;)Lcom/keyholder/data/KeyDao;

    move-result-object v0

    .line 123
    invoke-static {p1, v0}, Lcom/keyholder/locks/LockToolProvider_MembersInjector;->injectKeys(Lcom/keyholder/locks/LockToolProvider;Lcom/keyholder/data/KeyDao;)V

    .line 125
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->provideSecureRandomProvider:Ljavax/inject/Provider;

    invoke-static {p1, v0}, Lcom/keyholder/locks/LockToolProvider_MembersInjector;->injectTokenRandom(Lcom/keyholder/locks/LockToolProvider;Ljavax/inject/Provider;)V

    .line 126
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->resolutionModule:Lcom/keyholder/di/ResolutionModule;

    .line 127
    invoke-static {v0}, Lcom/keyholder/di/ResolutionModule_ProvideLockFlagsFactory;->proxyProvideLockFlags(Lcom/keyholder/di/ResolutionModule;)I

    move-result v0

    .line 126
    invoke-static {p1, v0}, Lcom/keyholder/locks/LockToolProvider_MembersInjector;->injectResolutionFlags(Lcom/keyholder/locks/LockToolProvider;I)V

    .line 128
    iget-object v0, p0, Lcom/keyholder/di/DaggerToolComponent;->resolutionModule:Lcom/keyholder/di/ResolutionModule;

    .line 129
    invoke-static {v0}, Lcom/keyholder/di/ResolutionModule_ProvideLockScreenFactory;->proxyProvideLockScreen(Lcom/keyholder/di/ResolutionModule;)Landroid/content/ComponentName;

    move-result-object v0

    .line 128
    invoke-static {p1, v0}, Lcom/keyholder/locks/LockToolProvider_MembersInjector;->injectLockScreen(Lcom/keyholder/locks/LockToolProvider;Landroid/content/ComponentName;)V

    .line 130
    return-object p1
.end method


# virtual methods
.method public inject(Lcom/keyholder/grants/GrantToolProvider;)V
    .registers 2

    .line 88
    invoke-direct {p0, p1}, Lcom/keyholder/di/DaggerToolComponent;->injectGrantToolProvider(Lcom/keyholder/grants/GrantToolProvider;)Lcom/keyholder/grants/GrantToolProvider;

    .line 89
    return-void
.end method

.method public inject(Lcom/keyholder/locks/LockToolProvider;)V
    .registers 2

    .line 93
    invoke-direct {p0, p1}, Lcom/keyholder/di/DaggerToolComponent;->injectLockToolProvider(Lcom/keyholder/locks/LockToolProvider;)Lcom/keyholder/locks/LockToolProvider;

    .line 94
    return-void
.end method

.method public inject(Lcom/keyholder/ui/ConfirmActivity;)V
    .registers 2

    .line 98
    invoke-direct {p0, p1}, Lcom/keyholder/di/DaggerToolComponent;->injectConfirmActivity(Lcom/keyholder/ui/ConfirmActivity;)Lcom/keyholder/ui/ConfirmActivity;

    .line 99
    return-void
.end method
