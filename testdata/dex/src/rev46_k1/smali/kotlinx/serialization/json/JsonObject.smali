.class public final Lkotlinx/serialization/json/JsonObject;
.super Lkotlinx/serialization/json/JsonElement;
.source "Json.kt"

.field private final content:Ljava/util/Map;

.method public constructor <init>(Ljava/util/Map;)V
    .registers 3
    const-string v0, "content"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lkotlinx/serialization/json/JsonElement;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v2, v1, Lkotlinx/serialization/json/JsonObject;->content:Ljava/util/Map;
    return-void
.end method

.method public final getContent()Ljava/util/Map;
    .registers 2
    .line 34
    iget-object v0, v1, Lkotlinx/serialization/json/JsonObject;->content:Ljava/util/Map;
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 10
    .line 36
    iget-object v0, v9, Lkotlinx/serialization/json/JsonObject;->content:Ljava/util/Map;
    invoke-interface {v0}, Ljava/util/Map;->entrySet()Ljava/util/Set;
    move-result-object v0
    check-cast v0, Ljava/lang/Iterable;
    const-string v1, ","
    check-cast v1, Ljava/lang/CharSequence;
    const-string v2, "{"
    check-cast v2, Ljava/lang/CharSequence;
    const-string v3, "}"
    check-cast v3, Ljava/lang/CharSequence;
    const/4 v4, 0x0
    const/4 v5, 0x0
    sget-object v6, Lkotlinx/serialization/json/JsonObject$$ExternalSyntheticLambda0;->INSTANCE:Lkotlinx/serialization/json/JsonObject$$ExternalSyntheticLambda0;
    const/16 v7, 0x18
    const/4 v8, 0x0
    invoke-static/range {v0 .. v8}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final toString$lambda$0(Ljava/util/Map$Entry;)Ljava/lang/CharSequence;
    .registers 5
    const-string v1, "it"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    invoke-interface {v4}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v0
    invoke-interface {v4}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "\""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v3, "\":"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    check-cast v0, Ljava/lang/CharSequence;
    return-object v0
.end method

