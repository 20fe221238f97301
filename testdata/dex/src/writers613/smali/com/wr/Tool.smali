.class interface abstract Lcom/wr/Tool;
.super Ljava/lang/Object;
.source "Tool.java"


# virtual methods
.method public abstract run(Landroid/os/Bundle;)Lcom/wr/Reply;
.end method

