.class public final Lcom/quillmark/docs/work/WorkClient;
.super Ljava/lang/Object;
.source "WorkClient.java"

# interfaces
.implements Landroid/content/ServiceConnection;


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/quillmark/docs/work/WorkClient$ReplyHandler;,
        Lcom/quillmark/docs/work/WorkClient$Receiver;
    }
.end annotation


# instance fields
.field private final backlog:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Landroid/os/Message;",
            ">;"
        }
    .end annotation
.end field

.field private final context:Landroid/content/Context;

.field private final operations:Lcom/quillmark/docs/core/OperationStore;

.field private final receiver:Landroid/os/ResultReceiver;

.field private final replies:Landroid/os/Messenger;

.field private final replyThroughReceiver:Z

.field private service:Landroid/os/Messenger;


# direct methods
.method constructor <init>(Landroid/content/Context;Lcom/quillmark/docs/core/OperationStore;Z)V
    .registers 7

    .line 34
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 31
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    iput-object v0, p0, Lcom/quillmark/docs/work/WorkClient;->backlog:Ljava/util/List;

    .line 35
    iput-object p1, p0, Lcom/quillmark/docs/work/WorkClient;->context:Landroid/content/Context;

    .line 36
    iput-object p2, p0, Lcom/quillmark/docs/work/WorkClient;->operations:Lcom/quillmark/docs/core/OperationStore;

    .line 37
    iput-boolean p3, p0, Lcom/quillmark/docs/work/WorkClient;->replyThroughReceiver:Z

    .line 38
    new-instance v2, Lcom/quillmark/docs/work/WorkClient$ReplyHandler;

    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;

    move-result-object v1

    invoke-direct {v2, v1, p0}, Lcom/quillmark/docs/work/WorkClient$ReplyHandler;-><init>(Landroid/os/Looper;Lcom/quillmark/docs/work/WorkClient;)V

    .line 39
    new-instance v0, Landroid/os/Messenger;

    invoke-direct {v0, v2}, Landroid/os/Messenger;-><init>(Landroid/os/Handler;)V

    iput-object v0, p0, Lcom/quillmark/docs/work/WorkClient;->replies:Landroid/os/Messenger;

    .line 40
    new-instance v0, Lcom/quillmark/docs/work/WorkClient$Receiver;

    invoke-direct {v0, v2, p0}, Lcom/quillmark/docs/work/WorkClient$Receiver;-><init>(Landroid/os/Handler;Lcom/quillmark/docs/work/WorkClient;)V

    iput-object v0, p0, Lcom/quillmark/docs/work/WorkClient;->receiver:Landroid/os/ResultReceiver;

    .line 41
    return-void
.end method

