.class public abstract Lcom/tidemark/core/CetpEndpoint;
.super Landroid/content/ContentProvider;
.source "CetpEndpoint.java"


# static fields
.field static final ASSISTANT_CERT:[B

.field static final LIMITS:Ljava/lang/String; = "{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,\"max_concurrent_requests\":2,\"idempotency_window_seconds\":86400}"

.field public static final TAG:Ljava/lang/String; = "Tidemark"


# instance fields
.field final sessions:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 23
    const-string v0, "kq3V0m8XbTQe5yJr2LhA9cWfP1nZ7sGdU4oE6iKx0Bw="

    const/4 v1, 0x0

    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v0

    sput-object v0, Lcom/tidemark/core/CetpEndpoint;->ASSISTANT_CERT:[B

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 21
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 27
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/tidemark/core/CetpEndpoint;->sessions:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method public final call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15

    .line 50
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 51
    invoke-virtual {p0, v0}, Lcom/tidemark/core/CetpEndpoint;->trusted(I)Z

    move-result v1

    if-nez v1, :cond_0

    .line 52
    const/4 v1, 0x0

    const-string v2, "PERMISSION_DENIED"

    const-string v3, "This app may not use Tidemark tools"

    const/4 v4, 0x0

    invoke-static {v1, v2, v3, v4}, Lcom/tidemark/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 54
    :cond_0
    if-eqz p3, :cond_1

    move-object v1, p3

    goto :goto_0

    :cond_1
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 55
    :goto_0
    const-string v2, "negotiate"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_2

    .line 56
    invoke-virtual {p0, v1, v0}, Lcom/tidemark/core/CetpEndpoint;->negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 58
    :cond_2
    const-string v2, "request_id"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 59
    const-string v3, "protocol_version"

    const/4 v4, 0x0

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v3

    const/4 v4, 0x2

    if-eq v3, v4, :cond_3

    .line 60
    const-string v3, "UNSUPPORTED_VERSION"

    const-string v4, "Only CETP v2 is served here"

    const/4 v5, 0x0

    invoke-static {v2, v3, v4, v5}, Lcom/tidemark/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 62
    :cond_3
    iget-object v3, p0, Lcom/tidemark/core/CetpEndpoint;->sessions:Ljava/util/Map;

    const-string v4, "session_token"

    const-string v5, ""

    invoke-virtual {v1, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-interface {v3, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/Integer;

    .line 63
    if-eqz v3, :cond_4

    invoke-virtual {v3}, Ljava/lang/Integer;->intValue()I

    move-result v4

    if-eq v4, v0, :cond_5

    .line 64
    :cond_4
    const-string v4, "NEGOTIATION_REQUIRED"

    const-string v5, "Negotiate a session first"

    const/4 v6, 0x1

    invoke-static {v2, v4, v5, v6}, Lcom/tidemark/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 66
    :cond_5
    const-string v4, "deadline_at_ms"

    const-wide/16 v5, 0x0

    invoke-virtual {v1, v4, v5, v6}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v4

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    cmp-long v4, v4, v6

    if-gtz v4, :cond_6

    .line 67
    const-string v4, "DEADLINE_EXCEEDED"

    const-string v5, "The deadline has passed"

    const/4 v6, 0x0

    invoke-static {v2, v4, v5, v6}, Lcom/tidemark/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 70
    :try_start_0
    :cond_6
    const-string v4, "get_provider_info"

    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_7

    .line 71
    invoke-virtual {p0}, Lcom/tidemark/core/CetpEndpoint;->providerInfo()Ljava/lang/String;

    move-result-object v4

    invoke-static {v2, v4}, Lcom/tidemark/core/Replies;->plain(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 73
    :cond_7
    const-string v4, "list_tools"

    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_8

    .line 74
    invoke-virtual {p0}, Lcom/tidemark/core/CetpEndpoint;->toolList()Ljava/lang/String;

    move-result-object v4

    invoke-static {v2, v4}, Lcom/tidemark/core/Replies;->plain(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 76
    :cond_8
    const-string v4, "execute_tool"

    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_9

    .line 77
    new-instance v4, Lorg/json/JSONObject;

    const-string v5, "args"

    const-string v6, "{}"

    invoke-virtual {v1, v5, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    invoke-direct {v4, v5}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 78
    const-string v5, "tool_name"

    const-string v6, ""

    invoke-virtual {v1, v5, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    move-object v5, p0

    move v6, v0

    move-object v7, v2

    move-object v9, v4

    move-object v10, v1

    invoke-virtual/range {v5 .. v10}, Lcom/tidemark/core/CetpEndpoint;->execute(ILjava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 80
    :cond_9
    const-string v4, "get_operation"

    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_a

    .line 81
    const-string v4, "operation_id"

    const-string v5, ""

    invoke-virtual {v1, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p0, v0, v2, v4}, Lcom/tidemark/core/CetpEndpoint;->operation(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 83
    :cond_a
    const-string v4, "METHOD_NOT_FOUND"

    const-string v5, "Unknown method"

    const/4 v6, 0x0

    invoke-static {v2, v4, v5, v6}, Lcom/tidemark/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    return-object v4

    .line 84
    :catch_0
    move-exception v4

    .line 85
    const-string v5, "Tidemark"

    const-string v6, "tool call failed"

    invoke-static {v5, v6, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 86
    const-string v5, "INTERNAL_ERROR"

    const-string v6, "The tool could not run"

    const/4 v7, 0x0

    invoke-static {v2, v5, v6, v7}, Lcom/tidemark/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v5

    return-object v5
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 129
    const/4 v0, 0x0

    return v0
.end method

.method protected abstract execute(ILjava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 119
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 124
    const/4 v0, 0x0

    return-object v0
.end method

.method negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 12

    .line 91
    const-string v0, "consumer_versions"

    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v0

    .line 92
    const/4 v1, 0x0

    .line 93
    if-eqz v0, :cond_1

    .line 94
    move-object v2, v0

    array-length v3, v2

    const/4 v4, 0x0

    :goto_0
    if-ge v4, v3, :cond_1

    aget v5, v2, v4

    .line 95
    const/4 v6, 0x2

    if-ne v5, v6, :cond_0

    .line 96
    const/4 v1, 0x1

    .line 94
    :cond_0
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 100
    :cond_1
    if-nez v1, :cond_2

    .line 101
    const/4 v5, 0x0

    const-string v6, "UNSUPPORTED_VERSION"

    const-string v7, "No common protocol version"

    const/4 v8, 0x0

    invoke-static {v5, v6, v7, v8}, Lcom/tidemark/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 103
    :cond_2
    const-string v5, "consumer_capabilities"

    const-string v6, "[]"

    invoke-virtual {p1, v5, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    const-string v6, "\"async_operations\""

    invoke-virtual {v5, v6}, Ljava/lang/String;->contains(Ljava/lang/CharSequence;)Z

    move-result v5

    if-eqz v5, :cond_3

    .line 104
    const-string v5, "[\"async_operations\"]"

    goto :goto_1

    :cond_3
    const-string v5, "[]"

    .line 105
    :goto_1
    invoke-static {}, Lcom/tidemark/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v2

    .line 106
    iget-object v3, p0, Lcom/tidemark/core/CetpEndpoint;->sessions:Ljava/util/Map;

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v6

    invoke-interface {v3, v2, v6}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 107
    invoke-virtual {p0}, Lcom/tidemark/core/CetpEndpoint;->getContext()Landroid/content/Context;

    move-result-object v3

    invoke-virtual {v3}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v3

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "{\"selected_version\":2,\"provider_id\":\""

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, "\",\"provider_name\":\"Tidemark\",\"session_token\":\""

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, "\",\"capabilities\":"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, ",\"limits\":{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,\"max_concurrent_requests\":2,\"idempotency_window_seconds\":86400}}"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    const/4 v6, 0x0

    invoke-static {v6, v3}, Lcom/tidemark/core/Replies;->plain(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method protected abstract operation(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

.method protected abstract providerInfo()Ljava/lang/String;
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 114
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract toolList()Ljava/lang/String;
.end method

.method trusted(I)Z
    .registers 6

    .line 39
    invoke-virtual {p0}, Lcom/tidemark/core/CetpEndpoint;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 40
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 41
    if-eqz v1, :cond_0

    array-length v2, v1

    const/4 v3, 0x1

    if-eq v2, v3, :cond_1

    .line 42
    :cond_0
    const/4 v2, 0x0

    return v2

    .line 44
    :cond_1
    sget v2, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v3, 0x1c

    if-lt v2, v3, :cond_2

    sget-object v2, Lcom/tidemark/core/CetpEndpoint;->ASSISTANT_CERT:[B

    .line 45
    const/4 v3, 0x1

    invoke-virtual {v0, p1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v2

    if-eqz v2, :cond_2

    const/4 v2, 0x1

    goto :goto_0

    :cond_2
    const/4 v2, 0x0

    .line 44
    :goto_0
    return v2
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 134
    const/4 v0, 0x0

    return v0
.end method
