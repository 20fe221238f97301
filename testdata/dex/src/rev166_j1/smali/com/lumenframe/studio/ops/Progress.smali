.class public final Lcom/lumenframe/studio/ops/Progress;
.super Ljava/lang/Object;
.source "Progress.java"


# instance fields
.field private final cancelRequested:Ljava/util/concurrent/atomic/AtomicBoolean;

.field private final current:Ljava/util/concurrent/atomic/AtomicInteger;

.field private volatile message:Ljava/lang/String;

.field private final total:Ljava/util/concurrent/atomic/AtomicInteger;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    new-instance v0, Ljava/util/concurrent/atomic/AtomicInteger;

    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicInteger;-><init>()V

    iput-object v0, p0, Lcom/lumenframe/studio/ops/Progress;->current:Ljava/util/concurrent/atomic/AtomicInteger;

    .line 12
    new-instance v0, Ljava/util/concurrent/atomic/AtomicInteger;

    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicInteger;-><init>()V

    iput-object v0, p0, Lcom/lumenframe/studio/ops/Progress;->total:Ljava/util/concurrent/atomic/AtomicInteger;

    .line 13
    new-instance v0, Ljava/util/concurrent/atomic/AtomicBoolean;

    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicBoolean;-><init>()V

    iput-object v0, p0, Lcom/lumenframe/studio/ops/Progress;->cancelRequested:Ljava/util/concurrent/atomic/AtomicBoolean;

    .line 14
    const-string v0, "Queued"

    iput-object v0, p0, Lcom/lumenframe/studio/ops/Progress;->message:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public advance(Ljava/lang/String;)V
    .registers 3

    .line 23
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Progress;->current:Ljava/util/concurrent/atomic/AtomicInteger;

    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicInteger;->incrementAndGet()I

    .line 24
    iput-object p1, p0, Lcom/lumenframe/studio/ops/Progress;->message:Ljava/lang/String;

    .line 25
    return-void
.end method

.method public begin(ILjava/lang/String;)V
    .registers 5

    .line 17
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Progress;->total:Ljava/util/concurrent/atomic/AtomicInteger;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/atomic/AtomicInteger;->set(I)V

    .line 18
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Progress;->current:Ljava/util/concurrent/atomic/AtomicInteger;

    const/4 v1, 0x0

    invoke-virtual {v0, v1}, Ljava/util/concurrent/atomic/AtomicInteger;->set(I)V

    .line 19
    iput-object p2, p0, Lcom/lumenframe/studio/ops/Progress;->message:Ljava/lang/String;

    .line 20
    return-void
.end method

.method public cancelRequested()Z
    .registers 2

    .line 32
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Progress;->cancelRequested:Ljava/util/concurrent/atomic/AtomicBoolean;

    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicBoolean;->get()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Thread;->isInterrupted()Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public checkpoint()V
    .registers 3

    .line 37
    invoke-virtual {p0}, Lcom/lumenframe/studio/ops/Progress;->cancelRequested()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 38
    new-instance v0, Ljava/util/concurrent/CancellationException;

    const-string v1, "cancel requested"

    invoke-direct {v0, v1}, Ljava/util/concurrent/CancellationException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 40
    :cond_0
    return-void
.end method

.method requestCancel()V
    .registers 3

    .line 28
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Progress;->cancelRequested:Ljava/util/concurrent/atomic/AtomicBoolean;

    const/4 v1, 0x1

    invoke-virtual {v0, v1}, Ljava/util/concurrent/atomic/AtomicBoolean;->set(Z)V

    .line 29
    return-void
.end method

.method public toJson()Lorg/json/JSONObject;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 43
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 44
    iget-object v1, p0, Lcom/lumenframe/studio/ops/Progress;->current:Ljava/util/concurrent/atomic/AtomicInteger;

    invoke-virtual {v1}, Ljava/util/concurrent/atomic/AtomicInteger;->get()I

    move-result v1

    const-string v0, "current"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 45
    iget-object v1, p0, Lcom/lumenframe/studio/ops/Progress;->total:Ljava/util/concurrent/atomic/AtomicInteger;

    invoke-virtual {v1}, Ljava/util/concurrent/atomic/AtomicInteger;->get()I

    move-result v1

    const-string v0, "total"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 46
    iget-object v1, p0, Lcom/lumenframe/studio/ops/Progress;->message:Ljava/lang/String;

    const-string v0, "message"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 47
    return-object v2
.end method
