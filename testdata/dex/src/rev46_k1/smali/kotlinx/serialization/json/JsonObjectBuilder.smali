.class public final Lkotlinx/serialization/json/JsonObjectBuilder;
.super Ljava/lang/Object;
.source "JsonElementBuilders.kt"

.field private final content:Ljava/util/LinkedHashMap;

.method public constructor <init>()V
    .registers 2
    .line 3
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 4
    new-instance v0, Ljava/util/LinkedHashMap;
    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V
    iput-object v0, v1, Lkotlinx/serialization/json/JsonObjectBuilder;->content:Ljava/util/LinkedHashMap;
    .line 3
    return-void
.end method

.method public final put(Ljava/lang/String;Lkotlinx/serialization/json/JsonElement;)Lkotlinx/serialization/json/JsonElement;
    .registers 5
    const-string v1, "key"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "element"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    iget-object v0, v2, Lkotlinx/serialization/json/JsonObjectBuilder;->content:Ljava/util/LinkedHashMap;
    invoke-virtual {v0, v3, v4}, Ljava/util/LinkedHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lkotlinx/serialization/json/JsonElement;
    return-object v0
.end method

.method public final build()Lkotlinx/serialization/json/JsonObject;
    .registers 3
    .line 6
    new-instance v0, Lkotlinx/serialization/json/JsonObject;
    iget-object v1, v2, Lkotlinx/serialization/json/JsonObjectBuilder;->content:Ljava/util/LinkedHashMap;
    check-cast v1, Ljava/util/Map;
    invoke-direct {v0, v1}, Lkotlinx/serialization/json/JsonObject;-><init>(Ljava/util/Map;)V
    return-object v0
.end method

