.class public final Lcom/lumenhaus/cetp/RadioLink;
.super Ljava/lang/Object;
.source "RadioLink.java"


# static fields
.field public static final KEY_COMMAND:Ljava/lang/String; = "command"

.field public static final KEY_PAYLOAD:Ljava/lang/String; = "payload"

.field public static final KEY_REQUEST_ID:Ljava/lang/String; = "request_id"

.field public static final MSG_DONE:I = 0x2

.field public static final MSG_FAILED:I = 0x3

.field public static final MSG_SEND:I = 0x1


# instance fields
.field private final mReplies:Landroid/os/Handler;

.field private final mThread:Landroid/os/HandlerThread;

.field private final mWaiting:Ljava/util/HashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/HashMap<",
            "Ljava/lang/String;",
            "Lcom/lumenhaus/cetp/ReplySlot;",
            ">;"
        }
    .end annotation
.end field

.field private final mWorker:Landroid/os/Handler;


# direct methods
.method public constructor <init>(Ljava/lang/String;Landroid/os/Handler$Callback;)V
    .registers 7

    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 27
    new-instance v1, Ljava/util/HashMap;

    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V

    iput-object v1, p0, Lcom/lumenhaus/cetp/RadioLink;->mWaiting:Ljava/util/HashMap;

    .line 30
    new-instance v1, Landroid/os/HandlerThread;

    invoke-direct {v1, p1}, Landroid/os/HandlerThread;-><init>(Ljava/lang/String;)V

    iput-object v1, p0, Lcom/lumenhaus/cetp/RadioLink;->mThread:Landroid/os/HandlerThread;

    .line 31
    iget-object v0, p0, Lcom/lumenhaus/cetp/RadioLink;->mThread:Landroid/os/HandlerThread;

    invoke-virtual {v0}, Landroid/os/HandlerThread;->start()V

    .line 32
    new-instance v1, Landroid/os/Handler;

    iget-object v2, p0, Lcom/lumenhaus/cetp/RadioLink;->mThread:Landroid/os/HandlerThread;

    invoke-virtual {v2}, Landroid/os/HandlerThread;->getLooper()Landroid/os/Looper;

    move-result-object v2

    invoke-direct {v1, v2, p2}, Landroid/os/Handler;-><init>(Landroid/os/Looper;Landroid/os/Handler$Callback;)V

    iput-object v1, p0, Lcom/lumenhaus/cetp/RadioLink;->mWorker:Landroid/os/Handler;

    .line 33
    new-instance v1, Landroid/os/Handler;

    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;

    move-result-object v2

    new-instance v3, Lcom/lumenhaus/cetp/RadioLink$1;

    invoke-direct {v3, p0}, Lcom/lumenhaus/cetp/RadioLink$1;-><init>(Lcom/lumenhaus/cetp/RadioLink;)V

    invoke-direct {v1, v2, v3}, Landroid/os/Handler;-><init>(Landroid/os/Looper;Landroid/os/Handler$Callback;)V

    iput-object v1, p0, Lcom/lumenhaus/cetp/RadioLink;->mReplies:Landroid/os/Handler;

    .line 57
    return-void
.end method

.method static synthetic access$000(Lcom/lumenhaus/cetp/RadioLink;Ljava/lang/String;)Lcom/lumenhaus/cetp/ReplySlot;
    .registers 3

    .line 16
    invoke-direct {p0, p1}, Lcom/lumenhaus/cetp/RadioLink;->claim(Ljava/lang/String;)Lcom/lumenhaus/cetp/ReplySlot;

    move-result-object v0

    return-object v0
.end method

.method private claim(Ljava/lang/String;)Lcom/lumenhaus/cetp/ReplySlot;
    .registers 5

    .line 89
    iget-object v0, p0, Lcom/lumenhaus/cetp/RadioLink;->mWaiting:Ljava/util/HashMap;

    move-object v1, v0

    monitor-enter v1

    .line 90
    :try_start_0
    iget-object v0, p0, Lcom/lumenhaus/cetp/RadioLink;->mWaiting:Ljava/util/HashMap;

    invoke-virtual {v0, p1}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenhaus/cetp/ReplySlot;

    monitor-exit v1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    return-object v0

    :catchall_0
    move-exception v2

    .line 91
    :try_start_1
    monitor-exit v1
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v2
.end method


# virtual methods
.method public replies()Landroid/os/Handler;
    .registers 2

    .line 61
    iget-object v0, p0, Lcom/lumenhaus/cetp/RadioLink;->mReplies:Landroid/os/Handler;

    return-object v0
.end method

.method public send(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/InterruptedException;
        }
    .end annotation

    .line 66
    new-instance v4, Lcom/lumenhaus/cetp/ReplySlot;

    invoke-direct {v4}, Lcom/lumenhaus/cetp/ReplySlot;-><init>()V

    .line 67
    iget-object v0, p0, Lcom/lumenhaus/cetp/RadioLink;->mWaiting:Ljava/util/HashMap;

    move-object v5, v0

    monitor-enter v5

    .line 68
    :try_start_0
    iget-object v0, p0, Lcom/lumenhaus/cetp/RadioLink;->mWaiting:Ljava/util/HashMap;

    invoke-virtual {v0, p1, v4}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 69
    monitor-exit v5
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v6

    :try_start_1
    monitor-exit v5
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v6

    .line 70
    :goto_0
    iget-object v0, p0, Lcom/lumenhaus/cetp/RadioLink;->mWorker:Landroid/os/Handler;

    const/4 v1, 0x1

    invoke-virtual {v0, v1}, Landroid/os/Handler;->obtainMessage(I)Landroid/os/Message;

    move-result-object v5

    .line 71
    invoke-virtual {v5}, Landroid/os/Message;->getData()Landroid/os/Bundle;

    move-result-object v6

    .line 72
    const-string v1, "request_id"

    invoke-virtual {v6, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 73
    const-string v1, "command"

    invoke-virtual {v6, v1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 74
    const-string v1, "payload"

    invoke-virtual {v6, v1, p3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 75
    invoke-virtual {v5}, Landroid/os/Message;->sendToTarget()V

    .line 76
    invoke-virtual {v4, p4, p5}, Lcom/lumenhaus/cetp/ReplySlot;->await(J)Landroid/os/Bundle;

    move-result-object v7

    .line 77
    if-nez v7, :cond_0

    .line 78
    invoke-direct {p0, p1}, Lcom/lumenhaus/cetp/RadioLink;->claim(Ljava/lang/String;)Lcom/lumenhaus/cetp/ReplySlot;

    .line 79
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The hub did not answer in time"

    const/4 v3, 0x0

    invoke-static {p1, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 81
    :cond_0
    return-object v7
.end method

.method public shutdown()V
    .registers 2

    .line 85
    iget-object v0, p0, Lcom/lumenhaus/cetp/RadioLink;->mThread:Landroid/os/HandlerThread;

    invoke-virtual {v0}, Landroid/os/HandlerThread;->quitSafely()Z

    .line 86
    return-void
.end method
