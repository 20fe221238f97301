.class public interface abstract Lcom/fernhill/lend/ErrorListener;
.super Ljava/lang/Object;
.source "ErrorListener.java"


# annotations
.annotation runtime Ljava/lang/FunctionalInterface;
.end annotation


# virtual methods
.method public abstract onError(Ljava/lang/Exception;)V
.end method
