.class public final Lcom/ridgeway/doorhub/camera/CameraToolProvider_MembersInjector;
.super Ljava/lang/Object;
.source "CameraToolProvider_MembersInjector.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    return-void
.end method

.method public static injectApprovalLedger(Lcom/ridgeway/doorhub/camera/CameraToolProvider;Ljavax/inject/Provider;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ridgeway/doorhub/camera/CameraToolProvider;",
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/ApprovalLedger;",
            ">;)V"
        }
    .end annotation

    .line 32
    iput-object p1, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->approvalLedger:Ljavax/inject/Provider;

    .line 33
    return-void
.end method

.method public static injectArchiveExecutor(Lcom/ridgeway/doorhub/camera/CameraToolProvider;Ljavax/inject/Provider;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ridgeway/doorhub/camera/CameraToolProvider;",
            "Ljavax/inject/Provider<",
            "Ljava/util/concurrent/ExecutorService;",
            ">;)V"
        }
    .end annotation

    .line 44
    iput-object p1, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->archiveExecutor:Ljavax/inject/Provider;

    .line 45
    return-void
.end method

.method public static injectCallerVerifier(Lcom/ridgeway/doorhub/camera/CameraToolProvider;Ljavax/inject/Provider;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ridgeway/doorhub/camera/CameraToolProvider;",
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/CallerVerifier;",
            ">;)V"
        }
    .end annotation

    .line 24
    iput-object p1, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->callerVerifier:Ljavax/inject/Provider;

    .line 25
    return-void
.end method

.method public static injectClips(Lcom/ridgeway/doorhub/camera/CameraToolProvider;Ljavax/inject/Provider;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ridgeway/doorhub/camera/CameraToolProvider;",
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/camera/ClipExporter;",
            ">;)V"
        }
    .end annotation

    .line 36
    iput-object p1, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->clips:Ljavax/inject/Provider;

    .line 37
    return-void
.end method

.method public static injectDeleteClipApproval(Lcom/ridgeway/doorhub/camera/CameraToolProvider;Ljavax/inject/Provider;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ridgeway/doorhub/camera/CameraToolProvider;",
            "Ljavax/inject/Provider<",
            "Landroid/content/Intent;",
            ">;)V"
        }
    .end annotation

    .line 48
    iput-object p1, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->deleteClipApproval:Ljavax/inject/Provider;

    .line 49
    return-void
.end method

.method public static injectOperations(Lcom/ridgeway/doorhub/camera/CameraToolProvider;Ljavax/inject/Provider;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ridgeway/doorhub/camera/CameraToolProvider;",
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/camera/OperationStore;",
            ">;)V"
        }
    .end annotation

    .line 40
    iput-object p1, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->operations:Ljavax/inject/Provider;

    .line 41
    return-void
.end method

.method public static injectRequestLog(Lcom/ridgeway/doorhub/camera/CameraToolProvider;Ljavax/inject/Provider;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ridgeway/doorhub/camera/CameraToolProvider;",
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/RequestLog;",
            ">;)V"
        }
    .end annotation

    .line 28
    iput-object p1, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->requestLog:Ljavax/inject/Provider;

    .line 29
    return-void
.end method

.method public static injectSessionStore(Lcom/ridgeway/doorhub/camera/CameraToolProvider;Ljavax/inject/Provider;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ridgeway/doorhub/camera/CameraToolProvider;",
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/SessionStore;",
            ">;)V"
        }
    .end annotation

    .line 20
    iput-object p1, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->sessionStore:Ljavax/inject/Provider;

    .line 21
    return-void
.end method

.method public static injectShareClipApproval(Lcom/ridgeway/doorhub/camera/CameraToolProvider;Ljavax/inject/Provider;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ridgeway/doorhub/camera/CameraToolProvider;",
            "Ljavax/inject/Provider<",
            "Landroid/content/Intent;",
            ">;)V"
        }
    .end annotation

    .line 52
    iput-object p1, p0, Lcom/ridgeway/doorhub/camera/CameraToolProvider;->shareClipApproval:Ljavax/inject/Provider;

    .line 53
    return-void
.end method
