.class public final Lcom/ridgeway/doorhub/di/DaggerAppComponent;
.super Ljava/lang/Object;
.source "DaggerAppComponent.java"

# interfaces
.implements Lcom/ridgeway/doorhub/di/ToolProviderEntryPoint;


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/ridgeway/doorhub/di/DaggerAppComponent$Builder;,
        Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;
    }
.end annotation


# instance fields
.field private final appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

.field private final applicationContext:Landroid/content/Context;

.field private approvalLedgerProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/ApprovalLedger;",
            ">;"
        }
    .end annotation
.end field

.field private archiveExecutorProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Ljava/util/concurrent/ExecutorService;",
            ">;"
        }
    .end annotation
.end field

.field private autoLockApprovalIntentProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Landroid/content/Intent;",
            ">;"
        }
    .end annotation
.end field

.field private callerVerifierProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/CallerVerifier;",
            ">;"
        }
    .end annotation
.end field

.field private clipExporterProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/camera/ClipExporter;",
            ">;"
        }
    .end annotation
.end field

.field private clipsDirProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Ljava/io/File;",
            ">;"
        }
    .end annotation
.end field

.field private databaseProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/data/DoorhubDatabase;",
            ">;"
        }
    .end annotation
.end field

.field private deleteClipApprovalIntentProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Landroid/content/Intent;",
            ">;"
        }
    .end annotation
.end field

.field private lockRepositoryProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/locks/LockRepository;",
            ">;"
        }
    .end annotation
.end field

.field private operationStoreProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/camera/OperationStore;",
            ">;"
        }
    .end annotation
.end field

.field private packageManagerProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Landroid/content/pm/PackageManager;",
            ">;"
        }
    .end annotation
.end field

.field private requestLogProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/RequestLog;",
            ">;"
        }
    .end annotation
.end field

.field private revokeCodeApprovalIntentProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Landroid/content/Intent;",
            ">;"
        }
    .end annotation
.end field

.field private secureRandomProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Ljava/security/SecureRandom;",
            ">;"
        }
    .end annotation
.end field

.field private sessionStoreProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/SessionStore;",
            ">;"
        }
    .end annotation
.end field

.field private shareClipApprovalIntentProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Landroid/content/Intent;",
            ">;"
        }
    .end annotation
.end field

.field private shareCodeApprovalIntentProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Landroid/content/Intent;",
            ">;"
        }
    .end annotation
.end field

.field private tokensProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/Tokens;",
            ">;"
        }
    .end annotation
.end field

