.class interface abstract Lcom/hd/TimedProvider$Handler;
.super Ljava/lang/Object;
.source "TimedProvider.java"


# virtual methods
.method public abstract handle(ILandroid/os/Bundle;)Landroid/os/Bundle;
.end method

