.class public final Lcom/ferncastle/query/Visitors$Describe;
.super Ljava/lang/Object;
.source "Visitors.java"

# interfaces
.implements Lcom/ferncastle/query/Node$Visitor;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/query/Visitors;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Describe"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/ferncastle/query/Node$Visitor<",
        "Ljava/lang/String;",
        ">;"
    }
.end annotation


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 68
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method private join(Ljava/util/List;Ljava/lang/String;)Ljava/lang/String;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List<",
            "Lcom/ferncastle/query/Node;",
            ">;",
            "Ljava/lang/String;",
            ")",
            "Ljava/lang/String;"
        }
    .end annotation

    .line 90
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    .line 91
    const/4 v3, 0x0

    :goto_0
    invoke-interface {p1}, Ljava/util/List;->size()I

    move-result v1

    if-ge v3, v1, :cond_1

    .line 92
    if-lez v3, :cond_0

    .line 93
    invoke-virtual {v2, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 95
    :cond_0
    const/16 v1, 0x28

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-interface {p1, v3}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/ferncastle/query/Node;

    invoke-virtual {v1, p0}, Lcom/ferncastle/query/Node;->accept(Lcom/ferncastle/query/Node$Visitor;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const/16 v1, 0x29

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    .line 91
    add-int/lit8 v3, v3, 0x1

    goto :goto_0

    .line 97
    :cond_1
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public bridge synthetic all(Lcom/ferncastle/query/Node$All;)Ljava/lang/Object;
    .registers 3

    .line 68
    invoke-virtual {p0, p1}, Lcom/ferncastle/query/Visitors$Describe;->all(Lcom/ferncastle/query/Node$All;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public all(Lcom/ferncastle/query/Node$All;)Ljava/lang/String;
    .registers 5

    .line 81
    iget-object v1, p1, Lcom/ferncastle/query/Node$All;->parts:Ljava/util/List;

    const-string v2, " and "

    invoke-direct {p0, v1, v2}, Lcom/ferncastle/query/Visitors$Describe;->join(Ljava/util/List;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic any(Lcom/ferncastle/query/Node$Any;)Ljava/lang/Object;
    .registers 3

    .line 68
    invoke-virtual {p0, p1}, Lcom/ferncastle/query/Visitors$Describe;->any(Lcom/ferncastle/query/Node$Any;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public any(Lcom/ferncastle/query/Node$Any;)Ljava/lang/String;
    .registers 5

    .line 86
    iget-object v1, p1, Lcom/ferncastle/query/Node$Any;->parts:Ljava/util/List;

    const-string v2, " or "

    invoke-direct {p0, v1, v2}, Lcom/ferncastle/query/Visitors$Describe;->join(Ljava/util/List;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic match(Lcom/ferncastle/query/Node$Match;)Ljava/lang/Object;
    .registers 3

    .line 68
    invoke-virtual {p0, p1}, Lcom/ferncastle/query/Visitors$Describe;->match(Lcom/ferncastle/query/Node$Match;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public match(Lcom/ferncastle/query/Node$Match;)Ljava/lang/String;
    .registers 6

    .line 71
    iget-object v0, p1, Lcom/ferncastle/query/Node$Match;->field:Ljava/lang/String;

    iget-object v1, p1, Lcom/ferncastle/query/Node$Match;->text:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " contains \u201c"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "\u201d"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    return-object v0
.end method

.method public bridge synthetic since(Lcom/ferncastle/query/Node$Since;)Ljava/lang/Object;
    .registers 3

    .line 68
    invoke-virtual {p0, p1}, Lcom/ferncastle/query/Visitors$Describe;->since(Lcom/ferncastle/query/Node$Since;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public since(Lcom/ferncastle/query/Node$Since;)Ljava/lang/String;
    .registers 7

    .line 76
    invoke-static {}, Ljava/text/DateFormat;->getDateInstance()Ljava/text/DateFormat;

    move-result-object v0

    new-instance v1, Ljava/util/Date;

    iget-wide v3, p1, Lcom/ferncastle/query/Node$Since;->epochMs:J

    invoke-direct {v1, v3, v4}, Ljava/util/Date;-><init>(J)V

    invoke-virtual {v0, v1}, Ljava/text/DateFormat;->format(Ljava/util/Date;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "written since "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    return-object v0
.end method
