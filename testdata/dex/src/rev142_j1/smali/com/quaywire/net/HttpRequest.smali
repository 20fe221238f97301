.class public final Lcom/quaywire/net/HttpRequest;
.super Ljava/lang/Object;
.source "HttpRequest.java"


# instance fields
.field public final body:Ljava/lang/String;

.field public final headers:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field public final method:Ljava/lang/String;

.field public final path:Ljava/lang/String;

.field public timeoutMs:I


# direct methods
.method private constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    new-instance v0, Ljava/util/LinkedHashMap;

    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V

    iput-object v0, p0, Lcom/quaywire/net/HttpRequest;->headers:Ljava/util/Map;

    .line 12
    const/16 v0, 0x3a98

    iput v0, p0, Lcom/quaywire/net/HttpRequest;->timeoutMs:I

    .line 15
    iput-object p1, p0, Lcom/quaywire/net/HttpRequest;->method:Ljava/lang/String;

    .line 16
    iput-object p2, p0, Lcom/quaywire/net/HttpRequest;->path:Ljava/lang/String;

    .line 17
    iput-object p3, p0, Lcom/quaywire/net/HttpRequest;->body:Ljava/lang/String;

    .line 18
    return-void
.end method

.method public static delete(Ljava/lang/String;)Lcom/quaywire/net/HttpRequest;
    .registers 4

    .line 29
    new-instance v0, Lcom/quaywire/net/HttpRequest;

    const-string v1, "DELETE"

    const/4 v2, 0x0

    invoke-direct {v0, v1, p0, v2}, Lcom/quaywire/net/HttpRequest;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method public static get(Ljava/lang/String;)Lcom/quaywire/net/HttpRequest;
    .registers 4

    .line 21
    new-instance v0, Lcom/quaywire/net/HttpRequest;

    const-string v1, "GET"

    const/4 v2, 0x0

    invoke-direct {v0, v1, p0, v2}, Lcom/quaywire/net/HttpRequest;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method public static post(Ljava/lang/String;Ljava/lang/String;)Lcom/quaywire/net/HttpRequest;
    .registers 4

    .line 25
    new-instance v0, Lcom/quaywire/net/HttpRequest;

    const-string v1, "POST"

    invoke-direct {v0, v1, p0, p1}, Lcom/quaywire/net/HttpRequest;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public header(Ljava/lang/String;Ljava/lang/String;)Lcom/quaywire/net/HttpRequest;
    .registers 4

    .line 33
    iget-object v0, p0, Lcom/quaywire/net/HttpRequest;->headers:Ljava/util/Map;

    invoke-interface {v0, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 34
    return-object p0
.end method

.method public timeout(J)Lcom/quaywire/net/HttpRequest;
    .registers 9

    .line 38
    const-wide/32 v4, 0xea60

    invoke-static {p1, p2, v4, v5}, Ljava/lang/Math;->min(JJ)J

    move-result-wide v2

    const-wide/16 v0, 0x1

    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v0

    long-to-int v0, v0

    iput v0, p0, Lcom/quaywire/net/HttpRequest;->timeoutMs:I

    .line 39
    return-object p0
.end method
