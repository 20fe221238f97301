.class public interface abstract Lcom/bj/cetp/CetpV2ContentProvider$MutationExecutor;
.super Ljava/lang/Object;
.source "CetpV2ContentProvider.java"


# virtual methods
.method public abstract execute(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)Ljava/lang/String;
.end method

