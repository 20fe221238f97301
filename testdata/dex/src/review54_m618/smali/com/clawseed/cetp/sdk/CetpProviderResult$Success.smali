.class public final Lcom/clawseed/cetp/sdk/CetpProviderResult$Success;
.super Lcom/clawseed/cetp/sdk/CetpProviderResult;
.source "SourceFile"

.field private final value:Lorg/json/JSONObject;

.method public constructor <init>(Lorg/json/JSONObject;)V
    .registers 3
    const-string v0, "value"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v2, v1, Lcom/clawseed/cetp/sdk/CetpProviderResult$Success;->value:Lorg/json/JSONObject;
    return-void
.end method

.method public final getValue()Lorg/json/JSONObject;
    .registers 2
    .line 10
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderResult$Success;->value:Lorg/json/JSONObject;
    return-object v0
.end method

