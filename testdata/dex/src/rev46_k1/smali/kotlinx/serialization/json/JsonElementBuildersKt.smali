.class public final Lkotlinx/serialization/json/JsonElementBuildersKt;
.super Ljava/lang/Object;
.source "JsonElementBuilders.kt"


.method public static final buildJsonObject(Lkotlin/jvm/functions/Function1;)Lkotlinx/serialization/json/JsonObject;
    .registers 5
    const-string v1, "builderAction"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v0, 0x0
    move v2, v0
    .line 10
    new-instance v0, Lkotlinx/serialization/json/JsonObjectBuilder;
    invoke-direct {v0}, Lkotlinx/serialization/json/JsonObjectBuilder;-><init>()V
    move-object v3, v0
    .line 11
    invoke-interface {v4, v3}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 12
    invoke-virtual {v3}, Lkotlinx/serialization/json/JsonObjectBuilder;->build()Lkotlinx/serialization/json/JsonObject;
    move-result-object v0
    return-object v0
.end method

.method public static final put(Lkotlinx/serialization/json/JsonObjectBuilder;Ljava/lang/String;Ljava/lang/String;)Lkotlinx/serialization/json/JsonElement;
    .registers 8
    const-string v1, "<this>"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "key"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    new-instance v2, Lkotlinx/serialization/json/JsonPrimitive;
    invoke-static {v7}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    const/4 v4, 0x1
    invoke-direct {v2, v3, v4}, Lkotlinx/serialization/json/JsonPrimitive;-><init>(Ljava/lang/String;Z)V
    check-cast v2, Lkotlinx/serialization/json/JsonElement;
    invoke-virtual {v5, v6, v2}, Lkotlinx/serialization/json/JsonObjectBuilder;->put(Ljava/lang/String;Lkotlinx/serialization/json/JsonElement;)Lkotlinx/serialization/json/JsonElement;
    move-result-object v0
    return-object v0
.end method

.method public static final put(Lkotlinx/serialization/json/JsonObjectBuilder;Ljava/lang/String;Ljava/lang/Number;)Lkotlinx/serialization/json/JsonElement;
    .registers 8
    const-string v1, "<this>"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "key"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    new-instance v2, Lkotlinx/serialization/json/JsonPrimitive;
    invoke-static {v7}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    const/4 v4, 0x0
    invoke-direct {v2, v3, v4}, Lkotlinx/serialization/json/JsonPrimitive;-><init>(Ljava/lang/String;Z)V
    check-cast v2, Lkotlinx/serialization/json/JsonElement;
    invoke-virtual {v5, v6, v2}, Lkotlinx/serialization/json/JsonObjectBuilder;->put(Ljava/lang/String;Lkotlinx/serialization/json/JsonElement;)Lkotlinx/serialization/json/JsonElement;
    move-result-object v0
    return-object v0
.end method

.method public static final put(Lkotlinx/serialization/json/JsonObjectBuilder;Ljava/lang/String;Ljava/lang/Boolean;)Lkotlinx/serialization/json/JsonElement;
    .registers 8
    const-string v1, "<this>"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "key"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    new-instance v2, Lkotlinx/serialization/json/JsonPrimitive;
    invoke-static {v7}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    const/4 v4, 0x0
    invoke-direct {v2, v3, v4}, Lkotlinx/serialization/json/JsonPrimitive;-><init>(Ljava/lang/String;Z)V
    check-cast v2, Lkotlinx/serialization/json/JsonElement;
    invoke-virtual {v5, v6, v2}, Lkotlinx/serialization/json/JsonObjectBuilder;->put(Ljava/lang/String;Lkotlinx/serialization/json/JsonElement;)Lkotlinx/serialization/json/JsonElement;
    move-result-object v0
    return-object v0
.end method

