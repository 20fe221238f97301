.class public final Lcom/quillmark/docs/work/WorkService;
.super Landroid/app/Service;
.source "WorkService.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/quillmark/docs/work/WorkService$Incoming;
    }
.end annotation


# static fields
.field public static final KEY_OPERATION:Ljava/lang/String; = "operation_id"

.field public static final KEY_RECEIVER:Ljava/lang/String; = "receiver"

.field public static final KEY_RECORD:Ljava/lang/String; = "record"

.field public static final KEY_REQUEST:Ljava/lang/String; = "request"

.field public static final MSG_CANCEL:I = 0x2

.field public static final MSG_DONE:I = 0x3

.field public static final MSG_PROGRESS:I = 0x4

.field public static final MSG_RUN:I = 0x1

.field static final TAG:Ljava/lang/String; = "QuillWork"


# instance fields
.field private final cancelled:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private messenger:Landroid/os/Messenger;

.field private thread:Landroid/os/HandlerThread;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 29
    invoke-direct {p0}, Landroid/app/Service;-><init>()V

    .line 40
    new-instance v0, Ljava/util/HashSet;

    invoke-direct {v0}, Ljava/util/HashSet;-><init>()V

    iput-object v0, p0, Lcom/quillmark/docs/work/WorkService;->cancelled:Ljava/util/Set;

    return-void
.end method

.method private isCancelled(Ljava/lang/String;)Z
    .registers 5

    .line 94
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkService;->cancelled:Ljava/util/Set;

    move-object v1, v0

    monitor-enter v1

    .line 95
    :try_start_0
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkService;->cancelled:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    move-result v0

    monitor-exit v1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    return v0

    :catchall_0
    move-exception v2

    .line 96
    :try_start_1
    monitor-exit v1
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v2
.end method

