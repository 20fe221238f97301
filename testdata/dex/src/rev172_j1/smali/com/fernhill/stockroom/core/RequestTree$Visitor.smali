.class public interface abstract Lcom/fernhill/stockroom/core/RequestTree$Visitor;
.super Ljava/lang/Object;
.source "RequestTree.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fernhill/stockroom/core/RequestTree;
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
.method public abstract visitCall(Lcom/fernhill/stockroom/core/RequestTree$Call;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/fernhill/stockroom/core/RequestTree$Call;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract visitEnvelope(Lcom/fernhill/stockroom/core/RequestTree$Envelope;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/fernhill/stockroom/core/RequestTree$Envelope;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract visitField(Lcom/fernhill/stockroom/core/RequestTree$Field;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/fernhill/stockroom/core/RequestTree$Field;",
            ")TR;"
        }
    .end annotation
.end method
