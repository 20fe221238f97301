.class public final Lcom/example/dmt/PresetsKt;
.super Ljava/lang/Object;
.source "Presets.kt"

.method public static final firstPreset(Lcom/squareup/moshi/Moshi;)Ljava/lang/String;
    .registers 6
    const-string v0, "moshi"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    const-class v0, Ljava/util/List;
    check-cast v0, Ljava/lang/reflect/Type;
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/reflect/Type;
    const-class v2, Lcom/example/dmt/Preset;
    check-cast v2, Ljava/lang/reflect/Type;
    const/4 v3, 0x0
    aput-object v2, v1, v3
    invoke-static {v0, v1}, Lcom/squareup/moshi/Types;->newParameterizedType(Ljava/lang/reflect/Type;[Ljava/lang/reflect/Type;)Ljava/lang/reflect/ParameterizedType;
    move-result-object v0
    check-cast v0, Ljava/lang/reflect/Type;
    invoke-virtual {p0, v0}, Lcom/squareup/moshi/Moshi;->adapter(Ljava/lang/reflect/Type;)Lcom/squareup/moshi/JsonAdapter;
    move-result-object p0
    # near miss CETP606: a List<Preset> parsed from the app's own constant text, not the request
    .line 7
    const-string v0, "[{\"callerPackage\":\"com.example.dmt\"}]"
    invoke-virtual {p0, v0}, Lcom/squareup/moshi/JsonAdapter;->fromJson(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object p0
    invoke-static {p0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    check-cast p0, Ljava/util/List;
    invoke-interface {p0, v3}, Ljava/util/List;->get(I)Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Lcom/example/dmt/Preset;
    invoke-virtual {p0}, Lcom/example/dmt/Preset;->getCallerPackage()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method
