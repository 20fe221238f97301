.class public final Lcom/fernhill/stockroom/core/StateStore;
.super Ljava/lang/Object;
.source "StateStore.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fernhill/stockroom/core/StateStore$Snapshot;,
        Lcom/fernhill/stockroom/core/StateStore$Session;
    }
.end annotation


# instance fields
.field private final current:Ljava/util/concurrent/atomic/AtomicReference;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/atomic/AtomicReference<",
            "Lcom/fernhill/stockroom/core/StateStore$Snapshot;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 6

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 66
    new-instance v0, Ljava/util/concurrent/atomic/AtomicReference;

    new-instance v1, Lcom/fernhill/stockroom/core/StateStore$Snapshot;

    new-instance v4, Ljava/util/HashMap;

    invoke-direct {v4}, Ljava/util/HashMap;-><init>()V

    const-wide/16 v2, 0x0

    invoke-direct {v1, v2, v3, v4}, Lcom/fernhill/stockroom/core/StateStore$Snapshot;-><init>(JLjava/util/Map;)V

    invoke-direct {v0, v1}, Ljava/util/concurrent/atomic/AtomicReference;-><init>(Ljava/lang/Object;)V

    iput-object v0, p0, Lcom/fernhill/stockroom/core/StateStore;->current:Ljava/util/concurrent/atomic/AtomicReference;

    return-void
.end method


# virtual methods
.method public current()Lcom/fernhill/stockroom/core/StateStore$Snapshot;
    .registers 2

    .line 70
    iget-object v0, p0, Lcom/fernhill/stockroom/core/StateStore;->current:Ljava/util/concurrent/atomic/AtomicReference;

    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicReference;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fernhill/stockroom/core/StateStore$Snapshot;

    return-object v0
.end method

.method public update(Ljava/util/function/UnaryOperator;)Lcom/fernhill/stockroom/core/StateStore$Snapshot;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/function/UnaryOperator<",
            "Lcom/fernhill/stockroom/core/StateStore$Snapshot;",
            ">;)",
            "Lcom/fernhill/stockroom/core/StateStore$Snapshot;"
        }
    .end annotation

    .line 75
    :goto_0
    iget-object v0, p0, Lcom/fernhill/stockroom/core/StateStore;->current:Ljava/util/concurrent/atomic/AtomicReference;

    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicReference;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fernhill/stockroom/core/StateStore$Snapshot;

    move-object v1, v0

    .line 76
    invoke-interface {p1, v1}, Ljava/util/function/UnaryOperator;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fernhill/stockroom/core/StateStore$Snapshot;

    move-object v2, v0

    .line 77
    iget-object v0, p0, Lcom/fernhill/stockroom/core/StateStore;->current:Ljava/util/concurrent/atomic/AtomicReference;

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/atomic/AtomicReference;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 78
    return-object v2

    .line 80
    :cond_0
    goto :goto_0
.end method
