.class public abstract Lcom/vq/Node;
.super Ljava/lang/Object;
.source "Node.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 6
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public abstract accept(Lcom/vq/Node$Visitor;)Ljava/lang/Object;
.end method

