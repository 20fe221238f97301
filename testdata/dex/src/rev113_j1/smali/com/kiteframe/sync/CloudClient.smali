.class final Lcom/kiteframe/sync/CloudClient;
.super Ljava/lang/Object;
.source "CloudClient.java"

# static fields
.field private static final BASE:Ljava/lang/String; = "https://sync.kiteframe.example/v2/"

# direct methods
.method constructor <init>()V
    .registers 2
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method private static open(Ljava/lang/String;Ljava/lang/String;)Ljava/net/HttpURLConnection;
    .registers 9
    .line 43
    new-instance v0, Ljava/net/URL;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "https://sync.kiteframe.example/v2/"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/net/URL;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/net/URL;->openConnection()Ljava/net/URLConnection;
    move-result-object v6
    check-cast v6, Ljava/net/HttpURLConnection;
    .line 44
    invoke-virtual {v6, v8}, Ljava/net/HttpURLConnection;->setRequestMethod(Ljava/lang/String;)V
    .line 45
    const/16 v1, 0x3a98
    invoke-virtual {v6, v1}, Ljava/net/HttpURLConnection;->setConnectTimeout(I)V
    .line 46
    return-object v6
.end method

# virtual methods
.method  syncFolder(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 13
    .line 15
    const-string v1, "UTF-8"
    invoke-static {v12, v1}, Ljava/net/URLEncoder;->encode(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "folders/"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "/sync"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "POST"
    invoke-static {v0, v1}, Lcom/kiteframe/sync/CloudClient;->open(Ljava/lang/String;Ljava/lang/String;)Ljava/net/HttpURLConnection;
    move-result-object v6
    :L17
    .line 17
    invoke-virtual {v6}, Ljava/net/HttpURLConnection;->getResponseCode()I
    move-result v7
    .line 18
    const/16 v1, 0xc8
    if-eq v7, v1, :L43
    .line 19
    new-instance v0, Ljava/io/IOException;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "sync answered "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v7}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
    :L43
    .line 21
    new-instance v8, Lorg/json/JSONObject;
    invoke-direct {v8}, Lorg/json/JSONObject;-><init>()V
    .line 22
    const-string v1, "folder"
    invoke-virtual {v8, v1, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 23
    const-string v1, "synced_at"
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-virtual {v8, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    .line 24
    move-object v9, v8
    :L76
    .line 26
    invoke-virtual {v6}, Ljava/net/HttpURLConnection;->disconnect()V
    .line 24
    return-object v9
    :L83
    .line 26
    move-exception v10
    invoke-virtual {v6}, Ljava/net/HttpURLConnection;->disconnect()V
    .line 27
    throw v10
    .catchall {:L17 .. :L76} :L83
.end method

.method  deleteRemoteCopy(Ljava/lang/String;)V
    .registers 11
    .line 31
    const-string v1, "UTF-8"
    invoke-static {v10, v1}, Ljava/net/URLEncoder;->encode(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "albums/"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "DELETE"
    invoke-static {v0, v1}, Lcom/kiteframe/sync/CloudClient;->open(Ljava/lang/String;Ljava/lang/String;)Ljava/net/HttpURLConnection;
    move-result-object v6
    :L17
    .line 33
    invoke-virtual {v6}, Ljava/net/HttpURLConnection;->getResponseCode()I
    move-result v7
    .line 34
    const/16 v1, 0xcc
    if-eq v7, v1, :L50
    const/16 v1, 0x194
    if-eq v7, v1, :L50
    .line 35
    new-instance v0, Ljava/io/IOException;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "delete answered "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v7}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
    :L50
    .line 38
    invoke-virtual {v6}, Ljava/net/HttpURLConnection;->disconnect()V
    .line 39
    goto :L66
    :L57
    .line 38
    move-exception v8
    invoke-virtual {v6}, Ljava/net/HttpURLConnection;->disconnect()V
    .line 39
    throw v8
    :L66
    .line 40
    return-void
    .catchall {:L17 .. :L50} :L57
.end method
