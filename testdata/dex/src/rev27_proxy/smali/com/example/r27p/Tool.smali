.class interface abstract Lcom/example/r27p/Tool;
.super Ljava/lang/Object;
.source "Tool.java"

.method public abstract run(Landroid/os/Bundle;)Landroid/os/Bundle;
.end method
