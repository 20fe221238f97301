.class public final Lcom/ferncastle/query/Visitors$Sql;
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
    name = "Sql"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/ferncastle/query/Node$Visitor<",
        "Ljava/lang/String;",
        ">;"
    }
.end annotation


# instance fields
.field private final args:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    iput-object v0, p0, Lcom/ferncastle/query/Visitors$Sql;->args:Ljava/util/List;

    return-void
.end method

.method static column(Ljava/lang/String;)Ljava/lang/String;
    .registers 5

    .line 56
    move-object v2, p0

    const/4 v3, -0x1

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "title"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "tag"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x1

    :cond_0
    :goto_0
    sparse-switch v3, :sswitch_data_1

    goto :goto_1

    .line 58
    :sswitch_2
    const-string v0, "title"

    return-object v0

    .line 60
    :sswitch_3
    const-string v0, "tags"

    return-object v0

    .line 62
    :goto_1
    const-string v0, "body"

    return-object v0

    :sswitch_data_0
    .sparse-switch
        0x1bf9a -> :sswitch_1
        0x6942258 -> :sswitch_0
    .end sparse-switch

    :sswitch_data_1
    .sparse-switch
        0x0 -> :sswitch_2
        0x1 -> :sswitch_3
    .end sparse-switch
.end method

.method private join(Ljava/util/List;Ljava/lang/String;)Ljava/lang/String;
    .registers 8
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

    .line 45
    new-instance v3, Ljava/lang/StringBuilder;

    const-string v2, "("

    invoke-direct {v3, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    .line 46
    const/4 v4, 0x0

    :goto_0
    invoke-interface {p1}, Ljava/util/List;->size()I

    move-result v1

    if-ge v4, v1, :cond_1

    .line 47
    if-lez v4, :cond_0

    .line 48
    invoke-virtual {v3, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 50
    :cond_0
    invoke-interface {p1, v4}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/ferncastle/query/Node;

    invoke-virtual {v1, p0}, Lcom/ferncastle/query/Node;->accept(Lcom/ferncastle/query/Node$Visitor;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 46
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 52
    :cond_1
    const/16 v1, 0x29

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public bridge synthetic all(Lcom/ferncastle/query/Node$All;)Ljava/lang/Object;
    .registers 3

    .line 14
    invoke-virtual {p0, p1}, Lcom/ferncastle/query/Visitors$Sql;->all(Lcom/ferncastle/query/Node$All;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public all(Lcom/ferncastle/query/Node$All;)Ljava/lang/String;
    .registers 5

    .line 36
    iget-object v1, p1, Lcom/ferncastle/query/Node$All;->parts:Ljava/util/List;

    const-string v2, " AND "

    invoke-direct {p0, v1, v2}, Lcom/ferncastle/query/Visitors$Sql;->join(Ljava/util/List;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic any(Lcom/ferncastle/query/Node$Any;)Ljava/lang/Object;
    .registers 3

    .line 14
    invoke-virtual {p0, p1}, Lcom/ferncastle/query/Visitors$Sql;->any(Lcom/ferncastle/query/Node$Any;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public any(Lcom/ferncastle/query/Node$Any;)Ljava/lang/String;
    .registers 5

    .line 41
    iget-object v1, p1, Lcom/ferncastle/query/Node$Any;->parts:Ljava/util/List;

    const-string v2, " OR "

    invoke-direct {p0, v1, v2}, Lcom/ferncastle/query/Visitors$Sql;->join(Ljava/util/List;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public args()[Ljava/lang/String;
    .registers 3

    .line 18
    iget-object v0, p0, Lcom/ferncastle/query/Visitors$Sql;->args:Ljava/util/List;

    const/4 v1, 0x0

    new-array v1, v1, [Ljava/lang/String;

    invoke-interface {v0, v1}, Ljava/util/List;->toArray([Ljava/lang/Object;)[Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Ljava/lang/String;

    return-object v0
.end method

.method public bridge synthetic match(Lcom/ferncastle/query/Node$Match;)Ljava/lang/Object;
    .registers 3

    .line 14
    invoke-virtual {p0, p1}, Lcom/ferncastle/query/Visitors$Sql;->match(Lcom/ferncastle/query/Node$Match;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public match(Lcom/ferncastle/query/Node$Match;)Ljava/lang/String;
    .registers 6

    .line 23
    iget-object v0, p1, Lcom/ferncastle/query/Node$Match;->text:Ljava/lang/String;

    const-string v1, "\\"

    const-string v2, "\\\\"

    invoke-virtual {v0, v1, v2}, Ljava/lang/String;->replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "%"

    const-string v2, "\\%"

    invoke-virtual {v0, v1, v2}, Ljava/lang/String;->replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "_"

    const-string v2, "\\_"

    invoke-virtual {v0, v1, v2}, Ljava/lang/String;->replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;

    move-result-object v3

    .line 24
    iget-object v0, p0, Lcom/ferncastle/query/Visitors$Sql;->args:Ljava/util/List;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "%"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "%"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 25
    iget-object v0, p1, Lcom/ferncastle/query/Node$Match;->field:Ljava/lang/String;

    invoke-static {v0}, Lcom/ferncastle/query/Visitors$Sql;->column(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " LIKE ? ESCAPE \'\\\'"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    return-object v0
.end method

.method public bridge synthetic since(Lcom/ferncastle/query/Node$Since;)Ljava/lang/Object;
    .registers 3

    .line 14
    invoke-virtual {p0, p1}, Lcom/ferncastle/query/Visitors$Sql;->since(Lcom/ferncastle/query/Node$Since;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public since(Lcom/ferncastle/query/Node$Since;)Ljava/lang/String;
    .registers 5

    .line 30
    iget-object v0, p0, Lcom/ferncastle/query/Visitors$Sql;->args:Ljava/util/List;

    iget-wide v1, p1, Lcom/ferncastle/query/Node$Since;->epochMs:J

    invoke-static {v1, v2}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 31
    const-string v0, "created_at >= ?"

    return-object v0
.end method
