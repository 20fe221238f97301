.class public final Lio/quillkit/notes/cetp/DescriptorsKt;
.super Ljava/lang/Object;
.source "Descriptors.kt"


# direct methods
.method public static final objectSchema(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;
    .registers 4

    const-string v1, "block"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    new-instance v2, Lio/quillkit/notes/cetp/SchemaBuilder;

    invoke-direct {v2}, Lio/quillkit/notes/cetp/SchemaBuilder;-><init>()V

    .line 47
    invoke-interface {p0, v2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    .line 48
    invoke-virtual {v2}, Lio/quillkit/notes/cetp/SchemaBuilder;->build()Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final providerInfoJson(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)Lorg/json/JSONObject;
    .registers 9

    const-string v1, "id"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "description"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "scopes"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 70
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    .line 71
    invoke-interface {p3}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v3

    :goto_0
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Lio/quillkit/notes/cetp/Scope;

    .line 72
    new-instance v1, Lio/quillkit/notes/cetp/DescriptorsKt$$ExternalSyntheticLambda0;

    invoke-direct {v1, v4}, Lio/quillkit/notes/cetp/DescriptorsKt$$ExternalSyntheticLambda0;-><init>(Lio/quillkit/notes/cetp/Scope;)V

    invoke-static {v1}, Lio/quillkit/notes/core/JsonKt;->buildJson(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v2, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 79
    :cond_0
    new-instance v0, Lio/quillkit/notes/cetp/DescriptorsKt$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0, p1, p2, v2}, Lio/quillkit/notes/cetp/DescriptorsKt$$ExternalSyntheticLambda1;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;)V

    invoke-static {v0}, Lio/quillkit/notes/core/JsonKt;->buildJson(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final providerInfoJson$lambda$0(Lio/quillkit/notes/cetp/Scope;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 5

    const-string v1, "$this$buildJson"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 73
    invoke-virtual {p0}, Lio/quillkit/notes/cetp/Scope;->getName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "name"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 74
    invoke-virtual {p0}, Lio/quillkit/notes/cetp/Scope;->getTitle()Ljava/lang/String;

    move-result-object v2

    const-string v1, "title"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 75
    invoke-virtual {p0}, Lio/quillkit/notes/cetp/Scope;->getAccess()Ljava/lang/String;

    move-result-object v2

    const-string v1, "access"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 76
    invoke-virtual {p0}, Lio/quillkit/notes/cetp/Scope;->getSensitivity()Ljava/lang/String;

    move-result-object v2

    const-string v1, "sensitivity"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 77
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final providerInfoJson$lambda$1(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$buildJson"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 80
    const-string v1, "provider_id"

    invoke-virtual {p4, v1, p0}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 81
    const-string v1, "provider_name"

    invoke-virtual {p4, v1, p1}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 82
    const-string v1, "description"

    invoke-virtual {p4, v1, p2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 83
    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {p4, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 84
    const-string v1, "scopes"

    invoke-virtual {p4, v1, p3}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 85
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final toolListJson(Ljava/lang/String;Ljava/util/List;)Lorg/json/JSONObject;
    .registers 7

    const-string v1, "revision"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "tools"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 89
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    .line 90
    invoke-interface {p1}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v3

    :goto_0
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Lio/quillkit/notes/cetp/ToolSpec;

    invoke-virtual {v4}, Lio/quillkit/notes/cetp/ToolSpec;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v2, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 91
    :cond_0
    new-instance v0, Lio/quillkit/notes/cetp/DescriptorsKt$$ExternalSyntheticLambda2;

    invoke-direct {v0, p0, v2}, Lio/quillkit/notes/cetp/DescriptorsKt$$ExternalSyntheticLambda2;-><init>(Ljava/lang/String;Lorg/json/JSONArray;)V

    invoke-static {v0}, Lio/quillkit/notes/core/JsonKt;->buildJson(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final toolListJson$lambda$0(Ljava/lang/String;Lorg/json/JSONArray;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 5

    const-string v1, "$this$buildJson"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 92
    const-string v1, "revision"

    invoke-virtual {p2, v1, p0}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 93
    const-string v1, "tools"

    invoke-virtual {p2, v1, p1}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 94
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method
