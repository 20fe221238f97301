.class public final Lapp/tallybook/budget/cetp/ProtocolKt;
.super Ljava/lang/Object;
.source "Protocol.kt"


# static fields
.field public static final APP_ID:Ljava/lang/String; = "app.tallybook.budget"

.field public static final KEY_RESOLUTION:Ljava/lang/String; = "resolution"

.field public static final KEY_RESUME_TOKEN:Ljava/lang/String; = "resume_token"

.field public static final MAX_REQUEST_BYTES:I = 0x10000

.field public static final SESSION_TTL_MS:J = 0x1b7740L

.field public static final TAG:Ljava/lang/String; = "TallyTools"


# direct methods
.method public static final asMoney(J)Ljava/lang/String;
    .registers 10

    .line 206
    const-string v6, "%d.%02d"

    const/4 v0, 0x2

    new-array v7, v0, [Ljava/lang/Object;

    const/16 v4, 0x64

    int-to-long v4, v4

    div-long v2, p0, v4

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v7, v1

    const/16 v4, 0x64

    int-to-long v4, v4

    rem-long v2, p0, v4

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v7, v1

    array-length v2, v7

    invoke-static {v7, v2}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;

    move-result-object v1

    invoke-static {v6, v1}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "format(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public static final envelopeProblem(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6

    const-string v1, "extras"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 129
    const-string v1, "request_id"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 131
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_0

    .line 132
    sget-object v1, Lapp/tallybook/budget/cetp/ErrorCode;->INVALID_REQUEST:Lapp/tallybook/budget/cetp/ErrorCode;

    const-string v2, "protocol_version must be 2."

    invoke-static {v3, v1, v2}, Lapp/tallybook/budget/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 133
    :cond_0
    move-object v0, v3

    check-cast v0, Ljava/lang/CharSequence;

    move-object v4, v0

    if-eqz v4, :cond_1

    invoke-static {v4}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_2

    :cond_1
    const/4 v0, 0x1

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_3

    sget-object v1, Lapp/tallybook/budget/cetp/ErrorCode;->INVALID_REQUEST:Lapp/tallybook/budget/cetp/ErrorCode;

    const/4 v0, 0x0

    const-string v2, "request_id is required."

    invoke-static {v0, v1, v2}, Lapp/tallybook/budget/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 134
    :cond_3
    const-string v1, "deadline_at_ms"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->containsKey(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 135
    sget-object v1, Lapp/tallybook/budget/cetp/ErrorCode;->INVALID_REQUEST:Lapp/tallybook/budget/cetp/ErrorCode;

    const-string v2, "deadline_at_ms is required."

    invoke-static {v3, v1, v2}, Lapp/tallybook/budget/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 136
    :cond_4
    const/4 v0, 0x0

    .line 130
    :goto_1
    return-object v0
.end method

.method public static final errorReply(Ljava/lang/String;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9

    const-string v1, "code"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "message"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 61
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    const-string v2, "error"

    invoke-static {v0, p0, v2}, Lapp/tallybook/budget/cetp/ProtocolKt;->putEnvelope(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    move-object v1, p1

    move-object v2, p2

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/tallybook/budget/cetp/ProtocolKt;->putError$default(Landroid/os/Bundle;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private static final getOfferedCapabilities(Landroid/os/Bundle;)Ljava/util/Set;
    .registers 14

    .line 157
    move-object v6, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v7, v6

    .line 208
    const/4 v8, 0x0

    .line 157
    new-instance v0, Lorg/json/JSONArray;

    const-string v3, "consumer_capabilities"

    invoke-virtual {v7, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_0

    const-string v2, "[]"

    :cond_0
    invoke-direct {v0, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v8

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v8}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    :goto_0
    move-object v6, v7

    invoke-static {v6}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v0, 0x0

    goto :goto_1

    :cond_1
    move-object v0, v6

    :goto_1
    check-cast v0, Lorg/json/JSONArray;

    if-nez v0, :cond_2

    .line 158
    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;

    move-result-object v0

    return-object v0

    .line 157
    :cond_2
    move-object v4, v0

    .line 159
    invoke-virtual {v4}, Lorg/json/JSONArray;->length()I

    move-result v1

    const/4 v0, 0x0

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->until(II)Lkotlin/ranges/IntRange;

    move-result-object v5

    check-cast v5, Ljava/lang/Iterable;

    new-instance v6, Ljava/util/LinkedHashSet;

    invoke-direct {v6}, Ljava/util/LinkedHashSet;-><init>()V

    check-cast v6, Ljava/util/Collection;

    const/4 v7, 0x0

    .line 209
    invoke-interface {v5}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v8

    :goto_2
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    move-object v0, v8

    check-cast v0, Lkotlin/collections/IntIterator;

    invoke-virtual {v0}, Lkotlin/collections/IntIterator;->nextInt()I

    move-result v9

    .line 210
    move v10, v9

    move-object v12, v6

    const/4 v11, 0x0

    .line 159
    invoke-virtual {v4, v10}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v0

    .line 210
    invoke-interface {v12, v0}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_2

    .line 211
    :cond_3
    move-object v0, v6

    check-cast v0, Ljava/util/Set;

    .line 159
    return-object v0
.end method

.method public static final negotiate(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;Ljava/util/Set;)Landroid/os/Bundle;
    .registers 20

    const-string v1, "extras"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "providerId"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "providerName"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p4

    const-string v1, "supported"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 164
    const-string v1, "consumer_versions"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v6

    .line 165
    if-eqz v6, :cond_0

    const/4 v1, 0x2

    invoke-static {v6, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z

    move-result v0

    if-nez v0, :cond_1

    .line 166
    :cond_0
    new-instance v7, Landroid/os/Bundle;

    invoke-direct {v7}, Landroid/os/Bundle;-><init>()V

    move-object v8, v7

    .line 208
    const/4 v9, 0x0

    .line 166
    const-string v1, "status"

    const-string v2, "error"

    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 167
    sget-object v1, Lapp/tallybook/budget/cetp/ErrorCode;->UNSUPPORTED_VERSION:Lapp/tallybook/budget/cetp/ErrorCode;

    move-object/from16 v2, p3

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " speaks CETP 2 only."

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v7

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/tallybook/budget/cetp/ProtocolKt;->putError$default(Landroid/os/Bundle;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    .line 166
    return-object v0

    .line 169
    :cond_1
    invoke-static {p0}, Lapp/tallybook/budget/cetp/ProtocolKt;->getOfferedCapabilities(Landroid/os/Bundle;)Ljava/util/Set;

    move-result-object v8

    check-cast v8, Ljava/lang/Iterable;

    new-instance v9, Ljava/util/LinkedHashSet;

    invoke-direct {v9}, Ljava/util/LinkedHashSet;-><init>()V

    check-cast v9, Ljava/util/Collection;

    const/4 v10, 0x0

    .line 212
    invoke-interface {v8}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :cond_2
    :goto_0
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v12

    move-object v0, v12

    check-cast v0, Ljava/lang/String;

    move-object v13, v0

    const/4 v14, 0x0

    .line 169
    move-object/from16 v0, p4

    invoke-interface {v0, v13}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    .line 212
    if-eqz v0, :cond_2

    invoke-interface {v9, v12}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 169
    :cond_3
    move-object v0, v9

    check-cast v0, Ljava/util/LinkedHashSet;

    move-object v7, v0

    .line 170
    sget-object v0, Lapp/tallybook/budget/cetp/Sessions;->INSTANCE:Lapp/tallybook/budget/cetp/Sessions;

    move-object v3, v7

    check-cast v3, Ljava/util/Set;

    move/from16 v1, p1

    move-object/from16 v2, p2

    invoke-virtual {v0, v1, v2, v3}, Lapp/tallybook/budget/cetp/Sessions;->open(ILjava/lang/String;Ljava/util/Set;)Lapp/tallybook/budget/cetp/Session;

    move-result-object v8

    .line 171
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 172
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 173
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 174
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 175
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v9

    .line 176
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 177
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 178
    const-string v1, "provider_id"

    move-object/from16 v2, p2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 179
    const-string v1, "provider_name"

    move-object/from16 v2, p3

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 180
    invoke-virtual {v8}, Lapp/tallybook/budget/cetp/Session;->getToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "session_token"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 181
    invoke-virtual {v8}, Lapp/tallybook/budget/cetp/Session;->getExpiresAt()J

    move-result-wide v2

    const-string v1, "expires_at_ms"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 182
    new-instance v2, Lorg/json/JSONArray;

    move-object v4, v7

    check-cast v4, Ljava/util/Collection;

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 183
    const-string v1, "limits"

    invoke-virtual {v0, v1, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v10

    .line 184
    new-instance v11, Landroid/os/Bundle;

    invoke-direct {v11}, Landroid/os/Bundle;-><init>()V

    move-object v12, v11

    const/4 v13, 0x0

    .line 185
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v12, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 186
    invoke-virtual {v10}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v12, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 184
    return-object v11
.end method

.method public static final outcomeJson(Lapp/tallybook/budget/cetp/ToolResult;)Ljava/lang/String;
    .registers 5

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 191
    move-object v3, p0

    .line 192
    instance-of v0, v3, Lapp/tallybook/budget/cetp/ToolResult$Done;

    if-eqz v0, :cond_0

    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object v2, p0

    check-cast v2, Lapp/tallybook/budget/cetp/ToolResult$Done;

    invoke-virtual {v2}, Lapp/tallybook/budget/cetp/ToolResult$Done;->getValue()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "value"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    .line 193
    :cond_0
    instance-of v0, v3, Lapp/tallybook/budget/cetp/ToolResult$Failed;

    if-eqz v0, :cond_1

    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object v2, p0

    check-cast v2, Lapp/tallybook/budget/cetp/ToolResult$Failed;

    invoke-virtual {v2}, Lapp/tallybook/budget/cetp/ToolResult$Failed;->getCode()Lapp/tallybook/budget/cetp/ErrorCode;

    move-result-object v2

    invoke-virtual {v2}, Lapp/tallybook/budget/cetp/ErrorCode;->name()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_code"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object v2, p0

    check-cast v2, Lapp/tallybook/budget/cetp/ToolResult$Failed;

    invoke-virtual {v2}, Lapp/tallybook/budget/cetp/ToolResult$Failed;->getMessage()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_message"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    .line 194
    :cond_1
    instance-of v0, v3, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;

    if-eqz v0, :cond_2

    const/4 v0, 0x0

    goto :goto_0

    .line 191
    :cond_2
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 195
    :goto_0
    return-object v0
.end method

.method public static final parseArgs(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 7

    const-string v1, "raw"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 150
    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    const/4 v3, 0x0

    .line 151
    sget-object v1, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    move-object v0, v1

    invoke-virtual {p0, v0}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v2, "getBytes(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    array-length v0, v0

    const/high16 v1, 0x10000

    if-gt v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    .line 208
    const/4 v5, 0x0

    .line 151
    const-string v5, "args over the request limit"

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v5}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 152
    :cond_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 150
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_1

    :catch_0
    move-exception v4

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v4}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    .line 153
    :goto_1
    invoke-static {v3}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v0, 0x0

    goto :goto_2

    :cond_2
    move-object v0, v3

    :goto_2
    check-cast v0, Lorg/json/JSONObject;

    return-object v0
.end method

.method public static final putEnvelope(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 11

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "status"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 48
    move-object v3, p0

    move-object v4, v3

    const/4 v5, 0x0

    .line 49
    const-string v1, "status"

    invoke-virtual {v4, v1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 50
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 51
    move-object v0, p1

    if-eqz p1, :cond_0

    move-object v6, v0

    .line 208
    const/4 v7, 0x0

    .line 51
    const-string v1, "request_id"

    invoke-virtual {v4, v1, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 52
    :cond_0
    :goto_0
    return-object v3
.end method

.method public static final putError(Landroid/os/Bundle;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;Z)Landroid/os/Bundle;
    .registers 9

    const-string v0, "<this>"

    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "code"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "message"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 54
    move-object v2, p0

    move-object v3, v2

    const/4 v4, 0x0

    .line 55
    invoke-virtual {p1}, Lapp/tallybook/budget/cetp/ErrorCode;->name()Ljava/lang/String;

    move-result-object v1

    const-string v0, "error_code"

    invoke-virtual {v3, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 56
    const-string v0, "error_message"

    invoke-virtual {v3, v0, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 57
    const-string v0, "retryable"

    invoke-virtual {v3, v0, p3}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 58
    return-object v2
.end method

.method public static synthetic putError$default(Landroid/os/Bundle;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    .registers 7

    .line 54
    and-int/lit8 v0, p4, 0x4

    if-eqz v0, :cond_0

    invoke-virtual {p1}, Lapp/tallybook/budget/cetp/ErrorCode;->getRetryable()Z

    move-result p3

    :cond_0
    invoke-static {p0, p1, p2, p3}, Lapp/tallybook/budget/cetp/ProtocolKt;->putError(Landroid/os/Bundle;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final replayOf(Ljava/lang/String;)Lapp/tallybook/budget/cetp/ToolResult;
    .registers 8

    const-string v1, "outcome"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 198
    new-instance v6, Lorg/json/JSONObject;

    invoke-direct {v6, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 199
    const-string v1, "value"

    invoke-virtual {v6, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 200
    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$Done;

    const-string v3, "value"

    invoke-virtual {v6, v3}, Lorg/json/JSONObject;->getJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "getJSONObject(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/tallybook/budget/cetp/ToolResult$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    goto :goto_0

    .line 202
    :cond_0
    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$Failed;

    const-string v3, "error_code"

    invoke-virtual {v6, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v2}, Lapp/tallybook/budget/cetp/ErrorCode;->valueOf(Ljava/lang/String;)Lapp/tallybook/budget/cetp/ErrorCode;

    move-result-object v2

    const-string v4, "error_message"

    invoke-virtual {v6, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "getString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2, v3}, Lapp/tallybook/budget/cetp/ToolResult$Failed;-><init>(Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    .line 199
    :goto_0
    return-object v0
.end method

.method public static final successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8

    const-string v1, "requestId"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "data"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 64
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    const-string v2, "success"

    invoke-static {v0, p0, v2}, Lapp/tallybook/budget/cetp/ProtocolKt;->putEnvelope(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    move-object v4, v3

    .line 208
    const/4 v5, 0x0

    .line 64
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    return-object v3
.end method

.method public static final toCall(Landroid/os/Bundle;Lapp/tallybook/budget/cetp/Caller;Ljava/lang/String;Lapp/tallybook/budget/cetp/Session;)Lapp/tallybook/budget/cetp/Call;
    .registers 18

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "caller"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "providerId"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "session"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 140
    new-instance v0, Lapp/tallybook/budget/cetp/Call;

    .line 144
    const-string v6, "request_id"

    invoke-virtual {p0, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    move-object v2, p1

    move-object/from16 v3, p2

    move-object/from16 v4, p3

    if-nez v5, :cond_0

    const-string v5, ""

    .line 145
    :cond_0
    const-string v7, "deadline_at_ms"

    const-wide/16 v8, 0x0

    invoke-virtual {p0, v7, v8, v9}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v6

    .line 146
    new-instance v8, Lapp/tallybook/budget/cetp/ToolRequest;

    const-string v11, "tool_name"

    invoke-virtual {p0, v11}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    if-nez v10, :cond_1

    const-string v10, ""

    :cond_1
    const-string v12, "args"

    invoke-virtual {p0, v12}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    if-nez v11, :cond_2

    const-string v11, "{}"

    :cond_2
    const-string v13, "resume_token"

    invoke-virtual {p0, v13}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v12

    invoke-direct {v8, v10, v11, v12}, Lapp/tallybook/budget/cetp/ToolRequest;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 140
    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move-object v4, v5

    move-wide v5, v6

    move-object v7, v8

    const/4 v8, 0x0

    const/16 v9, 0x40

    const/4 v10, 0x0

    invoke-direct/range {v0 .. v10}, Lapp/tallybook/budget/cetp/Call;-><init>(Lapp/tallybook/budget/cetp/Caller;Ljava/lang/String;Lapp/tallybook/budget/cetp/Session;Ljava/lang/String;JLapp/tallybook/budget/cetp/ToolRequest;Lapp/tallybook/budget/cetp/HeldCall;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 147
    return-object v0
.end method

.method public static final toReply(Lapp/tallybook/budget/cetp/ToolResult;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 12

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 78
    move-object v6, p0

    .line 79
    instance-of v0, v6, Lapp/tallybook/budget/cetp/ToolResult$Done;

    if-eqz v0, :cond_0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "kind"

    const-string v3, "inline"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    move-object v3, p0

    check-cast v3, Lapp/tallybook/budget/cetp/ToolResult$Done;

    invoke-virtual {v3}, Lapp/tallybook/budget/cetp/ToolResult$Done;->getValue()Lorg/json/JSONObject;

    move-result-object v3

    const-string v2, "value"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {p1, v1}, Lapp/tallybook/budget/cetp/ProtocolKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 80
    :cond_0
    instance-of v0, v6, Lapp/tallybook/budget/cetp/ToolResult$Failed;

    if-eqz v0, :cond_1

    move-object v1, p0

    check-cast v1, Lapp/tallybook/budget/cetp/ToolResult$Failed;

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/ToolResult$Failed;->getCode()Lapp/tallybook/budget/cetp/ErrorCode;

    move-result-object v1

    move-object v2, p0

    check-cast v2, Lapp/tallybook/budget/cetp/ToolResult$Failed;

    invoke-virtual {v2}, Lapp/tallybook/budget/cetp/ToolResult$Failed;->getMessage()Ljava/lang/String;

    move-result-object v2

    invoke-static {p1, v1, v2}, Lapp/tallybook/budget/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 81
    :cond_1
    instance-of v0, v6, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;

    if-eqz v0, :cond_2

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    const-string v2, "error"

    invoke-static {v0, p1, v2}, Lapp/tallybook/budget/cetp/ProtocolKt;->putEnvelope(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    move-object v1, p0

    check-cast v1, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->getCode()Lapp/tallybook/budget/cetp/ErrorCode;

    move-result-object v1

    move-object v2, p0

    check-cast v2, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;

    invoke-virtual {v2}, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->getMessage()Ljava/lang/String;

    move-result-object v2

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/tallybook/budget/cetp/ProtocolKt;->putError$default(Landroid/os/Bundle;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v7

    move-object v8, v7

    const/4 v9, 0x0

    .line 82
    move-object v2, p0

    check-cast v2, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;

    invoke-virtual {v2}, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->getResolution()Landroid/app/PendingIntent;

    move-result-object v2

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "resolution"

    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 83
    move-object v2, p0

    check-cast v2, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;

    invoke-virtual {v2}, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->getResumeToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "resume_token"

    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 81
    move-object v0, v7

    goto :goto_0

    .line 78
    :cond_2
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 85
    :goto_0
    return-object v0
.end method
