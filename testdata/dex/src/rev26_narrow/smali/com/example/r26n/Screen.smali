.class public interface abstract Lcom/example/r26n/Screen;
.super Ljava/lang/Object;
.source "Screen.kt"

.method public abstract intent(Landroid/content/Context;)Landroid/content/Intent;
.end method
