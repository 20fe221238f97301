.class final Lcom/so/Bus;
.super Ljava/lang/Object;
.source "Bus.java"

# instance fields
.field private final observers:Ljava/util/concurrent/CopyOnWriteArrayList;


# direct methods
.method constructor <init>()V
    .registers 3
    .line 6
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 11
    new-instance v1, Ljava/util/concurrent/CopyOnWriteArrayList;
    invoke-direct {v1}, Ljava/util/concurrent/CopyOnWriteArrayList;-><init>()V
    iput-object v1, v2, Lcom/so/Bus;->observers:Ljava/util/concurrent/CopyOnWriteArrayList;
    return-void
.end method


# virtual methods
.method subscribe(Lcom/so/Bus$Observer;)V
    .registers 5
    .line 14
    const/4 v2, 0x0
    invoke-virtual {v3, v4, v2}, Lcom/so/Bus;->subscribe(Lcom/so/Bus$Observer;Z)V
    .line 15
    return-void
.end method

.method subscribe(Lcom/so/Bus$Observer;Z)V
    .registers 5
    .line 19
    if-eqz v4, :L16
    .line 20
    iget-object v0, v2, Lcom/so/Bus;->observers:Ljava/util/concurrent/CopyOnWriteArrayList;
    const/4 v1, 0x0
    invoke-virtual {v0, v1, v3}, Ljava/util/concurrent/CopyOnWriteArrayList;->add(ILjava/lang/Object;)V
    goto :L25
:L16
    .line 22
    iget-object v0, v2, Lcom/so/Bus;->observers:Ljava/util/concurrent/CopyOnWriteArrayList;
    invoke-virtual {v0, v3}, Ljava/util/concurrent/CopyOnWriteArrayList;->addIfAbsent(Ljava/lang/Object;)Z
:L25
    .line 24
    return-void
.end method

.method publish(Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    .line 27
    iget-object v0, v4, Lcom/so/Bus;->observers:Ljava/util/concurrent/CopyOnWriteArrayList;
    invoke-virtual {v0}, Ljava/util/concurrent/CopyOnWriteArrayList;->iterator()Ljava/util/Iterator;
    move-result-object v1
:L8
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L47
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/so/Bus$Observer;
    move-object v3, v0
    .line 28
    invoke-interface {v3, v5}, Lcom/so/Bus$Observer;->onRequest(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    .line 29
    if-eqz v2, :L44
    .line 30
    return-object v2
:L44
    .line 32
    goto :L8
:L47
    .line 33
    const/4 v0, 0x0
    return-object v0
.end method

