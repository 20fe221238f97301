.class public final Lcom/ferncastle/cetp/ResumeBook;
.super Ljava/lang/Object;
.source "ResumeBook.java"


# static fields
.field private static final RANDOM:Ljava/security/SecureRandom;

.field private static final SHARED:Lcom/ferncastle/cetp/ResumeBook;

.field private static final TTL_MS:J = 0xdbba0L


# instance fields
.field private final pending:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 16
    new-instance v0, Lcom/ferncastle/cetp/ResumeBook;

    invoke-direct {v0}, Lcom/ferncastle/cetp/ResumeBook;-><init>()V

    sput-object v0, Lcom/ferncastle/cetp/ResumeBook;->SHARED:Lcom/ferncastle/cetp/ResumeBook;

    .line 17
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/ferncastle/cetp/ResumeBook;->RANDOM:Ljava/security/SecureRandom;

    return-void
.end method

.method private constructor <init>()V
    .registers 2

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/ferncastle/cetp/ResumeBook;->pending:Ljava/util/Map;

    .line 23
    return-void
.end method

.method public static answer(Ljava/lang/String;Z)V
    .registers 7

    .line 94
    sget-object v0, Lcom/ferncastle/cetp/ResumeBook;->SHARED:Lcom/ferncastle/cetp/ResumeBook;

    iget-object v0, v0, Lcom/ferncastle/cetp/ResumeBook;->pending:Ljava/util/Map;

    invoke-interface {v0, p0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    move-object v3, v0

    .line 95
    if-nez v3, :cond_0

    .line 96
    return-void

    .line 99
    :cond_0
    :try_start_0
    const-string v1, "approved"

    invoke-virtual {v3, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 100
    move-object v0, v3

    const-string v1, "state"

    if-eqz p1, :cond_1

    const-string v2, "approved"

    goto :goto_0

    :cond_1
    const-string v2, "denied"

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 103
    goto :goto_1

    :catch_0
    move-exception v4

    .line 102
    sget-object v0, Lcom/ferncastle/cetp/ResumeBook;->SHARED:Lcom/ferncastle/cetp/ResumeBook;

    iget-object v0, v0, Lcom/ferncastle/cetp/ResumeBook;->pending:Ljava/util/Map;

    invoke-interface {v0, p0}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 104
    :goto_1
    return-void
.end method

.method static keyOf(Ljava/lang/String;)Ljava/lang/String;
    .registers 3

    .line 37
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    invoke-static {v0}, Lcom/ferncastle/plugin/Invocation;->sha256([B)[B

    move-result-object v0

    invoke-static {v0}, Lcom/ferncastle/plugin/Invocation;->hex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static newToken()Ljava/lang/String;
    .registers 2

    .line 31
    const/16 v0, 0x18

    new-array v1, v0, [B

    .line 32
    sget-object v0, Lcom/ferncastle/cetp/ResumeBook;->RANDOM:Ljava/security/SecureRandom;

    invoke-virtual {v0, v1}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 33
    invoke-static {v1}, Lcom/ferncastle/plugin/Invocation;->hex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static shared()Lcom/ferncastle/cetp/ResumeBook;
    .registers 1

    .line 26
    sget-object v0, Lcom/ferncastle/cetp/ResumeBook;->SHARED:Lcom/ferncastle/cetp/ResumeBook;

    return-object v0
.end method

.method public static summary(Ljava/lang/String;)Ljava/lang/String;
    .registers 6

    .line 85
    sget-object v0, Lcom/ferncastle/cetp/ResumeBook;->SHARED:Lcom/ferncastle/cetp/ResumeBook;

    iget-object v0, v0, Lcom/ferncastle/cetp/ResumeBook;->pending:Ljava/util/Map;

    invoke-interface {v0, p0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    move-object v4, v0

    .line 86
    if-eqz v4, :cond_0

    const-string v2, "state"

    invoke-virtual {v4, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "pending"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 87
    const-string v1, "expires_at"

    const-wide/16 v2, 0x0

    invoke-virtual {v4, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_1

    .line 88
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 90
    :cond_1
    const-string v1, "summary"

    invoke-virtual {v4, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public open(Ljava/lang/String;Lcom/ferncastle/plugin/Invocation;Ljava/lang/String;)Ljava/lang/String;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 42
    new-instance v6, Lorg/json/JSONObject;

    invoke-direct {v6}, Lorg/json/JSONObject;-><init>()V

    .line 43
    iget v2, p2, Lcom/ferncastle/plugin/Invocation;->uid:I

    const-string v1, "uid"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 44
    iget-object v2, p2, Lcom/ferncastle/plugin/Invocation;->providerId:Ljava/lang/String;

    const-string v1, "provider"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 45
    invoke-virtual {p2}, Lcom/ferncastle/plugin/Invocation;->toolName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "tool"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 46
    iget-object v2, p2, Lcom/ferncastle/plugin/Invocation;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 47
    invoke-virtual {p2}, Lcom/ferncastle/plugin/Invocation;->argsDigest()Ljava/lang/String;

    move-result-object v2

    const-string v1, "digest"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 48
    const-string v1, "summary"

    invoke-virtual {v6, v1, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 49
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-wide/32 v4, 0xdbba0

    add-long/2addr v2, v4

    const-string v1, "expires_at"

    invoke-virtual {v6, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 50
    const-string v1, "state"

    const-string v2, "pending"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 51
    invoke-static {p1}, Lcom/ferncastle/cetp/ResumeBook;->keyOf(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 52
    iget-object v0, p0, Lcom/ferncastle/cetp/ResumeBook;->pending:Ljava/util/Map;

    invoke-interface {v0, v7, v6}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 53
    return-object v7
.end method

.method public peek(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 4

    .line 80
    if-nez p1, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/ferncastle/cetp/ResumeBook;->pending:Ljava/util/Map;

    invoke-static {p1}, Lcom/ferncastle/cetp/ResumeBook;->keyOf(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    :goto_0
    return-object v0
.end method

.method public redeem(Ljava/lang/String;Lcom/ferncastle/plugin/Invocation;)Lorg/json/JSONObject;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 61
    if-nez p1, :cond_0

    .line 62
    const/4 v0, 0x0

    return-object v0

    .line 64
    :cond_0
    invoke-static {p1}, Lcom/ferncastle/cetp/ResumeBook;->keyOf(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 65
    iget-object v0, p0, Lcom/ferncastle/cetp/ResumeBook;->pending:Ljava/util/Map;

    invoke-interface {v0, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    move-object v5, v0

    .line 66
    if-eqz v5, :cond_1

    const-string v1, "uid"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v0

    iget v1, p2, Lcom/ferncastle/plugin/Invocation;->uid:I

    if-ne v0, v1, :cond_1

    const-string v1, "tool"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/ferncastle/plugin/Invocation;->toolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 67
    const-string v1, "request_id"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iget-object v1, p2, Lcom/ferncastle/plugin/Invocation;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 68
    const-string v1, "digest"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lcom/ferncastle/plugin/Invocation;->argsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 69
    const-string v1, "expires_at"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_2

    .line 70
    :cond_1
    const/4 v0, 0x0

    return-object v0

    .line 72
    :cond_2
    const-string v2, "state"

    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "pending"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 73
    iget-object v0, p0, Lcom/ferncastle/cetp/ResumeBook;->pending:Ljava/util/Map;

    invoke-interface {v0, v4}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 75
    :cond_3
    return-object v5
.end method
