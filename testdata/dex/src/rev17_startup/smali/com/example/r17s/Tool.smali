.class public interface abstract Lcom/example/r17s/Tool;
.super Ljava/lang/Object;
.source "Tool.kt"

.method public abstract run(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
.end method
