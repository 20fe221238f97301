.class public abstract Lapp/larder/home/cetp/ToolProviderBase;
.super Landroid/content/ContentProvider;
.source "ToolProviderBase.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 33
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method


# virtual methods
.method protected abstract authorize(Lapp/larder/home/cetp/ToolCall;)Lapp/larder/home/cetp/Decision;
.end method

.method public final call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 49
    new-instance v0, Lapp/larder/home/cetp/ToolCall;

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    move-object v3, p1

    move-object v4, p3

    if-nez p3, :cond_0

    new-instance v4, Landroid/os/Bundle;

    invoke-direct {v4}, Landroid/os/Bundle;-><init>()V

    :cond_0
    invoke-direct {v0, v2, v3, v4}, Lapp/larder/home/cetp/ToolCall;-><init>(ILjava/lang/String;Landroid/os/Bundle;)V

    move-object v5, v0

    .line 50
    invoke-static {}, Lapp/larder/home/cetp/ProtocolKt;->getV2_METHODS()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    invoke-virtual {v5}, Lapp/larder/home/cetp/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->METHOD_NOT_FOUND:Lapp/larder/home/cetp/ErrorCode;

    const-string v2, "Unknown method."

    invoke-static {v0, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 51
    :cond_1
    invoke-virtual {p0, v5}, Lapp/larder/home/cetp/ToolProviderBase;->authorize(Lapp/larder/home/cetp/ToolCall;)Lapp/larder/home/cetp/Decision;

    move-result-object v6

    .line 52
    instance-of v0, v6, Lapp/larder/home/cetp/Decision$Deny;

    if-eqz v0, :cond_2

    invoke-virtual {v5}, Lapp/larder/home/cetp/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->PERMISSION_DENIED:Lapp/larder/home/cetp/ErrorCode;

    move-object v2, v6

    check-cast v2, Lapp/larder/home/cetp/Decision$Deny;

    invoke-virtual {v2}, Lapp/larder/home/cetp/Decision$Deny;->getMessage()Ljava/lang/String;

    move-result-object v2

    invoke-static {v0, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 53
    :cond_2
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-virtual {p0}, Lapp/larder/home/cetp/ToolProviderBase;->getSessions()Lapp/larder/home/cetp/Sessions;

    move-result-object v0

    invoke-virtual {v0, v5}, Lapp/larder/home/cetp/Sessions;->negotiate(Lapp/larder/home/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 54
    :cond_3
    invoke-virtual {v5}, Lapp/larder/home/cetp/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v7

    .line 55
    invoke-virtual {v5}, Lapp/larder/home/cetp/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_6

    move-object v0, v7

    check-cast v0, Ljava/lang/CharSequence;

    move-object v8, v0

    if-eqz v8, :cond_4

    invoke-static {v8}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_5

    :cond_4
    const/4 v0, 0x1

    goto :goto_0

    :cond_5
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_7

    .line 56
    :cond_6
    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->INVALID_REQUEST:Lapp/larder/home/cetp/ErrorCode;

    const-string v2, "protocol_version 2 and a request_id are required."

    invoke-static {v7, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 58
    :cond_7
    invoke-virtual {p0}, Lapp/larder/home/cetp/ToolProviderBase;->getSessions()Lapp/larder/home/cetp/Sessions;

    move-result-object v0

    invoke-virtual {v5}, Lapp/larder/home/cetp/ToolCall;->getSessionToken()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v5}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v2

    invoke-virtual {v0, v1, v2}, Lapp/larder/home/cetp/Sessions;->current(Ljava/lang/String;I)Lapp/larder/home/cetp/Session;

    move-result-object v0

    if-nez v0, :cond_8

    .line 59
    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->NEGOTIATION_REQUIRED:Lapp/larder/home/cetp/ErrorCode;

    const-string v2, "The session is missing or expired; negotiate again."

    invoke-static {v7, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 58
    :cond_8
    move-object v8, v0

    .line 60
    move-object v9, p1

    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_a

    goto :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    goto :goto_1

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_b

    goto :goto_1

    :sswitch_3
    const-string v1, "get_operation"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_c

    goto :goto_1

    .line 61
    :cond_9
    invoke-virtual {p0}, Lapp/larder/home/cetp/ToolProviderBase;->providerInfo()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v7, v1}, Lapp/larder/home/cetp/ProtocolKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 62
    :cond_a
    invoke-virtual {p0, v5, v8}, Lapp/larder/home/cetp/ToolProviderBase;->listTools(Lapp/larder/home/cetp/ToolCall;Lapp/larder/home/cetp/Session;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v7, v1}, Lapp/larder/home/cetp/ProtocolKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 63
    :cond_b
    invoke-virtual {p0, v5, v7, v8}, Lapp/larder/home/cetp/ToolProviderBase;->executeTool(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Lapp/larder/home/cetp/Session;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 64
    :cond_c
    const/4 v4, 0x0

    invoke-virtual {p0, v5, v7, v8, v4}, Lapp/larder/home/cetp/ToolProviderBase;->operation(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Lapp/larder/home/cetp/Session;Z)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 65
    :goto_1
    const/4 v4, 0x1

    invoke-virtual {p0, v5, v7, v8, v4}, Lapp/larder/home/cetp/ToolProviderBase;->operation(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Lapp/larder/home/cetp/Session;Z)Landroid/os/Bundle;

    move-result-object v0

    .line 60
    :goto_2
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_3
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 75
    const/4 v0, 0x0

    return v0
.end method

.method protected abstract executeTool(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Lapp/larder/home/cetp/Session;)Landroid/os/Bundle;
.end method

.method protected abstract getProviderId()Ljava/lang/String;
.end method

.method protected abstract getSessions()Lapp/larder/home/cetp/Sessions;
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 71
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 73
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract listTools(Lapp/larder/home/cetp/ToolCall;Lapp/larder/home/cetp/Session;)Lorg/json/JSONObject;
.end method

.method protected abstract operation(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Lapp/larder/home/cetp/Session;Z)Landroid/os/Bundle;
.end method

.method protected abstract providerInfo()Lorg/json/JSONObject;
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 69
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 77
    const/4 v0, 0x0

    return v0
.end method
