.class public final Lcom/tallyhouse/bus/AppEventBus;
.super Ljava/lang/Object;
.source "AppEventBus.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallyhouse/bus/AppEventBus$Holder;,
        Lcom/tallyhouse/bus/AppEventBus$Listener;
    }
.end annotation


# instance fields
.field private final listeners:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/util/List<",
            "Lcom/tallyhouse/bus/AppEventBus$Listener;",
            ">;>;"
        }
    .end annotation
.end field

.field private final lock:Ljava/lang/Object;


# direct methods
.method private constructor <init>()V
    .registers 2

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    new-instance v0, Ljava/lang/Object;

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    iput-object v0, p0, Lcom/tallyhouse/bus/AppEventBus;->lock:Ljava/lang/Object;

    .line 16
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/tallyhouse/bus/AppEventBus;->listeners:Ljava/util/Map;

    .line 19
    return-void
.end method

.method synthetic constructor <init>(Lcom/tallyhouse/bus/AppEventBus$1;)V
    .registers 2

    .line 10
    invoke-direct {p0}, Lcom/tallyhouse/bus/AppEventBus;-><init>()V

    return-void
.end method

.method public static get()Lcom/tallyhouse/bus/AppEventBus;
    .registers 1

    .line 26
    sget-object v0, Lcom/tallyhouse/bus/AppEventBus$Holder;->INSTANCE:Lcom/tallyhouse/bus/AppEventBus;

    return-object v0
.end method


# virtual methods
.method public post(Ljava/lang/String;Landroid/os/Bundle;)I
    .registers 10

    .line 54
    iget-object v5, p0, Lcom/tallyhouse/bus/AppEventBus;->lock:Ljava/lang/Object;

    move-object v1, v5

    monitor-enter v5

    .line 55
    :try_start_0
    iget-object v5, p0, Lcom/tallyhouse/bus/AppEventBus;->listeners:Ljava/util/Map;

    invoke-interface {v5, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    move-object v2, v5

    check-cast v2, Ljava/util/List;

    .line 56
    if-nez v2, :cond_0

    .line 57
    monitor-exit v1

    const/4 v5, 0x0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    return v5

    .line 59
    :cond_0
    :try_start_1
    invoke-interface {v2}, Ljava/util/List;->size()I

    move-result v6

    new-array v6, v6, [Lcom/tallyhouse/bus/AppEventBus$Listener;

    invoke-interface {v2, v6}, Ljava/util/List;->toArray([Ljava/lang/Object;)[Ljava/lang/Object;

    move-result-object v5

    move-object v0, v5

    check-cast v0, [Lcom/tallyhouse/bus/AppEventBus$Listener;

    .line 60
    monitor-exit v1
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    goto :goto_0

    :catchall_0
    :try_start_2
    move-exception v3

    monitor-exit v1
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    throw v3

    .line 61
    :goto_0
    move-object v1, v0

    array-length v2, v1

    const/4 v3, 0x0

    :goto_1
    if-ge v3, v2, :cond_1

    aget-object v4, v1, v3

    .line 62
    invoke-interface {v4, p1, p2}, Lcom/tallyhouse/bus/AppEventBus$Listener;->onEvent(Ljava/lang/String;Landroid/os/Bundle;)V

    .line 61
    add-int/lit8 v3, v3, 0x1

    goto :goto_1

    .line 64
    :cond_1
    array-length v5, v0

    return v5
.end method

.method public register(Ljava/lang/String;Lcom/tallyhouse/bus/AppEventBus$Listener;)V
    .registers 7

    .line 30
    iget-object v3, p0, Lcom/tallyhouse/bus/AppEventBus;->lock:Ljava/lang/Object;

    move-object v0, v3

    monitor-enter v3

    .line 31
    :try_start_0
    iget-object v3, p0, Lcom/tallyhouse/bus/AppEventBus;->listeners:Ljava/util/Map;

    invoke-interface {v3, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object v1, v3

    check-cast v1, Ljava/util/List;

    .line 32
    if-nez v1, :cond_0

    .line 33
    new-instance v3, Ljava/util/ArrayList;

    invoke-direct {v3}, Ljava/util/ArrayList;-><init>()V

    move-object v1, v3

    .line 34
    iget-object v3, p0, Lcom/tallyhouse/bus/AppEventBus;->listeners:Ljava/util/Map;

    invoke-interface {v3, p1, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 36
    :cond_0
    invoke-interface {v1, p2}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :cond_1

    .line 37
    invoke-interface {v1, p2}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 39
    :cond_1
    monitor-exit v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    :try_start_1
    move-exception v2

    monitor-exit v0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v2

    .line 40
    :goto_0
    return-void
.end method

.method public unregister(Ljava/lang/String;Lcom/tallyhouse/bus/AppEventBus$Listener;)V
    .registers 7

    .line 43
    iget-object v3, p0, Lcom/tallyhouse/bus/AppEventBus;->lock:Ljava/lang/Object;

    move-object v0, v3

    monitor-enter v3

    .line 44
    :try_start_0
    iget-object v3, p0, Lcom/tallyhouse/bus/AppEventBus;->listeners:Ljava/util/Map;

    invoke-interface {v3, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object v1, v3

    check-cast v1, Ljava/util/List;

    .line 45
    if-eqz v1, :cond_0

    .line 46
    invoke-interface {v1, p2}, Ljava/util/List;->remove(Ljava/lang/Object;)Z

    .line 48
    :cond_0
    monitor-exit v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    :try_start_1
    move-exception v2

    monitor-exit v0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v2

    .line 49
    :goto_0
    return-void
.end method
