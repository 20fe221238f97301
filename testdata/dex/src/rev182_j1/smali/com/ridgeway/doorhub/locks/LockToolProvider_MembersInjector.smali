.class public final Lcom/ridgeway/doorhub/locks/LockToolProvider_MembersInjector;
.super Ljava/lang/Object;
.source "LockToolProvider_MembersInjector.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    return-void
.end method

.method public static injectApprovalLedger(Lcom/ridgeway/doorhub/locks/LockToolProvider;Ljavax/inject/Provider;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ridgeway/doorhub/locks/LockToolProvider;",
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/ApprovalLedger;",
            ">;)V"
        }
    .end annotation

    .line 30
    iput-object p1, p0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->approvalLedger:Ljavax/inject/Provider;

    .line 31
    return-void
.end method

.method public static injectAutoLockApproval(Lcom/ridgeway/doorhub/locks/LockToolProvider;Ljavax/inject/Provider;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ridgeway/doorhub/locks/LockToolProvider;",
            "Ljavax/inject/Provider<",
            "Landroid/content/Intent;",
            ">;)V"
        }
    .end annotation

    .line 42
    iput-object p1, p0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->autoLockApproval:Ljavax/inject/Provider;

    .line 43
    return-void
.end method

.method public static injectCallerVerifier(Lcom/ridgeway/doorhub/locks/LockToolProvider;Ljavax/inject/Provider;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ridgeway/doorhub/locks/LockToolProvider;",
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/CallerVerifier;",
            ">;)V"
        }
    .end annotation

    .line 22
    iput-object p1, p0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->callerVerifier:Ljavax/inject/Provider;

    .line 23
    return-void
.end method

.method public static injectLocks(Lcom/ridgeway/doorhub/locks/LockToolProvider;Ljavax/inject/Provider;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ridgeway/doorhub/locks/LockToolProvider;",
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/locks/LockRepository;",
            ">;)V"
        }
    .end annotation

    .line 34
    iput-object p1, p0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->locks:Ljavax/inject/Provider;

    .line 35
    return-void
.end method

.method public static injectRequestLog(Lcom/ridgeway/doorhub/locks/LockToolProvider;Ljavax/inject/Provider;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ridgeway/doorhub/locks/LockToolProvider;",
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/RequestLog;",
            ">;)V"
        }
    .end annotation

    .line 26
    iput-object p1, p0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->requestLog:Ljavax/inject/Provider;

    .line 27
    return-void
.end method

.method public static injectRevokeCodeApproval(Lcom/ridgeway/doorhub/locks/LockToolProvider;Ljavax/inject/Provider;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ridgeway/doorhub/locks/LockToolProvider;",
            "Ljavax/inject/Provider<",
            "Landroid/content/Intent;",
            ">;)V"
        }
    .end annotation

    .line 50
    iput-object p1, p0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->revokeCodeApproval:Ljavax/inject/Provider;

    .line 51
    return-void
.end method

.method public static injectSessionStore(Lcom/ridgeway/doorhub/locks/LockToolProvider;Ljavax/inject/Provider;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ridgeway/doorhub/locks/LockToolProvider;",
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/SessionStore;",
            ">;)V"
        }
    .end annotation

    .line 18
    iput-object p1, p0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->sessionStore:Ljavax/inject/Provider;

    .line 19
    return-void
.end method

.method public static injectShareCodeApproval(Lcom/ridgeway/doorhub/locks/LockToolProvider;Ljavax/inject/Provider;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ridgeway/doorhub/locks/LockToolProvider;",
            "Ljavax/inject/Provider<",
            "Landroid/content/Intent;",
            ">;)V"
        }
    .end annotation

    .line 46
    iput-object p1, p0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->shareCodeApproval:Ljavax/inject/Provider;

    .line 47
    return-void
.end method

.method public static injectUnlockApproval(Lcom/ridgeway/doorhub/locks/LockToolProvider;Ljavax/inject/Provider;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ridgeway/doorhub/locks/LockToolProvider;",
            "Ljavax/inject/Provider<",
            "Landroid/content/Intent;",
            ">;)V"
        }
    .end annotation

    .line 38
    iput-object p1, p0, Lcom/ridgeway/doorhub/locks/LockToolProvider;->unlockApproval:Ljavax/inject/Provider;

    .line 39
    return-void
.end method
