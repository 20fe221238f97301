.class public final Lcom/saltmarsh/podcasts/ProtocolKt;
.super Ljava/lang/Object;
.source "Protocol.kt"


# static fields
.field public static final ACTION_ANSWER:Ljava/lang/String; = "com.saltmarsh.podcasts.action.PROMPT_ANSWERED"

.field public static final ACTION_UPGRADE:Ljava/lang/String; = "com.saltmarsh.podcasts.action.UPGRADE"

.field public static final APP_ID:Ljava/lang/String; = "com.saltmarsh.podcasts"

.field public static final APP_NAME:Ljava/lang/String; = "Saltmarsh Podcasts"

.field public static final DEADLINE_AT_MS:Ljava/lang/String; = "deadline_at_ms"

.field public static final EXTRA_PROMPT:Ljava/lang/String; = "com.saltmarsh.podcasts.extra.PROMPT"

.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.saltmarsh.podcasts.extra.TOKEN"

.field public static final KEY_CALLING_PACKAGE:Ljava/lang/String; = "calling_package"

.field public static final KEY_CONFIRMED:Ljava/lang/String; = "confirmed"

.field public static final MAX_REQUEST_BYTES:I = 0x10000

.field public static final PERMISSION_INTERNAL:Ljava/lang/String; = "com.saltmarsh.podcasts.permission.INTERNAL"

.field public static final PROTOCOL_VERSION:Ljava/lang/String; = "protocol_version"

.field public static final REQUEST_ID:Ljava/lang/String; = "request_id"

.field public static final SESSION_TOKEN:Ljava/lang/String; = "session_token"


# direct methods
.method public static final digestOf(Ljava/lang/String;)Ljava/lang/String;
    .registers 5

    const-string v1, "args"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 105
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v0

    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p0, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    const-string v3, "getBytes(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v0

    const-string v2, "digest(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lcom/saltmarsh/podcasts/ProtocolKt;->hex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final hex([B)Ljava/lang/String;
    .registers 10

    const-string v1, "bytes"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 102
    const-string v1, ""

    check-cast v1, Ljava/lang/CharSequence;

    sget-object v6, Lcom/saltmarsh/podcasts/ProtocolKt$$ExternalSyntheticLambda0;->INSTANCE:Lcom/saltmarsh/podcasts/ProtocolKt$$ExternalSyntheticLambda0;

    move-object v0, p0

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

.method public static final hex$lambda$0(B)Ljava/lang/CharSequence;
    .registers 6

    .line 102
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

