.class final Lcom/so/Bus;
.super Ljava/lang/Object;
.source "Bus.java"

# instance fields
.field private final observers:Ljava/util/List;


# direct methods
.method constructor <init>()V
    .registers 3
    .line 7
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 12
    new-instance v1, Ljava/util/ArrayList;
    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V
    iput-object v1, v2, Lcom/so/Bus;->observers:Ljava/util/List;
    return-void
.end method


# virtual methods
.method subscribe(Lcom/so/Bus$Observer;)V
    .registers 3
    .line 15
    iget-object v0, v1, Lcom/so/Bus;->observers:Ljava/util/List;
    invoke-interface {v0, v2}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 16
    return-void
.end method

.method publish(Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    .line 19
    iget-object v0, v4, Lcom/so/Bus;->observers:Ljava/util/List;
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v1
:L10
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L49
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/so/Bus$Observer;
    move-object v3, v0
    .line 20
    invoke-interface {v3, v5}, Lcom/so/Bus$Observer;->onRequest(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    .line 21
    if-eqz v2, :L46
    .line 22
    return-object v2
:L46
    .line 24
    goto :L10
:L49
    .line 25
    const/4 v0, 0x0
    return-object v0
.end method

