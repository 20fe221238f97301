.class public interface abstract Lcom/relaykit/home/cetp/CetpV2ContentProvider$Operations;
.super Ljava/lang/Object;
.source "CetpV2ContentProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/relaykit/home/cetp/CetpV2ContentProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x609
    name = "Operations"
.end annotation


# virtual methods
.method public abstract cancel(ILjava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/relaykit/home/cetp/CetpError;,
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public abstract status(ILjava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/relaykit/home/cetp/CetpError;,
            Lorg/json/JSONException;
        }
    .end annotation
.end method
