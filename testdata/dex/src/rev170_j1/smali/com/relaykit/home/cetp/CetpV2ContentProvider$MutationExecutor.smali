.class public interface abstract Lcom/relaykit/home/cetp/CetpV2ContentProvider$MutationExecutor;
.super Ljava/lang/Object;
.source "CetpV2ContentProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/relaykit/home/cetp/CetpV2ContentProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x609
    name = "MutationExecutor"
.end annotation


# virtual methods
.method public abstract execute(Lcom/relaykit/home/cetp/CetpRequest;Lcom/relaykit/home/core/Command;)Lorg/json/JSONObject;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/relaykit/home/cetp/CetpError;
        }
    .end annotation
.end method

.method public abstract recorded(Lcom/relaykit/home/cetp/CetpRequest;)Lorg/json/JSONObject;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/relaykit/home/cetp/CetpError;
        }
    .end annotation
.end method
