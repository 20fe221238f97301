.class public final Lcom/saltmarsh/ferry/WireKt;
.super Ljava/lang/Object;
.source "Wire.kt"


# direct methods
.method public static final bundle(Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    .registers 7

    const-string v1, "fill"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v2, 0x0

    .line 53
    new-instance v3, Landroid/os/Bundle;

    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V

    move-object v4, v3

    .line 89
    const/4 v5, 0x0

    .line 53
    invoke-static {v4}, Lcom/saltmarsh/ferry/BundleScope;->constructor-impl(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v1

    invoke-static {v1}, Lcom/saltmarsh/ferry/BundleScope;->box-impl(Landroid/os/Bundle;)Lcom/saltmarsh/ferry/BundleScope;

    move-result-object v1

    invoke-interface {p0, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    return-object v3
.end method

.method public static final getArgsDigest(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 8

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v0

    invoke-static {p0}, Lcom/saltmarsh/ferry/WireKt;->getArgsText(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v1

    if-nez v1, :cond_0

    const-string v1, ""

    :cond_0
    move-object v4, v1

    sget-object v1, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v4, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    const-string v3, "getBytes(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v5

    .line 89
    const/4 v6, 0x0

    .line 22
    invoke-static {}, Ljava/util/Base64;->getEncoder()Ljava/util/Base64$Encoder;

    move-result-object v0

    invoke-virtual {v0, v5}, Ljava/util/Base64$Encoder;->encodeToString([B)Ljava/lang/String;

    move-result-object v0

    const-string v2, "let(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public static final getArgsText(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    const-string v1, "args"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final getConsumerVersions(Landroid/os/Bundle;)[I
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    const-string v1, "consumer_versions"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v0

    return-object v0
.end method

.method public static final getDeadlineAt(Landroid/os/Bundle;)J
    .registers 5

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    return-wide v0
.end method

.method public static final getProtocolVersion(Landroid/os/Bundle;)I
    .registers 4

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    const-string v1, "protocol_version"

    const/4 v2, 0x1

    invoke-virtual {p0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    return v0
.end method

.method public static final getRequestId(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    const-string v1, "request_id"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 16
    const-string v1, "resume_token"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    const-string v1, "session_token"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 15
    const-string v1, "tool_name"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final invalid(Ljava/lang/String;)Lcom/saltmarsh/ferry/Reply;
    .registers 7

    const-string v1, "message"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    sget-object v0, Lcom/saltmarsh/ferry/Reply;->Companion:Lcom/saltmarsh/ferry/Reply$Companion;

    move-object v2, p0

    const-string v1, "INVALID_ARGS"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/ferry/Reply$Companion;->fail$default(Lcom/saltmarsh/ferry/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final render(Lcom/saltmarsh/ferry/Reply;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 20

    move-object/from16 v0, p0

    const-string v1, "<this>"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p1

    const-string v1, "method"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "extras"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    const/4 v5, 0x0

    .line 90
    new-instance v6, Landroid/os/Bundle;

    invoke-direct {v6}, Landroid/os/Bundle;-><init>()V

    move-object v7, v6

    .line 91
    const/4 v8, 0x0

    .line 90
    invoke-static {v7}, Lcom/saltmarsh/ferry/BundleScope;->constructor-impl(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v9

    const/4 v10, 0x0

    .line 57
    move-object/from16 v11, p0

    .line 58
    move-object/from16 v0, p1

    const-string v1, "negotiate"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 59
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-static {v9, v1, v2}, Lcom/saltmarsh/ferry/BundleScope;->to-impl(Landroid/os/Bundle;Ljava/lang/String;I)V

    .line 60
    move-object/from16 v2, p2

    invoke-static {v2}, Lcom/saltmarsh/ferry/WireKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "request_id"

    invoke-static {v9, v1, v2}, Lcom/saltmarsh/ferry/BundleScope;->to-impl(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)V

    .line 62
    :cond_0
    move-object v12, v11

    .line 63
    instance-of v0, v12, Lcom/saltmarsh/ferry/Reply$Ok;

    if-eqz v0, :cond_1

    .line 64
    const-string v1, "status"

    const-string v2, "success"

    invoke-static {v9, v1, v2}, Lcom/saltmarsh/ferry/BundleScope;->to-impl(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)V

    .line 65
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "inline"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    move-object v4, v11

    check-cast v4, Lcom/saltmarsh/ferry/Reply$Ok;

    invoke-virtual {v4}, Lcom/saltmarsh/ferry/Reply$Ok;->getValue()Lorg/json/JSONObject;

    move-result-object v4

    const-string v3, "value"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-static {v9, v1, v2}, Lcom/saltmarsh/ferry/BundleScope;->to-impl(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)V

    goto/16 :goto_0

    .line 67
    :cond_1
    instance-of v0, v12, Lcom/saltmarsh/ferry/Reply$Data;

    if-eqz v0, :cond_2

    .line 68
    const-string v1, "status"

    const-string v2, "success"

    invoke-static {v9, v1, v2}, Lcom/saltmarsh/ferry/BundleScope;->to-impl(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)V

    .line 69
    move-object v2, v11

    check-cast v2, Lcom/saltmarsh/ferry/Reply$Data;

    invoke-virtual {v2}, Lcom/saltmarsh/ferry/Reply$Data;->getData()Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-static {v9, v1, v2}, Lcom/saltmarsh/ferry/BundleScope;->to-impl(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 71
    :cond_2
    instance-of v0, v12, Lcom/saltmarsh/ferry/Reply$Failure;

    if-eqz v0, :cond_3

    .line 72
    move-object v13, v11

    move-object v0, v13

    check-cast v0, Lcom/saltmarsh/ferry/Reply$Failure;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/Reply$Failure;->component1()Ljava/lang/String;

    move-result-object v14

    move-object v0, v13

    check-cast v0, Lcom/saltmarsh/ferry/Reply$Failure;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/Reply$Failure;->component2()Ljava/lang/String;

    move-result-object v15

    move-object v0, v13

    check-cast v0, Lcom/saltmarsh/ferry/Reply$Failure;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/Reply$Failure;->component3()Z

    move-result v16

    .line 73
    const-string v1, "status"

    const-string v2, "error"

    invoke-static {v9, v1, v2}, Lcom/saltmarsh/ferry/BundleScope;->to-impl(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)V

    .line 74
    const-string v1, "error_code"

    invoke-static {v9, v1, v14}, Lcom/saltmarsh/ferry/BundleScope;->to-impl(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)V

    .line 75
    const-string v1, "error_message"

    invoke-static {v9, v1, v15}, Lcom/saltmarsh/ferry/BundleScope;->to-impl(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)V

    .line 76
    const-string v1, "retryable"

    move/from16 v2, v16

    invoke-static {v9, v1, v2}, Lcom/saltmarsh/ferry/BundleScope;->to-impl(Landroid/os/Bundle;Ljava/lang/String;Z)V

    goto :goto_0

    .line 78
    :cond_3
    instance-of v0, v12, Lcom/saltmarsh/ferry/Reply$NeedsUser;

    if-eqz v0, :cond_4

    .line 79
    const-string v1, "status"

    const-string v2, "error"

    invoke-static {v9, v1, v2}, Lcom/saltmarsh/ferry/BundleScope;->to-impl(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)V

    .line 80
    move-object v2, v11

    check-cast v2, Lcom/saltmarsh/ferry/Reply$NeedsUser;

    invoke-virtual {v2}, Lcom/saltmarsh/ferry/Reply$NeedsUser;->getCode()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_code"

    invoke-static {v9, v1, v2}, Lcom/saltmarsh/ferry/BundleScope;->to-impl(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)V

    .line 81
    move-object v2, v11

    check-cast v2, Lcom/saltmarsh/ferry/Reply$NeedsUser;

    invoke-virtual {v2}, Lcom/saltmarsh/ferry/Reply$NeedsUser;->getPrompt()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_message"

    invoke-static {v9, v1, v2}, Lcom/saltmarsh/ferry/BundleScope;->to-impl(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)V

    .line 82
    const-string v1, "retryable"

    const/4 v2, 0x0

    invoke-static {v9, v1, v2}, Lcom/saltmarsh/ferry/BundleScope;->to-impl(Landroid/os/Bundle;Ljava/lang/String;Z)V

    .line 83
    move-object v2, v11

    check-cast v2, Lcom/saltmarsh/ferry/Reply$NeedsUser;

    invoke-virtual {v2}, Lcom/saltmarsh/ferry/Reply$NeedsUser;->getResolution()Landroid/app/PendingIntent;

    move-result-object v2

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "resolution"

    invoke-static {v9, v1, v2}, Lcom/saltmarsh/ferry/BundleScope;->to-impl(Landroid/os/Bundle;Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 84
    move-object v2, v11

    check-cast v2, Lcom/saltmarsh/ferry/Reply$NeedsUser;

    invoke-virtual {v2}, Lcom/saltmarsh/ferry/Reply$NeedsUser;->getToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "resume_token"

    invoke-static {v9, v1, v2}, Lcom/saltmarsh/ferry/BundleScope;->to-impl(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 62
    :cond_4
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 87
    :goto_0
    return-object v6
.end method
