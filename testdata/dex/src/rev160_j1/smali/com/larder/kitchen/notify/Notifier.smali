.class public interface abstract Lcom/larder/kitchen/notify/Notifier;
.super Ljava/lang/Object;
.source "Notifier.java"


# virtual methods
.method public abstract itemsDiscarded(I)V
.end method

.method public abstract orderPlaced(Ljava/lang/String;Ljava/lang/String;)V
.end method
