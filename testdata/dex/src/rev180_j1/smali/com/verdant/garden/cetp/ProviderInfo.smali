.class public final Lcom/verdant/garden/cetp/ProviderInfo;
.super Ljava/lang/Object;
.source "ProviderInfo.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/verdant/garden/cetp/ProviderInfo$Scope;
    }
.end annotation


# instance fields
.field private final description:Ljava/lang/String;

.field private final providerId:Ljava/lang/String;

.field private final providerName:Ljava/lang/String;

.field private final scopes:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/verdant/garden/cetp/ProviderInfo$Scope;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method private constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)V
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/util/List<",
            "Lcom/verdant/garden/cetp/ProviderInfo$Scope;",
            ">;)V"
        }
    .end annotation

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    iput-object p1, p0, Lcom/verdant/garden/cetp/ProviderInfo;->providerId:Ljava/lang/String;

    .line 20
    iput-object p2, p0, Lcom/verdant/garden/cetp/ProviderInfo;->providerName:Ljava/lang/String;

    .line 21
    iput-object p3, p0, Lcom/verdant/garden/cetp/ProviderInfo;->description:Ljava/lang/String;

    .line 22
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0, p4}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V

    invoke-static {v0}, Ljava/util/Collections;->unmodifiableList(Ljava/util/List;)Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lcom/verdant/garden/cetp/ProviderInfo;->scopes:Ljava/util/List;

    .line 23
    return-void
.end method

.method public static varargs of(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Lcom/verdant/garden/cetp/ProviderInfo$Scope;)Lcom/verdant/garden/cetp/ProviderInfo;
    .registers 6

    .line 26
    new-instance v1, Ljava/util/ArrayList;

    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V

    .line 27
    invoke-static {v1, p3}, Ljava/util/Collections;->addAll(Ljava/util/Collection;[Ljava/lang/Object;)Z

    .line 28
    new-instance v0, Lcom/verdant/garden/cetp/ProviderInfo;

    invoke-direct {v0, p0, p1, p2, v1}, Lcom/verdant/garden/cetp/ProviderInfo;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)V

    return-object v0
.end method


# virtual methods
.method public providerId()Ljava/lang/String;
    .registers 2

    .line 32
    iget-object v0, p0, Lcom/verdant/garden/cetp/ProviderInfo;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public providerName()Ljava/lang/String;
    .registers 2

    .line 36
    iget-object v0, p0, Lcom/verdant/garden/cetp/ProviderInfo;->providerName:Ljava/lang/String;

    return-object v0
.end method

.method public scopeNames()Ljava/util/List;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 53
    iget-object v0, p0, Lcom/verdant/garden/cetp/ProviderInfo;->scopes:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/cetp/ProviderInfo$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/verdant/garden/cetp/ProviderInfo$$ExternalSyntheticLambda0;-><init>()V

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v0

    invoke-static {}, Ljava/util/stream/Collectors;->toList()Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    return-object v0
.end method

.method public toJson()Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 40
    new-instance v3, Ljava/util/ArrayList;

    invoke-direct {v3}, Ljava/util/ArrayList;-><init>()V

    .line 41
    iget-object v0, p0, Lcom/verdant/garden/cetp/ProviderInfo;->scopes:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/cetp/ProviderInfo$Scope;

    move-object v5, v0

    .line 42
    invoke-virtual {v5}, Lcom/verdant/garden/cetp/ProviderInfo$Scope;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-interface {v3, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 43
    goto :goto_0

    .line 44
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/verdant/garden/cetp/ProviderInfo;->providerId:Ljava/lang/String;

    .line 45
    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/verdant/garden/cetp/ProviderInfo;->providerName:Ljava/lang/String;

    .line 46
    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/verdant/garden/cetp/ProviderInfo;->description:Ljava/lang/String;

    .line 47
    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 48
    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    .line 49
    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 44
    return-object v0
.end method
