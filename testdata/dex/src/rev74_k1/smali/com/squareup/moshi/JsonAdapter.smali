.class public abstract Lcom/squareup/moshi/JsonAdapter;
.super Ljava/lang/Object;
.source "JsonAdapter.java"


.method public constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public abstract fromJson(Lcom/squareup/moshi/JsonReader;)Ljava/lang/Object;
.end method

.method public final fromJson(Ljava/lang/String;)Ljava/lang/Object;
    .registers 7
    .line 10
    new-instance v0, Lokio/Buffer;
    invoke-direct {v0}, Lokio/Buffer;-><init>()V
    invoke-virtual {v0, v6}, Lokio/Buffer;->writeUtf8(Ljava/lang/String;)Lokio/Buffer;
    move-result-object v0
    invoke-static {v0}, Lcom/squareup/moshi/JsonReader;->of(Lokio/BufferedSource;)Lcom/squareup/moshi/JsonReader;
    move-result-object v0
    move-object v3, v0
    .line 11
    invoke-virtual {v5, v3}, Lcom/squareup/moshi/JsonAdapter;->fromJson(Lcom/squareup/moshi/JsonReader;)Ljava/lang/Object;
    move-result-object v0
    move-object v4, v0
    .line 12
    invoke-virtual {v3}, Lcom/squareup/moshi/JsonReader;->peek()Lcom/squareup/moshi/JsonReader$Token;
    move-result-object v0
    sget-object v1, Lcom/squareup/moshi/JsonReader$Token;->END_DOCUMENT:Lcom/squareup/moshi/JsonReader$Token;
    if-eq v0, v1, :L41
    .line 13
    new-instance v0, Lcom/squareup/moshi/JsonDataException;
    const-string v2, "JSON document was not fully consumed."
    invoke-direct {v0, v2}, Lcom/squareup/moshi/JsonDataException;-><init>(Ljava/lang/String;)V
    throw v0
    :L41
    .line 15
    return-object v4
.end method

.method public abstract toJson(Lcom/squareup/moshi/JsonWriter;Ljava/lang/Object;)V
.end method

