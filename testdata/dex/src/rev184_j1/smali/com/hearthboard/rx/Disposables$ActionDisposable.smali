.class final Lcom/hearthboard/rx/Disposables$ActionDisposable;
.super Ljava/lang/Object;
.source "Disposables.java"

# interfaces
.implements Lcom/hearthboard/rx/Disposable;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthboard/rx/Disposables;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "ActionDisposable"
.end annotation


# instance fields
.field final disposed:Ljava/util/concurrent/atomic/AtomicBoolean;

.field final onDispose:Lcom/hearthboard/rx/Action;


# direct methods
.method constructor <init>(Lcom/hearthboard/rx/Action;)V
    .registers 3

    .line 32
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 29
    new-instance v0, Ljava/util/concurrent/atomic/AtomicBoolean;

    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicBoolean;-><init>()V

    iput-object v0, p0, Lcom/hearthboard/rx/Disposables$ActionDisposable;->disposed:Ljava/util/concurrent/atomic/AtomicBoolean;

    .line 33
    iput-object p1, p0, Lcom/hearthboard/rx/Disposables$ActionDisposable;->onDispose:Lcom/hearthboard/rx/Action;

    .line 34
    return-void
.end method


# virtual methods
.method public dispose()V
    .registers 5

    .line 38
    iget-object v0, p0, Lcom/hearthboard/rx/Disposables$ActionDisposable;->disposed:Ljava/util/concurrent/atomic/AtomicBoolean;

    const/4 v1, 0x0

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/atomic/AtomicBoolean;->compareAndSet(ZZ)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/hearthboard/rx/Disposables$ActionDisposable;->onDispose:Lcom/hearthboard/rx/Action;

    if-eqz v0, :cond_0

    .line 40
    :try_start_0
    iget-object v0, p0, Lcom/hearthboard/rx/Disposables$ActionDisposable;->onDispose:Lcom/hearthboard/rx/Action;

    invoke-interface {v0}, Lcom/hearthboard/rx/Action;->run()V
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    .line 43
    goto :goto_0

    :catch_0
    move-exception v3

    .line 42
    const-string v0, "Disposables"

    const-string v1, "dispose action failed"

    invoke-static {v0, v1, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 45
    :cond_0
    :goto_0
    return-void
.end method

.method public isDisposed()Z
    .registers 2

    .line 49
    iget-object v0, p0, Lcom/hearthboard/rx/Disposables$ActionDisposable;->disposed:Ljava/util/concurrent/atomic/AtomicBoolean;

    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicBoolean;->get()Z

    move-result v0

    return v0
.end method
