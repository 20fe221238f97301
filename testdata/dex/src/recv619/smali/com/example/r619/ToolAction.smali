.class interface abstract Lcom/example/r619/ToolAction;
.super Ljava/lang/Object;
.source "Providers.java"

.method public abstract run(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;
.end method
