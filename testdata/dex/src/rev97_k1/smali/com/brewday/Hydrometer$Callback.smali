.class public interface abstract Lcom/brewday/Hydrometer$Callback;
.super Ljava/lang/Object;
.source "Hydrometer.kt"


.method public abstract onResult(Ljava/lang/String;)V
.end method

