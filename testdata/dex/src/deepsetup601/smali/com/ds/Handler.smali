.class interface abstract Lcom/ds/Handler;
.super Ljava/lang/Object;
.source "Handler.java"


# virtual methods
.method public abstract onRequest(Ljava/lang/String;)Ljava/lang/Object;
.end method

