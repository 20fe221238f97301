.class final Lcom/vq/Visitors$RawWhere;
.super Ljava/lang/Object;
.source "Visitors.java"

# interfaces
.implements Lcom/vq/Node$Visitor;

# instance fields
.field final args:Ljava/util/List;


# direct methods
.method constructor <init>()V
    .registers 3
    .line 46
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 47
    new-instance v1, Ljava/util/ArrayList;
    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V
    iput-object v1, v2, Lcom/vq/Visitors$RawWhere;->args:Ljava/util/List;
    return-void
.end method


# virtual methods
.method public match(Lcom/vq/Node$Match;)Ljava/lang/String;
    .registers 6
    .line 51
    iget-object v0, v4, Lcom/vq/Visitors$RawWhere;->args:Ljava/util/List;
    iget-object v1, v5, Lcom/vq/Node$Match;->text:Ljava/lang/String;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "%"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "%"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 52
    iget-object v0, v5, Lcom/vq/Node$Match;->field:Ljava/lang/String;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, " LIKE ?"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public all(Lcom/vq/Node$All;)Ljava/lang/String;
    .registers 7
    .line 57
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v2, "("
    invoke-direct {v0, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    move-object v4, v0
    .line 58
    const/4 v3, 0x0
:L12
    iget-object v1, v6, Lcom/vq/Node$All;->parts:Ljava/util/List;
    invoke-interface {v1}, Ljava/util/List;->size()I
    move-result v1
    if-ge v3, v1, :L67
    .line 59
    if-lez v3, :L36
    .line 60
    const-string v1, " AND "
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
:L36
    .line 62
    iget-object v1, v6, Lcom/vq/Node$All;->parts:Ljava/util/List;
    invoke-interface {v1, v3}, Ljava/util/List;->get(I)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Lcom/vq/Node;
    invoke-virtual {v1, v5}, Lcom/vq/Node;->accept(Lcom/vq/Node$Visitor;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/String;
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 58
    add-int/lit8 v3, v3, 0x1
    goto :L12
:L67
    .line 64
    const/16 v1, 0x29
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic all(Lcom/vq/Node$All;)Ljava/lang/Object;
    .registers 3
    .line 46
    invoke-virtual {v1, v2}, Lcom/vq/Visitors$RawWhere;->all(Lcom/vq/Node$All;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic match(Lcom/vq/Node$Match;)Ljava/lang/Object;
    .registers 3
    .line 46
    invoke-virtual {v1, v2}, Lcom/vq/Visitors$RawWhere;->match(Lcom/vq/Node$Match;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

