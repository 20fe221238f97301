.class public final Lcom/hearthly/ReplyKt;
.super Ljava/lang/Object;
.source "Reply.kt"

# direct methods
.method public static final getSafeText(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 4
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 48
    move-object v2, p0
    .line 49
    instance-of v0, v2, Landroid/database/sqlite/SQLiteException;
    if-eqz v0, :L20
    const-string v0, "The home database is busy, try again shortly"
    goto :L58
:L20
    .line 50
    instance-of v0, v2, Ljava/util/concurrent/TimeoutException;
    if-eqz v0, :L32
    const-string v0, "The hub did not answer in time"
    goto :L58
:L32
    .line 51
    instance-of v0, v2, Ljava/io/IOException;
    if-eqz v0, :L44
    const-string v0, "The hub could not be reached"
    goto :L58
:L44
    .line 52
    instance-of v0, v2, Ljava/lang/IllegalStateException;
    if-eqz v0, :L56
    const-string v0, "That is not possible right now"
    goto :L58
:L56
    .line 53
    const-string v0, "Something went wrong on our side"
:L58
    .line 54
    return-object v0
.end method

.method private static final putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 6
    .line 40
    const-string v0, "status"
    const-string v1, "error"
    invoke-virtual {p0, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 41
    const-string v0, "error_code"
    invoke-virtual {p0, v0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 42
    const-string v0, "error_message"
    invoke-virtual {p0, v0, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 43
    const-string v0, "retryable"
    invoke-virtual {p0, v0, p3}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 44
    return-void
.end method

.method public static final toBundle(Lcom/hearthly/Reply;Lcom/hearthly/Envelope;)Landroid/os/Bundle;
    .registers 13
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "env"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    new-instance v5, Landroid/os/Bundle;
    invoke-direct {v5}, Landroid/os/Bundle;-><init>()V
    move-object v6, v5
    const/4 v7, 0x0
    .line 19
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 20
    invoke-virtual {p1}, Lcom/hearthly/Envelope;->getRequestId()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L56
    move-object v8, v0
    .line 56
    const/4 v9, 0x0
    .line 20
    const-string v1, "request_id"
    invoke-virtual {v6, v1, v8}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L58
:L56
:L58
    .line 21
    move-object v10, p0
    .line 22
    instance-of v0, v10, Lcom/hearthly/Reply$Done;
    if-eqz v0, :L116
    .line 23
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 24
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "kind"
    const-string v4, "inline"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    move-object v4, v10
    check-cast v4, Lcom/hearthly/Reply$Done;
    invoke-virtual {v4}, Lcom/hearthly/Reply$Done;->getValue()Lorg/json/JSONObject;
    move-result-object v4
    const-string v3, "value"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "data"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L256
:L116
    .line 26
    instance-of v0, v10, Lcom/hearthly/Reply$Info;
    if-eqz v0, :L152
    .line 27
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 28
    move-object v2, v10
    check-cast v2, Lcom/hearthly/Reply$Info;
    invoke-virtual {v2}, Lcom/hearthly/Reply$Info;->getData()Lorg/json/JSONObject;
    move-result-object v2
    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "data"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L256
:L152
    .line 30
    instance-of v0, v10, Lcom/hearthly/Reply$Failed;
    if-eqz v0, :L191
    move-object v1, v10
    check-cast v1, Lcom/hearthly/Reply$Failed;
    invoke-virtual {v1}, Lcom/hearthly/Reply$Failed;->getCode()Ljava/lang/String;
    move-result-object v1
    move-object v2, v10
    check-cast v2, Lcom/hearthly/Reply$Failed;
    invoke-virtual {v2}, Lcom/hearthly/Reply$Failed;->getMessage()Ljava/lang/String;
    move-result-object v2
    move-object v3, v10
    check-cast v3, Lcom/hearthly/Reply$Failed;
    invoke-virtual {v3}, Lcom/hearthly/Reply$Failed;->getRetryable()Z
    move-result v3
    invoke-static {v6, v1, v2, v3}, Lcom/hearthly/ReplyKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V
    goto :L256
:L191
    .line 31
    instance-of v0, v10, Lcom/hearthly/Reply$NeedsUser;
    if-eqz v0, :L248
    .line 32
    move-object v2, v10
    check-cast v2, Lcom/hearthly/Reply$NeedsUser;
    invoke-virtual {v2}, Lcom/hearthly/Reply$NeedsUser;->getPrompt()Ljava/lang/String;
    move-result-object v2
    const-string v1, "USER_ACTION_REQUIRED"
    const/4 v3, 0x0
    invoke-static {v6, v1, v2, v3}, Lcom/hearthly/ReplyKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V
    .line 33
    move-object v2, v10
    check-cast v2, Lcom/hearthly/Reply$NeedsUser;
    invoke-virtual {v2}, Lcom/hearthly/Reply$NeedsUser;->getResolution()Landroid/app/PendingIntent;
    move-result-object v2
    check-cast v2, Landroid/os/Parcelable;
    const-string v1, "resolution"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 34
    move-object v2, v10
    check-cast v2, Lcom/hearthly/Reply$NeedsUser;
    invoke-virtual {v2}, Lcom/hearthly/Reply$NeedsUser;->getResumeToken()Ljava/lang/String;
    move-result-object v2
    const-string v1, "resume_token"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L256
:L248
    .line 21
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L256
    .line 37
    return-object v5
.end method
