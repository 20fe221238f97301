.class public abstract Lcom/cinderbox/core/ToolEndpoint;
.super Landroid/content/ContentProvider;
.source "ToolEndpoint.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/cinderbox/core/ToolEndpoint$Session;
    }
.end annotation


# static fields
.field static final ASSISTANT_CERTS:[Ljava/lang/String;

.field static final LIMITS:Ljava/lang/String; = "{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,\"max_concurrent_requests\":4,\"idempotency_window_seconds\":86400}"

.field static final MAX_REQUEST_BYTES:I = 0x10000

.field static final SESSION_TTL_MS:J = 0x36ee80L

.field public static final TAG:Ljava/lang/String; = "Cinderbox"


# instance fields
.field protected ledger:Lcom/cinderbox/core/Ledger;

.field private final sessions:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/cinderbox/core/ToolEndpoint$Session;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 29
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "2cX8hM1rQp4sTe7vWy0zAb3dFg6jKm9nPq2tUw5xYz8="

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "Lq3vN8sR2tYw6zBc9eFh1jMn4pQs7uVx0aCd3gHk6m8="

    aput-object v2, v0, v1

    sput-object v0, Lcom/cinderbox/core/ToolEndpoint;->ASSISTANT_CERTS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 22
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 34
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/cinderbox/core/ToolEndpoint;->sessions:Ljava/util/Map;

    return-void
.end method

.method private admitted(I)Z
    .registers 12

    .line 85
    invoke-virtual {p0}, Lcom/cinderbox/core/ToolEndpoint;->getContext()Landroid/content/Context;

    move-result-object v6

    invoke-virtual {v6}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 86
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 87
    if-eqz v1, :cond_0

    array-length v6, v1

    const/4 v7, 0x1

    if-ne v6, v7, :cond_0

    sget v6, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v7, 0x1c

    if-ge v6, v7, :cond_1

    .line 88
    :cond_0
    const/4 v6, 0x0

    return v6

    .line 90
    :cond_1
    sget-object v2, Lcom/cinderbox/core/ToolEndpoint;->ASSISTANT_CERTS:[Ljava/lang/String;

    array-length v3, v2

    const/4 v4, 0x0

    :goto_0
    if-ge v4, v3, :cond_3

    aget-object v5, v2, v4

    .line 91
    const/4 v9, 0x0

    invoke-static {v5, v9}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v8

    const/4 v9, 0x1

    invoke-virtual {v0, p1, v8, v9}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v6

    if-eqz v6, :cond_2

    .line 92
    const/4 v6, 0x1

    return v6

    .line 90
    :cond_2
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 95
    :cond_3
    const/4 v6, 0x0

    return v6
.end method

.method private dispatch(Ljava/lang/String;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 138
    const-string v3, "request_id"

    invoke-virtual {p3, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 139
    const-string v2, "get_provider_info"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_0

    .line 140
    invoke-virtual {p0}, Lcom/cinderbox/core/ToolEndpoint;->providerInfo()Ljava/lang/String;

    move-result-object v3

    invoke-static {v0, v3}, Lcom/cinderbox/core/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 142
    :cond_0
    const-string v2, "list_tools"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_1

    .line 143
    invoke-virtual {p0}, Lcom/cinderbox/core/ToolEndpoint;->toolList()Ljava/lang/String;

    move-result-object v3

    invoke-static {v0, v3}, Lcom/cinderbox/core/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 145
    :cond_1
    const-string v2, "execute_tool"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_2

    .line 146
    invoke-direct {p0, p2, p3}, Lcom/cinderbox/core/ToolEndpoint;->execute(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 148
    :cond_2
    const-string v2, "get_operation"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_5

    .line 149
    iget-object v2, p0, Lcom/cinderbox/core/ToolEndpoint;->sessions:Ljava/util/Map;

    const-string v4, "session_token"

    const-string v5, ""

    invoke-virtual {p3, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/cinderbox/core/ToolEndpoint$Session;

    .line 150
    if-eqz v1, :cond_3

    iget-boolean v2, v1, Lcom/cinderbox/core/ToolEndpoint$Session;->async:Z

    if-nez v2, :cond_4

    .line 151
    :cond_3
    const-string v3, "UNSUPPORTED_CAPABILITY"

    const-string v4, "async_operations was not negotiated"

    const/4 v5, 0x0

    invoke-static {v0, v3, v4, v5}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 153
    :cond_4
    const-string v6, "operation_id"

    const-string v7, ""

    invoke-virtual {p3, v6, v7}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    invoke-virtual {p0, p2, v0, v5}, Lcom/cinderbox/core/ToolEndpoint;->operation(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 155
    :cond_5
    const-string v3, "METHOD_NOT_FOUND"

    const-string v4, "No such method"

    const/4 v5, 0x0

    invoke-static {v0, v3, v4, v5}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method private execute(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 159
    new-instance v0, Lcom/cinderbox/core/ToolCall;

    invoke-direct {v0, p1, p2}, Lcom/cinderbox/core/ToolCall;-><init>(ILandroid/os/Bundle;)V

    .line 160
    iget-object v4, v0, Lcom/cinderbox/core/ToolCall;->rawArgs:Ljava/lang/String;

    sget-object v5, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v4, v5}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v4

    array-length v4, v4

    const/high16 v5, 0x10000

    if-le v4, v5, :cond_0

    .line 161
    iget-object v4, v0, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v5, "INVALID_ARGS"

    const-string v6, "The arguments exceed max_request_bytes"

    const/4 v7, 0x0

    invoke-static {v4, v5, v6, v7}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 163
    :cond_0
    iget-object v5, v0, Lcom/cinderbox/core/ToolCall;->tool:Ljava/lang/String;

    invoke-virtual {p0, v5}, Lcom/cinderbox/core/ToolEndpoint;->mutating(Ljava/lang/String;)Z

    move-result v4

    if-nez v4, :cond_1

    .line 164
    invoke-virtual {p0, v0}, Lcom/cinderbox/core/ToolEndpoint;->run(Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 166
    :cond_1
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    iget-object v5, v0, Lcom/cinderbox/core/ToolCall;->tool:Ljava/lang/String;

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const/16 v5, 0xa

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v4

    iget-object v5, v0, Lcom/cinderbox/core/ToolCall;->rawArgs:Ljava/lang/String;

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-static {v4}, Lcom/cinderbox/core/Ledger;->digest(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 167
    iget-object v4, p0, Lcom/cinderbox/core/ToolEndpoint;->ledger:Lcom/cinderbox/core/Ledger;

    invoke-virtual {p0}, Lcom/cinderbox/core/ToolEndpoint;->providerId()Ljava/lang/String;

    move-result-object v5

    iget-object v7, v0, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    invoke-virtual {v4, v5, p1, v7}, Lcom/cinderbox/core/Ledger;->recall(Ljava/lang/String;ILjava/lang/String;)[Ljava/lang/String;

    move-result-object v2

    .line 168
    if-eqz v2, :cond_4

    .line 169
    const/4 v5, 0x0

    aget-object v4, v2, v5

    iget-object v5, v0, Lcom/cinderbox/core/ToolCall;->tool:Ljava/lang/String;

    invoke-virtual {v4, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_2

    const/4 v5, 0x1

    aget-object v4, v2, v5

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-nez v4, :cond_3

    .line 170
    :cond_2
    iget-object v4, v0, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v5, "INVALID_REQUEST"

    const-string v6, "This request_id was used for a different call"

    const/4 v7, 0x0

    invoke-static {v4, v5, v6, v7}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 173
    :cond_3
    iget-object v4, v0, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    const/4 v6, 0x2

    aget-object v5, v2, v6

    const/4 v7, 0x3

    aget-object v6, v2, v7

    invoke-static {v4, v5, v6}, Lcom/cinderbox/core/Replies;->replay(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 175
    :cond_4
    invoke-virtual {p0, v0}, Lcom/cinderbox/core/ToolEndpoint;->run(Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;

    move-result-object v3

    .line 176
    invoke-static {v3}, Lcom/cinderbox/core/Replies;->keepable(Landroid/os/Bundle;)Z

    move-result v4

    if-eqz v4, :cond_5

    .line 177
    iget-object v4, p0, Lcom/cinderbox/core/ToolEndpoint;->ledger:Lcom/cinderbox/core/Ledger;

    invoke-virtual {p0}, Lcom/cinderbox/core/ToolEndpoint;->providerId()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v4, v5, v0, v1, v3}, Lcom/cinderbox/core/Ledger;->keep(Ljava/lang/String;Lcom/cinderbox/core/ToolCall;Ljava/lang/String;Landroid/os/Bundle;)V

    .line 179
    :cond_5
    return-object v3
.end method

.method private negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 17

    .line 99
    move-object/from16 v6, p2

    const-string v7, "consumer_versions"

    invoke-virtual/range {v6 .. v7}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v0

    .line 100
    const/4 v1, 0x0

    .line 101
    if-eqz v0, :cond_1

    .line 102
    move-object v2, v0

    array-length v3, v2

    const/4 v4, 0x0

    :goto_0
    if-ge v4, v3, :cond_1

    aget v5, v2, v4

    .line 103
    const/4 v8, 0x2

    if-ne v5, v8, :cond_0

    const/4 v7, 0x1

    goto :goto_1

    :cond_0
    const/4 v7, 0x0

    :goto_1
    or-int v6, v1, v7

    move v1, v6

    .line 102
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 106
    :cond_1
    if-nez v1, :cond_2

    .line 107
    const/4 v6, 0x0

    const-string v7, "UNSUPPORTED_VERSION"

    const-string v8, "No common CETP version"

    const/4 v9, 0x0

    invoke-static {v6, v7, v8, v9}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 109
    :cond_2
    invoke-virtual {p0}, Lcom/cinderbox/core/ToolEndpoint;->offersAsync()Z

    move-result v6

    if-eqz v6, :cond_3

    .line 110
    move-object/from16 v6, p2

    const-string v7, "consumer_capabilities"

    const-string v8, "[]"

    invoke-virtual/range {v6 .. v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    const-string v7, "\"async_operations\""

    invoke-virtual {v6, v7}, Ljava/lang/String;->contains(Ljava/lang/CharSequence;)Z

    move-result v6

    if-eqz v6, :cond_3

    const/4 v6, 0x1

    goto :goto_2

    :cond_3
    const/4 v6, 0x0

    :goto_2
    move v2, v6

    .line 111
    invoke-static {}, Lcom/cinderbox/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v3

    .line 112
    iget-object v6, p0, Lcom/cinderbox/core/ToolEndpoint;->sessions:Ljava/util/Map;

    new-instance v8, Lcom/cinderbox/core/ToolEndpoint$Session;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v10

    const-wide/32 v12, 0x36ee80

    add-long/2addr v10, v12

    invoke-direct {v8, p1, v2, v10, v11}, Lcom/cinderbox/core/ToolEndpoint$Session;-><init>(IZJ)V

    invoke-interface {v6, v3, v8}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 113
    new-instance v7, Ljava/lang/StringBuilder;

    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V

    const-string v8, "{\"selected_version\":2,\"provider_id\":\""

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    invoke-virtual {p0}, Lcom/cinderbox/core/ToolEndpoint;->providerId()Ljava/lang/String;

    move-result-object v8

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    const-string v8, "\",\"provider_name\":\"Cinderbox\",\"session_token\":\""

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    invoke-virtual {v7, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    const-string v8, "\",\"capabilities\":"

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    .line 115
    const/4 v6, 0x0

    if-eqz v2, :cond_4

    const-string v8, "[\"async_operations\"]"

    goto :goto_3

    :cond_4
    const-string v8, "[]"

    :goto_3
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    const-string v8, ",\"limits\":"

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    const-string v8, "{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,\"max_concurrent_requests\":4,\"idempotency_window_seconds\":86400}"

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    const-string v8, "}"

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v7

    .line 113
    invoke-static {v6, v7}, Lcom/cinderbox/core/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6
.end method

.method private screen(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9

    .line 120
    const-string v3, "request_id"

    invoke-virtual {p2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 121
    const-string v3, "protocol_version"

    const/4 v4, 0x1

    invoke-virtual {p2, v3, v4}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v2

    const/4 v3, 0x2

    if-eq v2, v3, :cond_0

    .line 122
    const-string v3, "UNSUPPORTED_VERSION"

    const-string v4, "Cinderbox serves CETP v2 only"

    const/4 v5, 0x0

    invoke-static {v0, v3, v4, v5}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 124
    :cond_0
    iget-object v2, p0, Lcom/cinderbox/core/ToolEndpoint;->sessions:Ljava/util/Map;

    const-string v4, "session_token"

    const-string v5, ""

    invoke-virtual {p2, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/cinderbox/core/ToolEndpoint$Session;

    .line 125
    if-eqz v1, :cond_1

    iget v2, v1, Lcom/cinderbox/core/ToolEndpoint$Session;->uid:I

    if-ne v2, p1, :cond_1

    iget-wide v2, v1, Lcom/cinderbox/core/ToolEndpoint$Session;->expiresAt:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    cmp-long v2, v2, v4

    if-gez v2, :cond_2

    .line 126
    :cond_1
    const-string v3, "NEGOTIATION_REQUIRED"

    const-string v4, "Negotiate a new session"

    const/4 v5, 0x1

    invoke-static {v0, v3, v4, v5}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 128
    :cond_2
    if-eqz v0, :cond_3

    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z

    move-result v2

    if-eqz v2, :cond_4

    .line 129
    :cond_3
    const-string v3, "INVALID_REQUEST"

    const-string v4, "request_id is required"

    const/4 v5, 0x0

    invoke-static {v0, v3, v4, v5}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 131
    :cond_4
    const-string v3, "deadline_at_ms"

    const-wide/16 v4, 0x0

    invoke-virtual {p2, v3, v4, v5}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    cmp-long v2, v2, v4

    if-gtz v2, :cond_5

    .line 132
    const-string v3, "DEADLINE_EXCEEDED"

    const-string v4, "The deadline has already passed"

    const/4 v5, 0x0

    invoke-static {v0, v3, v4, v5}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 134
    :cond_5
    const/4 v2, 0x0

    return-object v2
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12

    .line 62
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 63
    if-eqz p3, :cond_0

    move-object v4, p3

    goto :goto_0

    :cond_0
    sget-object v4, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;

    :goto_0
    move-object v1, v4

    .line 64
    invoke-direct {p0, v0}, Lcom/cinderbox/core/ToolEndpoint;->admitted(I)Z

    move-result v4

    if-nez v4, :cond_1

    .line 65
    const-string v5, "request_id"

    invoke-virtual {v1, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v5, "PERMISSION_DENIED"

    const-string v6, "This app may not use Cinderbox tools"

    const/4 v7, 0x0

    invoke-static {v4, v5, v6, v7}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 68
    :cond_1
    const-string v4, "negotiate"

    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_2

    .line 69
    invoke-direct {p0, v0, v1}, Lcom/cinderbox/core/ToolEndpoint;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 71
    :cond_2
    invoke-direct {p0, v0, v1}, Lcom/cinderbox/core/ToolEndpoint;->screen(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v2

    .line 72
    if-eqz v2, :cond_3

    .line 73
    return-object v2

    .line 76
    :cond_3
    :try_start_0
    invoke-direct {p0, p1, v0, v1}, Lcom/cinderbox/core/ToolEndpoint;->dispatch(Ljava/lang/String;ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v4
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    return-object v4

    .line 77
    :catch_0
    move-exception v3

    .line 78
    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "CETP call failed: "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    const-string v4, "Cinderbox"

    invoke-static {v4, v5, v3}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 79
    const-string v5, "request_id"

    invoke-virtual {v1, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v5, "INTERNAL_ERROR"

    const-string v6, "The tool could not complete"

    const/4 v7, 0x0

    invoke-static {v4, v5, v6, v7}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 199
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 189
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 194
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract mutating(Ljava/lang/String;)Z
.end method

.method protected abstract offersAsync()Z
.end method

.method public onCreate()Z
    .registers 4

    .line 55
    new-instance v1, Lcom/cinderbox/core/Ledger;

    invoke-virtual {p0}, Lcom/cinderbox/core/ToolEndpoint;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/cinderbox/core/Ledger;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/cinderbox/core/ToolEndpoint;->ledger:Lcom/cinderbox/core/Ledger;

    .line 56
    invoke-virtual {p0}, Lcom/cinderbox/core/ToolEndpoint;->open()V

    .line 57
    const/4 v0, 0x1

    return v0
.end method

.method protected abstract open()V
.end method

.method protected abstract operation(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

.method protected abstract providerId()Ljava/lang/String;
.end method

.method protected abstract providerInfo()Ljava/lang/String;
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 184
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract run(Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

.method protected abstract toolList()Ljava/lang/String;
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 204
    const/4 v0, 0x0

    return v0
.end method
