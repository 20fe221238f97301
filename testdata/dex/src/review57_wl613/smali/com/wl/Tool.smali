.class interface abstract Lcom/wl/Tool;
.super Ljava/lang/Object;
.source "Tool.java"


# virtual methods
.method public abstract run(Landroid/os/Bundle;)Lcom/wl/Reply;
.end method

