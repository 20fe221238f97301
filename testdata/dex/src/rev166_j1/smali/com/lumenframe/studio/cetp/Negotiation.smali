.class public final Lcom/lumenframe/studio/cetp/Negotiation;
.super Ljava/lang/Object;
.source "Negotiation.java"


# static fields
.field private static final TAG:Ljava/lang/String; = "Negotiation"


# instance fields
.field private final providerId:Ljava/lang/String;

.field private final providerName:Ljava/lang/String;

.field private final sessions:Lcom/lumenframe/studio/cetp/SessionStore;

.field private final supported:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/lumenframe/studio/cetp/SessionStore;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;",
            "Lcom/lumenframe/studio/cetp/SessionStore;",
            ")V"
        }
    .end annotation

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    iput-object p1, p0, Lcom/lumenframe/studio/cetp/Negotiation;->providerId:Ljava/lang/String;

    .line 26
    iput-object p2, p0, Lcom/lumenframe/studio/cetp/Negotiation;->providerName:Ljava/lang/String;

    .line 27
    iput-object p3, p0, Lcom/lumenframe/studio/cetp/Negotiation;->supported:Ljava/util/List;

    .line 28
    iput-object p4, p0, Lcom/lumenframe/studio/cetp/Negotiation;->sessions:Lcom/lumenframe/studio/cetp/SessionStore;

    .line 29
    return-void
.end method

.method private describe(Lcom/lumenframe/studio/cetp/SessionStore$Session;)Lorg/json/JSONObject;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 69
    new-instance v6, Ljava/text/SimpleDateFormat;

    sget-object v3, Ljava/util/Locale;->US:Ljava/util/Locale;

    const-string v2, "yyyy-MM-dd\'T\'HH:mm:ss\'Z\'"

    invoke-direct {v6, v2, v3}, Ljava/text/SimpleDateFormat;-><init>(Ljava/lang/String;Ljava/util/Locale;)V

    .line 70
    const-string v1, "UTC"

    invoke-static {v1}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;

    move-result-object v1

    invoke-virtual {v6, v1}, Ljava/text/SimpleDateFormat;->setTimeZone(Ljava/util/TimeZone;)V

    .line 71
    new-instance v7, Lorg/json/JSONArray;

    invoke-direct {v7}, Lorg/json/JSONArray;-><init>()V

    .line 72
    iget-object v0, p1, Lcom/lumenframe/studio/cetp/SessionStore$Session;->capabilities:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v8

    :goto_0
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v9, v0

    .line 73
    invoke-virtual {v7, v9}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 74
    goto :goto_0

    .line 75
    :cond_0
    new-instance v8, Lorg/json/JSONObject;

    invoke-direct {v8}, Lorg/json/JSONObject;-><init>()V

    .line 76
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v8, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 77
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v8, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 78
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x4

    invoke-virtual {v8, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 79
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v8, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 80
    new-instance v9, Lorg/json/JSONObject;

    invoke-direct {v9}, Lorg/json/JSONObject;-><init>()V

    .line 81
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 82
    iget-object v2, p0, Lcom/lumenframe/studio/cetp/Negotiation;->providerId:Ljava/lang/String;

    const-string v1, "provider_id"

    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 83
    iget-object v2, p0, Lcom/lumenframe/studio/cetp/Negotiation;->providerName:Ljava/lang/String;

    const-string v1, "provider_name"

    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 84
    iget-object v2, p1, Lcom/lumenframe/studio/cetp/SessionStore$Session;->token:Ljava/lang/String;

    const-string v1, "session_token"

    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 85
    new-instance v3, Ljava/util/Date;

    iget-wide v4, p1, Lcom/lumenframe/studio/cetp/SessionStore$Session;->expiresAtMs:J

    invoke-direct {v3, v4, v5}, Ljava/util/Date;-><init>(J)V

    invoke-virtual {v6, v3}, Ljava/text/SimpleDateFormat;->format(Ljava/util/Date;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 86
    const-string v1, "capabilities"

    invoke-virtual {v9, v1, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 87
    const-string v1, "limits"

    invoke-virtual {v9, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 88
    return-object v9
.end method


# virtual methods
.method public negotiate(Landroid/os/Bundle;ILcom/lumenframe/studio/cetp/CallerPolicy$Grant;)Landroid/os/Bundle;
    .registers 14

    .line 32
    const-string v1, "consumer_versions"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v3

    .line 33
    const/4 v4, 0x0

    .line 34
    if-eqz v3, :cond_1

    .line 35
    move-object v5, v3

    array-length v6, v5

    const/4 v7, 0x0

    :goto_0
    if-ge v7, v6, :cond_1

    aget v8, v5, v7

    .line 36
    const/4 v1, 0x2

    if-ne v8, v1, :cond_0

    .line 37
    const/4 v4, 0x1

    .line 35
    :cond_0
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 41
    :cond_1
    if-nez v4, :cond_2

    .line 42
    const/4 v0, 0x0

    const-string v1, "UNSUPPORTED_VERSION"

    invoke-static {v0, v1}, Lcom/lumenframe/studio/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 44
    :cond_2
    const-string v1, "consumer_capabilities"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 45
    if-nez v5, :cond_3

    .line 46
    const/4 v0, 0x0

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, Lcom/lumenframe/studio/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 48
    :cond_3
    if-nez p3, :cond_4

    .line 49
    const/4 v0, 0x0

    const-string v1, "PERMISSION_DENIED"

    invoke-static {v0, v1}, Lcom/lumenframe/studio/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 52
    :cond_4
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0, v5}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    move-object v6, v0

    .line 53
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    move-object v7, v0

    .line 54
    const/4 v8, 0x0

    :goto_1
    invoke-virtual {v6}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v8, v1, :cond_6

    .line 55
    invoke-virtual {v6, v8}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v9

    .line 56
    iget-object v0, p0, Lcom/lumenframe/studio/cetp/Negotiation;->supported:Ljava/util/List;

    invoke-interface {v0, v9}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    invoke-interface {v7, v9}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    .line 57
    invoke-interface {v7, v9}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 54
    :cond_5
    add-int/lit8 v8, v8, 0x1

    goto :goto_1

    .line 60
    :cond_6
    iget-object v0, p0, Lcom/lumenframe/studio/cetp/Negotiation;->sessions:Lcom/lumenframe/studio/cetp/SessionStore;

    iget-object v2, p3, Lcom/lumenframe/studio/cetp/CallerPolicy$Grant;->scopes:Ljava/util/List;

    invoke-virtual {v0, p2, v7, v2}, Lcom/lumenframe/studio/cetp/SessionStore;->issue(ILjava/util/List;Ljava/util/List;)Lcom/lumenframe/studio/cetp/SessionStore$Session;

    move-result-object v8

    .line 61
    invoke-direct {p0, v8}, Lcom/lumenframe/studio/cetp/Negotiation;->describe(Lcom/lumenframe/studio/cetp/SessionStore$Session;)Lorg/json/JSONObject;

    move-result-object v1

    const/4 v0, 0x0

    invoke-static {v0, v1}, Lcom/lumenframe/studio/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v6

    .line 63
    const-string v0, "Negotiation"

    const-string v1, "negotiate refused"

    invoke-static {v0, v1, v6}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 64
    const/4 v0, 0x0

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, Lcom/lumenframe/studio/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
