.class public final Lcom/example/ms/ShortArgsJsonAdapter;
.super Lcom/squareup/moshi/JsonAdapter;
.source "SourceFile"

.field public final a:Lcom/squareup/moshi/JsonReader$Options;

.field public final b:Lcom/squareup/moshi/JsonAdapter;

.method public constructor <init>(Lcom/squareup/moshi/Moshi;)V
    .registers 5
    invoke-direct {p0}, Lcom/squareup/moshi/JsonAdapter;-><init>()V
    const-string v0, "calling_package"
    const-string v1, "title"
    filled-new-array {v0, v1}, [Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/squareup/moshi/JsonReader$Options;->of([Ljava/lang/String;)Lcom/squareup/moshi/JsonReader$Options;
    move-result-object v0
    iput-object v0, p0, Lcom/example/ms/ShortArgsJsonAdapter;->a:Lcom/squareup/moshi/JsonReader$Options;
    const-class v0, Ljava/lang/String;
    sget-object v1, Lkotlin/collections/EmptySet;->INSTANCE:Lkotlin/collections/EmptySet;
    const-string v2, "a"
    invoke-virtual {p1, v0, v1, v2}, Lcom/squareup/moshi/Moshi;->adapter(Ljava/lang/reflect/Type;Ljava/util/Set;Ljava/lang/String;)Lcom/squareup/moshi/JsonAdapter;
    move-result-object v0
    iput-object v0, p0, Lcom/example/ms/ShortArgsJsonAdapter;->b:Lcom/squareup/moshi/JsonAdapter;
    return-void
.end method

.method public final fromJson(Lcom/squareup/moshi/JsonReader;)Ljava/lang/Object;
    .registers 7
    invoke-virtual {p1}, Lcom/squareup/moshi/JsonReader;->beginObject()V
    const/4 v0, 0x0
    move-object v1, v0
    :goto_0
    invoke-virtual {p1}, Lcom/squareup/moshi/JsonReader;->hasNext()Z
    move-result v2
    if-eqz v2, :cond_3
    iget-object v2, p0, Lcom/example/ms/ShortArgsJsonAdapter;->a:Lcom/squareup/moshi/JsonReader$Options;
    invoke-virtual {p1, v2}, Lcom/squareup/moshi/JsonReader;->selectName(Lcom/squareup/moshi/JsonReader$Options;)I
    move-result v2
    const/4 v3, -0x1
    if-eq v2, v3, :cond_2
    if-eqz v2, :cond_1
    const/4 v3, 0x1
    if-ne v2, v3, :goto_0
    iget-object v3, p0, Lcom/example/ms/ShortArgsJsonAdapter;->b:Lcom/squareup/moshi/JsonAdapter;
    invoke-virtual {v3, p1}, Lcom/squareup/moshi/JsonAdapter;->fromJson(Lcom/squareup/moshi/JsonReader;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/String;
    if-nez v1, :goto_0
    const-string v0, "b"
    const-string v1, "title"
    invoke-static {v0, v1, p1}, Lcom/squareup/moshi/internal/Util;->unexpectedNull(Ljava/lang/String;Ljava/lang/String;Lcom/squareup/moshi/JsonReader;)Lcom/squareup/moshi/JsonDataException;
    move-result-object v0
    throw v0
    :cond_1
    iget-object v3, p0, Lcom/example/ms/ShortArgsJsonAdapter;->b:Lcom/squareup/moshi/JsonAdapter;
    invoke-virtual {v3, p1}, Lcom/squareup/moshi/JsonAdapter;->fromJson(Lcom/squareup/moshi/JsonReader;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :goto_0
    const-string v0, "a"
    const-string v1, "calling_package"
    invoke-static {v0, v1, p1}, Lcom/squareup/moshi/internal/Util;->unexpectedNull(Ljava/lang/String;Ljava/lang/String;Lcom/squareup/moshi/JsonReader;)Lcom/squareup/moshi/JsonDataException;
    move-result-object v0
    throw v0
    :cond_2
    invoke-virtual {p1}, Lcom/squareup/moshi/JsonReader;->skipName()V
    invoke-virtual {p1}, Lcom/squareup/moshi/JsonReader;->skipValue()V
    goto :goto_0
    :cond_3
    invoke-virtual {p1}, Lcom/squareup/moshi/JsonReader;->endObject()V
    if-eqz v0, :cond_5
    if-eqz v1, :cond_4
    new-instance v2, Lcom/example/ms/ShortArgs;
    invoke-direct {v2, v0, v1}, Lcom/example/ms/ShortArgs;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object v2
    :cond_4
    const-string v0, "b"
    const-string v1, "title"
    invoke-static {v0, v1, p1}, Lcom/squareup/moshi/internal/Util;->missingProperty(Ljava/lang/String;Ljava/lang/String;Lcom/squareup/moshi/JsonReader;)Lcom/squareup/moshi/JsonDataException;
    move-result-object v0
    throw v0
    :cond_5
    const-string v0, "a"
    const-string v1, "calling_package"
    invoke-static {v0, v1, p1}, Lcom/squareup/moshi/internal/Util;->missingProperty(Ljava/lang/String;Ljava/lang/String;Lcom/squareup/moshi/JsonReader;)Lcom/squareup/moshi/JsonDataException;
    move-result-object v0
    throw v0
.end method
