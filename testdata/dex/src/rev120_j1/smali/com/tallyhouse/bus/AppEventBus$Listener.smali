.class public interface abstract Lcom/tallyhouse/bus/AppEventBus$Listener;
.super Ljava/lang/Object;
.source "AppEventBus.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyhouse/bus/AppEventBus;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x609
    name = "Listener"
.end annotation


# virtual methods
.method public abstract onEvent(Ljava/lang/String;Landroid/os/Bundle;)V
.end method
