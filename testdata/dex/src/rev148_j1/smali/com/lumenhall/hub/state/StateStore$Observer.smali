.class public interface abstract Lcom/lumenhall/hub/state/StateStore$Observer;
.super Ljava/lang/Object;
.source "StateStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/lumenhall/hub/state/StateStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x609
    name = "Observer"
.end annotation


# virtual methods
.method public abstract onChanged(Ljava/lang/String;Lorg/json/JSONObject;)V
.end method
