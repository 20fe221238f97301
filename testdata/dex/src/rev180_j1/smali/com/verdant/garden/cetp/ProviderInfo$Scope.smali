.class public final Lcom/verdant/garden/cetp/ProviderInfo$Scope;
.super Ljava/lang/Object;
.source "ProviderInfo.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/verdant/garden/cetp/ProviderInfo;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Scope"
.end annotation


# instance fields
.field private final access:Ljava/lang/String;

.field private final description:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final sensitivity:Ljava/lang/String;

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6

    .line 63
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 64
    iput-object p1, p0, Lcom/verdant/garden/cetp/ProviderInfo$Scope;->name:Ljava/lang/String;

    .line 65
    iput-object p2, p0, Lcom/verdant/garden/cetp/ProviderInfo$Scope;->title:Ljava/lang/String;

    .line 66
    iput-object p3, p0, Lcom/verdant/garden/cetp/ProviderInfo$Scope;->description:Ljava/lang/String;

    .line 67
    iput-object p4, p0, Lcom/verdant/garden/cetp/ProviderInfo$Scope;->access:Ljava/lang/String;

    .line 68
    iput-object p5, p0, Lcom/verdant/garden/cetp/ProviderInfo$Scope;->sensitivity:Ljava/lang/String;

    .line 69
    return-void
.end method


# virtual methods
.method public name()Ljava/lang/String;
    .registers 2

    .line 72
    iget-object v0, p0, Lcom/verdant/garden/cetp/ProviderInfo$Scope;->name:Ljava/lang/String;

    return-object v0
.end method

.method toJson()Lorg/json/JSONObject;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 76
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/verdant/garden/cetp/ProviderInfo$Scope;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/verdant/garden/cetp/ProviderInfo$Scope;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/verdant/garden/cetp/ProviderInfo$Scope;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/verdant/garden/cetp/ProviderInfo$Scope;->access:Ljava/lang/String;

    .line 77
    const-string v1, "access"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/verdant/garden/cetp/ProviderInfo$Scope;->sensitivity:Ljava/lang/String;

    const-string v1, "sensitivity"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 76
    return-object v0
.end method
