.class public final Lnet/switchyard/hub/ProtocolKt;
.super Ljava/lang/Object;
.source "Protocol.kt"


# static fields
.field public static final TAG:Ljava/lang/String; = "Switchyard"


# direct methods
.method public static final getDeadlineAtMs(Landroid/os/Bundle;)J
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

    .line 12
    const-string v1, "request_id"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    const-string v1, "session_token"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final hexToBytes(Ljava/lang/String;)[B
    .registers 10

    const-string v1, "hex"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 65
    const/4 v5, 0x0

    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v0

    div-int/lit8 v6, v0, 0x2

    new-array v7, v6, [B

    :goto_0
    if-ge v5, v6, :cond_0

    move v8, v5

    mul-int/lit8 v3, v8, 0x2

    mul-int/lit8 v4, v8, 0x2

    add-int/lit8 v4, v4, 0x2

    invoke-virtual {p0, v3, v4}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v2

    const-string v4, "substring(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/16 v3, 0x10

    invoke-static {v3}, Lkotlin/text/CharsKt;->checkRadix(I)I

    move-result v3

    invoke-static {v2, v3}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I

    move-result v2

    int-to-byte v2, v2

    aput-byte v2, v7, v8

    add-int/lit8 v5, v5, 0x1

    goto :goto_0

    :cond_0
    return-object v7
.end method

.method public static final problem(Ljava/lang/String;Ljava/lang/String;Z)Lnet/switchyard/hub/Outcome;
    .registers 5

    const-string v1, "code"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "message"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    new-instance v0, Lnet/switchyard/hub/Outcome$Failed;

    invoke-direct {v0, p0, p1, p2}, Lnet/switchyard/hub/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lnet/switchyard/hub/Outcome;

    return-object v0
.end method

.method public static synthetic problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lnet/switchyard/hub/Outcome;
    .registers 6

    .line 33
    and-int/lit8 v0, p3, 0x4

    if-eqz v0, :cond_0

    const/4 p2, 0x0

    :cond_0
    invoke-static {p0, p1, p2}, Lnet/switchyard/hub/ProtocolKt;->problem(Ljava/lang/String;Ljava/lang/String;Z)Lnet/switchyard/hub/Outcome;

    move-result-object v0

    return-object v0
.end method

.method public static final putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 6

    const-string v0, "<this>"

    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "code"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "message"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 36
    const-string v0, "status"

    const-string v1, "error"

    invoke-virtual {p0, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 37
    const-string v0, "error_code"

    invoke-virtual {p0, v0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 38
    const-string v0, "error_message"

    invoke-virtual {p0, v0, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 39
    const-string v0, "retryable"

    invoke-virtual {p0, v0, p3}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 40
    return-void
.end method

.method public static final respond(Lnet/switchyard/hub/Outcome;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9

    const-string v1, "outcome"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 43
    new-instance v5, Landroid/os/Bundle;

    invoke-direct {v5}, Landroid/os/Bundle;-><init>()V

    .line 44
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 45
    if-eqz p1, :cond_0

    const-string v1, "request_id"

    invoke-virtual {v5, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 46
    :cond_0
    move-object v6, p0

    .line 47
    instance-of v0, v6, Lnet/switchyard/hub/Outcome$Done;

    if-eqz v0, :cond_1

    .line 48
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 49
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "inline"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    move-object v4, p0

    check-cast v4, Lnet/switchyard/hub/Outcome$Done;

    invoke-virtual {v4}, Lnet/switchyard/hub/Outcome$Done;->getValue()Lorg/json/JSONObject;

    move-result-object v4

    const-string v3, "value"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 51
    :cond_1
    instance-of v0, v6, Lnet/switchyard/hub/Outcome$Failed;

    if-eqz v0, :cond_2

    move-object v1, p0

    check-cast v1, Lnet/switchyard/hub/Outcome$Failed;

    invoke-virtual {v1}, Lnet/switchyard/hub/Outcome$Failed;->getCode()Ljava/lang/String;

    move-result-object v1

    move-object v2, p0

    check-cast v2, Lnet/switchyard/hub/Outcome$Failed;

    invoke-virtual {v2}, Lnet/switchyard/hub/Outcome$Failed;->getMessage()Ljava/lang/String;

    move-result-object v2

    move-object v3, p0

    check-cast v3, Lnet/switchyard/hub/Outcome$Failed;

    invoke-virtual {v3}, Lnet/switchyard/hub/Outcome$Failed;->getRetryable()Z

    move-result v3

    invoke-static {v5, v1, v2, v3}, Lnet/switchyard/hub/ProtocolKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V

    goto :goto_0

    .line 52
    :cond_2
    instance-of v0, v6, Lnet/switchyard/hub/Outcome$NeedsUser;

    if-eqz v0, :cond_3

    .line 53
    move-object v2, p0

    check-cast v2, Lnet/switchyard/hub/Outcome$NeedsUser;

    invoke-virtual {v2}, Lnet/switchyard/hub/Outcome$NeedsUser;->getMessage()Ljava/lang/String;

    move-result-object v2

    const-string v1, "USER_ACTION_REQUIRED"

    const/4 v3, 0x0

    invoke-static {v5, v1, v2, v3}, Lnet/switchyard/hub/ProtocolKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V

    .line 54
    move-object v2, p0

    check-cast v2, Lnet/switchyard/hub/Outcome$NeedsUser;

    invoke-virtual {v2}, Lnet/switchyard/hub/Outcome$NeedsUser;->getResolution()Landroid/os/Parcelable;

    move-result-object v2

    const-string v1, "resolution"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 55
    move-object v2, p0

    check-cast v2, Lnet/switchyard/hub/Outcome$NeedsUser;

    invoke-virtual {v2}, Lnet/switchyard/hub/Outcome$NeedsUser;->getResumeToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "resume_token"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 46
    :cond_3
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 58
    :goto_0
    return-object v5
.end method

.method public static final sha256Hex([B)Ljava/lang/String;
    .registers 4

    const-string v1, "bytes"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 63
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v0

    invoke-virtual {v0, p0}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v0

    const-string v2, "digest(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lnet/switchyard/hub/ProtocolKt;->toHex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final toHex([B)Ljava/lang/String;
    .registers 10

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 61
    const-string v1, ""

    check-cast v1, Ljava/lang/CharSequence;

    sget-object v6, Lnet/switchyard/hub/ProtocolKt$$ExternalSyntheticLambda0;->INSTANCE:Lnet/switchyard/hub/ProtocolKt$$ExternalSyntheticLambda0;

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

.method public static final toHex$lambda$0(B)Ljava/lang/CharSequence;
    .registers 6

    .line 61
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
