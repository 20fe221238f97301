.class public final Lcom/saltmarsh/podcasts/Receipt$Companion;
.super Ljava/lang/Object;
.source "Host.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 69
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/saltmarsh/podcasts/Receipt$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final of(Ljava/lang/String;Ljava/lang/String;Lcom/saltmarsh/podcasts/Reply;)Lcom/saltmarsh/podcasts/Receipt;
    .registers 11

    const-string v1, "tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "digest"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "reply"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 70
    move-object v6, p3

    .line 71
    instance-of v0, v6, Lcom/saltmarsh/podcasts/Reply$Ok;

    if-eqz v0, :cond_0

    new-instance v0, Lcom/saltmarsh/podcasts/Receipt;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    move-object v4, p3

    check-cast v4, Lcom/saltmarsh/podcasts/Reply$Ok;

    invoke-virtual {v4}, Lcom/saltmarsh/podcasts/Reply$Ok;->getValue()Lorg/json/JSONObject;

    move-result-object v4

    const-string v3, "value"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v4, "toString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, p1, p2, v2}, Lcom/saltmarsh/podcasts/Receipt;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 72
    :cond_0
    instance-of v0, v6, Lcom/saltmarsh/podcasts/Reply$Accepted;

    if-eqz v0, :cond_1

    new-instance v0, Lcom/saltmarsh/podcasts/Receipt;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    move-object v4, p3

    check-cast v4, Lcom/saltmarsh/podcasts/Reply$Accepted;

    invoke-virtual {v4}, Lcom/saltmarsh/podcasts/Reply$Accepted;->getOperationId()Ljava/lang/String;

    move-result-object v4

    const-string v3, "operation_id"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    move-object v4, p3

    check-cast v4, Lcom/saltmarsh/podcasts/Reply$Accepted;

    invoke-virtual {v4}, Lcom/saltmarsh/podcasts/Reply$Accepted;->getPollAfterMs()J

    move-result-wide v4

    const-string v3, "poll_after_ms"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v4, "toString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, p1, p2, v2}, Lcom/saltmarsh/podcasts/Receipt;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 73
    :cond_1
    const/4 v0, 0x0

    .line 74
    :goto_0
    return-object v0
.end method
