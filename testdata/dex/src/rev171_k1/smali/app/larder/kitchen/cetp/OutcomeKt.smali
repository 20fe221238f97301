.class public final Lapp/larder/kitchen/cetp/OutcomeKt;
.super Ljava/lang/Object;
.source "Outcome.kt"


# direct methods
.method public static final failureOf(Ljava/lang/Throwable;Ljava/lang/String;)Lapp/larder/kitchen/cetp/Outcome$Failed;
    .registers 12

    const-string v1, "e"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 40
    move-object v6, p0

    .line 41
    instance-of v0, v6, Ljava/lang/IllegalArgumentException;

    if-nez v0, :cond_0

    instance-of v0, v6, Lorg/json/JSONException;

    if-nez v0, :cond_0

    instance-of v0, v6, Ljava/util/NoSuchElementException;

    if-eqz v0, :cond_1

    .line 42
    :cond_0
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    sget-object v2, Lapp/larder/kitchen/cetp/ErrorCode;->INVALID_ARGS:Lapp/larder/kitchen/cetp/ErrorCode;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "The arguments do not fit "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    goto :goto_0

    .line 43
    :cond_1
    instance-of v0, v6, Ljava/lang/IllegalStateException;

    if-eqz v0, :cond_2

    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    sget-object v2, Lapp/larder/kitchen/cetp/ErrorCode;->CONFLICT:Lapp/larder/kitchen/cetp/ErrorCode;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Larder\'s data does not allow "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " right now; read it again first."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    goto :goto_0

    .line 44
    :cond_2
    new-instance v7, Lapp/larder/kitchen/cetp/Outcome$Failed;

    sget-object v2, Lapp/larder/kitchen/cetp/ErrorCode;->INTERNAL_ERROR:Lapp/larder/kitchen/cetp/ErrorCode;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Larder could not finish "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v7, v2, v3}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    move-object v8, v7

    .line 47
    const/4 v9, 0x0

    .line 44
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "tool "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "LarderTools"

    invoke-static {v0, v1, p0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    move-object v0, v7

    .line 45
    :goto_0
    return-object v0
.end method

.method public static final record(Lapp/larder/kitchen/cetp/Outcome$Done;)Ljava/lang/String;
    .registers 4

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 30
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lapp/larder/kitchen/cetp/Outcome$Done;->getValue()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "value"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v0

    const-string v2, "toString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public static final record(Lapp/larder/kitchen/cetp/Outcome$Failed;)Ljava/lang/String;
    .registers 4

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lapp/larder/kitchen/cetp/Outcome$Failed;->getCode()Lapp/larder/kitchen/cetp/ErrorCode;

    move-result-object v2

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/ErrorCode;->name()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_code"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {p0}, Lapp/larder/kitchen/cetp/Outcome$Failed;->getMessage()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_message"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v0

    const-string v2, "toString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public static final replay(Ljava/lang/String;)Lapp/larder/kitchen/cetp/Outcome;
    .registers 9

    const-string v1, "record"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    new-instance v6, Lorg/json/JSONObject;

    invoke-direct {v6, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const/4 v7, 0x0

    .line 35
    const-string v1, "value"

    invoke-virtual {v6, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Done;

    const-string v3, "value"

    invoke-virtual {v6, v3}, Lorg/json/JSONObject;->getJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "getJSONObject(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/larder/kitchen/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    goto :goto_0

    .line 36
    :cond_0
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    const-string v3, "error_code"

    invoke-virtual {v6, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v2}, Lapp/larder/kitchen/cetp/ErrorCode;->valueOf(Ljava/lang/String;)Lapp/larder/kitchen/cetp/ErrorCode;

    move-result-object v2

    const-string v4, "error_message"

    invoke-virtual {v6, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "getString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2, v3}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    .line 37
    :goto_0
    return-object v0
.end method

.method public static final toReply(Lapp/larder/kitchen/cetp/Outcome;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 11

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    move-object v5, p0

    .line 18
    instance-of v0, v5, Lapp/larder/kitchen/cetp/Outcome$Done;

    if-eqz v0, :cond_0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "kind"

    const-string v3, "inline"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    move-object v3, p0

    check-cast v3, Lapp/larder/kitchen/cetp/Outcome$Done;

    invoke-virtual {v3}, Lapp/larder/kitchen/cetp/Outcome$Done;->getValue()Lorg/json/JSONObject;

    move-result-object v3

    const-string v2, "value"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {p1, v1}, Lapp/larder/kitchen/cetp/WireKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 19
    :cond_0
    instance-of v0, v5, Lapp/larder/kitchen/cetp/Outcome$Accepted;

    if-eqz v0, :cond_1

    const-string v1, "accepted"

    invoke-static {p1, v1}, Lapp/larder/kitchen/cetp/WireKt;->reply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    move-object v7, v6

    const/4 v8, 0x0

    .line 20
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    move-object v4, p0

    check-cast v4, Lapp/larder/kitchen/cetp/Outcome$Accepted;

    invoke-virtual {v4}, Lapp/larder/kitchen/cetp/Outcome$Accepted;->getOperationId()Ljava/lang/String;

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

    .line 19
    move-object v0, v6

    goto :goto_0

    .line 22
    :cond_1
    instance-of v0, v5, Lapp/larder/kitchen/cetp/Outcome$Failed;

    if-eqz v0, :cond_2

    move-object v1, p0

    check-cast v1, Lapp/larder/kitchen/cetp/Outcome$Failed;

    invoke-virtual {v1}, Lapp/larder/kitchen/cetp/Outcome$Failed;->getCode()Lapp/larder/kitchen/cetp/ErrorCode;

    move-result-object v1

    move-object v2, p0

    check-cast v2, Lapp/larder/kitchen/cetp/Outcome$Failed;

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/Outcome$Failed;->getMessage()Ljava/lang/String;

    move-result-object v2

    invoke-static {p1, v1, v2}, Lapp/larder/kitchen/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 23
    :cond_2
    instance-of v0, v5, Lapp/larder/kitchen/cetp/Outcome$NeedsUser;

    if-eqz v0, :cond_3

    sget-object v1, Lapp/larder/kitchen/cetp/ErrorCode;->USER_ACTION_REQUIRED:Lapp/larder/kitchen/cetp/ErrorCode;

    move-object v2, p0

    check-cast v2, Lapp/larder/kitchen/cetp/Outcome$NeedsUser;

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/Outcome$NeedsUser;->getMessage()Ljava/lang/String;

    move-result-object v2

    invoke-static {p1, v1, v2}, Lapp/larder/kitchen/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    move-object v7, v6

    const/4 v8, 0x0

    .line 24
    move-object v2, p0

    check-cast v2, Lapp/larder/kitchen/cetp/Outcome$NeedsUser;

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/Outcome$NeedsUser;->getResolution()Landroid/app/PendingIntent;

    move-result-object v2

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "resolution"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 25
    move-object v2, p0

    check-cast v2, Lapp/larder/kitchen/cetp/Outcome$NeedsUser;

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/Outcome$NeedsUser;->getResumeToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "resume_token"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 23
    move-object v0, v6

    goto :goto_0

    .line 17
    :cond_3
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 27
    :goto_0
    return-object v0
.end method
