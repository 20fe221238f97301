.class public interface abstract Lcom/pillpoint/util/Callback;
.super Ljava/lang/Object;
.source "Callback.java"

.method public abstract onCleared()V
.end method
