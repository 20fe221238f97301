.class public final Lcom/hearthkit/Hub;
.super Ljava/lang/Object;
.source "Hub.kt"

# static fields
.field public static final Companion:Lcom/hearthkit/Hub$Companion;
.field public static final DEFAULT_BASE:Ljava/lang/String; = "http://hearthhub.local:8080"


# instance fields
.field private final base:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/hearthkit/Hub$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/hearthkit/Hub$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/hearthkit/Hub;->Companion:Lcom/hearthkit/Hub$Companion;
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "base"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthkit/Hub;->base:Ljava/lang/String;
    return-void
.end method

.method private final getArray(Ljava/lang/String;)Ljava/util/List;
    .registers 13
    .line 26
    invoke-direct {p0, p1}, Lcom/hearthkit/Hub;->open(Ljava/lang/String;)Ljava/net/HttpURLConnection;
    move-result-object v0
    invoke-virtual {v0}, Ljava/net/HttpURLConnection;->getInputStream()Ljava/io/InputStream;
    move-result-object v0
    const-string v1, "getInputStream(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v3, v0
    sget-object v4, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    new-instance v5, Ljava/io/InputStreamReader;
    invoke-direct {v5, v3, v4}, Ljava/io/InputStreamReader;-><init>(Ljava/io/InputStream;Ljava/nio/charset/Charset;)V
    check-cast v5, Ljava/io/Reader;
    const/16 v6, 0x2000
    instance-of v0, v5, Ljava/io/BufferedReader;
    if-eqz v0, :L56
    move-object v0, v5
    check-cast v0, Ljava/io/BufferedReader;
    goto :L67
:L56
    new-instance v0, Ljava/io/BufferedReader;
    invoke-direct {v0, v5, v6}, Ljava/io/BufferedReader;-><init>(Ljava/io/Reader;I)V
:L67
    check-cast v0, Ljava/io/Closeable;
    move-object v3, v0
    const/4 v4, 0x0
:L74
    move-object v0, v3
    check-cast v0, Ljava/io/BufferedReader;
    move-object v5, v0
    .line 41
    const/4 v6, 0x0
    .line 26
    move-object v0, v5
    check-cast v0, Ljava/io/Reader;
    invoke-static {v0}, Lkotlin/io/TextStreamsKt;->readText(Ljava/io/Reader;)Ljava/lang/String;
    move-result-object v5
:L94
    invoke-static {v3, v4}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v5
    goto :L125
:L105
    move-exception v6
    move-object v4, v6
    throw v6
:L114
    move-exception v6
:L116
    invoke-static {v3, v4}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v6
