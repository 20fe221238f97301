.class public interface abstract Lcom/example/r27t/Tool;
.super Ljava/lang/Object;
.source "Tools.kt"

.method public abstract run(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;
.end method
