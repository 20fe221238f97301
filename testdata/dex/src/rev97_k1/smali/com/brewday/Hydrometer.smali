.class public interface abstract Lcom/brewday/Hydrometer;
.super Ljava/lang/Object;
.source "Hydrometer.kt"


.method public abstract addListener(Lcom/brewday/Hydrometer$Listener;)V
.end method

.method public abstract removeListener(Lcom/brewday/Hydrometer$Listener;)V
.end method

.method public abstract fetch(Lcom/brewday/Hydrometer$Callback;)V
.end method