:L125
    move-object v2, v0
    .line 27
    new-instance v3, Lorg/json/JSONArray;
    invoke-direct {v3, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    .line 28
    invoke-virtual {v3}, Lorg/json/JSONArray;->length()I
    move-result v4
    new-instance v5, Ljava/util/ArrayList;
    invoke-direct {v5, v4}, Ljava/util/ArrayList;-><init>(I)V
    const/4 v6, 0x0
:L155
    if-ge v6, v4, :L196
    move v7, v6
    move v8, v7
    .line 41
    move-object v10, v5
    const/4 v9, 0x0
    .line 28
    invoke-virtual {v3, v8}, Lorg/json/JSONArray;->getJSONObject(I)Lorg/json/JSONObject;
    move-result-object v0
    invoke-virtual {v10, v0}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    add-int/lit8 v6, v6, 0x1
    goto :L155
:L196
    move-object v0, v5
    check-cast v0, Ljava/util/List;
    return-object v0
    .catch Ljava/lang/Throwable; {:L74 .. :L94} :L105
    .catchall {:L74 .. :L94} :L114
    .catchall {:L105 .. :L114} :L114
.end method

.method private final open(Ljava/lang/String;)Ljava/net/HttpURLConnection;
    .registers 10
    .line 31
    new-instance v0, Ljava/net/URL;
    iget-object v2, p0, Lcom/hearthkit/Hub;->base:Ljava/lang/String;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/net/URL;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/net/URL;->openConnection()Ljava/net/URLConnection;
    move-result-object v0
    const-string v2, "null cannot be cast to non-null type java.net.HttpURLConnection"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/net/HttpURLConnection;
    move-object v5, v0
    move-object v6, v5
    const/4 v7, 0x0
    .line 32
    const/16 v1, 0xbb8
    invoke-virtual {v6, v1}, Ljava/net/HttpURLConnection;->setConnectTimeout(I)V
    .line 33
    const/16 v1, 0x1388
    invoke-virtual {v6, v1}, Ljava/net/HttpURLConnection;->setReadTimeout(I)V
    .line 34
    return-object v5
.end method

.method public static synthetic send$default(Lcom/hearthkit/Hub;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;ILjava/lang/Object;)V
    .registers 7
    .line 15
    and-int/lit8 v0, p4, 0x4
    if-eqz v0, :L15
    new-instance p3, Lorg/json/JSONObject;
    invoke-direct {p3}, Lorg/json/JSONObject;-><init>()V
:L15
    invoke-virtual {p0, p1, p2, p3}, Lcom/hearthkit/Hub;->send(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V
    return-void
.end method


# virtual methods
.method public final devices()Ljava/util/List;
    .registers 3
    .line 11
    const-string v1, "/api/devices"
    invoke-direct {p0, v1}, Lcom/hearthkit/Hub;->getArray(Ljava/lang/String;)Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method public final history()Ljava/util/List;
    .registers 3
    .line 13
    const-string v1, "/api/history?days=30"
    invoke-direct {p0, v1}, Lcom/hearthkit/Hub;->getArray(Ljava/lang/String;)Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method public final send(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V
    .registers 14
    const-string v1, "device"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "op"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "body"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    const-string v1, "/api/command"
    invoke-direct {p0, v1}, Lcom/hearthkit/Hub;->open(Ljava/lang/String;)Ljava/net/HttpURLConnection;
    move-result-object v5
    .line 17
    const-string v1, "POST"
    invoke-virtual {v5, v1}, Ljava/net/HttpURLConnection;->setRequestMethod(Ljava/lang/String;)V
    .line 18
    const/4 v1, 0x1
    invoke-virtual {v5, v1}, Ljava/net/HttpURLConnection;->setDoOutput(Z)V
    .line 19
    const-string v1, "Content-Type"
    const-string v2, "application/json"
    invoke-virtual {v5, v1, v2}, Ljava/net/HttpURLConnection;->setRequestProperty(Ljava/lang/String;Ljava/lang/String;)V
    .line 20
    invoke-virtual {v5}, Ljava/net/HttpURLConnection;->getOutputStream()Ljava/io/OutputStream;
    move-result-object v6
    check-cast v6, Ljava/io/Closeable;
    const/4 v7, 0x0
:L61
    move-object v0, v6
    check-cast v0, Ljava/io/OutputStream;
    move-object v8, v0
    .line 41
    const/4 v9, 0x0
    .line 20
    const-string v2, "device"
    invoke-virtual {p3, v2, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "op"
    invoke-virtual {v1, v2, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v3, "toString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    move-object v3, v2
    move-object v2, v1
    move-object v1, v3
    move-object v3, v2
    move-object v2, v1
    move-object v1, v3
    invoke-virtual {v1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v1
    const-string v3, "getBytes(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v8, v1}, Ljava/io/OutputStream;->write([B)V
    sget-object v8, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
:L118
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    goto :L149
:L128
    move-exception v9
    move-object v7, v9
    throw v9
:L137
    move-exception v9
:L139
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v9
:L149
    .line 21
    invoke-virtual {v5}, Ljava/net/HttpURLConnection;->getResponseCode()I
    move-result v6
    .line 22
    const/16 v0, 0xc8
    if-gt v0, v6, :L180
    const/16 v1, 0x12c
    if-ge v6, v1, :L176
    const/4 v0, 0x1
    goto :L181
:L176
    const/4 v0, 0x0
    goto :L181
:L180
    const/4 v0, 0x0
:L181
    if-nez v0, :L199
    new-instance v0, Ljava/io/IOException;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "hub answered "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
:L199
    .line 23
    return-void
    .catch Ljava/lang/Throwable; {:L61 .. :L118} :L128
    .catchall {:L61 .. :L118} :L137
    .catchall {:L128 .. :L137} :L137
.end method
