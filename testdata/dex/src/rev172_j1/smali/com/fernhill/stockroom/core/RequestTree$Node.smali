.class public abstract Lcom/fernhill/stockroom/core/RequestTree$Node;
.super Ljava/lang/Object;
.source "RequestTree.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fernhill/stockroom/core/RequestTree;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x409
    name = "Node"
.end annotation


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public abstract accept(Lcom/fernhill/stockroom/core/RequestTree$Visitor;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<R:",
            "Ljava/lang/Object;",
            ">(",
            "Lcom/fernhill/stockroom/core/RequestTree$Visitor<",
            "TR;>;)TR;"
        }
    .end annotation
.end method
