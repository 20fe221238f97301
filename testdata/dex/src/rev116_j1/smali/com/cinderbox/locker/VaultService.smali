.class public final Lcom/cinderbox/locker/VaultService;
.super Landroid/app/Service;
.source "VaultService.java"


# instance fields
.field private final binder:Lcom/cinderbox/locker/IVault$Stub;

.field private store:Lcom/cinderbox/locker/VaultStore;

.field private worker:Ljava/util/concurrent/ExecutorService;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 13
    invoke-direct {p0}, Landroid/app/Service;-><init>()V

    .line 17
    new-instance v0, Lcom/cinderbox/locker/VaultService$1;

    invoke-direct {v0, p0}, Lcom/cinderbox/locker/VaultService$1;-><init>(Lcom/cinderbox/locker/VaultService;)V

    iput-object v0, p0, Lcom/cinderbox/locker/VaultService;->binder:Lcom/cinderbox/locker/IVault$Stub;

    return-void
.end method

.method static synthetic access$000(Lcom/cinderbox/locker/VaultService;)Lcom/cinderbox/locker/VaultStore;
    .registers 2

    .line 13
    iget-object v0, p0, Lcom/cinderbox/locker/VaultService;->store:Lcom/cinderbox/locker/VaultStore;

    return-object v0
.end method

.method static synthetic access$100()Ljava/lang/String;
    .registers 1

    .line 13
    invoke-static {}, Lcom/cinderbox/locker/VaultService;->quickTicket()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$200(Lcom/cinderbox/locker/VaultService;)Ljava/util/concurrent/ExecutorService;
    .registers 2

    .line 13
    iget-object v0, p0, Lcom/cinderbox/locker/VaultService;->worker:Ljava/util/concurrent/ExecutorService;

    return-object v0
.end method

.method private static quickTicket()Ljava/lang/String;
    .registers 6

    .line 99
    invoke-static {}, Ljava/lang/Math;->random()D

    move-result-wide v2

    const-wide v4, 0x41e037e200000000L

    mul-double/2addr v2, v4

    double-to-long v0, v2

    .line 100
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "op_"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const/16 v5, 0x24

    invoke-static {v0, v1, v5}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    return-object v2
.end method


# virtual methods
.method public onBind(Landroid/content/Intent;)Landroid/os/IBinder;
    .registers 3

    .line 87
    iget-object v0, p0, Lcom/cinderbox/locker/VaultService;->binder:Lcom/cinderbox/locker/IVault$Stub;

    return-object v0
.end method

.method public onCreate()V
    .registers 2

    .line 80
    invoke-super {p0}, Landroid/app/Service;->onCreate()V

    .line 81
    new-instance v0, Lcom/cinderbox/locker/VaultStore;

    invoke-direct {v0, p0}, Lcom/cinderbox/locker/VaultStore;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/cinderbox/locker/VaultService;->store:Lcom/cinderbox/locker/VaultStore;

    .line 82
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/cinderbox/locker/VaultService;->worker:Ljava/util/concurrent/ExecutorService;

    .line 83
    return-void
.end method

.method public onDestroy()V
    .registers 2

    .line 92
    iget-object v0, p0, Lcom/cinderbox/locker/VaultService;->worker:Ljava/util/concurrent/ExecutorService;

    invoke-interface {v0}, Ljava/util/concurrent/ExecutorService;->shutdown()V

    .line 93
    iget-object v0, p0, Lcom/cinderbox/locker/VaultService;->store:Lcom/cinderbox/locker/VaultStore;

    invoke-virtual {v0}, Lcom/cinderbox/locker/VaultStore;->close()V

    .line 94
    invoke-super {p0}, Landroid/app/Service;->onDestroy()V

    .line 95
    return-void
.end method
