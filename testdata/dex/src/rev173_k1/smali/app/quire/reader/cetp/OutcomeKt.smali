.class public final Lapp/quire/reader/cetp/OutcomeKt;
.super Ljava/lang/Object;
.source "Outcome.kt"


# direct methods
.method public static final failureOf(Ljava/lang/Throwable;Ljava/lang/String;)Lapp/quire/reader/cetp/Outcome$Failed;
    .registers 9

    const-string v1, "e"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 54
    move-object v6, p0

    .line 55
    instance-of v0, v6, Ljava/lang/IllegalArgumentException;

    if-nez v0, :cond_0

    instance-of v0, v6, Lorg/json/JSONException;

    if-nez v0, :cond_0

    instance-of v0, v6, Ljava/util/NoSuchElementException;

    if-eqz v0, :cond_1

    .line 56
    :cond_0
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->INVALID_ARGS:Lapp/quire/reader/cetp/ErrorCode;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "The arguments do not fit "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    goto :goto_0

    .line 57
    :cond_1
    instance-of v0, v6, Ljava/lang/IllegalStateException;

    if-eqz v0, :cond_2

    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->CONFLICT:Lapp/quire/reader/cetp/ErrorCode;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Quire\'s data does not allow "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " right now."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    goto :goto_0

    .line 59
    :cond_2
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "tool "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "QuireTools"

    invoke-static {v0, v1, p0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 60
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->INTERNAL_ERROR:Lapp/quire/reader/cetp/ErrorCode;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Quire could not finish "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    .line 62
    :goto_0
    return-object v0
.end method

.method public static final toReply(Lapp/quire/reader/cetp/Outcome;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    move-object v5, p0

    .line 20
    instance-of v0, v5, Lapp/quire/reader/cetp/Outcome$Done;

    if-eqz v0, :cond_0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "kind"

    const-string v3, "inline"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    move-object v3, p0

    check-cast v3, Lapp/quire/reader/cetp/Outcome$Done;

    invoke-virtual {v3}, Lapp/quire/reader/cetp/Outcome$Done;->getValue()Lorg/json/JSONObject;

    move-result-object v3

    const-string v2, "value"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {p1, v1}, Lapp/quire/reader/cetp/WireKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto/16 :goto_0

    .line 21
    :cond_0
    instance-of v0, v5, Lapp/quire/reader/cetp/Outcome$FileDone;

    if-eqz v0, :cond_1

    .line 22
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 23
    const-string v1, "kind"

    const-string v2, "file"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 24
    const-string v1, "media_type"

    const-string v2, "application/json"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 25
    move-object v2, p0

    check-cast v2, Lapp/quire/reader/cetp/Outcome$FileDone;

    invoke-virtual {v2}, Lapp/quire/reader/cetp/Outcome$FileDone;->getSizeBytes()J

    move-result-wide v2

    const-string v1, "size_bytes"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 26
    move-object v2, p0

    check-cast v2, Lapp/quire/reader/cetp/Outcome$FileDone;

    invoke-virtual {v2}, Lapp/quire/reader/cetp/Outcome$FileDone;->getSha256()Ljava/lang/String;

    move-result-object v2

    const-string v1, "sha256"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v6

    .line 27
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {p1, v6}, Lapp/quire/reader/cetp/WireKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v7

    .line 28
    move-object v2, p0

    check-cast v2, Lapp/quire/reader/cetp/Outcome$FileDone;

    invoke-virtual {v2}, Lapp/quire/reader/cetp/Outcome$FileDone;->getFd()Landroid/os/ParcelFileDescriptor;

    move-result-object v2

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "result_fd"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 29
    move-object v0, v7

    goto :goto_0

    .line 31
    :cond_1
    instance-of v0, v5, Lapp/quire/reader/cetp/Outcome$Accepted;

    if-eqz v0, :cond_2

    .line 32
    const-string v1, "accepted"

    invoke-static {p1, v1}, Lapp/quire/reader/cetp/WireKt;->reply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    .line 33
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    move-object v4, p0

    check-cast v4, Lapp/quire/reader/cetp/Outcome$Accepted;

    invoke-virtual {v4}, Lapp/quire/reader/cetp/Outcome$Accepted;->getOperationId()Ljava/lang/String;

    move-result-object v4

    const-string v3, "operation_id"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "poll_after_ms"

    const/16 v4, 0x5dc

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 34
    move-object v0, v6

    goto :goto_0

    .line 36
    :cond_2
    instance-of v0, v5, Lapp/quire/reader/cetp/Outcome$Failed;

    if-eqz v0, :cond_3

    move-object v1, p0

    check-cast v1, Lapp/quire/reader/cetp/Outcome$Failed;

    invoke-virtual {v1}, Lapp/quire/reader/cetp/Outcome$Failed;->getCode()Lapp/quire/reader/cetp/ErrorCode;

    move-result-object v1

    move-object v2, p0

    check-cast v2, Lapp/quire/reader/cetp/Outcome$Failed;

    invoke-virtual {v2}, Lapp/quire/reader/cetp/Outcome$Failed;->getMessage()Ljava/lang/String;

    move-result-object v2

    invoke-static {p1, v1, v2}, Lapp/quire/reader/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 37
    :cond_3
    instance-of v0, v5, Lapp/quire/reader/cetp/Outcome$NeedsUser;

    if-eqz v0, :cond_4

    .line 38
    move-object v1, p0

    check-cast v1, Lapp/quire/reader/cetp/Outcome$NeedsUser;

    invoke-virtual {v1}, Lapp/quire/reader/cetp/Outcome$NeedsUser;->getCode()Lapp/quire/reader/cetp/ErrorCode;

    move-result-object v1

    move-object v2, p0

    check-cast v2, Lapp/quire/reader/cetp/Outcome$NeedsUser;

    invoke-virtual {v2}, Lapp/quire/reader/cetp/Outcome$NeedsUser;->getMessage()Ljava/lang/String;

    move-result-object v2

    invoke-static {p1, v1, v2}, Lapp/quire/reader/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    .line 39
    move-object v2, p0

    check-cast v2, Lapp/quire/reader/cetp/Outcome$NeedsUser;

    invoke-virtual {v2}, Lapp/quire/reader/cetp/Outcome$NeedsUser;->getResolution()Landroid/app/PendingIntent;

    move-result-object v2

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "resolution"

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 40
    move-object v2, p0

    check-cast v2, Lapp/quire/reader/cetp/Outcome$NeedsUser;

    invoke-virtual {v2}, Lapp/quire/reader/cetp/Outcome$NeedsUser;->getResumeToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "resume_token"

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 41
    move-object v0, v6

    goto :goto_0

    .line 19
    :cond_4
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 43
    :goto_0
    return-object v0
.end method