.method private perform(Lcom/quillmark/docs/work/WorkRequest;)Lcom/quillmark/docs/work/WorkRecord;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 142
    new-instance v5, Lorg/json/JSONObject;

    iget-object v2, p1, Lcom/quillmark/docs/work/WorkRequest;->payload:Ljava/lang/String;

    invoke-direct {v5, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 143
    new-instance v6, Lorg/json/JSONObject;

    invoke-direct {v6}, Lorg/json/JSONObject;-><init>()V

    .line 144
    iget-object v7, p1, Lcom/quillmark/docs/work/WorkRequest;->kind:Ljava/lang/String;

    const/4 v8, -0x1

    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "reindex"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "archive"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x1

    :cond_0
    :goto_0
    sparse-switch v8, :sswitch_data_1

    goto :goto_2

    .line 146
    :sswitch_2
    invoke-static {p0}, Lcom/quillmark/docs/documents/DocumentStore;->get(Landroid/content/Context;)Lcom/quillmark/docs/documents/DocumentStore;

    move-result-object v2

    invoke-virtual {v2}, Lcom/quillmark/docs/documents/DocumentStore;->reindex()I

    move-result v2

    const-string v1, "documents"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 147
    invoke-virtual {v6}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/quillmark/docs/work/WorkRecord;->succeeded(Lcom/quillmark/docs/work/WorkRequest;Ljava/lang/String;)Lcom/quillmark/docs/work/WorkRecord;

    move-result-object v0

    return-object v0

    .line 149
    :sswitch_3
    const-string v1, "document_ids"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v9

    .line 150
    invoke-static {p0}, Lcom/quillmark/docs/archive/ArchiveShelf;->get(Landroid/content/Context;)Lcom/quillmark/docs/archive/ArchiveShelf;

    move-result-object v0

    invoke-static {p0}, Lcom/quillmark/docs/documents/DocumentStore;->get(Landroid/content/Context;)Lcom/quillmark/docs/documents/DocumentStore;

    move-result-object v1

    const-string v4, "label"

    invoke-virtual {v5, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v9, v3}, Lcom/quillmark/docs/archive/ArchiveShelf;->archive(Lcom/quillmark/docs/documents/DocumentStore;Lorg/json/JSONArray;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 151
    if-nez v10, :cond_1

    .line 152
    const-string v1, "CONFLICT"

    invoke-static {p1, v1}, Lcom/quillmark/docs/work/WorkRecord;->failed(Lcom/quillmark/docs/work/WorkRequest;Ljava/lang/String;)Lcom/quillmark/docs/work/WorkRecord;

    move-result-object v0

    return-object v0

    .line 154
    :cond_1
    const-string v1, "archive"

    invoke-virtual {v6, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 155
    move-object v0, v6

    const-string v1, "documents"

    if-nez v9, :cond_2

    const/4 v2, 0x0

    goto :goto_1

    :cond_2
    invoke-virtual {v9}, Lorg/json/JSONArray;->length()I

    move-result v2

    :goto_1
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 156
    invoke-virtual {v6}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/quillmark/docs/work/WorkRecord;->succeeded(Lcom/quillmark/docs/work/WorkRequest;Ljava/lang/String;)Lcom/quillmark/docs/work/WorkRecord;

    move-result-object v0

    return-object v0

    .line 159
    :goto_2
    new-instance v0, Lorg/json/JSONException;

    iget-object v2, p1, Lcom/quillmark/docs/work/WorkRequest;->kind:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "unknown kind "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Lorg/json/JSONException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x2c971f3e -> :sswitch_1
        0x40db027f -> :sswitch_0
    .end sparse-switch

    :sswitch_data_1
    .sparse-switch
        0x0 -> :sswitch_2
        0x1 -> :sswitch_3
    .end sparse-switch
.end method

.method private report(Landroid/os/Message;Lcom/quillmark/docs/work/WorkRecord;)V
    .registers 11

    .line 122
    new-instance v4, Landroid/os/Bundle;

    invoke-direct {v4}, Landroid/os/Bundle;-><init>()V

    .line 123
    const-string v1, "record"

    invoke-virtual {v4, v1, p2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 124
    iget-object v1, p2, Lcom/quillmark/docs/work/WorkRecord;->state:Ljava/lang/String;

    const-string v0, "running"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x4

    goto :goto_0

    :cond_0
    const/4 v0, 0x3

    :goto_0
    move v5, v0

    .line 125
    iget-object v0, p1, Landroid/os/Message;->replyTo:Landroid/os/Messenger;

    if-eqz v0, :cond_1

    .line 126
    const/4 v0, 0x0

    invoke-static {v0, v5}, Landroid/os/Message;->obtain(Landroid/os/Handler;I)Landroid/os/Message;

    move-result-object v6

    .line 127
    invoke-virtual {v6, v4}, Landroid/os/Message;->setData(Landroid/os/Bundle;)V

    .line 129
    :try_start_0
    iget-object v0, p1, Landroid/os/Message;->replyTo:Landroid/os/Messenger;

    invoke-virtual {v0, v6}, Landroid/os/Messenger;->send(Landroid/os/Message;)V
    :try_end_0
    .catch Landroid/os/RemoteException; {:try_start_0 .. :try_end_0} :catch_0

    .line 132
    goto :goto_1

    :catch_0
    move-exception v7

    .line 131
    iget-object v1, p2, Lcom/quillmark/docs/work/WorkRecord;->operationId:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "reply to "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " lost"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "QuillWork"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 133
    :goto_1
    return-void

    .line 135
    :cond_1
    invoke-virtual {p1}, Landroid/os/Message;->getData()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "receiver"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getParcelable(Ljava/lang/String;)Landroid/os/Parcelable;

    move-result-object v0

    check-cast v0, Landroid/os/ResultReceiver;

    move-object v6, v0

    .line 136
    if-eqz v6, :cond_2

    .line 137
    invoke-virtual {v6, v5, v4}, Landroid/os/ResultReceiver;->send(ILandroid/os/Bundle;)V

    .line 139
    :cond_2
    return-void
.end method


# virtual methods
.method markCancelled(Ljava/lang/String;)V
    .registers 5

    .line 88
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkService;->cancelled:Ljava/util/Set;

    move-object v1, v0

    monitor-enter v1

    .line 89
    :try_start_0
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkService;->cancelled:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->add(Ljava/lang/Object;)Z

    .line 90
    monitor-exit v1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v2

    :try_start_1
    monitor-exit v1
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v2

    .line 91
    :goto_0
    return-void
.end method

.method public onBind(Landroid/content/Intent;)Landroid/os/IBinder;
    .registers 3

    .line 54
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkService;->messenger:Landroid/os/Messenger;

    invoke-virtual {v0}, Landroid/os/Messenger;->getBinder()Landroid/os/IBinder;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()V
    .registers 5

    .line 46
    invoke-super {p0}, Landroid/app/Service;->onCreate()V

    .line 47
    new-instance v1, Landroid/os/HandlerThread;

    const-string v2, "quillmark-work"

    invoke-direct {v1, v2}, Landroid/os/HandlerThread;-><init>(Ljava/lang/String;)V

    iput-object v1, p0, Lcom/quillmark/docs/work/WorkService;->thread:Landroid/os/HandlerThread;

    .line 48
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkService;->thread:Landroid/os/HandlerThread;

    invoke-virtual {v0}, Landroid/os/HandlerThread;->start()V

    .line 49
    new-instance v1, Landroid/os/Messenger;

    new-instance v2, Lcom/quillmark/docs/work/WorkService$Incoming;

    iget-object v3, p0, Lcom/quillmark/docs/work/WorkService;->thread:Landroid/os/HandlerThread;

    invoke-virtual {v3}, Landroid/os/HandlerThread;->getLooper()Landroid/os/Looper;

    move-result-object v3

    invoke-direct {v2, v3, p0}, Lcom/quillmark/docs/work/WorkService$Incoming;-><init>(Landroid/os/Looper;Lcom/quillmark/docs/work/WorkService;)V

    invoke-direct {v1, v2}, Landroid/os/Messenger;-><init>(Landroid/os/Handler;)V

    iput-object v1, p0, Lcom/quillmark/docs/work/WorkService;->messenger:Landroid/os/Messenger;

    .line 50
    return-void
.end method

.method public onDestroy()V
    .registers 2

    .line 59
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkService;->thread:Landroid/os/HandlerThread;

    invoke-virtual {v0}, Landroid/os/HandlerThread;->quitSafely()Z

    .line 60
    invoke-super {p0}, Landroid/app/Service;->onDestroy()V

    .line 61
    return-void
.end method

.method run(Landroid/os/Message;)V
    .registers 10

    .line 100
    invoke-virtual {p1}, Landroid/os/Message;->getData()Landroid/os/Bundle;

    move-result-object v4

    .line 101
    const-string v1, "request"

    invoke-virtual {v4, v1}, Landroid/os/Bundle;->getParcelable(Ljava/lang/String;)Landroid/os/Parcelable;

    move-result-object v0

    check-cast v0, Lcom/quillmark/docs/work/WorkRequest;

    move-object v5, v0

    .line 102
    if-nez v5, :cond_0

    .line 103
    return-void

    .line 106
    :cond_0
    iget-object v1, v5, Lcom/quillmark/docs/work/WorkRequest;->operationId:Ljava/lang/String;

    invoke-direct {p0, v1}, Lcom/quillmark/docs/work/WorkService;->isCancelled(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    new-instance v0, Lcom/quillmark/docs/core/OperationStore;

    iget-object v3, v5, Lcom/quillmark/docs/work/WorkRequest;->providerId:Ljava/lang/String;

    invoke-direct {v0, p0, v3}, Lcom/quillmark/docs/core/OperationStore;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    iget-object v1, v5, Lcom/quillmark/docs/work/WorkRequest;->operationId:Ljava/lang/String;

    .line 107
    invoke-virtual {v0, v1}, Lcom/quillmark/docs/core/OperationStore;->isCancelRequested(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 108
    :cond_1
    invoke-static {v5}, Lcom/quillmark/docs/work/WorkRecord;->cancelled(Lcom/quillmark/docs/work/WorkRequest;)Lcom/quillmark/docs/work/WorkRecord;

    move-result-object v6

    goto :goto_0

    .line 110
    :cond_2
    const/16 v3, 0xa

    invoke-static {v5, v3}, Lcom/quillmark/docs/work/WorkRecord;->running(Lcom/quillmark/docs/work/WorkRequest;I)Lcom/quillmark/docs/work/WorkRecord;

    move-result-object v2

    invoke-direct {p0, p1, v2}, Lcom/quillmark/docs/work/WorkService;->report(Landroid/os/Message;Lcom/quillmark/docs/work/WorkRecord;)V

    .line 112
    :try_start_0
    invoke-direct {p0, v5}, Lcom/quillmark/docs/work/WorkService;->perform(Lcom/quillmark/docs/work/WorkRequest;)Lcom/quillmark/docs/work/WorkRecord;
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v6

    .line 116
    goto :goto_0

    :catch_0
    move-exception v7

    .line 114
    iget-object v1, v5, Lcom/quillmark/docs/work/WorkRequest;->operationId:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "operation "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "QuillWork"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 115
    const-string v1, "INTERNAL_ERROR"

    invoke-static {v5, v1}, Lcom/quillmark/docs/work/WorkRecord;->failed(Lcom/quillmark/docs/work/WorkRequest;Ljava/lang/String;)Lcom/quillmark/docs/work/WorkRecord;

    move-result-object v6

    .line 118
    :goto_0
    invoke-direct {p0, p1, v6}, Lcom/quillmark/docs/work/WorkService;->report(Landroid/os/Message;Lcom/quillmark/docs/work/WorkRecord;)V

    .line 119
    return-void
.end method
