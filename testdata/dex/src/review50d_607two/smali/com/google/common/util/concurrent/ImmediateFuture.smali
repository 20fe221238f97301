.class final Lcom/google/common/util/concurrent/ImmediateFuture;
.super Ljava/lang/Object;
.source "ImmediateFuture.java"

# interfaces
.implements Lcom/google/common/util/concurrent/ListenableFuture;


# instance fields
.field private final failure:Ljava/lang/Throwable;

.field private final value:Ljava/lang/Object;


# direct methods
.method constructor <init>(Ljava/lang/Object;Ljava/lang/Throwable;)V
    .registers 3

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    iput-object p1, p0, Lcom/google/common/util/concurrent/ImmediateFuture;->value:Ljava/lang/Object;

    .line 14
    iput-object p2, p0, Lcom/google/common/util/concurrent/ImmediateFuture;->failure:Ljava/lang/Throwable;

    .line 15
    return-void
.end method


# virtual methods
.method public addListener(Ljava/lang/Runnable;Ljava/util/concurrent/Executor;)V
    .registers 3

    .line 19
    invoke-interface {p2, p1}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V

    .line 20
    return-void
.end method

.method public cancel(Z)Z
    .registers 2

    .line 24
    const/4 p1, 0x0

    return p1
.end method

.method public get()Ljava/lang/Object;
    .registers 3

    .line 39
    iget-object v0, p0, Lcom/google/common/util/concurrent/ImmediateFuture;->failure:Ljava/lang/Throwable;

    if-nez v0, :cond_c

    .line 42
    iget-object v0, p0, Lcom/google/common/util/concurrent/ImmediateFuture;->value:Ljava/lang/Object;

    return-object v0

    .line 40
    :cond_c
    new-instance v0, Ljava/util/concurrent/ExecutionException;

    iget-object v1, p0, Lcom/google/common/util/concurrent/ImmediateFuture;->failure:Ljava/lang/Throwable;

    invoke-direct {v0, v1}, Ljava/util/concurrent/ExecutionException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method

.method public get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    .registers 4

    .line 47
    invoke-virtual {p0}, Lcom/google/common/util/concurrent/ImmediateFuture;->get()Ljava/lang/Object;

    move-result-object p1

    return-object p1
.end method

.method public isCancelled()Z
    .registers 2

    .line 29
    const/4 v0, 0x0

    return v0
.end method

.method public isDone()Z
    .registers 2

    .line 34
    const/4 v0, 0x1

    return v0
.end method
