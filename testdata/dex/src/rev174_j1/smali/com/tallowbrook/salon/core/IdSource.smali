.class public interface abstract Lcom/tallowbrook/salon/core/IdSource;
.super Ljava/lang/Object;
.source "IdSource.java"


# virtual methods
.method public abstract next()Ljava/lang/String;
.end method

.method public operationId()Ljava/lang/String;
    .registers 4

    .line 8
    invoke-interface {p0}, Lcom/tallowbrook/salon/core/IdSource;->next()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "op_"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    return-object v0
.end method
