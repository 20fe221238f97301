.class public interface abstract Lcom/example/r16o/Tool;
.super Ljava/lang/Object;
.source "Tool.kt"

.method public abstract run(ILandroid/os/Bundle;Landroid/content/Context;)Landroid/os/Bundle;
.end method
