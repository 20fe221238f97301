.class interface abstract Lcom/tb/EventBus$Listener;
.super Ljava/lang/Object;
.source "EventBus.java"


# virtual methods
.method public abstract onEvent(Ljava/lang/Object;)V
.end method

