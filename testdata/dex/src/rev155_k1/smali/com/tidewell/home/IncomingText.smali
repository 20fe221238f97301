.class public final Lcom/tidewell/home/IncomingText;
.super Ljava/lang/Object;
.source "InboxWatcher.kt"


# instance fields
.field private final address:Ljava/lang/String;

.field private final body:Ljava/lang/String;

.field private final date:J

.field private final id:J


# direct methods
.method public constructor <init>(JLjava/lang/String;Ljava/lang/String;J)V
    .registers 8

    const-string v0, "address"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "body"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lcom/tidewell/home/IncomingText;->id:J

    iput-object p3, p0, Lcom/tidewell/home/IncomingText;->address:Ljava/lang/String;

    iput-object p4, p0, Lcom/tidewell/home/IncomingText;->body:Ljava/lang/String;

    iput-wide p5, p0, Lcom/tidewell/home/IncomingText;->date:J

    return-void
.end method


# virtual methods
.method public final getAddress()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lcom/tidewell/home/IncomingText;->address:Ljava/lang/String;

    return-object v0
.end method

.method public final getBody()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lcom/tidewell/home/IncomingText;->body:Ljava/lang/String;

    return-object v0
.end method

.method public final getDate()J
    .registers 3

    .line 15
    iget-wide v0, p0, Lcom/tidewell/home/IncomingText;->date:J

    return-wide v0
.end method

.method public final getId()J
    .registers 3

    .line 15
    iget-wide v0, p0, Lcom/tidewell/home/IncomingText;->id:J

    return-wide v0
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 5

    .line 16
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-wide v2, p0, Lcom/tidewell/home/IncomingText;->id:J

    const-string v1, "id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/tidewell/home/IncomingText;->address:Ljava/lang/String;

    const-string v1, "from"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/tidewell/home/IncomingText;->body:Ljava/lang/String;

    const-string v1, "body"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lcom/tidewell/home/IncomingText;->date:J

    const-string v1, "received_at_ms"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
