.class public interface abstract Lcom/kv/ErrorListener;
.super Ljava/lang/Object;
.source "App.kt"


# virtual methods
.method public abstract onError(Ljava/lang/Exception;)V
.end method

