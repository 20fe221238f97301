.class public final Lcom/clawseed/cetp/sdk/CetpProviderResult$Status;
.super Lcom/clawseed/cetp/sdk/CetpProviderResult;
.source "SourceFile"

# instance fields
.field private final data:Lorg/json/JSONObject;

# direct methods
.method public constructor <init>(Lorg/json/JSONObject;)V
    .registers 4
    const-string v1, "data"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    const/4 v1, 0x0
    invoke-direct {v2, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v3, v2, Lcom/clawseed/cetp/sdk/CetpProviderResult$Status;->data:Lorg/json/JSONObject;
    return-void
.end method

# virtual methods
.method public final getData()Lorg/json/JSONObject;
    .registers 2
    .line 20
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderResult$Status;->data:Lorg/json/JSONObject;
    return-object v0
.end method
