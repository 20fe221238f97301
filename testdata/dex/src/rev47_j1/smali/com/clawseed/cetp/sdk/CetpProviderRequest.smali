.class public final Lcom/clawseed/cetp/sdk/CetpProviderRequest;
.super Ljava/lang/Object;
.source "SourceFile"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public getCallingUid()I
    .registers 2
    const/4 v0, 0x0
    return v0
.end method

.method public getCallingPackage()Ljava/lang/String;
    .registers 2
    const/4 v0, 0x0
    return-object v0
.end method

.method public getToolName()Ljava/lang/String;
    .registers 2
    const/4 v0, 0x0
    return-object v0
.end method

.method public getRequestId()Ljava/lang/String;
    .registers 2
    const/4 v0, 0x0
    return-object v0
.end method

.method public getArgs()Lorg/json/JSONObject;
    .registers 2
    const/4 v0, 0x0
    return-object v0
.end method

.method public getScopes()Ljava/util/List;
    .registers 2
    const/4 v0, 0x0
    return-object v0
.end method
