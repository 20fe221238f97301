.class interface abstract Lcom/lg/Callback;
.super Ljava/lang/Object;
.source "Callback.java"


# virtual methods
.method public abstract onSuccess(Ljava/lang/String;)V
.end method

.method public abstract onError(Ljava/lang/String;)V
.end method

