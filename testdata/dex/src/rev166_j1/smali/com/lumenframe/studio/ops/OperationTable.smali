.class public interface abstract Lcom/lumenframe/studio/ops/OperationTable;
.super Ljava/lang/Object;
.source "OperationTable.java"


# virtual methods
.method public abstract byId(Ljava/lang/String;)Lcom/lumenframe/studio/ops/Operation;
.end method

.method public abstract byRequest(ILjava/lang/String;)Lcom/lumenframe/studio/ops/Operation;
.end method

.method public abstract expire(J)V
.end method

.method public abstract insert(Lcom/lumenframe/studio/ops/Operation;)V
.end method

.method public abstract update(Lcom/lumenframe/studio/ops/Operation;)V
.end method
