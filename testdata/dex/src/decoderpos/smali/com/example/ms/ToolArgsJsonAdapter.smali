.class public final Lcom/example/ms/ToolArgsJsonAdapter;
.super Lcom/squareup/moshi/JsonAdapter;
.source "ToolArgsJsonAdapter.kt"

.field private final options:Lcom/squareup/moshi/JsonReader$Options;

.field private final stringAdapter:Lcom/squareup/moshi/JsonAdapter;

.method public constructor <init>(Lcom/squareup/moshi/Moshi;)V
    .registers 6
    const-string v0, "moshi"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    invoke-direct {p0}, Lcom/squareup/moshi/JsonAdapter;-><init>()V
    .line 18
    const-string v0, "caller_package"
    const-string v1, "subject"
    filled-new-array {v0, v1}, [Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/squareup/moshi/JsonReader$Options;->of([Ljava/lang/String;)Lcom/squareup/moshi/JsonReader$Options;
    move-result-object v0
    const-string v1, "of(\"caller_package\", \"subject\")"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v0, p0, Lcom/example/ms/ToolArgsJsonAdapter;->options:Lcom/squareup/moshi/JsonReader$Options;
    .line 21
    const-class v0, Ljava/lang/String;
    check-cast v0, Ljava/lang/reflect/Type;
    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;
    move-result-object v1
    const-string v2, "who"
    invoke-virtual {p1, v0, v1, v2}, Lcom/squareup/moshi/Moshi;->adapter(Ljava/lang/reflect/Type;Ljava/util/Set;Ljava/lang/String;)Lcom/squareup/moshi/JsonAdapter;
    move-result-object v0
    const-string v1, "adapter(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v0, p0, Lcom/example/ms/ToolArgsJsonAdapter;->stringAdapter:Lcom/squareup/moshi/JsonAdapter;
    return-void
.end method

.method public fromJson(Lcom/squareup/moshi/JsonReader;)Lcom/example/ms/ToolArgs;
    .registers 7
    const-string v0, "reader"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    const/4 v0, 0x0
    .line 30
    move-object v1, v0
    .line 31
    invoke-virtual {p1}, Lcom/squareup/moshi/JsonReader;->beginObject()V
    .line 32
    :goto_0
    invoke-virtual {p1}, Lcom/squareup/moshi/JsonReader;->hasNext()Z
    move-result v2
    if-eqz v2, :cond_2
    .line 33
    iget-object v2, p0, Lcom/example/ms/ToolArgsJsonAdapter;->options:Lcom/squareup/moshi/JsonReader$Options;
    invoke-virtual {p1, v2}, Lcom/squareup/moshi/JsonReader;->selectName(Lcom/squareup/moshi/JsonReader$Options;)I
    move-result v2
    packed-switch v2, :pswitch_data_0
    goto :goto_0
    .line 38
    :pswitch_0
    invoke-virtual {p1}, Lcom/squareup/moshi/JsonReader;->skipName()V
    .line 39
    invoke-virtual {p1}, Lcom/squareup/moshi/JsonReader;->skipValue()V
    goto :goto_0
    .line 35
    :pswitch_1
    iget-object v3, p0, Lcom/example/ms/ToolArgsJsonAdapter;->stringAdapter:Lcom/squareup/moshi/JsonAdapter;
    invoke-virtual {v3, p1}, Lcom/squareup/moshi/JsonAdapter;->fromJson(Lcom/squareup/moshi/JsonReader;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/String;
    if-nez v1, :goto_0
    const-string v0, "callingPackage"
    const-string v1, "subject"
    invoke-static {v0, v1, p1}, Lcom/squareup/moshi/internal/Util;->unexpectedNull(Ljava/lang/String;Ljava/lang/String;Lcom/squareup/moshi/JsonReader;)Lcom/squareup/moshi/JsonDataException;
    move-result-object v0
    const-string v1, "unexpectedNull(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    throw v0
    .line 34
    :pswitch_2
    iget-object v3, p0, Lcom/example/ms/ToolArgsJsonAdapter;->stringAdapter:Lcom/squareup/moshi/JsonAdapter;
    invoke-virtual {v3, p1}, Lcom/squareup/moshi/JsonAdapter;->fromJson(Lcom/squareup/moshi/JsonReader;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :goto_0
    const-string v0, "who"
    const-string v1, "caller_package"
    invoke-static {v0, v1, p1}, Lcom/squareup/moshi/internal/Util;->unexpectedNull(Ljava/lang/String;Ljava/lang/String;Lcom/squareup/moshi/JsonReader;)Lcom/squareup/moshi/JsonDataException;
    move-result-object v0
    const-string v1, "unexpectedNull(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    throw v0
    .line 43
    :cond_2
    invoke-virtual {p1}, Lcom/squareup/moshi/JsonReader;->endObject()V
    .line 44
    new-instance v2, Lcom/example/ms/ToolArgs;
    .line 45
    if-eqz v0, :cond_4
    .line 46
    if-eqz v1, :cond_3
    .line 44
    invoke-direct {v2, v0, v1}, Lcom/example/ms/ToolArgs;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object v2
    .line 46
    :cond_3
    const-string v0, "callingPackage"
    const-string v1, "subject"
    invoke-static {v0, v1, p1}, Lcom/squareup/moshi/internal/Util;->missingProperty(Ljava/lang/String;Ljava/lang/String;Lcom/squareup/moshi/JsonReader;)Lcom/squareup/moshi/JsonDataException;
    move-result-object v0
    const-string v1, "missingProperty(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    throw v0
    .line 45
    :cond_4
    const-string v0, "who"
    const-string v1, "caller_package"
    invoke-static {v0, v1, p1}, Lcom/squareup/moshi/internal/Util;->missingProperty(Ljava/lang/String;Ljava/lang/String;Lcom/squareup/moshi/JsonReader;)Lcom/squareup/moshi/JsonDataException;
    move-result-object v0
    const-string v1, "missingProperty(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    throw v0

    :pswitch_data_0
    .packed-switch -0x1
        :pswitch_0
        :pswitch_2
        :pswitch_1
    .end packed-switch
.end method

.method public bridge synthetic fromJson(Lcom/squareup/moshi/JsonReader;)Ljava/lang/Object;
    .registers 2
    .line 15
    invoke-virtual {p0, p1}, Lcom/example/ms/ToolArgsJsonAdapter;->fromJson(Lcom/squareup/moshi/JsonReader;)Lcom/example/ms/ToolArgs;
    move-result-object p1
    return-object p1
.end method
