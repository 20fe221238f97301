.class public final Lcom/lumenframe/studio/ops/Operation;
.super Ljava/lang/Object;
.source "Operation.java"


# instance fields
.field public final argsDigest:Ljava/lang/String;

.field private volatile completion:Ljava/util/concurrent/CompletableFuture;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/CompletableFuture<",
            "Lcom/lumenframe/studio/ops/WorkResult;",
            ">;"
        }
    .end annotation
.end field

.field public final createdAtMs:J

.field private volatile errorCode:Ljava/lang/String;

.field public final id:Ljava/lang/String;

.field private volatile mediaType:Ljava/lang/String;

.field public final ownerUid:I

.field public final progress:Lcom/lumenframe/studio/ops/Progress;

.field public final requestId:Ljava/lang/String;

.field private volatile resultFile:Ljava/io/File;

.field private volatile resultValue:Lorg/json/JSONObject;

.field private final state:Ljava/util/concurrent/atomic/AtomicReference;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/atomic/AtomicReference<",
            "Lcom/lumenframe/studio/ops/OperationState;",
            ">;"
        }
    .end annotation
.end field

.field private volatile task:Ljava/util/concurrent/Future;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/Future<",
            "*>;"
        }
    .end annotation
.end field

.field public final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 10

    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    new-instance v0, Lcom/lumenframe/studio/ops/Progress;

    invoke-direct {v0}, Lcom/lumenframe/studio/ops/Progress;-><init>()V

    iput-object v0, p0, Lcom/lumenframe/studio/ops/Operation;->progress:Lcom/lumenframe/studio/ops/Progress;

    .line 22
    new-instance v0, Ljava/util/concurrent/atomic/AtomicReference;

    sget-object v1, Lcom/lumenframe/studio/ops/OperationState;->QUEUED:Lcom/lumenframe/studio/ops/OperationState;

    invoke-direct {v0, v1}, Ljava/util/concurrent/atomic/AtomicReference;-><init>(Ljava/lang/Object;)V

    iput-object v0, p0, Lcom/lumenframe/studio/ops/Operation;->state:Ljava/util/concurrent/atomic/AtomicReference;

    .line 31
    iput-object p1, p0, Lcom/lumenframe/studio/ops/Operation;->id:Ljava/lang/String;

    .line 32
    iput p2, p0, Lcom/lumenframe/studio/ops/Operation;->ownerUid:I

    .line 33
    iput-object p3, p0, Lcom/lumenframe/studio/ops/Operation;->requestId:Ljava/lang/String;

    .line 34
    iput-object p4, p0, Lcom/lumenframe/studio/ops/Operation;->tool:Ljava/lang/String;

    .line 35
    iput-object p5, p0, Lcom/lumenframe/studio/ops/Operation;->argsDigest:Ljava/lang/String;

    .line 36
    iput-wide p6, p0, Lcom/lumenframe/studio/ops/Operation;->createdAtMs:J

    .line 37
    return-void
.end method


# virtual methods
.method attach(Ljava/util/concurrent/Future;Ljava/util/concurrent/CompletableFuture;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/concurrent/Future<",
            "*>;",
            "Ljava/util/concurrent/CompletableFuture<",
            "Lcom/lumenframe/studio/ops/WorkResult;",
            ">;)V"
        }
    .end annotation

    .line 64
    iput-object p1, p0, Lcom/lumenframe/studio/ops/Operation;->task:Ljava/util/concurrent/Future;

    .line 65
    iput-object p2, p0, Lcom/lumenframe/studio/ops/Operation;->completion:Ljava/util/concurrent/CompletableFuture;

    .line 66
    return-void
.end method

.method public completion()Ljava/util/concurrent/CompletableFuture;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/concurrent/CompletableFuture<",
            "Lcom/lumenframe/studio/ops/WorkResult;",
            ">;"
        }
    .end annotation

    .line 60
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Operation;->completion:Ljava/util/concurrent/CompletableFuture;

    return-object v0
.end method

.method public errorCode()Ljava/lang/String;
    .registers 2

    .line 56
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Operation;->errorCode:Ljava/lang/String;

    return-object v0
