.class final Lcom/example/r30j1/Audit;
.super Ljava/lang/Object;
.source "Audit.java"

.field private final lines:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.method constructor <init>()V
    .registers 2
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 7
    new-instance v0, Ljava/util/concurrent/CopyOnWriteArrayList;
    invoke-direct {v0}, Ljava/util/concurrent/CopyOnWriteArrayList;-><init>()V
    iput-object v0, p0, Lcom/example/r30j1/Audit;->lines:Ljava/util/List;
    return-void
.end method

.method record(Ljava/lang/String;I)V
    .registers 5
    .line 9
    iget-object v0, p0, Lcom/example/r30j1/Audit;->lines:Ljava/util/List;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v1, " uid="
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-interface {v0, p1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 10
    return-void
.end method

.method flush()V
    .registers 2
    .line 12
    iget-object v0, p0, Lcom/example/r30j1/Audit;->lines:Ljava/util/List;
    invoke-interface {v0}, Ljava/util/List;->clear()V
    .line 13
    return-void
.end method
