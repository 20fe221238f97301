.class public interface abstract Lcom/ridequeue/SeatCallback;
.super Ljava/lang/Object;
.source "SeatApi.kt"


.method public abstract onResult(I)V
.end method

.method public abstract onError(Ljava/lang/Exception;)V
.end method

