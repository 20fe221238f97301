.class interface abstract Lcom/example/ft/Closer;
.super Ljava/lang/Object;
.source "Closer.java"

.method public abstract close(Landroid/app/Activity;)V
.end method