.end method

.method fail(Ljava/lang/String;)Z
    .registers 5

    .line 80
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Operation;->state:Ljava/util/concurrent/atomic/AtomicReference;

    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicReference;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenframe/studio/ops/OperationState;

    move-object v2, v0

    .line 81
    :goto_0
    invoke-virtual {v2}, Lcom/lumenframe/studio/ops/OperationState;->terminal()Z

    move-result v0

    if-nez v0, :cond_1

    .line 82
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Operation;->state:Ljava/util/concurrent/atomic/AtomicReference;

    sget-object v1, Lcom/lumenframe/studio/ops/OperationState;->FAILED:Lcom/lumenframe/studio/ops/OperationState;

    invoke-virtual {v0, v2, v1}, Ljava/util/concurrent/atomic/AtomicReference;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 83
    iput-object p1, p0, Lcom/lumenframe/studio/ops/Operation;->errorCode:Ljava/lang/String;

    .line 84
    const/4 v0, 0x1

    return v0

    .line 86
    :cond_0
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Operation;->state:Ljava/util/concurrent/atomic/AtomicReference;

    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicReference;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenframe/studio/ops/OperationState;

    move-object v2, v0

    goto :goto_0

    .line 88
    :cond_1
    const/4 v0, 0x0

    return v0
.end method

.method markCancelled()Z
    .registers 4

    .line 92
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Operation;->state:Ljava/util/concurrent/atomic/AtomicReference;

    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicReference;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenframe/studio/ops/OperationState;

    move-object v2, v0

    .line 93
    :goto_0
    invoke-virtual {v2}, Lcom/lumenframe/studio/ops/OperationState;->terminal()Z

    move-result v0

    if-nez v0, :cond_1

    .line 94
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Operation;->state:Ljava/util/concurrent/atomic/AtomicReference;

    sget-object v1, Lcom/lumenframe/studio/ops/OperationState;->CANCELLED:Lcom/lumenframe/studio/ops/OperationState;

    invoke-virtual {v0, v2, v1}, Ljava/util/concurrent/atomic/AtomicReference;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 95
    const/4 v0, 0x1

    return v0

    .line 97
    :cond_0
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Operation;->state:Ljava/util/concurrent/atomic/AtomicReference;

    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicReference;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenframe/studio/ops/OperationState;

    move-object v2, v0

    goto :goto_0

    .line 99
    :cond_1
    const/4 v0, 0x0

    return v0
.end method

.method public mediaType()Ljava/lang/String;
    .registers 2

    .line 52
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Operation;->mediaType:Ljava/lang/String;

    return-object v0
.end method

.method requestCancel()Z
    .registers 5

    .line 107
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Operation;->state:Ljava/util/concurrent/atomic/AtomicReference;

    sget-object v1, Lcom/lumenframe/studio/ops/OperationState;->QUEUED:Lcom/lumenframe/studio/ops/OperationState;

    sget-object v2, Lcom/lumenframe/studio/ops/OperationState;->CANCELLED:Lcom/lumenframe/studio/ops/OperationState;

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/atomic/AtomicReference;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 108
    iget-object v3, p0, Lcom/lumenframe/studio/ops/Operation;->task:Ljava/util/concurrent/Future;

    .line 109
    if-eqz v3, :cond_0

    .line 110
    const/4 v1, 0x0

    invoke-interface {v3, v1}, Ljava/util/concurrent/Future;->cancel(Z)Z

    .line 112
    :cond_0
    const/4 v0, 0x1

    return v0

    .line 114
    :cond_1
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Operation;->state:Ljava/util/concurrent/atomic/AtomicReference;

    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicReference;->get()Ljava/lang/Object;

    move-result-object v0

    sget-object v1, Lcom/lumenframe/studio/ops/OperationState;->RUNNING:Lcom/lumenframe/studio/ops/OperationState;

    if-eq v0, v1, :cond_2

    .line 115
    const/4 v0, 0x0

    return v0

    .line 117
    :cond_2
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Operation;->progress:Lcom/lumenframe/studio/ops/Progress;

    invoke-virtual {v0}, Lcom/lumenframe/studio/ops/Progress;->requestCancel()V

    .line 118
    iget-object v3, p0, Lcom/lumenframe/studio/ops/Operation;->task:Ljava/util/concurrent/Future;

    .line 119
    if-eqz v3, :cond_3

    .line 120
    const/4 v1, 0x1

    invoke-interface {v3, v1}, Ljava/util/concurrent/Future;->cancel(Z)Z

    .line 122
    :cond_3
    const/4 v0, 0x1

    return v0
