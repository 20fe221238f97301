.class final Lcom/cinderbox/locker/VaultLink;
.super Ljava/lang/Object;
.source "VaultLink.java"


# interfaces
.implements Landroid/content/ServiceConnection;


# instance fields
.field private final context:Landroid/content/Context;

.field private volatile outbox:Landroid/os/Messenger;

.field private volatile vault:Lcom/cinderbox/locker/IVault;


# direct methods
.method constructor <init>(Landroid/content/Context;)V
    .registers 2

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    iput-object p1, p0, Lcom/cinderbox/locker/VaultLink;->context:Landroid/content/Context;

    .line 18
    return-void
.end method


# virtual methods
.method connect()V
    .registers 5

    .line 21
    iget-object v0, p0, Lcom/cinderbox/locker/VaultLink;->context:Landroid/content/Context;

    new-instance v1, Landroid/content/Intent;

    iget-object v2, p0, Lcom/cinderbox/locker/VaultLink;->context:Landroid/content/Context;

    const-class v3, Lcom/cinderbox/locker/VaultService;

    invoke-direct {v1, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const/4 v2, 0x1

    invoke-virtual {v0, v1, p0, v2}, Landroid/content/Context;->bindService(Landroid/content/Intent;Landroid/content/ServiceConnection;I)Z

    .line 22
    iget-object v0, p0, Lcom/cinderbox/locker/VaultLink;->context:Landroid/content/Context;

    new-instance v1, Landroid/content/Intent;

    iget-object v2, p0, Lcom/cinderbox/locker/VaultLink;->context:Landroid/content/Context;

    const-class v3, Lcom/cinderbox/locker/ShareService;

    invoke-direct {v1, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const/4 v2, 0x1

    invoke-virtual {v0, v1, p0, v2}, Landroid/content/Context;->bindService(Landroid/content/Intent;Landroid/content/ServiceConnection;I)Z

    .line 23
    return-void
.end method

.method public onServiceConnected(Landroid/content/ComponentName;Landroid/os/IBinder;)V
    .registers 5

    .line 35
    const-class v0, Lcom/cinderbox/locker/VaultService;

    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Landroid/content/ComponentName;->getClassName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 36
    invoke-static {p2}, Lcom/cinderbox/locker/IVault$Stub;->asInterface(Landroid/os/IBinder;)Lcom/cinderbox/locker/IVault;

    move-result-object v1

    iput-object v1, p0, Lcom/cinderbox/locker/VaultLink;->vault:Lcom/cinderbox/locker/IVault;

    goto :goto_0

    .line 38
    :cond_0
    new-instance v1, Landroid/os/Messenger;

    invoke-direct {v1, p2}, Landroid/os/Messenger;-><init>(Landroid/os/IBinder;)V

    iput-object v1, p0, Lcom/cinderbox/locker/VaultLink;->outbox:Landroid/os/Messenger;

    .line 40
    :goto_0
    return-void
.end method

.method public onServiceDisconnected(Landroid/content/ComponentName;)V
    .registers 4

    .line 44
    const-class v0, Lcom/cinderbox/locker/VaultService;

    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Landroid/content/ComponentName;->getClassName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 45
    const/4 v1, 0x0

    iput-object v1, p0, Lcom/cinderbox/locker/VaultLink;->vault:Lcom/cinderbox/locker/IVault;

    goto :goto_0

    .line 47
    :cond_0
    const/4 v1, 0x0

    iput-object v1, p0, Lcom/cinderbox/locker/VaultLink;->outbox:Landroid/os/Messenger;

    .line 49
    :goto_0
    return-void
.end method

.method outbox()Landroid/os/Messenger;
    .registers 2

    .line 30
    iget-object v0, p0, Lcom/cinderbox/locker/VaultLink;->outbox:Landroid/os/Messenger;

    return-object v0
.end method

.method vault()Lcom/cinderbox/locker/IVault;
    .registers 2

    .line 26
    iget-object v0, p0, Lcom/cinderbox/locker/VaultLink;->vault:Lcom/cinderbox/locker/IVault;

    return-object v0
.end method
