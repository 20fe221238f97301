.class public final Lcom/tallyfold/money/ProtocolKt;
.super Ljava/lang/Object;
.source "Protocol.kt"


# static fields
.field public static final TAG:Ljava/lang/String; = "Tallyfold"


# direct methods
.method public static final settle(Ljava/lang/Object;Lkotlin/jvm/functions/Function1;Lkotlin/jvm/functions/Function1;)Lcom/tallyfold/money/Outcome;
    .registers 10

    const-string v1, "done"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "failed"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v3, 0x0

    .line 41
    move-object v4, p0

    invoke-static {v4}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_0

    move-object v5, v4

    .line 73
    const/4 v6, 0x0

    .line 41
    new-instance v0, Lcom/tallyfold/money/Outcome$Done;

    invoke-interface {p1, v5}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lorg/json/JSONObject;

    invoke-direct {v0, v2}, Lcom/tallyfold/money/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    goto :goto_0

    :cond_0
    move-object v5, v0

    .line 73
    const/4 v6, 0x0

    .line 41
    invoke-interface {p2, v5}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyfold/money/Outcome;

    :goto_0
    return-object v0
.end method

.method public static final toBundle(Lcom/tallyfold/money/Outcome;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 14

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    new-instance v6, Landroid/os/Bundle;

    invoke-direct {v6}, Landroid/os/Bundle;-><init>()V

    move-object v7, v6

    const/4 v8, 0x0

    .line 18
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 19
    move-object v0, p1

    if-eqz p1, :cond_0

    move-object v9, v0

    .line 73
    const/4 v10, 0x0

    .line 19
    const-string v1, "request_id"

    invoke-virtual {v7, v1, v9}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 20
    :cond_0
    :goto_0
    move-object v11, p0

    .line 21
    instance-of v0, v11, Lcom/tallyfold/money/Outcome$Done;

    if-eqz v0, :cond_1

    .line 22
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 23
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "inline"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    move-object v4, v11

    check-cast v4, Lcom/tallyfold/money/Outcome$Done;

    invoke-virtual {v4}, Lcom/tallyfold/money/Outcome$Done;->getValue()Lorg/json/JSONObject;

    move-result-object v4

    const-string v3, "value"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto/16 :goto_1

    .line 25
    :cond_1
    instance-of v0, v11, Lcom/tallyfold/money/Outcome$Accepted;

    if-eqz v0, :cond_2

    .line 26
    const-string v1, "status"

    const-string v2, "accepted"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 27
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    move-object v4, v11

    check-cast v4, Lcom/tallyfold/money/Outcome$Accepted;

    invoke-virtual {v4}, Lcom/tallyfold/money/Outcome$Accepted;->getOperation-bnb98_U()Ljava/lang/String;

    move-result-object v4

    const-string v3, "operation_id"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 28
    move-object v4, v11

    check-cast v4, Lcom/tallyfold/money/Outcome$Accepted;

    invoke-virtual {v4}, Lcom/tallyfold/money/Outcome$Accepted;->getPollAfterMs()J

    move-result-wide v4

    const-string v3, "poll_after_ms"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    .line 27
    const-string v1, "data"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_1

    .line 30
    :cond_2
    instance-of v0, v11, Lcom/tallyfold/money/Outcome$Failure;

    if-eqz v0, :cond_3

    move-object v1, v11

    check-cast v1, Lcom/tallyfold/money/Outcome$Failure;

    invoke-virtual {v1}, Lcom/tallyfold/money/Outcome$Failure;->getCode()Ljava/lang/String;

    move-result-object v1

    move-object v2, v11

    check-cast v2, Lcom/tallyfold/money/Outcome$Failure;

    invoke-virtual {v2}, Lcom/tallyfold/money/Outcome$Failure;->getMessage()Ljava/lang/String;

    move-result-object v2

    move-object v3, v11

    check-cast v3, Lcom/tallyfold/money/Outcome$Failure;

    invoke-virtual {v3}, Lcom/tallyfold/money/Outcome$Failure;->getRetryable()Z

    move-result v3

    invoke-static {v7, v1, v2, v3}, Lcom/tallyfold/money/ExtensionsKt;->putFailure(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    goto :goto_1

    .line 31
    :cond_3
    instance-of v0, v11, Lcom/tallyfold/money/Outcome$NeedsUser;

    if-eqz v0, :cond_4

    .line 32
    move-object v2, v11

    check-cast v2, Lcom/tallyfold/money/Outcome$NeedsUser;

    invoke-virtual {v2}, Lcom/tallyfold/money/Outcome$NeedsUser;->getMessage()Ljava/lang/String;

    move-result-object v2

    const-string v1, "USER_ACTION_REQUIRED"

    const/4 v3, 0x0

    invoke-static {v7, v1, v2, v3}, Lcom/tallyfold/money/ExtensionsKt;->putFailure(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    .line 33
    move-object v2, v11

    check-cast v2, Lcom/tallyfold/money/Outcome$NeedsUser;

    invoke-virtual {v2}, Lcom/tallyfold/money/Outcome$NeedsUser;->getResolution()Landroid/app/PendingIntent;

    move-result-object v2

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "resolution"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 34
    move-object v2, v11

    check-cast v2, Lcom/tallyfold/money/Outcome$NeedsUser;

    invoke-virtual {v2}, Lcom/tallyfold/money/Outcome$NeedsUser;->getToken-tzdEY8g()Ljava/lang/String;

    move-result-object v2

    const-string v1, "resume_token"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_1

    .line 20
    :cond_4
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 37
    :goto_1
    return-object v6
.end method
