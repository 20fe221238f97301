.class public interface abstract Lcom/ferncastle/query/Node$Visitor;
.super Ljava/lang/Object;
.source "Node.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/query/Node;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x609
    name = "Visitor"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "<R:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;"
    }
.end annotation


# virtual methods
.method public abstract all(Lcom/ferncastle/query/Node$All;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/query/Node$All;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract any(Lcom/ferncastle/query/Node$Any;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/query/Node$Any;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract match(Lcom/ferncastle/query/Node$Match;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/query/Node$Match;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract since(Lcom/ferncastle/query/Node$Since;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/query/Node$Since;",
            ")TR;"
        }
    .end annotation
.end method
