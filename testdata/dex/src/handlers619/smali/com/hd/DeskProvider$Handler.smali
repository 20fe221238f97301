.class interface abstract Lcom/hd/DeskProvider$Handler;
.super Ljava/lang/Object;
.source "DeskProvider.java"


# virtual methods
.method public abstract handle(ILandroid/os/Bundle;)Landroid/os/Bundle;
.end method

