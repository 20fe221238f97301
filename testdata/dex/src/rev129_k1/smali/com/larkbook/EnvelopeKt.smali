.class public final Lcom/larkbook/EnvelopeKt;
.super Ljava/lang/Object;
.source "Envelope.kt"

# direct methods
.method public static final envelope(Landroid/os/Bundle;Ljava/lang/String;)Lcom/larkbook/Envelope;
    .registers 36
    move-object/from16 v0, p1
    const-string v1, "method"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 52
    move-object/from16 v0, p1
    move-object/from16 v1, p0
    if-eqz p0, :L21
    const-string v2, "protocol_version"
    const/4 v3, 0x1
    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I
    move-result v1
    goto :L23
:L21
    const/4 v1, 0x1
:L23
    .line 53
    move-object/from16 v2, p0
    if-eqz p0, :L59
    const-string v3, "session_token"
    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    if-eqz v2, :L59
    move-object v12, v2
    .line 65
    move v15, v1
    move-object v14, v0
    const/4 v13, 0x0
    .line 53
    invoke-static {v12}, Lcom/larkbook/SessionToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v16
    move-object v0, v14
    move v1, v15
    move-object/from16 v2, v16
    goto :L61
:L59
    const/4 v2, 0x0
:L61
    .line 54
    move-object/from16 v3, p0
    if-eqz p0, :L74
    const-string v4, "request_id"
    invoke-virtual {v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    goto :L76
:L74
    const/4 v3, 0x0
:L76
    .line 55
    move-object/from16 v4, p0
    if-eqz p0, :L90
    const-string v5, "deadline_at_ms"
    const-wide/16 v6, 0x0
    invoke-virtual {v4, v5, v6, v7}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J
    move-result-wide v4
    goto :L92
:L90
    const-wide/16 v4, 0x0
:L92
    .line 56
    move-object/from16 v6, p0
    if-eqz p0, :L105
    const-string v7, "tool_name"
    invoke-virtual {v6, v7}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    goto :L107
:L105
    const/4 v6, 0x0
:L107
    .line 57
    move-object/from16 v7, p0
    if-eqz p0, :L120
    const-string v8, "args"
    invoke-virtual {v7, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    goto :L122
:L120
    const/4 v7, 0x0
:L122
    .line 58
    move-object/from16 v8, p0
    if-eqz p0, :L178
    const-string v9, "resume_token"
    invoke-virtual {v8, v9}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
    if-eqz v8, :L178
    move-object v12, v8
    .line 65
    move-object/from16 v21, v7
    move-object/from16 v20, v6
    move-wide/from16 v18, v4
    move-object/from16 v17, v3
    move-object/from16 v16, v2
    move v15, v1
    move-object v14, v0
    const/4 v13, 0x0
    .line 58
    invoke-static {v12}, Lcom/larkbook/ResumeToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v22
    move-object v0, v14
    move v1, v15
    move-object/from16 v2, v16
    move-object/from16 v3, v17
    move-wide/from16 v4, v18
    move-object/from16 v6, v20
    move-object/from16 v7, v21
    move-object/from16 v8, v22
    goto :L180
:L178
    const/4 v8, 0x0
:L180
    .line 59
    move-object/from16 v9, p0
    if-eqz p0, :L193
    const-string v10, "consumer_versions"
    invoke-virtual {v9, v10}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I
    move-result-object v9
    goto :L195
:L193
    const/4 v9, 0x0
:L195
    .line 50
    const/16 v23, 0x0
    move-object/from16 v24, v9
    move-object/from16 v25, v8
    move-object/from16 v26, v7
    move-object/from16 v27, v6
    move-wide/from16 v28, v4
    move-object/from16 v30, v3
    move-object/from16 v31, v2
    move/from16 v32, v1
    move-object/from16 v33, v0
    new-instance v0, Lcom/larkbook/Envelope;
    move-object/from16 v1, v33
    move/from16 v2, v32
    move-object/from16 v3, v31
    move-object/from16 v4, v30
    move-wide/from16 v5, v28
    move-object/from16 v7, v27
    move-object/from16 v8, v26
    move-object/from16 v9, v25
    move-object/from16 v10, v24
    move-object/from16 v11, v23
    invoke-direct/range {v0 .. v11}, Lcom/larkbook/Envelope;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;[ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .line 60
    return-object v0
.end method

.method public static final parseArgs(Ljava/lang/String;)Lcom/larkbook/Either;
    .registers 10
:L0
    .line 21
    new-instance v0, Lcom/larkbook/Either$Right;
    new-instance v1, Lorg/json/JSONObject;
    move-object v3, p0
    if-nez p0, :L17
    const-string v3, "{}"
:L17
    invoke-direct {v1, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-static {v1}, Lcom/larkbook/Args;->constructor-impl(Lorg/json/JSONObject;)Lorg/json/JSONObject;
    move-result-object v1
    invoke-static {v1}, Lcom/larkbook/Args;->box-impl(Lorg/json/JSONObject;)Lcom/larkbook/Args;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/larkbook/Either$Right;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lcom/larkbook/Either;
    move-object v7, v0
:L33
    goto :L62
:L36
    .line 22
    move-exception v8
    .line 23
    new-instance v7, Lcom/larkbook/Either$Left;
    new-instance v1, Lcom/larkbook/Fault;
    const-string v2, "INVALID_ARGS"
    const-string v3, "args must be a JSON object"
    const/4 v4, 0x0
    const/4 v5, 0x4
    const/4 v6, 0x0
    invoke-direct/range {v1 .. v6}, Lcom/larkbook/Fault;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-direct {v7, v1}, Lcom/larkbook/Either$Left;-><init>(Ljava/lang/Object;)V
    check-cast v7, Lcom/larkbook/Either;
:L62
    .line 24
    return-object v7
    .catch Lorg/json/JSONException; {:L0 .. :L33} :L36
.end method

.method public static final sha256(Ljava/lang/String;)Ljava/lang/String;
    .registers 11
    const-string v1, "text"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 63
    const-string v0, "SHA-256"
    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;
    move-result-object v0
    move-object v9, p0
    sget-object v1, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v9, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v1
    const-string v3, "getBytes(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Ljava/security/MessageDigest;->digest([B)[B
    move-result-object v0
    const-string v2, "digest(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, ""
    check-cast v1, Ljava/lang/CharSequence;
    sget-object v6, Lcom/larkbook/EnvelopeKt$$ExternalSyntheticLambda0;->INSTANCE:Lcom/larkbook/EnvelopeKt$$ExternalSyntheticLambda0;
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/16 v7, 0x1e
    const/4 v8, 0x0
    invoke-static/range {v0 .. v8}, Lkotlin/collections/ArraysKt;->joinToString$default([BLjava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final sha256$lambda$0(B)Ljava/lang/CharSequence;
    .registers 6
    .line 63
    const-string v3, "%02x"
    const/4 v0, 0x1
    new-array v4, v0, [Ljava/lang/Object;
    invoke-static {p0}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v4, v1
    array-length v2, v4
    invoke-static {v4, v2}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;
    move-result-object v1
    invoke-static {v3, v1}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "format(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/lang/CharSequence;
    return-object v0
.end method
