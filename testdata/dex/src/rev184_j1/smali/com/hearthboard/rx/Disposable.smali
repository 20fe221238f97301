.class public interface abstract Lcom/hearthboard/rx/Disposable;
.super Ljava/lang/Object;
.source "Disposable.java"


# virtual methods
.method public abstract dispose()V
.end method

.method public abstract isDisposed()Z
.end method
