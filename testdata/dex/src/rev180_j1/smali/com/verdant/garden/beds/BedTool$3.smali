.class final enum Lcom/verdant/garden/beds/BedTool$3;
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

    .line 78
    invoke-direct {p0, p1, p2, p3}, Lcom/verdant/garden/beds/BedTool;-><init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V

    return-void
.end method


# virtual methods
.method run(Lcom/verdant/garden/beds/BedsToolProvider;Lcom/verdant/garden/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 92
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->args()Lorg/json/JSONObject;

    move-result-object v4

    .line 93
    invoke-virtual {p1}, Lcom/verdant/garden/beds/BedsToolProvider;->beds()Lcom/verdant/garden/beds/BedRepository;

    move-result-object v0

    const-string v2, "bed_id"

    invoke-virtual {v4, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/verdant/garden/beds/BedRepository;->bed(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/beds/BedTool$3$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/verdant/garden/beds/BedTool$3$$ExternalSyntheticLambda0;-><init>()V

    .line 94
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_ARGS:Lcom/verdant/garden/cetp/ErrorCode;

    .line 95
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/beds/BedTool$3$$ExternalSyntheticLambda1;

    invoke-direct {v2, v1}, Lcom/verdant/garden/beds/BedTool$3$$ExternalSyntheticLambda1;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v5, v0

    .line 96
    invoke-static {}, Lcom/verdant/garden/beds/Planting;->builder()Lcom/verdant/garden/beds/Planting$Builder;

    move-result-object v0

    .line 97
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;

    move-result-object v1

    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/verdant/garden/beds/Planting$Builder;->id(Ljava/lang/String;)Lcom/verdant/garden/beds/Planting$Builder;

    move-result-object v0

    .line 98
    invoke-virtual {v0, v5}, Lcom/verdant/garden/beds/Planting$Builder;->bedId(Ljava/lang/String;)Lcom/verdant/garden/beds/Planting$Builder;

    move-result-object v0

    .line 99
    const-string v2, "crop"

    invoke-static {v4, v2}, Lcom/verdant/garden/beds/BedTool$3;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v1

    sget-object v2, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_ARGS:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-static {v2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v3, Lcom/verdant/garden/beds/BedTool$3$$ExternalSyntheticLambda2;

    invoke-direct {v3, v2}, Lcom/verdant/garden/beds/BedTool$3$$ExternalSyntheticLambda2;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v2, v3

    invoke-virtual {v1, v2}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/verdant/garden/beds/Planting$Builder;->crop(Ljava/lang/String;)Lcom/verdant/garden/beds/Planting$Builder;

    move-result-object v0

    .line 100
    const-string v2, "variety"

    invoke-static {v4, v2}, Lcom/verdant/garden/beds/BedTool$3;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v1

    const/4 v2, 0x0

    invoke-virtual {v1, v2}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/verdant/garden/beds/Planting$Builder;->variety(Ljava/lang/String;)Lcom/verdant/garden/beds/Planting$Builder;

    move-result-object v0

    .line 101
    const-string v2, "sown_on"

    invoke-virtual {v4, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Ljava/util/Optional;->of(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v1

    sget-object v2, Lcom/verdant/garden/beds/BedTool$3;->ISO_DATE:Ljava/util/function/Predicate;

    invoke-virtual {v1, v2}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v1

    sget-object v2, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_ARGS:Lcom/verdant/garden/cetp/ErrorCode;

    .line 102
    invoke-static {v2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v3, Lcom/verdant/garden/beds/BedTool$3$$ExternalSyntheticLambda3;

    invoke-direct {v3, v2}, Lcom/verdant/garden/beds/BedTool$3$$ExternalSyntheticLambda3;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v2, v3

    invoke-virtual {v1, v2}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    .line 101
    invoke-virtual {v0, v1}, Lcom/verdant/garden/beds/Planting$Builder;->sownOn(Ljava/lang/String;)Lcom/verdant/garden/beds/Planting$Builder;

    move-result-object v0

    .line 103
    invoke-virtual {v0}, Lcom/verdant/garden/beds/Planting$Builder;->build()Lcom/verdant/garden/beds/Planting;

    move-result-object v6

    .line 104
    invoke-virtual {p1}, Lcom/verdant/garden/beds/BedsToolProvider;->beds()Lcom/verdant/garden/beds/BedRepository;

    move-result-object v0

    invoke-virtual {v0, v6}, Lcom/verdant/garden/beds/BedRepository;->insert(Lcom/verdant/garden/beds/Planting;)V

    .line 105
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v6}, Lcom/verdant/garden/beds/Planting;->id()Ljava/lang/String;

    move-result-object v3

    const-string v2, "planting_id"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/verdant/garden/cetp/Envelopes;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