.method public static final invalid(Ljava/lang/String;)Lcom/saltmarsh/podcasts/Reply;
    .registers 7

    const-string v1, "message"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 54
    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    move-object v2, p0

    const-string v1, "INVALID_ARGS"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final render(Lcom/saltmarsh/podcasts/Reply;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "request"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 58
    new-instance v6, Landroid/os/Bundle;

    invoke-direct {v6}, Landroid/os/Bundle;-><init>()V

    .line 59
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 60
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 61
    const-string v3, "request_id"

    invoke-virtual {p2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "request_id"

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 63
    :cond_0
    move-object v7, p0

    .line 64
    instance-of v0, v7, Lcom/saltmarsh/podcasts/Reply$Data;

    if-eqz v0, :cond_1

    .line 65
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 66
    move-object v2, p0

    check-cast v2, Lcom/saltmarsh/podcasts/Reply$Data;

    invoke-virtual {v2}, Lcom/saltmarsh/podcasts/Reply$Data;->getData()Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto/16 :goto_0

    .line 68
    :cond_1
    instance-of v0, v7, Lcom/saltmarsh/podcasts/Reply$Ok;

    if-eqz v0, :cond_2

    .line 69
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 70
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "inline"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    move-object v4, p0

    check-cast v4, Lcom/saltmarsh/podcasts/Reply$Ok;

    invoke-virtual {v4}, Lcom/saltmarsh/podcasts/Reply$Ok;->getValue()Lorg/json/JSONObject;

    move-result-object v4

    const-string v3, "value"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto/16 :goto_0

    .line 72
    :cond_2
    instance-of v0, v7, Lcom/saltmarsh/podcasts/Reply$Accepted;

    if-eqz v0, :cond_3

    .line 73
    const-string v1, "status"

    const-string v2, "accepted"

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 74
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    move-object v4, p0

    check-cast v4, Lcom/saltmarsh/podcasts/Reply$Accepted;

    invoke-virtual {v4}, Lcom/saltmarsh/podcasts/Reply$Accepted;->getOperationId()Ljava/lang/String;

    move-result-object v4

    const-string v3, "operation_id"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    move-object v4, p0

    check-cast v4, Lcom/saltmarsh/podcasts/Reply$Accepted;

    invoke-virtual {v4}, Lcom/saltmarsh/podcasts/Reply$Accepted;->getPollAfterMs()J

    move-result-wide v4

    const-string v3, "poll_after_ms"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto/16 :goto_0

    .line 76
    :cond_3
    instance-of v0, v7, Lcom/saltmarsh/podcasts/Reply$File;

    if-eqz v0, :cond_4

    .line 77
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 80
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "file"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    move-object v4, p0

    check-cast v4, Lcom/saltmarsh/podcasts/Reply$File;

    invoke-virtual {v4}, Lcom/saltmarsh/podcasts/Reply$File;->getMediaType()Ljava/lang/String;

    move-result-object v4

    const-string v3, "media_type"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    move-object v4, p0

    check-cast v4, Lcom/saltmarsh/podcasts/Reply$File;

    invoke-virtual {v4}, Lcom/saltmarsh/podcasts/Reply$File;->getSize()J

    move-result-wide v4

    const-string v3, "size_bytes"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    move-object v4, p0

    check-cast v4, Lcom/saltmarsh/podcasts/Reply$File;

    invoke-virtual {v4}, Lcom/saltmarsh/podcasts/Reply$File;->getSha256()Ljava/lang/String;

    move-result-object v4

    const-string v3, "sha256"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    .line 78
    const-string v1, "data"

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 82
    move-object v2, p0

    check-cast v2, Lcom/saltmarsh/podcasts/Reply$File;

    invoke-virtual {v2}, Lcom/saltmarsh/podcasts/Reply$File;->getFd()Landroid/os/ParcelFileDescriptor;

    move-result-object v2

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "result_fd"

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    goto :goto_0

    .line 84
    :cond_4
    instance-of v0, v7, Lcom/saltmarsh/podcasts/Reply$Failure;

    if-eqz v0, :cond_5

    .line 85
    const-string v1, "status"

    const-string v2, "error"

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 86
    move-object v2, p0

    check-cast v2, Lcom/saltmarsh/podcasts/Reply$Failure;

    invoke-virtual {v2}, Lcom/saltmarsh/podcasts/Reply$Failure;->getCode()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_code"

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 87
    move-object v2, p0

    check-cast v2, Lcom/saltmarsh/podcasts/Reply$Failure;

    invoke-virtual {v2}, Lcom/saltmarsh/podcasts/Reply$Failure;->getMessage()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_message"

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 88
    move-object v2, p0

    check-cast v2, Lcom/saltmarsh/podcasts/Reply$Failure;

    invoke-virtual {v2}, Lcom/saltmarsh/podcasts/Reply$Failure;->getRetryable()Z

    move-result v2

    const-string v1, "retryable"

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    goto :goto_0

    .line 90
    :cond_5
    instance-of v0, v7, Lcom/saltmarsh/podcasts/Reply$NeedsUser;

    if-eqz v0, :cond_6

    .line 91
    const-string v1, "status"

    const-string v2, "error"

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 92
    move-object v2, p0

    check-cast v2, Lcom/saltmarsh/podcasts/Reply$NeedsUser;

    invoke-virtual {v2}, Lcom/saltmarsh/podcasts/Reply$NeedsUser;->getCode()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_code"

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 93
    move-object v2, p0

    check-cast v2, Lcom/saltmarsh/podcasts/Reply$NeedsUser;

    invoke-virtual {v2}, Lcom/saltmarsh/podcasts/Reply$NeedsUser;->getMessage()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_message"

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 94
    const-string v1, "retryable"

    const/4 v2, 0x0

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 95
    move-object v2, p0

    check-cast v2, Lcom/saltmarsh/podcasts/Reply$NeedsUser;

    invoke-virtual {v2}, Lcom/saltmarsh/podcasts/Reply$NeedsUser;->getResolution()Landroid/app/PendingIntent;

    move-result-object v2

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "resolution"

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 96
    move-object v2, p0

    check-cast v2, Lcom/saltmarsh/podcasts/Reply$NeedsUser;

    invoke-virtual {v2}, Lcom/saltmarsh/podcasts/Reply$NeedsUser;->getToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "resume_token"

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 63
    :cond_6
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 99
    :goto_0
    return-object v6
.end method
