.class public interface abstract Lcom/google/common/util/concurrent/FutureCallback;
.super Ljava/lang/Object;
.source "FutureCallback.java"


.method public abstract onFailure(Ljava/lang/Throwable;)V
.end method

.method public abstract onSuccess(Ljava/lang/Object;)V
.end method
