.class public final Lcom/clawseed/cetp/sdk/CetpProviderResult;
.super Ljava/lang/Object;
.source "SourceFile"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 2
    const/4 v0, 0x0
    return-object v0
.end method

.method public static error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 3
    const/4 v0, 0x0
    return-object v0
.end method
