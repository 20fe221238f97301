.class final Lcom/hearthboard/rx/Single$CallbackObserver;
.super Ljava/lang/Object;
.source "Single.java"

# interfaces
.implements Lcom/hearthboard/rx/SingleObserver;
.implements Lcom/hearthboard/rx/Disposable;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthboard/rx/Single;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "CallbackObserver"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "<T:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;",
        "Lcom/hearthboard/rx/SingleObserver<",
        "TT;>;",
        "Lcom/hearthboard/rx/Disposable;"
    }
.end annotation


# instance fields
.field final onError:Lcom/hearthboard/rx/Consumer;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/hearthboard/rx/Consumer<",
            "-",
            "Ljava/lang/Throwable;",
            ">;"
        }
    .end annotation
.end field

.field final onSuccess:Lcom/hearthboard/rx/Consumer;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/hearthboard/rx/Consumer<",
            "-TT;>;"
        }
    .end annotation
.end field

.field final upstream:Lcom/hearthboard/rx/Disposables$Serial;


# direct methods
.method constructor <init>(Lcom/hearthboard/rx/Consumer;Lcom/hearthboard/rx/Consumer;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/rx/Consumer<",
            "-TT;>;",
            "Lcom/hearthboard/rx/Consumer<",
            "-",
            "Ljava/lang/Throwable;",
            ">;)V"
        }
    .end annotation

    .line 445
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 443
    new-instance v0, Lcom/hearthboard/rx/Disposables$Serial;

    invoke-direct {v0}, Lcom/hearthboard/rx/Disposables$Serial;-><init>()V

    iput-object v0, p0, Lcom/hearthboard/rx/Single$CallbackObserver;->upstream:Lcom/hearthboard/rx/Disposables$Serial;

    .line 446
    iput-object p1, p0, Lcom/hearthboard/rx/Single$CallbackObserver;->onSuccess:Lcom/hearthboard/rx/Consumer;

    .line 447
    iput-object p2, p0, Lcom/hearthboard/rx/Single$CallbackObserver;->onError:Lcom/hearthboard/rx/Consumer;

    .line 448
    return-void
.end method


# virtual methods
.method public dispose()V
    .registers 2

    .line 481
    iget-object v0, p0, Lcom/hearthboard/rx/Single$CallbackObserver;->upstream:Lcom/hearthboard/rx/Disposables$Serial;

    invoke-virtual {v0}, Lcom/hearthboard/rx/Disposables$Serial;->dispose()V

    .line 482
    return-void
.end method

.method public isDisposed()Z
    .registers 2

    .line 486
    iget-object v0, p0, Lcom/hearthboard/rx/Single$CallbackObserver;->upstream:Lcom/hearthboard/rx/Disposables$Serial;

    invoke-virtual {v0}, Lcom/hearthboard/rx/Disposables$Serial;->isDisposed()Z

    move-result v0

    return v0
.end method

.method public onError(Ljava/lang/Throwable;)V
    .registers 5

    .line 469
    iget-object v0, p0, Lcom/hearthboard/rx/Single$CallbackObserver;->upstream:Lcom/hearthboard/rx/Disposables$Serial;

    invoke-virtual {v0}, Lcom/hearthboard/rx/Disposables$Serial;->isDisposed()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 470
    return-void

    .line 473
    :cond_0
    :try_start_0
    iget-object v0, p0, Lcom/hearthboard/rx/Single$CallbackObserver;->onError:Lcom/hearthboard/rx/Consumer;

    invoke-interface {v0, p1}, Lcom/hearthboard/rx/Consumer;->accept(Ljava/lang/Object;)V
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 476
    goto :goto_0

    :catch_0
    move-exception v2

    .line 475
    const-string v0, "Single"

    const-string v1, "onError callback failed"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 477
    :goto_0
    return-void
.end method

.method public onSubscribe(Lcom/hearthboard/rx/Disposable;)V
    .registers 3

    .line 452
    iget-object v0, p0, Lcom/hearthboard/rx/Single$CallbackObserver;->upstream:Lcom/hearthboard/rx/Disposables$Serial;

    invoke-virtual {v0, p1}, Lcom/hearthboard/rx/Disposables$Serial;->set(Lcom/hearthboard/rx/Disposable;)V

    .line 453
    return-void
.end method

.method public onSuccess(Ljava/lang/Object;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TT;)V"
        }
    .end annotation

    .line 457
    iget-object v0, p0, Lcom/hearthboard/rx/Single$CallbackObserver;->upstream:Lcom/hearthboard/rx/Disposables$Serial;

    invoke-virtual {v0}, Lcom/hearthboard/rx/Disposables$Serial;->isDisposed()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 458
    return-void

    .line 461
    :cond_0
    :try_start_0
    iget-object v0, p0, Lcom/hearthboard/rx/Single$CallbackObserver;->onSuccess:Lcom/hearthboard/rx/Consumer;

    invoke-interface {v0, p1}, Lcom/hearthboard/rx/Consumer;->accept(Ljava/lang/Object;)V
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 464
    goto :goto_0

    :catch_0
    move-exception v2

    .line 463
    const-string v0, "Single"

    const-string v1, "onSuccess callback failed"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 465
    :goto_0
    return-void
.end method
