.class public final Lcom/hearthboard/rx/CompositeDisposable;
.super Ljava/lang/Object;
.source "CompositeDisposable.java"

# interfaces
.implements Lcom/hearthboard/rx/Disposable;


# instance fields
.field private disposed:Z

.field private final members:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Lcom/hearthboard/rx/Disposable;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    new-instance v0, Ljava/util/HashSet;

    invoke-direct {v0}, Ljava/util/HashSet;-><init>()V

    iput-object v0, p0, Lcom/hearthboard/rx/CompositeDisposable;->members:Ljava/util/Set;

    return-void
.end method


# virtual methods
.method public add(Lcom/hearthboard/rx/Disposable;)Z
    .registers 5

    .line 14
    move-object v1, p0

    monitor-enter v1

    .line 15
    :try_start_0
    iget-boolean v0, p0, Lcom/hearthboard/rx/CompositeDisposable;->disposed:Z

    if-nez v0, :cond_0

    .line 16
    iget-object v0, p0, Lcom/hearthboard/rx/CompositeDisposable;->members:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->add(Ljava/lang/Object;)Z

    .line 17
    monitor-exit v1

    const/4 v0, 0x1

    return v0

    .line 19
    :cond_0
    monitor-exit v1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v2

    :try_start_1
    monitor-exit v1
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v2

    .line 20
    :goto_0
    invoke-interface {p1}, Lcom/hearthboard/rx/Disposable;->dispose()V

    .line 21
    const/4 v0, 0x0

    return v0
.end method

.method public clear()V
    .registers 6

    .line 38
    move-object v3, p0

    monitor-enter v3

    .line 39
    :try_start_0
    new-instance v0, Ljava/util/ArrayList;

    iget-object v1, p0, Lcom/hearthboard/rx/CompositeDisposable;->members:Ljava/util/Set;

    invoke-direct {v0, v1}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V

    move-object v2, v0

    .line 40
    iget-object v0, p0, Lcom/hearthboard/rx/CompositeDisposable;->members:Ljava/util/Set;

    invoke-interface {v0}, Ljava/util/Set;->clear()V

    .line 41
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

    .line 42
    :goto_0
    invoke-interface {v2}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v3

    :goto_1
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/hearthboard/rx/Disposable;

    move-object v4, v0

    .line 43
    invoke-interface {v4}, Lcom/hearthboard/rx/Disposable;->dispose()V

    .line 44
    goto :goto_1

    .line 45
    :cond_0
    return-void
.end method

.method public delete(Lcom/hearthboard/rx/Disposable;)Z
    .registers 5

    .line 25
    move-object v1, p0

    monitor-enter v1

    .line 26
    :try_start_0
    iget-object v0, p0, Lcom/hearthboard/rx/CompositeDisposable;->members:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    move-result v0

    monitor-exit v1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    return v0

    :catchall_0
    move-exception v2

    .line 27
    :try_start_1
    monitor-exit v1
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v2
.end method

.method public dispose()V
    .registers 4

    .line 49
    move-object v1, p0

    monitor-enter v1

    .line 50
    const/4 v0, 0x1

    :try_start_0
    iput-boolean v0, p0, Lcom/hearthboard/rx/CompositeDisposable;->disposed:Z

    .line 51
    monitor-exit v1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v2

    :try_start_1
    monitor-exit v1
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v2

    .line 52
    :goto_0
    invoke-virtual {p0}, Lcom/hearthboard/rx/CompositeDisposable;->clear()V

    .line 53
    return-void
.end method

.method public isDisposed()Z
    .registers 4

    .line 57
    move-object v1, p0

    monitor-enter v1

    .line 58
    :try_start_0
    iget-boolean v0, p0, Lcom/hearthboard/rx/CompositeDisposable;->disposed:Z

    monitor-exit v1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    return v0

    :catchall_0
    move-exception v2

    .line 59
    :try_start_1
    monitor-exit v1
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v2
.end method

.method public size()I
    .registers 4

    .line 31
    move-object v1, p0

    monitor-enter v1

    .line 32
    :try_start_0
    iget-object v0, p0, Lcom/hearthboard/rx/CompositeDisposable;->members:Ljava/util/Set;

    invoke-interface {v0}, Ljava/util/Set;->size()I

    move-result v0

    monitor-exit v1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    return v0

    :catchall_0
    move-exception v2

    .line 33
    :try_start_1
    monitor-exit v1
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v2
.end method
