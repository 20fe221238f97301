.class public final Lcom/quillvault/EnvelopeKt;
.super Ljava/lang/Object;
.source "Envelope.kt"

# direct methods
.method public static final envelope(Landroid/os/Bundle;Ljava/lang/String;)Lcom/quillvault/Envelope;
    .registers 15
    const-string v1, "method"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    new-instance v0, Lcom/quillvault/Envelope;
    .line 27
    move-object v2, p1
    move-object v3, p0
    if-eqz p0, :L25
    const-string v4, "protocol_version"
    const/4 v5, 0x1
    invoke-virtual {v3, v4, v5}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I
    move-result v3
    goto :L27
:L25
    const/4 v3, 0x1
:L27
    .line 28
    move-object v4, p0
    if-eqz p0, :L40
    const-string v5, "session_token"
    invoke-virtual {v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    goto :L42
:L40
    const/4 v4, 0x0
:L42
    .line 29
    move-object v5, p0
    if-eqz p0, :L55
    const-string v6, "request_id"
    invoke-virtual {v5, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    goto :L57
:L55
    const/4 v5, 0x0
:L57
    .line 30
    move-object v6, p0
    if-eqz p0, :L71
    const-string v7, "deadline_at_ms"
    const-wide/16 v8, 0x0
    invoke-virtual {v6, v7, v8, v9}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J
    move-result-wide v6
    goto :L73
:L71
    const-wide/16 v6, 0x0
:L73
    .line 31
    move-object v8, p0
    if-eqz p0, :L86
    const-string v9, "tool_name"
    invoke-virtual {v8, v9}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
    goto :L88
:L86
    const/4 v8, 0x0
:L88
    .line 32
    move-object v9, p0
    if-eqz p0, :L101
    const-string v10, "args"
    invoke-virtual {v9, v10}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v9
    goto :L103
:L101
    const/4 v9, 0x0
:L103
    .line 33
    move-object v10, p0
    if-eqz p0, :L116
    const-string v11, "resume_token"
    invoke-virtual {v10, v11}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v10
    goto :L118
:L116
    const/4 v10, 0x0
:L118
    .line 34
    move-object v11, p0
    if-eqz p0, :L131
    const-string v12, "consumer_versions"
    invoke-virtual {v11, v12}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I
    move-result-object v11
    goto :L133
:L131
    const/4 v11, 0x0
:L133
    .line 25
    move-object v1, v2
    move v2, v3
    move-object v3, v4
    move-object v4, v5
    move-wide v5, v6
    move-object v7, v8
    move-object v8, v9
    move-object v9, v10
    move-object v10, v11
    invoke-direct/range {v0 .. v10}, Lcom/quillvault/Envelope;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;[I)V
    .line 35
    return-object v0
.end method

.method public static final parseArgs(Ljava/lang/String;)Lcom/quillvault/Either;
    .registers 10
:L0
    .line 40
    new-instance v0, Lcom/quillvault/Either$Right;
    new-instance v1, Lorg/json/JSONObject;
    move-object v3, p0
    if-nez p0, :L17
    const-string v3, "{}"
:L17
    invoke-direct {v1, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/quillvault/Either$Right;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lcom/quillvault/Either;
    move-object v7, v0
:L27
    goto :L56
:L30
    .line 41
    move-exception v8
    .line 42
    new-instance v7, Lcom/quillvault/Either$Left;
    new-instance v1, Lcom/quillvault/Fault;
    const-string v2, "INVALID_ARGS"
    const-string v3, "args must be a JSON object"
    const/4 v4, 0x0
    const/4 v5, 0x4
    const/4 v6, 0x0
    invoke-direct/range {v1 .. v6}, Lcom/quillvault/Fault;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-direct {v7, v1}, Lcom/quillvault/Either$Left;-><init>(Ljava/lang/Object;)V
    check-cast v7, Lcom/quillvault/Either;
:L56
    .line 43
    return-object v7
    .catch Lorg/json/JSONException; {:L0 .. :L27} :L30
.end method

.method public static final sha256(Ljava/lang/String;)Ljava/lang/String;
    .registers 11
    const-string v1, "text"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
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
    sget-object v6, Lcom/quillvault/EnvelopeKt$$ExternalSyntheticLambda0;->INSTANCE:Lcom/quillvault/EnvelopeKt$$ExternalSyntheticLambda0;
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
    .line 46
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
