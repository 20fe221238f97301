.class public interface abstract Lcom/example/r24d/ToolSupport;
.super Ljava/lang/Object;
.source "ToolSupport.java"

.method public abstract auditLater(Landroid/content/Context;)V
.end method

.method public abstract localeOf(Landroid/os/Bundle;)Ljava/lang/String;
.end method

.method public abstract partner(Landroid/os/Bundle;)Z
.end method
