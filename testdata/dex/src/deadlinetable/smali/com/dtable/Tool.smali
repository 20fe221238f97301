.class interface abstract Lcom/dtable/Tool;
.super Ljava/lang/Object;
.source "Tool.java"


# virtual methods
.method public abstract run(Landroid/os/Bundle;)Landroid/os/Bundle;
.end method
