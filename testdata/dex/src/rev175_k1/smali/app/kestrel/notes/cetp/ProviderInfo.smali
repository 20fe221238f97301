.class public final Lapp/kestrel/notes/cetp/ProviderInfo;
.super Ljava/lang/Object;
.source "Descriptors.kt"

# interfaces
.implements Lapp/kestrel/notes/cetp/JsonEncodable;


# instance fields
.field private final description:Ljava/lang/String;

.field private final providerId:Ljava/lang/String;

.field private final providerName:Ljava/lang/String;

.field private final scopes:Ljava/util/List;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)V
    .registers 6

    const-string v0, "providerId"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerName"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "description"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "scopes"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/ProviderInfo;->providerId:Ljava/lang/String;

    iput-object p2, p0, Lapp/kestrel/notes/cetp/ProviderInfo;->providerName:Ljava/lang/String;

    iput-object p3, p0, Lapp/kestrel/notes/cetp/ProviderInfo;->description:Ljava/lang/String;

    iput-object p4, p0, Lapp/kestrel/notes/cetp/ProviderInfo;->scopes:Ljava/util/List;

    return-void
.end method


# virtual methods
.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 45
    iget-object v0, p0, Lapp/kestrel/notes/cetp/ProviderInfo;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 45
    iget-object v0, p0, Lapp/kestrel/notes/cetp/ProviderInfo;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getProviderName()Ljava/lang/String;
    .registers 2

    .line 45
    iget-object v0, p0, Lapp/kestrel/notes/cetp/ProviderInfo;->providerName:Ljava/lang/String;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 45
    iget-object v0, p0, Lapp/kestrel/notes/cetp/ProviderInfo;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public toJson()Lorg/json/JSONObject;
    .registers 4

    .line 47
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 48
    iget-object v2, p0, Lapp/kestrel/notes/cetp/ProviderInfo;->providerId:Ljava/lang/String;

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lapp/kestrel/notes/cetp/ProviderInfo;->providerName:Ljava/lang/String;

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lapp/kestrel/notes/cetp/ProviderInfo;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 49
    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 50
    iget-object v2, p0, Lapp/kestrel/notes/cetp/ProviderInfo;->scopes:Ljava/util/List;

    check-cast v2, Ljava/lang/Iterable;

    invoke-static {v2}, Lapp/kestrel/notes/cetp/WireKt;->toJsonArray(Ljava/lang/Iterable;)Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
