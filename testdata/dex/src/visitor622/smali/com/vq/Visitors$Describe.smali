.class final Lcom/vq/Visitors$Describe;
.super Ljava/lang/Object;
.source "Visitors.java"

# interfaces
.implements Lcom/vq/Node$Visitor;


# direct methods
.method constructor <init>()V
    .registers 2
    .line 69
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public match(Lcom/vq/Node$Match;)Ljava/lang/String;
    .registers 6
    .line 72
    iget-object v0, v5, Lcom/vq/Node$Match;->field:Ljava/lang/String;
    iget-object v1, v5, Lcom/vq/Node$Match;->text:Ljava/lang/String;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, " contains "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public all(Lcom/vq/Node$All;)Ljava/lang/String;
    .registers 7
    .line 77
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    move-object v2, v0
    .line 78
    iget-object v0, v6, Lcom/vq/Node$All;->parts:Ljava/util/List;
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v3
:L18
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L60
    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/vq/Node;
    move-object v4, v0
    .line 79
    invoke-virtual {v4, v5}, Lcom/vq/Node;->accept(Lcom/vq/Node$Visitor;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/String;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "; "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 80
    goto :L18
:L60
    .line 81
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic all(Lcom/vq/Node$All;)Ljava/lang/Object;
    .registers 3
    .line 69
    invoke-virtual {v1, v2}, Lcom/vq/Visitors$Describe;->all(Lcom/vq/Node$All;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic match(Lcom/vq/Node$Match;)Ljava/lang/Object;
    .registers 3
    .line 69
    invoke-virtual {v1, v2}, Lcom/vq/Visitors$Describe;->match(Lcom/vq/Node$Match;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

