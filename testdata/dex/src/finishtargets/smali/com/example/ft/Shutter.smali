.class interface abstract Lcom/example/ft/Shutter;
.super Ljava/lang/Object;
.source "Shutter.java"

.method public abstract close(Landroid/app/Activity;)V
.end method
