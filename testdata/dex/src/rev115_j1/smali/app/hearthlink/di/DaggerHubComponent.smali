.class public final Lapp/hearthlink/di/DaggerHubComponent;
.super Ljava/lang/Object;
.source "DaggerHubComponent.java"


# static fields
.field private static instance:Lapp/hearthlink/di/DaggerHubComponent;


# instance fields
.field private final approvals:Lapp/hearthlink/core/Approvals;

.field private final auditTaskFactory:Lapp/hearthlink/di/AuditTask_Factory;

.field private final callingUidProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field private final executor:Ljava/util/concurrent/Executor;

.field private final hubStoreProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lapp/hearthlink/core/HubStore;",
            ">;"
        }
    .end annotation
.end field

.field private final operationMint:Lapp/hearthlink/core/TokenMint;

.field private final randomProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Ljava/util/Random;",
            ">;"
        }
    .end annotation
.end field

.field private final secureRandomProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Ljava/util/Random;",
            ">;"
        }
    .end annotation
.end field

.field private final sessionMint:Lapp/hearthlink/core/TokenMint;


# direct methods
.method private constructor <init>(Landroid/content/Context;)V
    .registers 6

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 27
    invoke-static {}, Lapp/hearthlink/di/HubModule_ProvideSecureRandomFactory;->create()Lapp/hearthlink/di/HubModule_ProvideSecureRandomFactory;

    move-result-object v0

    iput-object v0, p0, Lapp/hearthlink/di/DaggerHubComponent;->secureRandomProvider:Ljavax/inject/Provider;

    .line 28
    invoke-static {}, Lapp/hearthlink/di/HubModule_ProvideRandomFactory;->create()Lapp/hearthlink/di/HubModule_ProvideRandomFactory;

    move-result-object v0

    iput-object v0, p0, Lapp/hearthlink/di/DaggerHubComponent;->randomProvider:Ljavax/inject/Provider;

    .line 29
    new-instance v0, Lapp/hearthlink/di/DaggerHubComponent$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lapp/hearthlink/di/DaggerHubComponent$$ExternalSyntheticLambda0;-><init>()V

    iput-object v0, p0, Lapp/hearthlink/di/DaggerHubComponent;->callingUidProvider:Ljavax/inject/Provider;

    .line 30
    new-instance v0, Lapp/hearthlink/core/HubStore;

    const-string v1, "hearthlink.db"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-virtual {p1, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/hearthlink/core/HubStore;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 31
    new-instance v1, Lapp/hearthlink/di/DaggerHubComponent$$ExternalSyntheticLambda1;

    invoke-direct {v1, v0}, Lapp/hearthlink/di/DaggerHubComponent$$ExternalSyntheticLambda1;-><init>(Lapp/hearthlink/core/HubStore;)V

    iput-object v1, p0, Lapp/hearthlink/di/DaggerHubComponent;->hubStoreProvider:Ljavax/inject/Provider;

    .line 32
    new-instance v0, Lapp/hearthlink/core/TokenMint;

    iget-object v1, p0, Lapp/hearthlink/di/DaggerHubComponent;->secureRandomProvider:Ljavax/inject/Provider;

    invoke-direct {v0, v1}, Lapp/hearthlink/core/TokenMint;-><init>(Ljavax/inject/Provider;)V

    iput-object v0, p0, Lapp/hearthlink/di/DaggerHubComponent;->sessionMint:Lapp/hearthlink/core/TokenMint;

    .line 33
    new-instance v0, Lapp/hearthlink/core/TokenMint;

    iget-object v1, p0, Lapp/hearthlink/di/DaggerHubComponent;->randomProvider:Ljavax/inject/Provider;

    invoke-direct {v0, v1}, Lapp/hearthlink/core/TokenMint;-><init>(Ljavax/inject/Provider;)V

    iput-object v0, p0, Lapp/hearthlink/di/DaggerHubComponent;->operationMint:Lapp/hearthlink/core/TokenMint;

    .line 34
    new-instance v0, Lapp/hearthlink/core/Approvals;

    iget-object v1, p0, Lapp/hearthlink/di/DaggerHubComponent;->sessionMint:Lapp/hearthlink/core/TokenMint;

    invoke-direct {v0, v1}, Lapp/hearthlink/core/Approvals;-><init>(Lapp/hearthlink/core/TokenMint;)V

    iput-object v0, p0, Lapp/hearthlink/di/DaggerHubComponent;->approvals:Lapp/hearthlink/core/Approvals;

    .line 35
    new-instance v0, Lapp/hearthlink/di/AuditTask_Factory;

    iget-object v1, p0, Lapp/hearthlink/di/DaggerHubComponent;->hubStoreProvider:Ljavax/inject/Provider;

    invoke-direct {v0, v1}, Lapp/hearthlink/di/AuditTask_Factory;-><init>(Ljavax/inject/Provider;)V

    iput-object v0, p0, Lapp/hearthlink/di/DaggerHubComponent;->auditTaskFactory:Lapp/hearthlink/di/AuditTask_Factory;

    .line 36
    invoke-static {}, Lapp/hearthlink/di/HubModule;->provideExecutor()Ljava/util/concurrent/Executor;

    move-result-object v0

    iput-object v0, p0, Lapp/hearthlink/di/DaggerHubComponent;->executor:Ljava/util/concurrent/Executor;

    .line 37
    return-void
.end method

.method public static get(Landroid/content/Context;)Lapp/hearthlink/di/DaggerHubComponent;
    .registers 3

    .line 40
    sget-object v0, Lapp/hearthlink/di/DaggerHubComponent;->instance:Lapp/hearthlink/di/DaggerHubComponent;

    if-nez v0, :cond_0

    .line 41
    new-instance v0, Lapp/hearthlink/di/DaggerHubComponent;

    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/hearthlink/di/DaggerHubComponent;-><init>(Landroid/content/Context;)V

    sput-object v0, Lapp/hearthlink/di/DaggerHubComponent;->instance:Lapp/hearthlink/di/DaggerHubComponent;

    .line 43
    :cond_0
    sget-object v0, Lapp/hearthlink/di/DaggerHubComponent;->instance:Lapp/hearthlink/di/DaggerHubComponent;

    return-object v0
.end method

.method static synthetic lambda$new$0(Lapp/hearthlink/core/HubStore;)Lapp/hearthlink/core/HubStore;
    .registers 1

    .line 31
    return-object p0
.end method


# virtual methods
.method public approvals()Lapp/hearthlink/core/Approvals;
    .registers 2

    .line 59
    iget-object v0, p0, Lapp/hearthlink/di/DaggerHubComponent;->approvals:Lapp/hearthlink/core/Approvals;

    return-object v0
.end method

.method public auditTasks()Lapp/hearthlink/di/AuditTask_Factory;
    .registers 2

    .line 63
    iget-object v0, p0, Lapp/hearthlink/di/DaggerHubComponent;->auditTaskFactory:Lapp/hearthlink/di/AuditTask_Factory;

    return-object v0
.end method

.method public callingUid()Ljavax/inject/Provider;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljavax/inject/Provider<",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation

    .line 72
    iget-object v0, p0, Lapp/hearthlink/di/DaggerHubComponent;->callingUidProvider:Ljavax/inject/Provider;

    return-object v0
.end method

.method public executor()Ljava/util/concurrent/Executor;
    .registers 2

    .line 67
    iget-object v0, p0, Lapp/hearthlink/di/DaggerHubComponent;->executor:Ljava/util/concurrent/Executor;

    return-object v0
.end method

.method public operationMint()Lapp/hearthlink/core/TokenMint;
    .registers 2

    .line 55
    iget-object v0, p0, Lapp/hearthlink/di/DaggerHubComponent;->operationMint:Lapp/hearthlink/core/TokenMint;

    return-object v0
.end method

.method public sessionMint()Lapp/hearthlink/core/TokenMint;
    .registers 2

    .line 51
    iget-object v0, p0, Lapp/hearthlink/di/DaggerHubComponent;->sessionMint:Lapp/hearthlink/core/TokenMint;

    return-object v0
.end method

.method public store()Lapp/hearthlink/core/HubStore;
    .registers 2

    .line 47
    iget-object v0, p0, Lapp/hearthlink/di/DaggerHubComponent;->hubStoreProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/hearthlink/core/HubStore;

    return-object v0
.end method
