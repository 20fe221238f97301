.class public final Lcom/vq/Node$All;
.super Lcom/vq/Node;
.source "Node.java"

# instance fields
.field final parts:Ljava/util/List;


# direct methods
.method constructor <init>(Ljava/util/List;)V
    .registers 3
    .line 33
    invoke-direct {v1}, Lcom/vq/Node;-><init>()V
    .line 34
    iput-object v2, v1, Lcom/vq/Node$All;->parts:Ljava/util/List;
    .line 35
    return-void
.end method


# virtual methods
.method public accept(Lcom/vq/Node$Visitor;)Ljava/lang/Object;
    .registers 3
    .line 39
    invoke-interface {v2, v1}, Lcom/vq/Node$Visitor;->all(Lcom/vq/Node$All;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