.end method

.method restore(Lcom/lumenframe/studio/ops/OperationState;Lorg/json/JSONObject;Ljava/io/File;Ljava/lang/String;Ljava/lang/String;)V
    .registers 7

    .line 127
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Operation;->state:Ljava/util/concurrent/atomic/AtomicReference;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/atomic/AtomicReference;->set(Ljava/lang/Object;)V

    .line 128
    iput-object p2, p0, Lcom/lumenframe/studio/ops/Operation;->resultValue:Lorg/json/JSONObject;

    .line 129
    iput-object p3, p0, Lcom/lumenframe/studio/ops/Operation;->resultFile:Ljava/io/File;

    .line 130
    iput-object p4, p0, Lcom/lumenframe/studio/ops/Operation;->mediaType:Ljava/lang/String;

    .line 131
    iput-object p5, p0, Lcom/lumenframe/studio/ops/Operation;->errorCode:Ljava/lang/String;

    .line 132
    return-void
.end method

.method public resultFile()Ljava/io/File;
    .registers 2

    .line 48
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Operation;->resultFile:Ljava/io/File;

    return-object v0
.end method

.method public resultValue()Lorg/json/JSONObject;
    .registers 2

    .line 44
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Operation;->resultValue:Lorg/json/JSONObject;

    return-object v0
.end method

.method start()Z
    .registers 4

    .line 69
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Operation;->state:Ljava/util/concurrent/atomic/AtomicReference;

    sget-object v1, Lcom/lumenframe/studio/ops/OperationState;->QUEUED:Lcom/lumenframe/studio/ops/OperationState;

    sget-object v2, Lcom/lumenframe/studio/ops/OperationState;->RUNNING:Lcom/lumenframe/studio/ops/OperationState;

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/atomic/AtomicReference;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public state()Lcom/lumenframe/studio/ops/OperationState;
    .registers 2

    .line 40
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Operation;->state:Ljava/util/concurrent/atomic/AtomicReference;

    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicReference;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenframe/studio/ops/OperationState;

    return-object v0
.end method

.method succeed(Lcom/lumenframe/studio/ops/WorkResult;)Z
    .registers 5

    .line 73
    iget-object v1, p1, Lcom/lumenframe/studio/ops/WorkResult;->value:Lorg/json/JSONObject;

    iput-object v1, p0, Lcom/lumenframe/studio/ops/Operation;->resultValue:Lorg/json/JSONObject;

    .line 74
    iget-object v1, p1, Lcom/lumenframe/studio/ops/WorkResult;->file:Ljava/io/File;

    iput-object v1, p0, Lcom/lumenframe/studio/ops/Operation;->resultFile:Ljava/io/File;

    .line 75
    iget-object v1, p1, Lcom/lumenframe/studio/ops/WorkResult;->mediaType:Ljava/lang/String;

    iput-object v1, p0, Lcom/lumenframe/studio/ops/Operation;->mediaType:Ljava/lang/String;

    .line 76
    iget-object v0, p0, Lcom/lumenframe/studio/ops/Operation;->state:Ljava/util/concurrent/atomic/AtomicReference;

    sget-object v1, Lcom/lumenframe/studio/ops/OperationState;->RUNNING:Lcom/lumenframe/studio/ops/OperationState;

    sget-object v2, Lcom/lumenframe/studio/ops/OperationState;->SUCCEEDED:Lcom/lumenframe/studio/ops/OperationState;

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/atomic/AtomicReference;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method
