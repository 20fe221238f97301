.class public final Lcom/hearthly/EnvelopeKt;
.super Ljava/lang/Object;
.source "Envelope.kt"

# direct methods
.method public static final envelope(Landroid/os/Bundle;Ljava/lang/String;)Lcom/hearthly/Envelope;
    .registers 18
    move-object/from16 v0, p1
    const-string v1, "method"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    new-instance v0, Lcom/hearthly/Envelope;
    .line 43
    move-object/from16 v3, p0
    invoke-static {v3}, Lcom/hearthly/EnvelopeKt;->getProtocolVersion(Landroid/os/Bundle;)I
    move-result v3
    .line 44
    move-object/from16 v4, p0
    invoke-static {v4}, Lcom/hearthly/EnvelopeKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v4
    .line 45
    move-object/from16 v5, p0
    invoke-static {v5}, Lcom/hearthly/EnvelopeKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v5
    .line 46
    move-object/from16 v6, p0
    invoke-static {v6}, Lcom/hearthly/EnvelopeKt;->getDeadlineAt(Landroid/os/Bundle;)J
    move-result-wide v6
    .line 47
    move-object/from16 v13, p0
    const-string v14, "tool_name"
    const/4 v15, 0x0
    .line 60
    move-object/from16 v2, p1
    move-object v8, v13
    if-eqz v13, :L47
    invoke-virtual {v8, v14}, Landroid/os/Bundle;->get(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v8
    goto :L49
:L47
    const/4 v8, 0x0
:L49
    instance-of v9, v8, Ljava/lang/String;
    if-nez v9, :L58
    const/4 v8, 0x0
:L58
    check-cast v8, Ljava/lang/String;
    .line 48
    move-object/from16 v13, p0
    const-string v14, "args"
    const/4 v15, 0x0
    .line 61
    move-object v9, v13
    if-eqz v13, :L81
    invoke-virtual {v9, v14}, Landroid/os/Bundle;->get(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v9
    goto :L83
:L81
    const/4 v9, 0x0
:L83
    instance-of v10, v9, Ljava/lang/String;
    if-nez v10, :L92
    const/4 v9, 0x0
:L92
    check-cast v9, Ljava/lang/String;
    .line 49
    move-object/from16 v13, p0
    const-string v14, "resume_token"
    const/4 v15, 0x0
    .line 62
    move-object v10, v13
    if-eqz v13, :L115
    invoke-virtual {v10, v14}, Landroid/os/Bundle;->get(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v10
    goto :L117
:L115
    const/4 v10, 0x0
:L117
    instance-of v11, v10, Ljava/lang/String;
    if-nez v11, :L126
    const/4 v10, 0x0
:L126
    check-cast v10, Ljava/lang/String;
    .line 50
    move-object/from16 v13, p0
    const-string v14, "consumer_versions"
    const/4 v15, 0x0
    .line 63
    move-object v11, v13
    if-eqz v13, :L149
    invoke-virtual {v11, v14}, Landroid/os/Bundle;->get(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v11
    goto :L151
:L149
    const/4 v11, 0x0
:L151
    instance-of v12, v11, [I
    if-nez v12, :L160
    const/4 v11, 0x0
:L160
    check-cast v11, [I
    .line 41
    move-object v1, v2
    move v2, v3
    move-object v3, v4
    move-object v4, v5
    move-wide v5, v6
    move-object v7, v8
    move-object v8, v9
    move-object v9, v10
    move-object v10, v11
    invoke-direct/range {v0 .. v10}, Lcom/hearthly/Envelope;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;[I)V
    .line 51
    return-object v0
.end method

.method public static final getDeadlineAt(Landroid/os/Bundle;)J
    .registers 6
    .line 12
    move-object v2, p0
    const-string v3, "deadline_at_ms"
    const/4 v4, 0x0
    .line 59
    move-object v0, v2
    if-eqz v2, :L19
    invoke-virtual {v0, v3}, Landroid/os/Bundle;->get(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    goto :L21
:L19
    const/4 v0, 0x0
:L21
    instance-of v1, v0, Ljava/lang/Long;
    if-nez v1, :L30
    const/4 v0, 0x0
:L30
    check-cast v0, Ljava/lang/Long;
    .line 12
    if-eqz v0, :L43
    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J
    move-result-wide v0
    goto :L45
:L43
    const-wide/16 v0, 0x0
:L45
    return-wide v0
.end method

.method public static final getProtocolVersion(Landroid/os/Bundle;)I
    .registers 6
    .line 9
    move-object v2, p0
    const-string v3, "protocol_version"
    const/4 v4, 0x0
    .line 56
    move-object v0, v2
    if-eqz v2, :L19
    invoke-virtual {v0, v3}, Landroid/os/Bundle;->get(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    goto :L21
:L19
    const/4 v0, 0x0
:L21
    instance-of v1, v0, Ljava/lang/Integer;
    if-nez v1, :L30
    const/4 v0, 0x0
:L30
    check-cast v0, Ljava/lang/Integer;
    .line 9
    if-eqz v0, :L43
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    goto :L45
:L43
    const/4 v0, 0x1
:L45
    return v0
.end method

.method public static final getRequestId(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 6
    .line 11
    move-object v2, p0
    const-string v3, "request_id"
    const/4 v4, 0x0
    .line 58
    move-object v0, v2
    if-eqz v2, :L19
    invoke-virtual {v0, v3}, Landroid/os/Bundle;->get(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    goto :L21
:L19
    const/4 v0, 0x0
:L21
    instance-of v1, v0, Ljava/lang/String;
    if-nez v1, :L30
    const/4 v0, 0x0
:L30
    check-cast v0, Ljava/lang/String;
    .line 11
    return-object v0
.end method

.method public static final getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 6
    .line 10
    move-object v2, p0
    const-string v3, "session_token"
    const/4 v4, 0x0
    .line 57
    move-object v0, v2
    if-eqz v2, :L19
    invoke-virtual {v0, v3}, Landroid/os/Bundle;->get(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    goto :L21
:L19
    const/4 v0, 0x0
:L21
    instance-of v1, v0, Ljava/lang/String;
    if-nez v1, :L30
    const/4 v0, 0x0
:L30
    check-cast v0, Ljava/lang/String;
    .line 10
    return-object v0
.end method

.method public static final sha256(Ljava/lang/String;)Ljava/lang/String;
    .registers 11
    const-string v1, "text"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 54
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
    sget-object v6, Lcom/hearthly/EnvelopeKt$$ExternalSyntheticLambda0;->INSTANCE:Lcom/hearthly/EnvelopeKt$$ExternalSyntheticLambda0;
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
    .line 54
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

.method public static final synthetic value(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/Object;
    .registers 6
    const-string v1, "key"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v3, 0x0
    .line 7
    move-object v0, p0
    if-eqz p0, :L20
    invoke-virtual {v0, p1}, Landroid/os/Bundle;->get(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    goto :L22
:L20
    const/4 v0, 0x0
:L22
    const/4 v1, 0x2
    const-string v2, "T"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->reifiedOperationMarker(ILjava/lang/String;)V
    check-cast v0, Ljava/lang/Object;
    return-object v0
.end method
