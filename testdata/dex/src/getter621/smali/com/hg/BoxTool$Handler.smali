.class interface abstract Lcom/hg/BoxTool$Handler;
.super Ljava/lang/Object;
.source "BoxTool.java"


# virtual methods
.method public abstract run(Landroid/os/Bundle;)V
.end method

