.class final enum Lcom/verdant/garden/beds/BedTool$1;
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

    .line 28
    invoke-direct {p0, p1, p2, p3}, Lcom/verdant/garden/beds/BedTool;-><init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V

    return-void
.end method

.method static synthetic lambda$run$0(Ljava/util/List;)Ljava/util/Map;
    .registers 4

    .line 42
    invoke-interface {p0}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/beds/BedTool$1$$ExternalSyntheticLambda6;

    invoke-direct {v1}, Lcom/verdant/garden/beds/BedTool$1$$ExternalSyntheticLambda6;-><init>()V

    .line 43
    invoke-static {}, Ljava/util/stream/Collectors;->counting()Ljava/util/stream/Collector;

    move-result-object v2

    invoke-static {v1, v2}, Ljava/util/stream/Collectors;->groupingBy(Ljava/util/function/Function;Ljava/util/stream/Collector;)Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    return-object v0
.end method

.method static synthetic lambda$run$1(Ljava/util/Map;Lcom/verdant/garden/beds/BedRepository$Bed;)Lorg/json/JSONObject;
    .registers 7

    .line 47
    invoke-virtual {p1}, Lcom/verdant/garden/beds/BedRepository$Bed;->id()Ljava/lang/String;

    move-result-object v2

    const-wide/16 v3, 0x0

    invoke-static {v3, v4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v3

    invoke-interface {p0, v2, v3}, Ljava/util/Map;->getOrDefault(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/Long;

    invoke-virtual {v1}, Ljava/lang/Long;->longValue()J

    move-result-wide v1

    invoke-virtual {p1, v1, v2}, Lcom/verdant/garden/beds/BedRepository$Bed;->toJson(J)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$run$2(Ljava/util/Map;Ljava/util/List;)Ljava/util/List;
    .registers 4

    .line 46
    invoke-interface {p1}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/beds/BedTool$1$$ExternalSyntheticLambda5;

    invoke-direct {v1, p0}, Lcom/verdant/garden/beds/BedTool$1$$ExternalSyntheticLambda5;-><init>(Ljava/util/Map;)V

    .line 47
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v0

    .line 48
    invoke-static {}, Ljava/util/stream/Collectors;->toList()Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    return-object v0
.end method

.method static synthetic lambda$run$3(Lcom/verdant/garden/beds/BedRepository;Lcom/verdant/garden/beds/BedsToolProvider;Ljava/util/Map;)Ljava/util/concurrent/CompletionStage;
    .registers 5

    .line 45
    invoke-static {p0}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v0, Lcom/verdant/garden/beds/BedTool$1$$ExternalSyntheticLambda3;

    invoke-direct {v0, p0}, Lcom/verdant/garden/beds/BedTool$1$$ExternalSyntheticLambda3;-><init>(Lcom/verdant/garden/beds/BedRepository;)V

    invoke-virtual {p1}, Lcom/verdant/garden/beds/BedsToolProvider;->reads()Ljava/util/concurrent/Executor;

    move-result-object v1

    invoke-static {v0, v1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/beds/BedTool$1$$ExternalSyntheticLambda4;

    invoke-direct {v1, p2}, Lcom/verdant/garden/beds/BedTool$1$$ExternalSyntheticLambda4;-><init>(Ljava/util/Map;)V

    .line 46
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->thenApply(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    .line 44
    return-object v0
.end method


# virtual methods
.method run(Lcom/verdant/garden/beds/BedsToolProvider;Lcom/verdant/garden/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 39
    invoke-virtual {p1}, Lcom/verdant/garden/beds/BedsToolProvider;->beds()Lcom/verdant/garden/beds/BedRepository;

    move-result-object v4

    .line 41
    invoke-static {v4}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v0, Lcom/verdant/garden/beds/BedTool$1$$ExternalSyntheticLambda0;

    invoke-direct {v0, v4}, Lcom/verdant/garden/beds/BedTool$1$$ExternalSyntheticLambda0;-><init>(Lcom/verdant/garden/beds/BedRepository;)V

    invoke-virtual {p1}, Lcom/verdant/garden/beds/BedsToolProvider;->reads()Ljava/util/concurrent/Executor;

    move-result-object v1

    invoke-static {v0, v1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/beds/BedTool$1$$ExternalSyntheticLambda1;

    invoke-direct {v1}, Lcom/verdant/garden/beds/BedTool$1$$ExternalSyntheticLambda1;-><init>()V

    .line 42
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->thenApply(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/beds/BedTool$1$$ExternalSyntheticLambda2;

    invoke-direct {v1, v4, p1}, Lcom/verdant/garden/beds/BedTool$1$$ExternalSyntheticLambda2;-><init>(Lcom/verdant/garden/beds/BedRepository;Lcom/verdant/garden/beds/BedsToolProvider;)V

    .line 44
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->thenCompose(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    .line 49
    invoke-virtual {v0}, Ljava/util/concurrent/CompletableFuture;->join()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    move-object v5, v0

    .line 50
    invoke-virtual {p2}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3, v5}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v2, "beds"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/verdant/garden/cetp/Envelopes;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
