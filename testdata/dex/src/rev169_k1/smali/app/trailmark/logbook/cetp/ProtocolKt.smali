.class public final Lapp/trailmark/logbook/cetp/ProtocolKt;
.super Ljava/lang/Object;
.source "Protocol.kt"


# static fields
.field public static final APP_ID:Ljava/lang/String; = "app.trailmark.logbook"

.field public static final ASYNC:Ljava/lang/String; = "async_operations"

.field public static final CANCELLATION:Ljava/lang/String; = "cancellation"

.field public static final LARGE_RESULTS:Ljava/lang/String; = "large_results"

.field public static final MAX_REQUEST_BYTES:I = 0x10000

.field public static final TAG:Ljava/lang/String; = "TrailTools"


# direct methods
.method public static final envelopeProblem(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5

    const-string v1, "extras"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 119
    invoke-static {p0}, Lapp/trailmark/logbook/cetp/BundlesKt;->getProtocolVersion(Landroid/os/Bundle;)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_0

    invoke-static {p0}, Lapp/trailmark/logbook/cetp/BundlesKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->INVALID_REQUEST:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "protocol_version must be 2."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 120
    :cond_0
    invoke-static {p0}, Lapp/trailmark/logbook/cetp/BundlesKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v3

    check-cast v3, Ljava/lang/CharSequence;

    if-eqz v3, :cond_1

    invoke-static {v3}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_2

    :cond_1
    const/4 v0, 0x1

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_3

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->INVALID_REQUEST:Lapp/trailmark/logbook/cetp/ErrorCode;

    const/4 v0, 0x0

    const-string v2, "request_id is required."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 121
    :cond_3
    const/4 v0, 0x0

    .line 122
    :goto_1
    return-object v0
.end method

.method public static final errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6

    const-string v1, "code"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "message"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 81
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    const-string v2, "error"

    invoke-static {v0, p0, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->putEnvelope(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0, p1, p2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->putError(Landroid/os/Bundle;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final negotiate(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;Ljava/util/Set;)Landroid/os/Bundle;
    .registers 23

    move-object/from16 v0, p0

    const-string v1, "extras"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "providerId"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "providerName"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p4

    const-string v1, "supported"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 130
    move-object/from16 v0, p0

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v5

    .line 131
    if-eqz v5, :cond_0

    const/4 v1, 0x2

    invoke-static {v5, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z

    move-result v0

    if-nez v0, :cond_1

    .line 132
    :cond_0
    new-instance v6, Landroid/os/Bundle;

    invoke-direct {v6}, Landroid/os/Bundle;-><init>()V

    move-object v7, v6

    .line 156
    const/4 v8, 0x0

    .line 132
    const-string v1, "status"

    const-string v2, "error"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 133
    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->UNSUPPORTED_VERSION:Lapp/trailmark/logbook/cetp/ErrorCode;

    move-object/from16 v2, p3

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " speaks CETP 2 only."

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {v6, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->putError(Landroid/os/Bundle;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 132
    return-object v0

    .line 135
    :cond_1
    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    .line 156
    const/4 v8, 0x0

    .line 135
    new-instance v0, Lorg/json/JSONArray;

    move-object/from16 v2, p0

    const-string v3, "consumer_capabilities"

    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_2

    const-string v2, "[]"

    :cond_2
    invoke-direct {v0, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v9

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v9}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    :goto_0
    invoke-static {v8}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v0, 0x0

    goto :goto_1

    :cond_3
    move-object v0, v8

    :goto_1
    check-cast v0, Lorg/json/JSONArray;

    if-nez v0, :cond_4

    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    :cond_4
    move-object v6, v0

    .line 136
    invoke-virtual {v6}, Lorg/json/JSONArray;->length()I

    move-result v1

    const/4 v0, 0x0

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->until(II)Lkotlin/ranges/IntRange;

    move-result-object v8

    check-cast v8, Ljava/lang/Iterable;

    const/4 v9, 0x0

    .line 157
    move-object v10, v8

    new-instance v11, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v8, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v11, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v11, Ljava/util/Collection;

    const/4 v12, 0x0

    .line 158
    invoke-interface {v10}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v13

    :goto_2
    invoke-interface {v13}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_5

    move-object v0, v13

    check-cast v0, Lkotlin/collections/IntIterator;

    invoke-virtual {v0}, Lkotlin/collections/IntIterator;->nextInt()I

    move-result v14

    .line 159
    move v15, v14

    move-object/from16 v17, v11

    const/16 v16, 0x0

    .line 136
    invoke-virtual {v6, v15}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v0

    .line 159
    move-object v1, v0

    move-object/from16 v0, v17

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_2

    .line 160
    :cond_5
    move-object v0, v11

    check-cast v0, Ljava/util/List;

    .line 157
    check-cast v0, Ljava/lang/Iterable;

    move-object v8, v0

    .line 136
    new-instance v9, Ljava/util/LinkedHashSet;

    invoke-direct {v9}, Ljava/util/LinkedHashSet;-><init>()V

    check-cast v9, Ljava/util/Collection;

    const/4 v10, 0x0

    .line 161
    invoke-interface {v8}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :cond_6
    :goto_3
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_7

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v12

    move-object v0, v12

    check-cast v0, Ljava/lang/String;

    move-object v13, v0

    const/4 v14, 0x0

    .line 136
    move-object/from16 v0, p4

    invoke-interface {v0, v13}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    .line 161
    if-eqz v0, :cond_6

    invoke-interface {v9, v12}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_3

    .line 136
    :cond_7
    move-object v0, v9

    check-cast v0, Ljava/util/LinkedHashSet;

    move-object v7, v0

    .line 137
    sget-object v0, Lapp/trailmark/logbook/cetp/Sessions;->INSTANCE:Lapp/trailmark/logbook/cetp/Sessions;

    move-object v3, v7

    check-cast v3, Ljava/util/Set;

    move/from16 v1, p1

    move-object/from16 v2, p2

    invoke-virtual {v0, v1, v2, v3}, Lapp/trailmark/logbook/cetp/Sessions;->open(ILjava/lang/String;Ljava/util/Set;)Lapp/trailmark/logbook/cetp/Session;

    move-result-object v8

    .line 138
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 139
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 140
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 141
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 142
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v9

    .line 143
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 144
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 145
    const-string v1, "provider_id"

    move-object/from16 v2, p2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 146
    const-string v1, "provider_name"

    move-object/from16 v2, p3

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 147
    invoke-virtual {v8}, Lapp/trailmark/logbook/cetp/Session;->getToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "session_token"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 148
    new-instance v2, Lorg/json/JSONArray;

    move-object v4, v7

    check-cast v4, Ljava/util/Collection;

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 149
    const-string v1, "limits"

    invoke-virtual {v0, v1, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v10

    .line 150
    new-instance v11, Landroid/os/Bundle;

    invoke-direct {v11}, Landroid/os/Bundle;-><init>()V

    move-object v12, v11

    const/4 v13, 0x0

    .line 151
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v12, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 152
    invoke-virtual {v10}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v12, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 150
    return-object v11
.end method

.method public static final outcomeJson(Lapp/trailmark/logbook/cetp/ToolResult;)Ljava/lang/String;
    .registers 5

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 101
    move-object v3, p0

    .line 102
    instance-of v0, v3, Lapp/trailmark/logbook/cetp/ToolResult$Done;

    if-eqz v0, :cond_0

    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object v2, p0

    check-cast v2, Lapp/trailmark/logbook/cetp/ToolResult$Done;

    invoke-virtual {v2}, Lapp/trailmark/logbook/cetp/ToolResult$Done;->getValue()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "value"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    .line 103
    :cond_0
    instance-of v0, v3, Lapp/trailmark/logbook/cetp/ToolResult$Accepted;

    if-eqz v0, :cond_1

    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object v2, p0

    check-cast v2, Lapp/trailmark/logbook/cetp/ToolResult$Accepted;

    invoke-virtual {v2}, Lapp/trailmark/logbook/cetp/ToolResult$Accepted;->getOperationId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    .line 104
    :cond_1
    instance-of v0, v3, Lapp/trailmark/logbook/cetp/ToolResult$Failed;

    if-eqz v0, :cond_2

    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object v2, p0

    check-cast v2, Lapp/trailmark/logbook/cetp/ToolResult$Failed;

    invoke-virtual {v2}, Lapp/trailmark/logbook/cetp/ToolResult$Failed;->getCode()Lapp/trailmark/logbook/cetp/ErrorCode;

    move-result-object v2

    invoke-virtual {v2}, Lapp/trailmark/logbook/cetp/ErrorCode;->name()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_code"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object v2, p0

    check-cast v2, Lapp/trailmark/logbook/cetp/ToolResult$Failed;

    invoke-virtual {v2}, Lapp/trailmark/logbook/cetp/ToolResult$Failed;->getMessage()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_message"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    .line 105
    :cond_2
    instance-of v0, v3, Lapp/trailmark/logbook/cetp/ToolResult$File;

    if-nez v0, :cond_3

    instance-of v0, v3, Lapp/trailmark/logbook/cetp/ToolResult$NeedsUser;

    if-eqz v0, :cond_4

    :cond_3
    const/4 v0, 0x0

    goto :goto_0

    .line 101
    :cond_4
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 106
    :goto_0
    return-object v0
.end method

.method public static final parseArgs(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 6

    const-string v1, "raw"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 126
    move-object v3, p0

    sget-object v0, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v3, v0}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v2, "getBytes(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_0

    const/4 v0, 0x0

    goto :goto_2

    :cond_0
    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    .line 156
    const/4 v3, 0x0

    .line 126
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v4

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v4}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    :goto_0
    invoke-static {v3}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v0, 0x0

    goto :goto_1

    :cond_1
    move-object v0, v3

    :goto_1
    check-cast v0, Lorg/json/JSONObject;

    :goto_2
    return-object v0
.end method

.method public static final putEnvelope(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8

    const-string v0, "<this>"

    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "status"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 68
    move-object v2, p0

    move-object v3, v2

    const/4 v4, 0x0

    .line 69
    const-string v0, "status"

    invoke-virtual {v3, v0, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 70
    const-string v0, "protocol_version"

    const/4 v1, 0x2

    invoke-virtual {v3, v0, v1}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 71
    if-eqz p1, :cond_0

    const-string v0, "request_id"

    invoke-virtual {v3, v0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 72
    :cond_0
    return-object v2
.end method

.method public static final putError(Landroid/os/Bundle;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8

    const-string v0, "<this>"

    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "code"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "message"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 74
    move-object v2, p0

    move-object v3, v2

    const/4 v4, 0x0

    .line 75
    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/ErrorCode;->name()Ljava/lang/String;

    move-result-object v1

    const-string v0, "error_code"

    invoke-virtual {v3, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 76
    const-string v0, "error_message"

    invoke-virtual {v3, v0, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 77
    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/ErrorCode;->getRetryable()Z

    move-result v1

    const-string v0, "retryable"

    invoke-virtual {v3, v0, v1}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 78
    return-object v2
.end method

.method public static final replayOf(Ljava/lang/String;)Lapp/trailmark/logbook/cetp/ToolResult;
    .registers 8

    const-string v1, "outcome"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 109
    new-instance v6, Lorg/json/JSONObject;

    invoke-direct {v6, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 111
    const-string v1, "value"

    invoke-virtual {v6, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$Done;

    const-string v3, "value"

    invoke-virtual {v6, v3}, Lorg/json/JSONObject;->getJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "getJSONObject(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/cetp/ToolResult$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    goto :goto_0

    .line 112
    :cond_0
    const-string v1, "operation_id"

    invoke-virtual {v6, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1

    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$Accepted;

    const-string v3, "operation_id"

    invoke-virtual {v6, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/cetp/ToolResult$Accepted;-><init>(Ljava/lang/String;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    goto :goto_0

    .line 113
    :cond_1
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$Failed;

    const-string v3, "error_code"

    invoke-virtual {v6, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v2}, Lapp/trailmark/logbook/cetp/ErrorCode;->valueOf(Ljava/lang/String;)Lapp/trailmark/logbook/cetp/ErrorCode;

    move-result-object v2

    const-string v4, "error_message"

    invoke-virtual {v6, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "getString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2, v3}, Lapp/trailmark/logbook/cetp/ToolResult$Failed;-><init>(Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    .line 110
    :goto_0
    return-object v0
.end method

.method public static final successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8

    const-string v1, "requestId"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "data"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 84
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    const-string v2, "success"

    invoke-static {v0, p0, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->putEnvelope(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    move-object v4, v3

    .line 156
    const/4 v5, 0x0

    .line 84
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    return-object v3
.end method

.method public static final toReply(Lapp/trailmark/logbook/cetp/ToolResult;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 11

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 86
    move-object v5, p0

    .line 87
    instance-of v0, v5, Lapp/trailmark/logbook/cetp/ToolResult$Done;

    if-eqz v0, :cond_0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "kind"

    const-string v3, "inline"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    move-object v3, p0

    check-cast v3, Lapp/trailmark/logbook/cetp/ToolResult$Done;

    invoke-virtual {v3}, Lapp/trailmark/logbook/cetp/ToolResult$Done;->getValue()Lorg/json/JSONObject;

    move-result-object v3

    const-string v2, "value"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {p1, v1}, Lapp/trailmark/logbook/cetp/ProtocolKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto/16 :goto_0

    .line 88
    :cond_0
    instance-of v0, v5, Lapp/trailmark/logbook/cetp/ToolResult$File;

    if-eqz v0, :cond_1

    move-object v1, p0

    check-cast v1, Lapp/trailmark/logbook/cetp/ToolResult$File;

    invoke-virtual {v1}, Lapp/trailmark/logbook/cetp/ToolResult$File;->getFile()Lapp/trailmark/logbook/cetp/ResultFile;

    move-result-object v1

    invoke-virtual {v1}, Lapp/trailmark/logbook/cetp/ResultFile;->data()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lapp/trailmark/logbook/cetp/ProtocolKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v6

    move-object v7, v6

    .line 156
    const/4 v8, 0x0

    .line 88
    move-object v2, p0

    check-cast v2, Lapp/trailmark/logbook/cetp/ToolResult$File;

    invoke-virtual {v2}, Lapp/trailmark/logbook/cetp/ToolResult$File;->getFile()Lapp/trailmark/logbook/cetp/ResultFile;

    move-result-object v2

    invoke-virtual {v2}, Lapp/trailmark/logbook/cetp/ResultFile;->getDescriptor()Landroid/os/ParcelFileDescriptor;

    move-result-object v2

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "result_fd"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    move-object v0, v6

    goto/16 :goto_0

    .line 89
    :cond_1
    instance-of v0, v5, Lapp/trailmark/logbook/cetp/ToolResult$Accepted;

    if-eqz v0, :cond_2

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    const-string v2, "accepted"

    invoke-static {v0, p1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->putEnvelope(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    move-object v7, v6

    const/4 v8, 0x0

    .line 90
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-static {v7}, Lapp/trailmark/logbook/cetp/BundlesKt;->getOperationId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v4

    const-string v3, "operation_id"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "poll_after_ms"

    const/16 v4, 0x3e8

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 89
    move-object v0, v6

    goto :goto_0

    .line 92
    :cond_2
    instance-of v0, v5, Lapp/trailmark/logbook/cetp/ToolResult$Failed;

    if-eqz v0, :cond_3

    move-object v1, p0

    check-cast v1, Lapp/trailmark/logbook/cetp/ToolResult$Failed;

    invoke-virtual {v1}, Lapp/trailmark/logbook/cetp/ToolResult$Failed;->getCode()Lapp/trailmark/logbook/cetp/ErrorCode;

    move-result-object v1

    move-object v2, p0

    check-cast v2, Lapp/trailmark/logbook/cetp/ToolResult$Failed;

    invoke-virtual {v2}, Lapp/trailmark/logbook/cetp/ToolResult$Failed;->getMessage()Ljava/lang/String;

    move-result-object v2

    invoke-static {p1, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 93
    :cond_3
    instance-of v0, v5, Lapp/trailmark/logbook/cetp/ToolResult$NeedsUser;

    if-eqz v0, :cond_4

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    const-string v2, "error"

    invoke-static {v0, p1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->putEnvelope(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->USER_ACTION_REQUIRED:Lapp/trailmark/logbook/cetp/ErrorCode;

    move-object v2, p0

    check-cast v2, Lapp/trailmark/logbook/cetp/ToolResult$NeedsUser;

    invoke-virtual {v2}, Lapp/trailmark/logbook/cetp/ToolResult$NeedsUser;->getMessage()Ljava/lang/String;

    move-result-object v2

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->putError(Landroid/os/Bundle;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    .line 94
    move-object v7, v6

    const/4 v8, 0x0

    .line 95
    move-object v2, p0

    check-cast v2, Lapp/trailmark/logbook/cetp/ToolResult$NeedsUser;

    invoke-virtual {v2}, Lapp/trailmark/logbook/cetp/ToolResult$NeedsUser;->getResolution()Landroid/app/PendingIntent;

    move-result-object v2

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "resolution"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 96
    invoke-static {v7}, Lapp/trailmark/logbook/cetp/BundlesKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "resume_token"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 94
    move-object v0, v6

    goto :goto_0

    .line 86
    :cond_4
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 98
    :goto_0
    return-object v0
.end method