.method public static bind(Landroid/content/Context;Lcom/quillmark/docs/core/OperationStore;Z)Lcom/quillmark/docs/work/WorkClient;
    .registers 9

    .line 45
    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v3

    .line 46
    new-instance v4, Lcom/quillmark/docs/work/WorkClient;

    invoke-direct {v4, v3, p1, p2}, Lcom/quillmark/docs/work/WorkClient;-><init>(Landroid/content/Context;Lcom/quillmark/docs/core/OperationStore;Z)V

    .line 47
    new-instance v5, Landroid/content/Intent;

    const-class v2, Lcom/quillmark/docs/work/WorkService;

    invoke-direct {v5, v3, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 48
    const/4 v2, 0x1

    invoke-virtual {v3, v5, v4, v2}, Landroid/content/Context;->bindService(Landroid/content/Intent;Landroid/content/ServiceConnection;I)Z

    move-result v0

    if-nez v0, :cond_0

    .line 49
    const-string v0, "QuillWork"

    const-string v1, "work service not bound"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 51
    :cond_0
    return-object v4
.end method

.method private deliver(Landroid/os/Message;)V
    .registers 5

    .line 76
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkClient;->service:Landroid/os/Messenger;

    if-nez v0, :cond_0

    .line 77
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkClient;->backlog:Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 78
    return-void

    .line 81
    :cond_0
    :try_start_0
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkClient;->service:Landroid/os/Messenger;

    invoke-virtual {v0, p1}, Landroid/os/Messenger;->send(Landroid/os/Message;)V
    :try_end_0
    .catch Landroid/os/RemoteException; {:try_start_0 .. :try_end_0} :catch_0

    .line 86
    goto :goto_0

    :catch_0
    move-exception v2

    .line 83
    const-string v0, "QuillWork"

    const-string v1, "work service gone"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 84
    const/4 v1, 0x0

    iput-object v1, p0, Lcom/quillmark/docs/work/WorkClient;->service:Landroid/os/Messenger;

    .line 85
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkClient;->backlog:Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 87
    :goto_0
    return-void
.end method


# virtual methods
.method public declared-synchronized cancel(Ljava/lang/String;)V
    .registers 6

    monitor-enter p0

    .line 68
    const/4 v0, 0x0

    const/4 v1, 0x2

    :try_start_0
    invoke-static {v0, v1}, Landroid/os/Message;->obtain(Landroid/os/Handler;I)Landroid/os/Message;

    move-result-object v2

    .line 69
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    move-object v3, v0

    .line 70
    const-string v1, "operation_id"

    invoke-virtual {v3, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 71
    invoke-virtual {v2, v3}, Landroid/os/Message;->setData(Landroid/os/Bundle;)V

    .line 72
    invoke-direct {p0, v2}, Lcom/quillmark/docs/work/WorkClient;->deliver(Landroid/os/Message;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 73
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method onRecord(Lcom/quillmark/docs/work/WorkRecord;)V
    .registers 5

    .line 105
    if-nez p1, :cond_0

    .line 106
    return-void

    .line 109
    :cond_0
    :try_start_0
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkClient;->operations:Lcom/quillmark/docs/core/OperationStore;

    invoke-virtual {v0, p1}, Lcom/quillmark/docs/core/OperationStore;->apply(Lcom/quillmark/docs/work/WorkRecord;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 112
    goto :goto_0

    :catch_0
    move-exception v2

    .line 111
    const-string v0, "QuillWork"

    const-string v1, "record not stored"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 113
    :goto_0
    return-void
.end method

.method public declared-synchronized onServiceConnected(Landroid/content/ComponentName;Landroid/os/IBinder;)V
    .registers 9

    monitor-enter p0

    .line 91
    :try_start_0
    new-instance v1, Landroid/os/Messenger;

    invoke-direct {v1, p2}, Landroid/os/Messenger;-><init>(Landroid/os/IBinder;)V

    iput-object v1, p0, Lcom/quillmark/docs/work/WorkClient;->service:Landroid/os/Messenger;

    .line 92
    new-instance v0, Ljava/util/ArrayList;

    iget-object v2, p0, Lcom/quillmark/docs/work/WorkClient;->backlog:Ljava/util/List;

    invoke-direct {v0, v2}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V

    move-object v3, v0

    .line 93
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkClient;->backlog:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->clear()V

    .line 94
    invoke-interface {v3}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Message;

    move-object v5, v0

    .line 95
    invoke-direct {p0, v5}, Lcom/quillmark/docs/work/WorkClient;->deliver(Landroid/os/Message;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 96
    goto :goto_0

    .line 97
    :cond_0
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized onServiceDisconnected(Landroid/content/ComponentName;)V
    .registers 4

    monitor-enter p0

    .line 101
    const/4 v1, 0x0

    :try_start_0
    iput-object v1, p0, Lcom/quillmark/docs/work/WorkClient;->service:Landroid/os/Messenger;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 102
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized submit(Lcom/quillmark/docs/work/WorkRequest;)V
    .registers 7

    monitor-enter p0

    .line 55
    const/4 v0, 0x0

    const/4 v1, 0x1

    :try_start_0
    invoke-static {v0, v1}, Landroid/os/Message;->obtain(Landroid/os/Handler;I)Landroid/os/Message;

    move-result-object v3

    .line 56
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    move-object v4, v0

    .line 57
    const-string v1, "request"

    invoke-virtual {v4, v1, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 58
    iget-boolean v0, p0, Lcom/quillmark/docs/work/WorkClient;->replyThroughReceiver:Z

    if-eqz v0, :cond_0

    .line 59
    iget-object v2, p0, Lcom/quillmark/docs/work/WorkClient;->receiver:Landroid/os/ResultReceiver;

    const-string v1, "receiver"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    goto :goto_0

    .line 61
    :cond_0
    iget-object v1, p0, Lcom/quillmark/docs/work/WorkClient;->replies:Landroid/os/Messenger;

    iput-object v1, v3, Landroid/os/Message;->replyTo:Landroid/os/Messenger;

    .line 63
    :goto_0
    invoke-virtual {v3, v4}, Landroid/os/Message;->setData(Landroid/os/Bundle;)V

    .line 64
    invoke-direct {p0, v3}, Lcom/quillmark/docs/work/WorkClient;->deliver(Landroid/os/Message;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 65
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
