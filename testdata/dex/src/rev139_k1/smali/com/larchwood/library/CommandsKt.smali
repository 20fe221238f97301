.class public final Lcom/larchwood/library/CommandsKt;
.super Ljava/lang/Object;
.source "Commands.kt"


# static fields
.field public static final PROTOCOL_VERSION:Ljava/lang/String; = "protocol_version"

.field public static final REQUEST_ID:Ljava/lang/String; = "request_id"

.field public static final SESSION_TOKEN:Ljava/lang/String; = "session_token"


# direct methods
.method public static final digestOf(Ljava/lang/String;)Ljava/lang/String;
    .registers 6

    const-string v1, "args"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 97
    invoke-static {}, Ljava/util/Base64;->getEncoder()Ljava/util/Base64$Encoder;

    move-result-object v0

    const-string v1, "SHA-256"

    invoke-static {v1}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v1

    move-object v4, p0

    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v4, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v2

    const-string v3, "getBytes(...)"

    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v1, v2}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/Base64$Encoder;->encodeToString([B)Ljava/lang/String;

    move-result-object v0

    const-string v2, "encodeToString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public static final invalid(Ljava/lang/String;)Lcom/larchwood/library/Reply;
    .registers 7

    const-string v1, "message"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 59
    sget-object v0, Lcom/larchwood/library/Reply;->Companion:Lcom/larchwood/library/Reply$Companion;

    move-object v2, p0

    const-string v1, "INVALID_ARGS"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/larchwood/library/Reply$Companion;->fail$default(Lcom/larchwood/library/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final render(Lcom/larchwood/library/Reply;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "request"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 63
    new-instance v5, Landroid/os/Bundle;

    invoke-direct {v5}, Landroid/os/Bundle;-><init>()V

    .line 64
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 65
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 66
    const-string v3, "request_id"

    invoke-virtual {p2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "request_id"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 68
    :cond_0
    move-object v6, p0

    .line 69
    instance-of v0, v6, Lcom/larchwood/library/Reply$Ok;

    if-eqz v0, :cond_1

    .line 70
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 71
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "inline"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    move-object v4, p0

    check-cast v4, Lcom/larchwood/library/Reply$Ok;

    invoke-virtual {v4}, Lcom/larchwood/library/Reply$Ok;->getValue()Lorg/json/JSONObject;

    move-result-object v4

    const-string v3, "value"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto/16 :goto_0

    .line 73
    :cond_1
    instance-of v0, v6, Lcom/larchwood/library/Reply$Data;

    if-eqz v0, :cond_2

    .line 74
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 75
    move-object v2, p0

    check-cast v2, Lcom/larchwood/library/Reply$Data;

    invoke-virtual {v2}, Lcom/larchwood/library/Reply$Data;->getData()Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 77
    :cond_2
    instance-of v0, v6, Lcom/larchwood/library/Reply$Failure;

    if-eqz v0, :cond_3

    .line 78
    const-string v1, "status"

    const-string v2, "error"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 79
    move-object v2, p0

    check-cast v2, Lcom/larchwood/library/Reply$Failure;

    invoke-virtual {v2}, Lcom/larchwood/library/Reply$Failure;->getCode()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_code"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 80
    move-object v2, p0

    check-cast v2, Lcom/larchwood/library/Reply$Failure;

    invoke-virtual {v2}, Lcom/larchwood/library/Reply$Failure;->getMessage()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_message"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 81
    move-object v2, p0

    check-cast v2, Lcom/larchwood/library/Reply$Failure;

    invoke-virtual {v2}, Lcom/larchwood/library/Reply$Failure;->getRetryable()Z

    move-result v2

    const-string v1, "retryable"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    goto :goto_0

    .line 83
    :cond_3
    instance-of v0, v6, Lcom/larchwood/library/Reply$NeedsUser;

    if-eqz v0, :cond_4

    .line 84
    const-string v1, "status"

    const-string v2, "error"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 85
    move-object v2, p0

    check-cast v2, Lcom/larchwood/library/Reply$NeedsUser;

    invoke-virtual {v2}, Lcom/larchwood/library/Reply$NeedsUser;->getCode()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_code"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 86
    move-object v2, p0

    check-cast v2, Lcom/larchwood/library/Reply$NeedsUser;

    invoke-virtual {v2}, Lcom/larchwood/library/Reply$NeedsUser;->getPrompt()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_message"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 87
    const-string v1, "retryable"

    const/4 v2, 0x0

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 88
    move-object v2, p0

    check-cast v2, Lcom/larchwood/library/Reply$NeedsUser;

    invoke-virtual {v2}, Lcom/larchwood/library/Reply$NeedsUser;->getResolution()Landroid/app/PendingIntent;

    move-result-object v2

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "resolution"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 89
    move-object v2, p0

    check-cast v2, Lcom/larchwood/library/Reply$NeedsUser;

    invoke-virtual {v2}, Lcom/larchwood/library/Reply$NeedsUser;->getToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "resume_token"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 68
    :cond_4
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 92
    :goto_0
    return-object v5
.end method
