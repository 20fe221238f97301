.class public interface abstract Lcom/clawseed/sdk/provider/CetpOperations;
.super Ljava/lang/Object;
.source "Cetp.kt"


# virtual methods
.method public abstract requestCancel(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/Boolean;
.end method

.method public abstract status(ILjava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
.end method
