.class interface abstract Lcom/so/Bus$Observer;
.super Ljava/lang/Object;
.source "Bus.java"


# virtual methods
.method public abstract onRequest(Ljava/lang/String;)Ljava/lang/String;
.end method

