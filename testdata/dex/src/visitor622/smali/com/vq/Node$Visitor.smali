.class public interface abstract Lcom/vq/Node$Visitor;
.super Ljava/lang/Object;
.source "Node.java"


# virtual methods
.method public abstract match(Lcom/vq/Node$Match;)Ljava/lang/Object;
.end method

.method public abstract all(Lcom/vq/Node$All;)Ljava/lang/Object;
.end method

