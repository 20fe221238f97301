.class public final Lcom/hearthboard/inbox/InboxOperations;
.super Ljava/lang/Object;
.source "InboxOperations.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/hearthboard/inbox/InboxOperations$Operation;
    }
.end annotation


# instance fields
.field private final byRequest:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/hearthboard/inbox/InboxOperations$Operation;",
            ">;"
        }
    .end annotation
.end field

.field private final running:Lcom/hearthboard/rx/CompositeDisposable;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/hearthboard/inbox/InboxOperations;->byRequest:Ljava/util/concurrent/ConcurrentHashMap;

    .line 25
    new-instance v0, Lcom/hearthboard/rx/CompositeDisposable;

    invoke-direct {v0}, Lcom/hearthboard/rx/CompositeDisposable;-><init>()V

    iput-object v0, p0, Lcom/hearthboard/inbox/InboxOperations;->running:Lcom/hearthboard/rx/CompositeDisposable;

    return-void
.end method

.method private static key(ILjava/lang/String;)Ljava/lang/String;
    .registers 4

    .line 77
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "/"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$start$1(Lcom/hearthboard/rx/Function;Lcom/hearthboard/inbox/InboxOperations$Operation;)Lcom/hearthboard/rx/Single;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 126
    invoke-static {p1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v1, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda4;

    invoke-direct {v1, p1}, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda4;-><init>(Lcom/hearthboard/inbox/InboxOperations$Operation;)V

    invoke-interface {p0, v1}, Lcom/hearthboard/rx/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/hearthboard/rx/Single;

    return-object v0
.end method

.method static synthetic lambda$start$2(Lcom/hearthboard/inbox/InboxOperations$Operation;Ljava/lang/Throwable;)V
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 129
    invoke-static {p1}, Lcom/hearthboard/cetp/Envelopes;->codeFor(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0, v0}, Lcom/hearthboard/inbox/InboxOperations$Operation;->fail(Ljava/lang/String;)V

    return-void
.end method


# virtual methods
.method public find(ILjava/lang/String;Ljava/lang/String;)Lcom/hearthboard/inbox/InboxOperations$Operation;
    .registers 7

    .line 137
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxOperations;->byRequest:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-static {p1, p2}, Lcom/hearthboard/inbox/InboxOperations;->key(ILjava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/hearthboard/inbox/InboxOperations$Operation;

    move-object v2, v0

    .line 138
    if-eqz v2, :cond_0

    iget v0, v2, Lcom/hearthboard/inbox/InboxOperations$Operation;->uid:I

    if-ne v0, p1, :cond_0

    iget-object v0, v2, Lcom/hearthboard/inbox/InboxOperations$Operation;->id:Ljava/lang/String;

    invoke-virtual {v0, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 139
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 141
    :cond_1
    return-object v2
.end method

.method public synthetic lambda$once$0$com-hearthboard-inbox-InboxOperations(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lcom/hearthboard/rx/Single;)Lcom/hearthboard/rx/Single;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 96
    invoke-virtual {p0, p1, p2}, Lcom/hearthboard/inbox/InboxOperations;->register(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;)Lcom/hearthboard/inbox/InboxOperations$Operation;

    move-result-object v4

    .line 97
    move-object v5, v4

    monitor-enter v5

    .line 98
    :try_start_0
    iget-object v1, v4, Lcom/hearthboard/inbox/InboxOperations$Operation;->state:Ljava/lang/String;

    const-string v0, "succeeded"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 99
    iget-object v0, v4, Lcom/hearthboard/inbox/InboxOperations$Operation;->result:Lorg/json/JSONObject;

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->just(Ljava/lang/Object;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    monitor-exit v5

    return-object v0

    .line 101
    :cond_0
    invoke-virtual {v4}, Lcom/hearthboard/inbox/InboxOperations$Operation;->terminal()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 102
    new-instance v0, Lcom/hearthboard/cetp/Envelopes$Failure;

    iget-object v2, v4, Lcom/hearthboard/inbox/InboxOperations$Operation;->errorCode:Ljava/lang/String;

    const-string v3, "replayed outcome"

    invoke-direct {v0, v2, v3}, Lcom/hearthboard/cetp/Envelopes$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->error(Ljava/lang/Throwable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    monitor-exit v5

    return-object v0

    .line 104
    :cond_1
    const-string v1, "running"

    iput-object v1, v4, Lcom/hearthboard/inbox/InboxOperations$Operation;->state:Ljava/lang/String;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 106
    :try_start_1
    invoke-virtual {p3}, Lcom/hearthboard/rx/Single;->blockingGet()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    move-object v6, v0

    .line 107
    invoke-virtual {v4, v6}, Lcom/hearthboard/inbox/InboxOperations$Operation;->succeed(Lorg/json/JSONObject;)V

    .line 108
    invoke-static {v6}, Lcom/hearthboard/rx/Single;->just(Ljava/lang/Object;)Lcom/hearthboard/rx/Single;
    :try_end_1
    .catch Ljava/lang/RuntimeException; {:try_start_1 .. :try_end_1} :catch_0
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v0

    :try_start_2
    monitor-exit v5
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    return-object v0

    :catch_0
    move-exception v6

    .line 110
    :try_start_3
    invoke-static {v6}, Lcom/hearthboard/cetp/Envelopes;->codeFor(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v4, v1}, Lcom/hearthboard/inbox/InboxOperations$Operation;->fail(Ljava/lang/String;)V

    .line 111
    throw v6
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_0

    :catchall_0
    move-exception v7

    .line 113
    :try_start_4
    monitor-exit v5
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_0

    throw v7
.end method

.method public once(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lcom/hearthboard/rx/Single;)Lcom/hearthboard/rx/Single;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/cetp/ToolRequest;",
            "Lcom/hearthboard/cetp/ToolSpec;",
            "Lcom/hearthboard/rx/Single<",
            "Lorg/json/JSONObject;",
            ">;)",
            "Lcom/hearthboard/rx/Single<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .line 95
    new-instance v0, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0, p1, p2, p3}, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda0;-><init>(Lcom/hearthboard/inbox/InboxOperations;Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lcom/hearthboard/rx/Single;)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->defer(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method register(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;)Lcom/hearthboard/inbox/InboxOperations$Operation;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/hearthboard/cetp/Envelopes$Failure;
        }
    .end annotation

    .line 81
    iget-object v0, p1, Lcom/hearthboard/cetp/ToolRequest;->args:Ljava/lang/String;

    invoke-static {v0}, Lcom/hearthboard/cetp/SessionStore;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 82
    new-instance v6, Lcom/hearthboard/inbox/InboxOperations$Operation;

    const/16 v2, 0xc

    invoke-static {v2}, Lcom/hearthboard/cetp/SessionStore;->newToken(I)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "op_"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    iget v3, p1, Lcom/hearthboard/cetp/ToolRequest;->uid:I

    iget-object v4, p2, Lcom/hearthboard/cetp/ToolSpec;->name:Ljava/lang/String;

    invoke-direct {v6, v2, v3, v4, v5}, Lcom/hearthboard/inbox/InboxOperations$Operation;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    .line 83
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxOperations;->byRequest:Ljava/util/concurrent/ConcurrentHashMap;

    iget v1, p1, Lcom/hearthboard/cetp/ToolRequest;->uid:I

    iget-object v2, p1, Lcom/hearthboard/cetp/ToolRequest;->requestId:Ljava/lang/String;

    invoke-static {v1, v2}, Lcom/hearthboard/inbox/InboxOperations;->key(ILjava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, v6}, Ljava/util/concurrent/ConcurrentHashMap;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/hearthboard/inbox/InboxOperations$Operation;

    move-object v7, v0

    .line 84
    if-nez v7, :cond_0

    .line 85
    return-object v6

    .line 87
    :cond_0
    iget-object v0, v7, Lcom/hearthboard/inbox/InboxOperations$Operation;->tool:Ljava/lang/String;

    iget-object v1, p2, Lcom/hearthboard/cetp/ToolSpec;->name:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    iget-object v0, v7, Lcom/hearthboard/inbox/InboxOperations$Operation;->argsDigest:Ljava/lang/String;

    invoke-virtual {v0, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 88
    :cond_1
    new-instance v0, Lcom/hearthboard/cetp/Envelopes$Failure;

    const-string v2, "INVALID_REQUEST"

    const-string v3, "request id reused with other content"

    invoke-direct {v0, v2, v3}, Lcom/hearthboard/cetp/Envelopes$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 90
    :cond_2
    return-object v7
.end method

.method public requestCancel(Lcom/hearthboard/inbox/InboxOperations$Operation;)Z
    .registers 6

    .line 146
    move-object v2, p1

    monitor-enter v2

    .line 147
    :try_start_0
    invoke-virtual {p1}, Lcom/hearthboard/inbox/InboxOperations$Operation;->terminal()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 148
    monitor-exit v2

    const/4 v0, 0x0

    return v0

    .line 150
    :cond_0
    const/4 v1, 0x1

    iput-boolean v1, p1, Lcom/hearthboard/inbox/InboxOperations$Operation;->cancelRequested:Z

    .line 151
    monitor-exit v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const/4 v0, 0x1

    return v0

    :catchall_0
    move-exception v3

    .line 152
    :try_start_1
    monitor-exit v2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v3
.end method

.method public shutdown()V
    .registers 2

    .line 156
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxOperations;->running:Lcom/hearthboard/rx/CompositeDisposable;

    invoke-virtual {v0}, Lcom/hearthboard/rx/CompositeDisposable;->dispose()V

    .line 157
    return-void
.end method

.method public start(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lcom/hearthboard/rx/Function;)Lcom/hearthboard/inbox/InboxOperations$Operation;
    .registers 11
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/cetp/ToolRequest;",
            "Lcom/hearthboard/cetp/ToolSpec;",
            "Lcom/hearthboard/rx/Function<",
            "Ljava/util/concurrent/Callable<",
            "Ljava/lang/Boolean;",
            ">;",
            "Lcom/hearthboard/rx/Single<",
            "Lorg/json/JSONObject;",
            ">;>;)",
            "Lcom/hearthboard/inbox/InboxOperations$Operation;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/hearthboard/cetp/Envelopes$Failure;
        }
    .end annotation

    .line 120
    invoke-virtual {p0, p1, p2}, Lcom/hearthboard/inbox/InboxOperations;->register(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;)Lcom/hearthboard/inbox/InboxOperations$Operation;

    move-result-object v4

    .line 121
    move-object v5, v4

    monitor-enter v5

    .line 122
    :try_start_0
    iget-object v0, v4, Lcom/hearthboard/inbox/InboxOperations$Operation;->task:Lcom/hearthboard/rx/Disposable;

    if-nez v0, :cond_0

    iget-object v1, v4, Lcom/hearthboard/inbox/InboxOperations$Operation;->state:Ljava/lang/String;

    const-string v0, "queued"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 123
    :cond_0
    monitor-exit v5

    move-object v0, v4

    return-object v0

    .line 125
    :cond_1
    const-string v1, "running"

    iput-object v1, v4, Lcom/hearthboard/inbox/InboxOperations$Operation;->state:Ljava/lang/String;

    .line 126
    new-instance v1, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda1;

    invoke-direct {v1, p3, v4}, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda1;-><init>(Lcom/hearthboard/rx/Function;Lcom/hearthboard/inbox/InboxOperations$Operation;)V

    invoke-static {v1}, Lcom/hearthboard/rx/Single;->defer(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v1

    .line 127
    invoke-static {}, Lcom/hearthboard/rx/Schedulers;->io()Lcom/hearthboard/rx/Scheduler;

    move-result-object v2

    invoke-virtual {v1, v2}, Lcom/hearthboard/rx/Single;->subscribeOn(Lcom/hearthboard/rx/Scheduler;)Lcom/hearthboard/rx/Single;

    move-result-object v1

    .line 128
    invoke-static {}, Lcom/hearthboard/rx/Schedulers;->mainThread()Lcom/hearthboard/rx/Scheduler;

    move-result-object v2

    invoke-virtual {v1, v2}, Lcom/hearthboard/rx/Single;->observeOn(Lcom/hearthboard/rx/Scheduler;)Lcom/hearthboard/rx/Single;

    move-result-object v1

    .line 129
    invoke-static {v4}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda2;

    invoke-direct {v2, v4}, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda2;-><init>(Lcom/hearthboard/inbox/InboxOperations$Operation;)V

    new-instance v3, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda3;

    invoke-direct {v3, v4}, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda3;-><init>(Lcom/hearthboard/inbox/InboxOperations$Operation;)V

    invoke-virtual {v1, v2, v3}, Lcom/hearthboard/rx/Single;->subscribe(Lcom/hearthboard/rx/Consumer;Lcom/hearthboard/rx/Consumer;)Lcom/hearthboard/rx/Disposable;

    move-result-object v1

    iput-object v1, v4, Lcom/hearthboard/inbox/InboxOperations$Operation;->task:Lcom/hearthboard/rx/Disposable;

    .line 130
    iget-object v0, p0, Lcom/hearthboard/inbox/InboxOperations;->running:Lcom/hearthboard/rx/CompositeDisposable;

    iget-object v1, v4, Lcom/hearthboard/inbox/InboxOperations$Operation;->task:Lcom/hearthboard/rx/Disposable;

    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/CompositeDisposable;->add(Lcom/hearthboard/rx/Disposable;)Z

    .line 131
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

    .line 132
    :goto_0
    return-object v4
.end method
