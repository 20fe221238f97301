.class public final Lcom/example/r13h/AppExecutor;
.super Ljava/lang/Object;
.implements Ljava/util/concurrent/Executor;
.source "AppExecutor.java"

.field private final pool:Ljava/util/concurrent/ExecutorService;

.method public constructor <init>()V
    .registers 2
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r13h/AppExecutor;->pool:Ljava/util/concurrent/ExecutorService;
    return-void
.end method

.method public execute(Ljava/lang/Runnable;)V
    .registers 3
    .line 12
    iget-object v0, p0, Lcom/example/r13h/AppExecutor;->pool:Ljava/util/concurrent/ExecutorService;
    invoke-interface {v0, p1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    return-void
.end method
