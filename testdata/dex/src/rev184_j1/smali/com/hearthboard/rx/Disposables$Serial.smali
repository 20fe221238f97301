.class public final Lcom/hearthboard/rx/Disposables$Serial;
.super Ljava/lang/Object;
.source "Disposables.java"

# interfaces
.implements Lcom/hearthboard/rx/Disposable;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthboard/rx/Disposables;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Serial"
.end annotation


# instance fields
.field final current:Ljava/util/concurrent/atomic/AtomicReference;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/atomic/AtomicReference<",
            "Lcom/hearthboard/rx/Disposable;",
            ">;"
        }
    .end annotation
.end field

.field volatile disposed:Z


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 54
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 55
    new-instance v0, Ljava/util/concurrent/atomic/AtomicReference;

    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicReference;-><init>()V

    iput-object v0, p0, Lcom/hearthboard/rx/Disposables$Serial;->current:Ljava/util/concurrent/atomic/AtomicReference;

    return-void
.end method


# virtual methods
.method public dispose()V
    .registers 4

    .line 67
    const/4 v1, 0x1

    iput-boolean v1, p0, Lcom/hearthboard/rx/Disposables$Serial;->disposed:Z

    .line 68
    iget-object v0, p0, Lcom/hearthboard/rx/Disposables$Serial;->current:Ljava/util/concurrent/atomic/AtomicReference;

    const/4 v1, 0x0

    invoke-virtual {v0, v1}, Ljava/util/concurrent/atomic/AtomicReference;->getAndSet(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/hearthboard/rx/Disposable;

    move-object v2, v0

    .line 69
    if-eqz v2, :cond_0

    .line 70
    invoke-interface {v2}, Lcom/hearthboard/rx/Disposable;->dispose()V

    .line 72
    :cond_0
    return-void
.end method

.method public isDisposed()Z
    .registers 2

    .line 76
    iget-boolean v0, p0, Lcom/hearthboard/rx/Disposables$Serial;->disposed:Z

    return v0
.end method

.method public set(Lcom/hearthboard/rx/Disposable;)V
    .registers 3

    .line 59
    iget-object v0, p0, Lcom/hearthboard/rx/Disposables$Serial;->current:Ljava/util/concurrent/atomic/AtomicReference;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/atomic/AtomicReference;->set(Ljava/lang/Object;)V

    .line 60
    iget-boolean v0, p0, Lcom/hearthboard/rx/Disposables$Serial;->disposed:Z

    if-eqz v0, :cond_0

    if-eqz p1, :cond_0

    .line 61
    invoke-interface {p1}, Lcom/hearthboard/rx/Disposable;->dispose()V

    .line 63
    :cond_0
    return-void
.end method
