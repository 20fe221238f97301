.class final Lcom/fernhill/stockroom/inventory/StockChangeFeed$ItemIds;
.super Ljava/lang/Object;
.source "StockChangeFeed.java"

# interfaces
.implements Lcom/fernhill/stockroom/core/RequestTree$Visitor;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fernhill/stockroom/inventory/StockChangeFeed;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "ItemIds"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/fernhill/stockroom/core/RequestTree$Visitor<",
        "Ljava/util/List<",
        "Ljava/lang/String;",
        ">;>;"
    }
.end annotation


# direct methods
.method constructor <init>()V
    .registers 1

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public bridge synthetic visitCall(Lcom/fernhill/stockroom/core/RequestTree$Call;)Ljava/lang/Object;
    .registers 3

    .line 18
    invoke-virtual {p0, p1}, Lcom/fernhill/stockroom/inventory/StockChangeFeed$ItemIds;->visitCall(Lcom/fernhill/stockroom/core/RequestTree$Call;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public visitCall(Lcom/fernhill/stockroom/core/RequestTree$Call;)Ljava/util/List;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/fernhill/stockroom/core/RequestTree$Call;",
            ")",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 26
    new-instance v2, Ljava/util/ArrayList;

    invoke-direct {v2}, Ljava/util/ArrayList;-><init>()V

    .line 27
    iget-object v0, p1, Lcom/fernhill/stockroom/core/RequestTree$Call;->fields:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v3

    :goto_0
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fernhill/stockroom/core/RequestTree$Field;

    move-object v4, v0

    .line 28
    invoke-virtual {v4, p0}, Lcom/fernhill/stockroom/core/RequestTree$Field;->accept(Lcom/fernhill/stockroom/core/RequestTree$Visitor;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/util/Collection;

    invoke-interface {v2, v1}, Ljava/util/List;->addAll(Ljava/util/Collection;)Z

    .line 29
    goto :goto_0

    .line 30
    :cond_0
    return-object v2
.end method

.method public bridge synthetic visitEnvelope(Lcom/fernhill/stockroom/core/RequestTree$Envelope;)Ljava/lang/Object;
    .registers 3

    .line 18
    invoke-virtual {p0, p1}, Lcom/fernhill/stockroom/inventory/StockChangeFeed$ItemIds;->visitEnvelope(Lcom/fernhill/stockroom/core/RequestTree$Envelope;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public visitEnvelope(Lcom/fernhill/stockroom/core/RequestTree$Envelope;)Ljava/util/List;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/fernhill/stockroom/core/RequestTree$Envelope;",
            ")",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 21
    iget-object v0, p1, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->call:Lcom/fernhill/stockroom/core/RequestTree$Call;

    if-nez v0, :cond_0

    invoke-static {}, Ljava/util/Collections;->emptyList()Ljava/util/List;

    move-result-object v0

    goto :goto_0

    :cond_0
    iget-object v0, p1, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->call:Lcom/fernhill/stockroom/core/RequestTree$Call;

    invoke-virtual {v0, p0}, Lcom/fernhill/stockroom/core/RequestTree$Call;->accept(Lcom/fernhill/stockroom/core/RequestTree$Visitor;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    :goto_0
    return-object v0
.end method

.method public bridge synthetic visitField(Lcom/fernhill/stockroom/core/RequestTree$Field;)Ljava/lang/Object;
    .registers 3

    .line 18
    invoke-virtual {p0, p1}, Lcom/fernhill/stockroom/inventory/StockChangeFeed$ItemIds;->visitField(Lcom/fernhill/stockroom/core/RequestTree$Field;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public visitField(Lcom/fernhill/stockroom/core/RequestTree$Field;)Ljava/util/List;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/fernhill/stockroom/core/RequestTree$Field;",
            ")",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 35
    iget-object v1, p1, Lcom/fernhill/stockroom/core/RequestTree$Field;->name:Ljava/lang/String;

    const-string v0, "item_id"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p1, Lcom/fernhill/stockroom/core/RequestTree$Field;->value:Ljava/lang/Object;

    instance-of v0, v0, Ljava/lang/String;

    if-eqz v0, :cond_0

    .line 36
    iget-object v0, p1, Lcom/fernhill/stockroom/core/RequestTree$Field;->value:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    invoke-static {v0}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    return-object v0

    .line 38
    :cond_0
    invoke-static {}, Ljava/util/Collections;->emptyList()Ljava/util/List;

    move-result-object v0

    return-object v0
.end method
