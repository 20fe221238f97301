.class public final Lcom/quaywire/net/HttpClient;
.super Ljava/lang/Object;
.source "HttpClient.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/quaywire/net/HttpClient$Link;
    }
.end annotation


# instance fields
.field private final apiKey:Ljava/lang/String;

.field private final baseUrl:Ljava/lang/String;

.field private final dispatcher:Ljava/util/concurrent/ExecutorService;

.field private final interceptors:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/quaywire/net/Interceptor;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public varargs constructor <init>(Ljava/lang/String;Ljava/lang/String;[Lcom/quaywire/net/Interceptor;)V
    .registers 5

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    const/4 v0, 0x2

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/quaywire/net/HttpClient;->dispatcher:Ljava/util/concurrent/ExecutorService;

    .line 27
    iput-object p1, p0, Lcom/quaywire/net/HttpClient;->baseUrl:Ljava/lang/String;

    .line 28
    iput-object p2, p0, Lcom/quaywire/net/HttpClient;->apiKey:Ljava/lang/String;

    .line 29
    invoke-static {p3}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lcom/quaywire/net/HttpClient;->interceptors:Ljava/util/List;

    .line 30
    return-void
.end method


# virtual methods
.method public varargs execute(Lcom/quaywire/net/HttpRequest;[Lcom/quaywire/net/Interceptor;)Lcom/quaywire/net/HttpResponse;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 38
    new-instance v4, Ljava/util/ArrayList;

    iget-object v2, p0, Lcom/quaywire/net/HttpClient;->interceptors:Ljava/util/List;

    invoke-direct {v4, v2}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V

    .line 39
    invoke-static {p2}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-interface {v4, v1}, Ljava/util/List;->addAll(Ljava/util/Collection;)Z

    .line 40
    new-instance v0, Lcom/quaywire/net/HttpClient$Link;

    const/4 v3, 0x0

    invoke-direct {v0, p0, v4, v3, p1}, Lcom/quaywire/net/HttpClient$Link;-><init>(Lcom/quaywire/net/HttpClient;Ljava/util/List;ILcom/quaywire/net/HttpRequest;)V

    invoke-virtual {v0, p1}, Lcom/quaywire/net/HttpClient$Link;->proceed(Lcom/quaywire/net/HttpRequest;)Lcom/quaywire/net/HttpResponse;

    move-result-object v0

    return-object v0
.end method

.method public submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Ljava/util/concurrent/Callable<",
            "TT;>;)",
            "Ljava/util/concurrent/Future<",
            "TT;>;"
        }
    .end annotation

    .line 34
    iget-object v0, p0, Lcom/quaywire/net/HttpClient;->dispatcher:Ljava/util/concurrent/ExecutorService;

    invoke-interface {v0, p1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;

    move-result-object v0

    return-object v0
.end method

.method transmit(Lcom/quaywire/net/HttpRequest;)Lcom/quaywire/net/HttpResponse;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 44
    new-instance v0, Ljava/net/URL;

    iget-object v2, p0, Lcom/quaywire/net/HttpClient;->baseUrl:Ljava/lang/String;

    iget-object v3, p1, Lcom/quaywire/net/HttpRequest;->path:Ljava/lang/String;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v2, v4

    invoke-direct {v0, v2}, Ljava/net/URL;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0}, Ljava/net/URL;->openConnection()Ljava/net/URLConnection;

    move-result-object v0

    check-cast v0, Ljava/net/HttpURLConnection;

    move-object v5, v0

    .line 46
    :try_start_0
    iget-object v1, p1, Lcom/quaywire/net/HttpRequest;->method:Ljava/lang/String;

    invoke-virtual {v5, v1}, Ljava/net/HttpURLConnection;->setRequestMethod(Ljava/lang/String;)V

    .line 47
    iget v1, p1, Lcom/quaywire/net/HttpRequest;->timeoutMs:I

    invoke-virtual {v5, v1}, Ljava/net/HttpURLConnection;->setConnectTimeout(I)V

    .line 48
    iget v1, p1, Lcom/quaywire/net/HttpRequest;->timeoutMs:I

    invoke-virtual {v5, v1}, Ljava/net/HttpURLConnection;->setReadTimeout(I)V

    .line 49
    const-string v1, "Accept"

    const-string v2, "application/json"

    invoke-virtual {v5, v1, v2}, Ljava/net/HttpURLConnection;->setRequestProperty(Ljava/lang/String;Ljava/lang/String;)V

    .line 50
    iget-object v2, p0, Lcom/quaywire/net/HttpClient;->apiKey:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Bearer "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    const-string v1, "Authorization"

    invoke-virtual {v5, v1, v2}, Ljava/net/HttpURLConnection;->setRequestProperty(Ljava/lang/String;Ljava/lang/String;)V

    .line 51
    iget-object v0, p1, Lcom/quaywire/net/HttpRequest;->headers:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->entrySet()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Map$Entry;

    move-object v7, v0

    .line 52
    invoke-interface {v7}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    invoke-interface {v7}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/String;

    invoke-virtual {v5, v1, v2}, Ljava/net/HttpURLConnection;->setRequestProperty(Ljava/lang/String;Ljava/lang/String;)V

    .line 53
    goto :goto_0

    .line 54
    :cond_0
    iget-object v0, p1, Lcom/quaywire/net/HttpRequest;->body:Ljava/lang/String;

    if-eqz v0, :cond_2

    .line 55
    const/4 v1, 0x1

    invoke-virtual {v5, v1}, Ljava/net/HttpURLConnection;->setDoOutput(Z)V

    .line 56
    const-string v1, "Content-Type"

    const-string v2, "application/json; charset=utf-8"

    invoke-virtual {v5, v1, v2}, Ljava/net/HttpURLConnection;->setRequestProperty(Ljava/lang/String;Ljava/lang/String;)V

    .line 57
    invoke-virtual {v5}, Ljava/net/HttpURLConnection;->getOutputStream()Ljava/io/OutputStream;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v6

    .line 58
    :try_start_1
    iget-object v1, p1, Lcom/quaywire/net/HttpRequest;->body:Ljava/lang/String;

    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    invoke-virtual {v6, v1}, Ljava/io/OutputStream;->write([B)V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 59
    if-eqz v6, :cond_2

    :try_start_2
    invoke-virtual {v6}, Ljava/io/OutputStream;->close()V
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    goto :goto_2

    :catch_0
    move-exception v7

    .line 57
    if-eqz v6, :cond_1

    :try_start_3
    invoke-virtual {v6}, Ljava/io/OutputStream;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1
    .catchall {:try_start_3 .. :try_end_3} :catchall_0

    goto :goto_1

    :catch_1
    move-exception v8

    :try_start_4
    invoke-virtual {v7, v8}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_1
    :goto_1
    throw v7

    .line 61
    :cond_2
    :goto_2
    invoke-virtual {v5}, Ljava/net/HttpURLConnection;->getResponseCode()I

    move-result v6

    .line 62
    const/16 v1, 0x190

    if-lt v6, v1, :cond_3

    invoke-virtual {v5}, Ljava/net/HttpURLConnection;->getErrorStream()Ljava/io/InputStream;

    move-result-object v0

    goto :goto_3

    :cond_3
    invoke-virtual {v5}, Ljava/net/HttpURLConnection;->getInputStream()Ljava/io/InputStream;

    move-result-object v0

    :goto_3
    move-object v7, v0

    .line 63
    if-nez v7, :cond_4

    const-string v0, ""

    goto :goto_4

    :cond_4
    invoke-static {v7}, Lcom/quaywire/data/DiskCache;->readAll(Ljava/io/InputStream;)Ljava/lang/String;

    move-result-object v0

    :goto_4
    move-object v8, v0

    .line 64
    const/16 v1, 0x190

    if-lt v6, v1, :cond_5

    .line 65
    new-instance v0, Lcom/quaywire/net/ApiException;

    invoke-direct {v0, v6, v8}, Lcom/quaywire/net/ApiException;-><init>(ILjava/lang/String;)V

    throw v0

    .line 67
    :cond_5
    new-instance v0, Lcom/quaywire/net/HttpResponse;

    invoke-direct {v0, v6, v8}, Lcom/quaywire/net/HttpResponse;-><init>(ILjava/lang/String;)V
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_0

    move-object v9, v0

    .line 69
    invoke-virtual {v5}, Ljava/net/HttpURLConnection;->disconnect()V

    .line 67
    return-object v9

    :catchall_0
    move-exception v10

    .line 69
    invoke-virtual {v5}, Ljava/net/HttpURLConnection;->disconnect()V

    .line 70
    throw v10
.end method
