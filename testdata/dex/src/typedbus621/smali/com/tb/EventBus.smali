.class final Lcom/tb/EventBus;
.super Ljava/lang/Object;
.source "EventBus.java"

# instance fields
.field private final listeners:Ljava/util/Map;


# direct methods
.method constructor <init>()V
    .registers 3
    .line 9
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 14
    new-instance v1, Ljava/util/HashMap;
    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V
    iput-object v1, v2, Lcom/tb/EventBus;->listeners:Ljava/util/Map;
    return-void
.end method


# virtual methods
.method declared-synchronized subscribe(Ljava/lang/Class;Lcom/tb/EventBus$Listener;)V
    .registers 5
    .line 17
    iget-object v0, v2, Lcom/tb/EventBus;->listeners:Ljava/util/Map;
    invoke-interface {v0, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/List;
    move-object v1, v0
    .line 18
    if-nez v1, :L38
    .line 19
    new-instance v0, Ljava/util/concurrent/CopyOnWriteArrayList;
    invoke-direct {v0}, Ljava/util/concurrent/CopyOnWriteArrayList;-><init>()V
    move-object v1, v0
    .line 20
    iget-object v0, v2, Lcom/tb/EventBus;->listeners:Ljava/util/Map;
    invoke-interface {v0, v3, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
:L38
    .line 22
    invoke-interface {v1, v4}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 23
    return-void
.end method

.method publish(Ljava/lang/Object;)V
    .registers 7
    .line 28
    move-object v2, v5
    monitor-enter v5
:L4
    .line 29
    iget-object v0, v5, Lcom/tb/EventBus;->listeners:Ljava/util/Map;
    invoke-virtual {v6}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/List;
    move-object v4, v0
    .line 30
    monitor-exit v2
:L23
    goto :L33
:L26
    move-exception v3
    monitor-exit v2
:L30
    throw v3
:L33
    .line 31
    if-nez v4, :L38
    .line 32
    return-void
:L38
    .line 34
    invoke-interface {v4}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v2
:L45
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L76
    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/tb/EventBus$Listener;
    move-object v3, v0
    .line 35
    invoke-interface {v3, v6}, Lcom/tb/EventBus$Listener;->onEvent(Ljava/lang/Object;)V
    .line 36
    goto :L45
:L76
    .line 37
    return-void
    .catchall {:L4 .. :L23} :L26
    .catchall {:L26 .. :L30} :L26
.end method

