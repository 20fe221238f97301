.class final Lcom/ds/Bus;
.super Ljava/lang/Object;
.source "Bus.java"

# instance fields
.field private final handlers:Ljava/util/concurrent/CopyOnWriteArrayList;


# direct methods
.method constructor <init>()V
    .registers 3
    .line 6
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 7
    new-instance v1, Ljava/util/concurrent/CopyOnWriteArrayList;
    invoke-direct {v1}, Ljava/util/concurrent/CopyOnWriteArrayList;-><init>()V
    iput-object v1, v2, Lcom/ds/Bus;->handlers:Ljava/util/concurrent/CopyOnWriteArrayList;
    return-void
.end method


# virtual methods
.method subscribe(Lcom/ds/Handler;)V
    .registers 3
    .line 11
    iget-object v0, v1, Lcom/ds/Bus;->handlers:Ljava/util/concurrent/CopyOnWriteArrayList;
    invoke-virtual {v0, v2}, Ljava/util/concurrent/CopyOnWriteArrayList;->addIfAbsent(Ljava/lang/Object;)Z
    .line 12
    return-void
.end method

.method publish(Ljava/lang/String;)Ljava/lang/Object;
    .registers 6
    .line 15
    iget-object v0, v4, Lcom/ds/Bus;->handlers:Ljava/util/concurrent/CopyOnWriteArrayList;
    invoke-virtual {v0}, Ljava/util/concurrent/CopyOnWriteArrayList;->iterator()Ljava/util/Iterator;
    move-result-object v1
:L8
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L47
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/ds/Handler;
    move-object v3, v0
    .line 16
    invoke-interface {v3, v5}, Lcom/ds/Handler;->onRequest(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v2
    .line 17
    if-eqz v2, :L44
    .line 18
    return-object v2
:L44
    .line 20
    goto :L8
:L47
    .line 21
    const/4 v0, 0x0
    return-object v0
.end method

