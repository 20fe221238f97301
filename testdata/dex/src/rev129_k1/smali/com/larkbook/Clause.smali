.class public final Lcom/larkbook/Clause;
.super Ljava/lang/Object;
.source "Query.kt"

# instance fields
.field private final args:Ljava/util/List;
.field private final sql:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/util/List;)V
    .registers 4
    const-string v0, "sql"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "args"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larkbook/Clause;->sql:Ljava/lang/String;
    iput-object p2, p0, Lcom/larkbook/Clause;->args:Ljava/util/List;
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/util/List;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6
    .line 7
    and-int/lit8 v0, p3, 0x2
    if-eqz v0, :L10
    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;
    move-result-object p2
:L10
    invoke-direct {p0, p1, p2}, Lcom/larkbook/Clause;-><init>(Ljava/lang/String;Ljava/util/List;)V
    return-void
.end method


# virtual methods
.method public final and(Lcom/larkbook/Clause;)Lcom/larkbook/Clause;
    .registers 8
    const-string v1, "other"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    new-instance v0, Lcom/larkbook/Clause;
    iget-object v2, p0, Lcom/larkbook/Clause;->sql:Ljava/lang/String;
    iget-object v3, p1, Lcom/larkbook/Clause;->sql:Ljava/lang/String;
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "("
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ") AND ("
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ")"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    iget-object v3, p0, Lcom/larkbook/Clause;->args:Ljava/util/List;
    check-cast v3, Ljava/util/Collection;
    iget-object v4, p1, Lcom/larkbook/Clause;->args:Ljava/util/List;
    check-cast v4, Ljava/lang/Iterable;
    invoke-static {v3, v4}, Lkotlin/collections/CollectionsKt;->plus(Ljava/util/Collection;Ljava/lang/Iterable;)Ljava/util/List;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Lcom/larkbook/Clause;-><init>(Ljava/lang/String;Ljava/util/List;)V
    return-object v0
.end method

.method public final getArgs()Ljava/util/List;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/larkbook/Clause;->args:Ljava/util/List;
    return-object v0
.end method

.method public final getSql()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/larkbook/Clause;->sql:Ljava/lang/String;
    return-object v0
.end method
