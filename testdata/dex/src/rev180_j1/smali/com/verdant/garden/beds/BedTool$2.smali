.class final enum Lcom/verdant/garden/beds/BedTool$2;
.super Lcom/verdant/garden/beds/BedTool;
.source "BedTool.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/verdant/garden/beds/BedTool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4010
    name = null
.end annotation


# direct methods
.method constructor <init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V
    .registers 4

    .line 53
    invoke-direct {p0, p1, p2, p3}, Lcom/verdant/garden/beds/BedTool;-><init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V

    return-void
.end method

.method static synthetic lambda$run$0(Lcom/verdant/garden/beds/Planting;Ljava/lang/String;)Ljava/lang/Boolean;
    .registers 4

    .line 72
    invoke-virtual {p0}, Lcom/verdant/garden/beds/Planting;->crop()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1, v1}, Ljava/lang/String;->equalsIgnoreCase(Ljava/lang/String;)Z

    move-result v0

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$run$1(Ljava/util/Optional;Lcom/verdant/garden/beds/Planting;)Z
    .registers 4

    .line 72
    new-instance v1, Lcom/verdant/garden/beds/BedTool$2$$ExternalSyntheticLambda3;

    invoke-direct {v1, p1}, Lcom/verdant/garden/beds/BedTool$2$$ExternalSyntheticLambda3;-><init>(Lcom/verdant/garden/beds/Planting;)V

    invoke-virtual {p0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Boolean;

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    return v0
.end method


# virtual methods
.method run(Lcom/verdant/garden/beds/BedsToolProvider;Lcom/verdant/garden/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 66
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "crop"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/beds/BedTool$2$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/verdant/garden/beds/BedTool$2$$ExternalSyntheticLambda0;-><init>()V

    .line 67
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/beds/BedTool$2;->NON_EMPTY:Ljava/util/function/Predicate;

    .line 68
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v5

    .line 69
    invoke-virtual {p1}, Lcom/verdant/garden/beds/BedsToolProvider;->beds()Lcom/verdant/garden/beds/BedRepository;

    move-result-object v0

    .line 70
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->args()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "bed_id"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->args()Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "sort"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lcom/verdant/garden/beds/BedRepository;->plantings(Ljava/lang/String;Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    .line 71
    invoke-interface {v0}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/beds/BedTool$2$$ExternalSyntheticLambda1;

    invoke-direct {v1, v5}, Lcom/verdant/garden/beds/BedTool$2$$ExternalSyntheticLambda1;-><init>(Ljava/util/Optional;)V

    .line 72
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/beds/BedTool$2$$ExternalSyntheticLambda2;

    invoke-direct {v1}, Lcom/verdant/garden/beds/BedTool$2$$ExternalSyntheticLambda2;-><init>()V

    .line 73
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v0

    .line 74
    invoke-static {}, Ljava/util/stream/Collectors;->toList()Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    move-object v6, v0

    .line 75
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3, v6}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v2, "plantings"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/verdant/garden/cetp/Envelopes;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
