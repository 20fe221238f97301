.class public final Lcom/lumenhall/hub/exec/CommandQueue;
.super Ljava/lang/Object;
.source "CommandQueue.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/lumenhall/hub/exec/CommandQueue$Work;
    }
.end annotation


# static fields
.field private static final TAG:Ljava/lang/String; = "LumenhallQueue"


# instance fields
.field private final handler:Landroid/os/Handler;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 5

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    new-instance v2, Landroid/os/HandlerThread;

    invoke-direct {v2, p1}, Landroid/os/HandlerThread;-><init>(Ljava/lang/String;)V

    .line 24
    invoke-virtual {v2}, Landroid/os/HandlerThread;->start()V

    .line 25
    new-instance v0, Landroid/os/Handler;

    invoke-virtual {v2}, Landroid/os/HandlerThread;->getLooper()Landroid/os/Looper;

    move-result-object v1

    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    iput-object v0, p0, Lcom/lumenhall/hub/exec/CommandQueue;->handler:Landroid/os/Handler;

    .line 26
    return-void
.end method

.method static synthetic lambda$enqueue$0(Lcom/lumenhall/hub/exec/CommandQueue$Work;Lcom/lumenhall/hub/exec/Callback;)V
    .registers 4

    .line 32
    :try_start_0
    invoke-interface {p0}, Lcom/lumenhall/hub/exec/CommandQueue$Work;->run()Ljava/lang/Object;
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    .line 36
    goto :goto_0

    :catch_0
    move-exception v1

    .line 34
    invoke-interface {p1, v1}, Lcom/lumenhall/hub/exec/Callback;->onError(Ljava/lang/Throwable;)V

    .line 35
    return-void

    .line 37
    :goto_0
    invoke-interface {p1, v0}, Lcom/lumenhall/hub/exec/Callback;->onResult(Ljava/lang/Object;)V

    .line 38
    return-void
.end method


# virtual methods
.method public enqueue(Lcom/lumenhall/hub/exec/CommandQueue$Work;Lcom/lumenhall/hub/exec/Callback;)V
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Lcom/lumenhall/hub/exec/CommandQueue$Work<",
            "TT;>;",
            "Lcom/lumenhall/hub/exec/Callback<",
            "-TT;>;)V"
        }
    .end annotation

    .line 29
    iget-object v0, p0, Lcom/lumenhall/hub/exec/CommandQueue;->handler:Landroid/os/Handler;

    new-instance v1, Lcom/lumenhall/hub/exec/CommandQueue$$ExternalSyntheticLambda0;

    invoke-direct {v1, p1, p2}, Lcom/lumenhall/hub/exec/CommandQueue$$ExternalSyntheticLambda0;-><init>(Lcom/lumenhall/hub/exec/CommandQueue$Work;Lcom/lumenhall/hub/exec/Callback;)V

    invoke-virtual {v0, v1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z

    move-result v3

    .line 39
    if-nez v3, :cond_0

    .line 40
    new-instance v1, Ljava/lang/IllegalStateException;

    const-string v2, "the command queue has quit"

    invoke-direct {v1, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    invoke-interface {p2, v1}, Lcom/lumenhall/hub/exec/Callback;->onError(Ljava/lang/Throwable;)V

    .line 42
    :cond_0
    return-void
.end method

.method public submit(Lcom/lumenhall/hub/exec/CommandQueue$Work;)Ljava/util/concurrent/CompletableFuture;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Lcom/lumenhall/hub/exec/CommandQueue$Work<",
            "TT;>;)",
            "Ljava/util/concurrent/CompletableFuture<",
            "TT;>;"
        }
    .end annotation

    .line 46
    new-instance v1, Ljava/util/concurrent/CompletableFuture;

    invoke-direct {v1}, Ljava/util/concurrent/CompletableFuture;-><init>()V

    .line 47
    new-instance v0, Lcom/lumenhall/hub/exec/CommandQueue$1;

    invoke-direct {v0, p0, v1}, Lcom/lumenhall/hub/exec/CommandQueue$1;-><init>(Lcom/lumenhall/hub/exec/CommandQueue;Ljava/util/concurrent/CompletableFuture;)V

    invoke-virtual {p0, p1, v0}, Lcom/lumenhall/hub/exec/CommandQueue;->enqueue(Lcom/lumenhall/hub/exec/CommandQueue$Work;Lcom/lumenhall/hub/exec/Callback;)V

    .line 59
    return-object v1
.end method