.field private unlockApprovalIntentProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Landroid/content/Intent;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static bridge synthetic -$$Nest$fgetapplicationContext(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Landroid/content/Context;
    .registers 1

    iget-object p0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->applicationContext:Landroid/content/Context;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetdatabaseProvider(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Ljavax/inject/Provider;
    .registers 1

    iget-object p0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->databaseProvider:Ljavax/inject/Provider;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetpackageManagerProvider(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Ljavax/inject/Provider;
    .registers 1

    iget-object p0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->packageManagerProvider:Ljavax/inject/Provider;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetsecureRandomProvider(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Ljavax/inject/Provider;
    .registers 1

    iget-object p0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->secureRandomProvider:Ljavax/inject/Provider;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgettokensProvider(Lcom/ridgeway/doorhub/di/DaggerAppComponent;)Ljavax/inject/Provider;
    .registers 1

    iget-object p0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->tokensProvider:Ljavax/inject/Provider;

    return-object p0
.end method

.method constructor <init>(Landroid/content/Context;)V
    .registers 2

    .line 66
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 44
    iput-object p0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    .line 67
    iput-object p1, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->applicationContext:Landroid/content/Context;

    .line 68
    invoke-direct {p0}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->initialize()V

    .line 69
    return-void
.end method

.method public static builder()Lcom/ridgeway/doorhub/di/DaggerAppComponent$Builder;
    .registers 1

    .line 72
    new-instance v0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$Builder;

    invoke-direct {v0}, Lcom/ridgeway/doorhub/di/DaggerAppComponent$Builder;-><init>()V

    return-object v0
.end method

.method private initialize()V
    .registers 5

    .line 76
    new-instance v0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    const/4 v3, 0x0

    invoke-direct {v0, v2, v3}, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;-><init>(Lcom/ridgeway/doorhub/di/DaggerAppComponent;I)V

    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;

    move-result-object v0

    iput-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->databaseProvider:Ljavax/inject/Provider;

    .line 77
    new-instance v0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    const/4 v3, 0x1

    invoke-direct {v0, v2, v3}, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;-><init>(Lcom/ridgeway/doorhub/di/DaggerAppComponent;I)V

    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;

    move-result-object v0

    iput-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->secureRandomProvider:Ljavax/inject/Provider;

    .line 78
    new-instance v0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    const/4 v3, 0x2

    invoke-direct {v0, v2, v3}, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;-><init>(Lcom/ridgeway/doorhub/di/DaggerAppComponent;I)V

    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;

    move-result-object v0

    iput-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->tokensProvider:Ljavax/inject/Provider;

    .line 79
    new-instance v0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    const/4 v3, 0x3

    invoke-direct {v0, v2, v3}, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;-><init>(Lcom/ridgeway/doorhub/di/DaggerAppComponent;I)V

    iput-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->packageManagerProvider:Ljavax/inject/Provider;

    .line 80
    new-instance v0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    const/4 v3, 0x4

    invoke-direct {v0, v2, v3}, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;-><init>(Lcom/ridgeway/doorhub/di/DaggerAppComponent;I)V

    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;

    move-result-object v0

    iput-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->callerVerifierProvider:Ljavax/inject/Provider;

    .line 81
    new-instance v0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    const/4 v3, 0x5

    invoke-direct {v0, v2, v3}, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;-><init>(Lcom/ridgeway/doorhub/di/DaggerAppComponent;I)V

    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;

    move-result-object v0

    iput-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->sessionStoreProvider:Ljavax/inject/Provider;

    .line 82
    new-instance v0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    const/4 v3, 0x6

    invoke-direct {v0, v2, v3}, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;-><init>(Lcom/ridgeway/doorhub/di/DaggerAppComponent;I)V

    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;

    move-result-object v0

    iput-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->requestLogProvider:Ljavax/inject/Provider;

    .line 83
    new-instance v0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    const/4 v3, 0x7

    invoke-direct {v0, v2, v3}, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;-><init>(Lcom/ridgeway/doorhub/di/DaggerAppComponent;I)V

    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;

    move-result-object v0

    iput-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->approvalLedgerProvider:Ljavax/inject/Provider;

    .line 84
    new-instance v0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    const/16 v3, 0x8

    invoke-direct {v0, v2, v3}, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;-><init>(Lcom/ridgeway/doorhub/di/DaggerAppComponent;I)V

    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;

    move-result-object v0

    iput-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->lockRepositoryProvider:Ljavax/inject/Provider;

    .line 85
    new-instance v0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    const/16 v3, 0x9

    invoke-direct {v0, v2, v3}, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;-><init>(Lcom/ridgeway/doorhub/di/DaggerAppComponent;I)V

    iput-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->clipsDirProvider:Ljavax/inject/Provider;

    .line 86
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->databaseProvider:Ljavax/inject/Provider;

    iget-object v1, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->tokensProvider:Ljavax/inject/Provider;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->clipsDirProvider:Ljavax/inject/Provider;

    .line 87
    invoke-static {v0, v1, v2}, Lcom/ridgeway/doorhub/camera/ClipExporter_Factory;->create(Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;)Lcom/ridgeway/doorhub/camera/ClipExporter_Factory;

    move-result-object v0

    .line 86
    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;

    move-result-object v0

    iput-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->clipExporterProvider:Ljavax/inject/Provider;

    .line 88
    new-instance v0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    const/16 v3, 0xa

    invoke-direct {v0, v2, v3}, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;-><init>(Lcom/ridgeway/doorhub/di/DaggerAppComponent;I)V

    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;

    move-result-object v0

    iput-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->operationStoreProvider:Ljavax/inject/Provider;

    .line 89
    new-instance v0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    const/16 v3, 0xb

    invoke-direct {v0, v2, v3}, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;-><init>(Lcom/ridgeway/doorhub/di/DaggerAppComponent;I)V

    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;

    move-result-object v0

    iput-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->archiveExecutorProvider:Ljavax/inject/Provider;

    .line 90
    new-instance v0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    const/16 v3, 0xc

    invoke-direct {v0, v2, v3}, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;-><init>(Lcom/ridgeway/doorhub/di/DaggerAppComponent;I)V

    iput-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->unlockApprovalIntentProvider:Ljavax/inject/Provider;

    .line 91
    new-instance v0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    const/16 v3, 0xd

    invoke-direct {v0, v2, v3}, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;-><init>(Lcom/ridgeway/doorhub/di/DaggerAppComponent;I)V

    iput-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->autoLockApprovalIntentProvider:Ljavax/inject/Provider;

    .line 92
    new-instance v0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    const/16 v3, 0xe

    invoke-direct {v0, v2, v3}, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;-><init>(Lcom/ridgeway/doorhub/di/DaggerAppComponent;I)V

    iput-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->shareCodeApprovalIntentProvider:Ljavax/inject/Provider;

    .line 93
    new-instance v0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    const/16 v3, 0xf

    invoke-direct {v0, v2, v3}, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;-><init>(Lcom/ridgeway/doorhub/di/DaggerAppComponent;I)V

    iput-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->revokeCodeApprovalIntentProvider:Ljavax/inject/Provider;

    .line 94
    new-instance v0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    const/16 v3, 0x10

    invoke-direct {v0, v2, v3}, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;-><init>(Lcom/ridgeway/doorhub/di/DaggerAppComponent;I)V

    iput-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->deleteClipApprovalIntentProvider:Ljavax/inject/Provider;

    .line 95
    new-instance v0, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->appComponent:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    const/16 v3, 0x11

    invoke-direct {v0, v2, v3}, Lcom/ridgeway/doorhub/di/DaggerAppComponent$SwitchingProvider;-><init>(Lcom/ridgeway/doorhub/di/DaggerAppComponent;I)V

    iput-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->shareClipApprovalIntentProvider:Ljavax/inject/Provider;

    .line 96
    return-void
.end method

.method private injectCameraToolProvider(Lcom/ridgeway/doorhub/camera/CameraToolProvider;)Lcom/ridgeway/doorhub/camera/CameraToolProvider;
    .registers 3

    .line 134
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->sessionStoreProvider:Ljavax/inject/Provider;

    invoke-static {p1, v0}, Lcom/ridgeway/doorhub/camera/CameraToolProvider_MembersInjector;->injectSessionStore(Lcom/ridgeway/doorhub/camera/CameraToolProvider;Ljavax/inject/Provider;)V

    .line 135
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->callerVerifierProvider:Ljavax/inject/Provider;

    invoke-static {p1, v0}, Lcom/ridgeway/doorhub/camera/CameraToolProvider_MembersInjector;->injectCallerVerifier(Lcom/ridgeway/doorhub/camera/CameraToolProvider;Ljavax/inject/Provider;)V

    .line 136
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->requestLogProvider:Ljavax/inject/Provider;

    invoke-static {p1, v0}, Lcom/ridgeway/doorhub/camera/CameraToolProvider_MembersInjector;->injectRequestLog(Lcom/ridgeway/doorhub/camera/CameraToolProvider;Ljavax/inject/Provider;)V

    .line 137
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->approvalLedgerProvider:Ljavax/inject/Provider;

    invoke-static {p1, v0}, Lcom/ridgeway/doorhub/camera/CameraToolProvider_MembersInjector;->injectApprovalLedger(Lcom/ridgeway/doorhub/camera/CameraToolProvider;Ljavax/inject/Provider;)V

    .line 138
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->clipExporterProvider:Ljavax/inject/Provider;

    invoke-static {p1, v0}, Lcom/ridgeway/doorhub/camera/CameraToolProvider_MembersInjector;->injectClips(Lcom/ridgeway/doorhub/camera/CameraToolProvider;Ljavax/inject/Provider;)V

    .line 139
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->operationStoreProvider:Ljavax/inject/Provider;

    invoke-static {p1, v0}, Lcom/ridgeway/doorhub/camera/CameraToolProvider_MembersInjector;->injectOperations(Lcom/ridgeway/doorhub/camera/CameraToolProvider;Ljavax/inject/Provider;)V

    .line 140
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->archiveExecutorProvider:Ljavax/inject/Provider;

    invoke-static {p1, v0}, Lcom/ridgeway/doorhub/camera/CameraToolProvider_MembersInjector;->injectArchiveExecutor(Lcom/ridgeway/doorhub/camera/CameraToolProvider;Ljavax/inject/Provider;)V

    .line 141
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->deleteClipApprovalIntentProvider:Ljavax/inject/Provider;

    invoke-static {p1, v0}, Lcom/ridgeway/doorhub/camera/CameraToolProvider_MembersInjector;->injectDeleteClipApproval(Lcom/ridgeway/doorhub/camera/CameraToolProvider;Ljavax/inject/Provider;)V

    .line 142
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->shareClipApprovalIntentProvider:Ljavax/inject/Provider;

    invoke-static {p1, v0}, Lcom/ridgeway/doorhub/camera/CameraToolProvider_MembersInjector;->injectShareClipApproval(Lcom/ridgeway/doorhub/camera/CameraToolProvider;Ljavax/inject/Provider;)V

    .line 143
    return-object p1
.end method

.method private injectDoorbellReceiver(Lcom/ridgeway/doorhub/doorbell/DoorbellReceiver;)Lcom/ridgeway/doorhub/doorbell/DoorbellReceiver;
    .registers 6

    .line 148
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->applicationContext:Landroid/content/Context;

    invoke-static {v0}, Lcom/ridgeway/doorhub/di/AppModule;->provideAlarmManager(Landroid/content/Context;)Landroid/app/AlarmManager;

    move-result-object v3

    .line 149
    new-instance v1, Lcom/ridgeway/doorhub/doorbell/VisitorReminder;

    iget-object v2, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->applicationContext:Landroid/content/Context;

    invoke-direct {v1, v2, v3}, Lcom/ridgeway/doorhub/doorbell/VisitorReminder;-><init>(Landroid/content/Context;Landroid/app/AlarmManager;)V

    invoke-virtual {p1, v1}, Lcom/ridgeway/doorhub/doorbell/DoorbellReceiver;->setReminder(Lcom/ridgeway/doorhub/doorbell/VisitorReminder;)V

    .line 150
    iget-object v1, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->lockRepositoryProvider:Ljavax/inject/Provider;

    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/ridgeway/doorhub/locks/LockRepository;

    invoke-virtual {p1, v1}, Lcom/ridgeway/doorhub/doorbell/DoorbellReceiver;->setLocks(Lcom/ridgeway/doorhub/locks/LockRepository;)V

    .line 151
    return-object p1
.end method

.method private injectLockToolProvider(Lcom/ridgeway/doorhub/locks/LockToolProvider;)Lcom/ridgeway/doorhub/locks/LockToolProvider;
    .registers 3

    .line 121
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->sessionStoreProvider:Ljavax/inject/Provider;

    invoke-static {p1, v0}, Lcom/ridgeway/doorhub/locks/LockToolProvider_MembersInjector;->injectSessionStore(Lcom/ridgeway/doorhub/locks/LockToolProvider;Ljavax/inject/Provider;)V

    .line 122
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->callerVerifierProvider:Ljavax/inject/Provider;

    invoke-static {p1, v0}, Lcom/ridgeway/doorhub/locks/LockToolProvider_MembersInjector;->injectCallerVerifier(Lcom/ridgeway/doorhub/locks/LockToolProvider;Ljavax/inject/Provider;)V

    .line 123
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->requestLogProvider:Ljavax/inject/Provider;

    invoke-static {p1, v0}, Lcom/ridgeway/doorhub/locks/LockToolProvider_MembersInjector;->injectRequestLog(Lcom/ridgeway/doorhub/locks/LockToolProvider;Ljavax/inject/Provider;)V

    .line 124
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->approvalLedgerProvider:Ljavax/inject/Provider;

    invoke-static {p1, v0}, Lcom/ridgeway/doorhub/locks/LockToolProvider_MembersInjector;->injectApprovalLedger(Lcom/ridgeway/doorhub/locks/LockToolProvider;Ljavax/inject/Provider;)V

    .line 125
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->lockRepositoryProvider:Ljavax/inject/Provider;

    invoke-static {p1, v0}, Lcom/ridgeway/doorhub/locks/LockToolProvider_MembersInjector;->injectLocks(Lcom/ridgeway/doorhub/locks/LockToolProvider;Ljavax/inject/Provider;)V

    .line 126
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->unlockApprovalIntentProvider:Ljavax/inject/Provider;

    invoke-static {p1, v0}, Lcom/ridgeway/doorhub/locks/LockToolProvider_MembersInjector;->injectUnlockApproval(Lcom/ridgeway/doorhub/locks/LockToolProvider;Ljavax/inject/Provider;)V

    .line 127
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->autoLockApprovalIntentProvider:Ljavax/inject/Provider;

    invoke-static {p1, v0}, Lcom/ridgeway/doorhub/locks/LockToolProvider_MembersInjector;->injectAutoLockApproval(Lcom/ridgeway/doorhub/locks/LockToolProvider;Ljavax/inject/Provider;)V

    .line 128
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->shareCodeApprovalIntentProvider:Ljavax/inject/Provider;

    invoke-static {p1, v0}, Lcom/ridgeway/doorhub/locks/LockToolProvider_MembersInjector;->injectShareCodeApproval(Lcom/ridgeway/doorhub/locks/LockToolProvider;Ljavax/inject/Provider;)V

    .line 129
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->revokeCodeApprovalIntentProvider:Ljavax/inject/Provider;

    invoke-static {p1, v0}, Lcom/ridgeway/doorhub/locks/LockToolProvider_MembersInjector;->injectRevokeCodeApproval(Lcom/ridgeway/doorhub/locks/LockToolProvider;Ljavax/inject/Provider;)V

    .line 130
    return-object p1
.end method


# virtual methods
.method public inject(Lcom/ridgeway/doorhub/camera/CameraToolProvider;)V
    .registers 2

    .line 105
    invoke-direct {p0, p1}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->injectCameraToolProvider(Lcom/ridgeway/doorhub/camera/CameraToolProvider;)Lcom/ridgeway/doorhub/camera/CameraToolProvider;

    .line 106
    return-void
.end method

.method public inject(Lcom/ridgeway/doorhub/camera/ClipApprovalActivity;)V
    .registers 3

    .line 113
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->approvalLedgerProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger;

    invoke-static {p1, v0}, Lcom/ridgeway/doorhub/camera/ClipApprovalActivity_MembersInjector;->injectLedger(Lcom/ridgeway/doorhub/camera/ClipApprovalActivity;Lcom/ridgeway/doorhub/cetp/ApprovalLedger;)V

    .line 114
    return-void
.end method

.method public inject(Lcom/ridgeway/doorhub/doorbell/DoorbellReceiver;)V
    .registers 2

    .line 117
    invoke-direct {p0, p1}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->injectDoorbellReceiver(Lcom/ridgeway/doorhub/doorbell/DoorbellReceiver;)Lcom/ridgeway/doorhub/doorbell/DoorbellReceiver;

    .line 118
    return-void
.end method

.method public inject(Lcom/ridgeway/doorhub/locks/LockApprovalActivity;)V
    .registers 3

    .line 109
    iget-object v0, p0, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->approvalLedgerProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger;

    invoke-static {p1, v0}, Lcom/ridgeway/doorhub/locks/LockApprovalActivity_MembersInjector;->injectLedger(Lcom/ridgeway/doorhub/locks/LockApprovalActivity;Lcom/ridgeway/doorhub/cetp/ApprovalLedger;)V

    .line 110
    return-void
.end method

.method public inject(Lcom/ridgeway/doorhub/locks/LockToolProvider;)V
    .registers 2

    .line 100
    invoke-direct {p0, p1}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->injectLockToolProvider(Lcom/ridgeway/doorhub/locks/LockToolProvider;)Lcom/ridgeway/doorhub/locks/LockToolProvider;

    .line 101
    return-void
.end method
