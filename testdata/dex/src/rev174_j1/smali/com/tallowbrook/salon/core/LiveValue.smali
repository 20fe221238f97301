.class public final Lcom/tallowbrook/salon/core/LiveValue;
.super Ljava/lang/Object;
.source "LiveValue.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallowbrook/salon/core/LiveValue$Observer;,
        Lcom/tallowbrook/salon/core/LiveValue$Subscription;
    }
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "<T:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;"
    }
.end annotation


# instance fields
.field private final observers:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/tallowbrook/salon/core/LiveValue$Observer<",
            "TT;>;>;"
        }
    .end annotation
.end field

.field private value:Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "TT;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Ljava/lang/Object;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TT;)V"
        }
    .end annotation

    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 27
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    iput-object v0, p0, Lcom/tallowbrook/salon/core/LiveValue;->observers:Ljava/util/List;

    .line 31
    iput-object p1, p0, Lcom/tallowbrook/salon/core/LiveValue;->value:Ljava/lang/Object;

    .line 32
    return-void
.end method


# virtual methods
.method public declared-synchronized get()Ljava/lang/Object;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()TT;"
        }
    .end annotation

    monitor-enter p0

    .line 35
    :try_start_0
    iget-object v0, p0, Lcom/tallowbrook/salon/core/LiveValue;->value:Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public observe(Lcom/tallowbrook/salon/core/LiveValue$Observer;)Lcom/tallowbrook/salon/core/LiveValue$Subscription;
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/tallowbrook/salon/core/LiveValue$Observer<",
            "TT;>;)",
            "Lcom/tallowbrook/salon/core/LiveValue$Subscription;"
        }
    .end annotation

    .line 40
    move-object v2, p0

    monitor-enter v2

    .line 41
    :try_start_0
    iget-object v0, p0, Lcom/tallowbrook/salon/core/LiveValue;->observers:Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 42
    iget-object v1, p0, Lcom/tallowbrook/salon/core/LiveValue;->value:Ljava/lang/Object;

    .line 43
    monitor-exit v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v3

    :try_start_1
    monitor-exit v2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v3

    .line 44
    :goto_0
    invoke-interface {p1, v1}, Lcom/tallowbrook/salon/core/LiveValue$Observer;->onChanged(Ljava/lang/Object;)V

    .line 45
    new-instance v0, Lcom/tallowbrook/salon/core/LiveValue$Subscription;

    invoke-direct {v0, p0, p1}, Lcom/tallowbrook/salon/core/LiveValue$Subscription;-><init>(Lcom/tallowbrook/salon/core/LiveValue;Lcom/tallowbrook/salon/core/LiveValue$Observer;)V

    return-object v0
.end method

.method declared-synchronized remove(Lcom/tallowbrook/salon/core/LiveValue$Observer;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/tallowbrook/salon/core/LiveValue$Observer<",
            "*>;)V"
        }
    .end annotation

    monitor-enter p0

    .line 60
    :try_start_0
    iget-object v0, p0, Lcom/tallowbrook/salon/core/LiveValue;->observers:Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->remove(Ljava/lang/Object;)Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 61
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public set(Ljava/lang/Object;)V
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TT;)V"
        }
    .end annotation

    .line 50
    move-object v3, p0

    monitor-enter v3

    .line 51
    :try_start_0
    iput-object p1, p0, Lcom/tallowbrook/salon/core/LiveValue;->value:Ljava/lang/Object;

    .line 52
    new-instance v0, Ljava/util/ArrayList;

    iget-object v1, p0, Lcom/tallowbrook/salon/core/LiveValue;->observers:Ljava/util/List;

    invoke-direct {v0, v1}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V

    move-object v2, v0

    .line 53
    monitor-exit v3
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v4

    :try_start_1
    monitor-exit v3
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v4

    .line 54
    :goto_0
    invoke-interface {v2}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v3

    :goto_1
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallowbrook/salon/core/LiveValue$Observer;

    move-object v4, v0

    .line 55
    invoke-interface {v4, p1}, Lcom/tallowbrook/salon/core/LiveValue$Observer;->onChanged(Ljava/lang/Object;)V

    .line 56
    goto :goto_1

    .line 57
    :cond_0
    return-void
.end method
