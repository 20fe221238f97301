.class interface abstract Lcom/example/rv15b/Tool;
.super Ljava/lang/Object;
.source "Tool.java"

.method public abstract fail(Ljava/lang/Throwable;)Landroid/os/Bundle;
.end method

.method public abstract run(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
.end method
