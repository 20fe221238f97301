.class public final Lcom/quaywire/data/DeskRepository;
.super Ljava/lang/Object;
.source "DeskRepository.java"


# static fields
.field private static final MEMORY_ENTRIES:I = 0x40


# instance fields
.field private final client:Lcom/quaywire/net/HttpClient;

.field public final disk:Lcom/quaywire/data/DiskCache;

.field private final memory:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Lcom/quaywire/net/HttpClient;Lcom/quaywire/data/DiskCache;)V
    .registers 4

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 22
    new-instance v0, Ljava/util/LinkedHashMap;

    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V

    iput-object v0, p0, Lcom/quaywire/data/DeskRepository;->memory:Ljava/util/Map;

    .line 25
    iput-object p1, p0, Lcom/quaywire/data/DeskRepository;->client:Lcom/quaywire/net/HttpClient;

    .line 26
    iput-object p2, p0, Lcom/quaywire/data/DeskRepository;->disk:Lcom/quaywire/data/DiskCache;

    .line 27
    return-void
.end method

.method private static enc(Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 51
    const-string v1, "UTF-8"

    invoke-static {p0, v1}, Ljava/net/URLEncoder;->encode(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private fetch(Ljava/lang/String;J)Ljava/lang/String;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 41
    invoke-direct {p0, p1}, Lcom/quaywire/data/DeskRepository;->remembered(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 42
    if-nez v3, :cond_0

    .line 43
    iget-object v0, p0, Lcom/quaywire/data/DeskRepository;->client:Lcom/quaywire/net/HttpClient;

    invoke-static {p1}, Lcom/quaywire/net/HttpRequest;->get(Ljava/lang/String;)Lcom/quaywire/net/HttpRequest;

    move-result-object v1

    invoke-virtual {v1, p2, p3}, Lcom/quaywire/net/HttpRequest;->timeout(J)Lcom/quaywire/net/HttpRequest;

    move-result-object v1

    const/4 v2, 0x0

    new-array v2, v2, [Lcom/quaywire/net/Interceptor;

    invoke-virtual {v0, v1, v2}, Lcom/quaywire/net/HttpClient;->execute(Lcom/quaywire/net/HttpRequest;[Lcom/quaywire/net/Interceptor;)Lcom/quaywire/net/HttpResponse;

    move-result-object v4

    .line 44
    iget-object v3, v4, Lcom/quaywire/net/HttpResponse;->body:Ljava/lang/String;

    .line 45
    invoke-direct {p0, p1, v3}, Lcom/quaywire/data/DeskRepository;->remember(Ljava/lang/String;Ljava/lang/String;)V

    .line 47
    :cond_0
    return-object v3
.end method

.method private declared-synchronized remember(Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    monitor-enter p0

    .line 34
    :try_start_0
    iget-object v0, p0, Lcom/quaywire/data/DeskRepository;->memory:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->size()I

    move-result v0

    const/16 v1, 0x40

    if-lt v0, v1, :cond_0

    .line 35
    iget-object v0, p0, Lcom/quaywire/data/DeskRepository;->memory:Ljava/util/Map;

    iget-object v1, p0, Lcom/quaywire/data/DeskRepository;->memory:Ljava/util/Map;

    invoke-interface {v1}, Ljava/util/Map;->keySet()Ljava/util/Set;

    move-result-object v1

    invoke-interface {v1}, Ljava/util/Set;->iterator()Ljava/util/Iterator;

    move-result-object v1

    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 37
    :cond_0
    iget-object v0, p0, Lcom/quaywire/data/DeskRepository;->memory:Ljava/util/Map;

    invoke-interface {v0, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 38
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method private declared-synchronized remembered(Ljava/lang/String;)Ljava/lang/String;
    .registers 3

    monitor-enter p0

    .line 30
    :try_start_0
    iget-object v0, p0, Lcom/quaywire/data/DeskRepository;->memory:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method


# virtual methods
.method public articles(Ljava/lang/String;Ljava/lang/String;J)Lcom/quaywire/data/Page;
    .registers 16
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "J)",
            "Lcom/quaywire/data/Page<",
            "Lcom/quaywire/data/Article;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 79
    invoke-static {p1}, Lcom/quaywire/data/DeskRepository;->enc(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez p2, :cond_0

    const-string v1, ""

    goto :goto_0

    :cond_0
    invoke-static {p2}, Lcom/quaywire/data/DeskRepository;->enc(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "&cursor="

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    :goto_0
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "/v3/articles?q="

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v6, v2

    .line 80
    new-instance v7, Lorg/json/JSONObject;

    invoke-direct {p0, v6, p3, p4}, Lcom/quaywire/data/DeskRepository;->fetch(Ljava/lang/String;J)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v7, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 81
    const-string v1, "articles"

    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->getJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v8

    .line 82
    new-instance v9, Ljava/util/ArrayList;

    invoke-direct {v9}, Ljava/util/ArrayList;-><init>()V

    .line 83
    const/4 v10, 0x0

    :goto_1
    invoke-virtual {v8}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v10, v1, :cond_1

    .line 84
    invoke-virtual {v8, v10}, Lorg/json/JSONArray;->getJSONObject(I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v1}, Lcom/quaywire/data/Article;->fromJson(Lorg/json/JSONObject;)Lcom/quaywire/data/Article;

    move-result-object v1

    invoke-interface {v9, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 83
    add-int/lit8 v10, v10, 0x1

    goto :goto_1

    .line 86
    :cond_1
    new-instance v0, Lcom/quaywire/data/Page;

    const-string v4, "next_cursor"

    const/4 v5, 0x0

    invoke-virtual {v7, v4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v9, v3}, Lcom/quaywire/data/Page;-><init>(Ljava/util/List;Ljava/lang/String;)V

    return-object v0
.end method

.method public ticket(Ljava/lang/String;J)Lcom/quaywire/data/Ticket;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 68
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "/v3/tickets/"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {p0, v2, p2, p3}, Lcom/quaywire/data/DeskRepository;->fetch(Ljava/lang/String;J)Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lcom/quaywire/data/Ticket;->fromJson(Lorg/json/JSONObject;)Lcom/quaywire/data/Ticket;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 70
    iget-object v0, p0, Lcom/quaywire/data/DeskRepository;->disk:Lcom/quaywire/data/DiskCache;

    invoke-virtual {v0, p1}, Lcom/quaywire/data/DiskCache;->get(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 71
    if-nez v5, :cond_0

    .line 72
    throw v4

    .line 74
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v5}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lcom/quaywire/data/Ticket;->fromJson(Lorg/json/JSONObject;)Lcom/quaywire/data/Ticket;

    move-result-object v0

    return-object v0
.end method

.method public tickets(Ljava/lang/String;Ljava/lang/String;J)Lcom/quaywire/data/Page;
    .registers 16
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "J)",
            "Lcom/quaywire/data/Page<",
            "Lcom/quaywire/data/Ticket;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 55
    invoke-static {p1}, Lcom/quaywire/data/DeskRepository;->enc(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez p2, :cond_0

    const-string v1, ""

    goto :goto_0

    :cond_0
    invoke-static {p2}, Lcom/quaywire/data/DeskRepository;->enc(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "&cursor="

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    :goto_0
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "/v3/queues/"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "/tickets?limit=25"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v6, v2

    .line 56
    new-instance v7, Lorg/json/JSONObject;

    invoke-direct {p0, v6, p3, p4}, Lcom/quaywire/data/DeskRepository;->fetch(Ljava/lang/String;J)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v7, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 57
    const-string v1, "tickets"

    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->getJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v8

    .line 58
    new-instance v9, Ljava/util/ArrayList;

    invoke-direct {v9}, Ljava/util/ArrayList;-><init>()V

    .line 59
    const/4 v10, 0x0

    :goto_1
    invoke-virtual {v8}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v10, v1, :cond_1

    .line 60
    invoke-virtual {v8, v10}, Lorg/json/JSONArray;->getJSONObject(I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v1}, Lcom/quaywire/data/Ticket;->fromJson(Lorg/json/JSONObject;)Lcom/quaywire/data/Ticket;

    move-result-object v1

    invoke-interface {v9, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 59
    add-int/lit8 v10, v10, 0x1

    goto :goto_1

    .line 62
    :cond_1
    new-instance v0, Lcom/quaywire/data/Page;

    const-string v4, "next_cursor"

    const/4 v5, 0x0

    invoke-virtual {v7, v4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v9, v3}, Lcom/quaywire/data/Page;-><init>(Ljava/util/List;Ljava/lang/String;)V

    return-object v0
.end method
