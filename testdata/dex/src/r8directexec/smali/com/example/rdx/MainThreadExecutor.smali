# See sketch/ToolProvider.java (MainThreadExecutor.java).
.class final Lcom/example/rdx/MainThreadExecutor;
.super Ljava/lang/Object;
.source "MainThreadExecutor.java"

# interfaces
.implements Ljava/util/concurrent/Executor;


# instance fields
.field private final handler:Landroid/os/Handler;


# direct methods
.method constructor <init>()V
    .registers 3
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 7
    new-instance v0, Landroid/os/Handler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v1
    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    iput-object v0, p0, Lcom/example/rdx/MainThreadExecutor;->handler:Landroid/os/Handler;
    return-void
.end method


# virtual methods
.method public execute(Ljava/lang/Runnable;)V
    .registers 4
    .line 9
    invoke-static {}, Landroid/os/Looper;->myLooper()Landroid/os/Looper;
    move-result-object v0
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v1
    if-ne v0, v1, :cond_0
    invoke-interface {p1}, Ljava/lang/Runnable;->run()V
    goto :goto_0
    .line 10
    :cond_0
    iget-object v0, p0, Lcom/example/rdx/MainThreadExecutor;->handler:Landroid/os/Handler;
    invoke-virtual {v0, p1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    .line 11
    :goto_0
    return-void
.end method
