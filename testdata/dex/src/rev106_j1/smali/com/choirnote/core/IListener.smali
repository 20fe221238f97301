.class public interface abstract Lcom/choirnote/core/IListener;
.super Ljava/lang/Object;
.source "IListener.java"

# interfaces
.implements Landroid/os/IInterface;


# virtual methods
.method public abstract onPart(Ljava/lang/String;I)V
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Landroid/os/RemoteException;
        }
    .end annotation
.end method
