.class public interface abstract Lcom/brewday/Hydrometer$Listener;
.super Ljava/lang/Object;
.source "Hydrometer.kt"


.method public abstract onReading(Ljava/lang/String;)V
.end method

.method public abstract onError(Ljava/io/IOException;)V
.end method

