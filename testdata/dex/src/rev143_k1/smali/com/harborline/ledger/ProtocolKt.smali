.class public final Lcom/harborline/ledger/ProtocolKt;
.super Ljava/lang/Object;
.source "Protocol.kt"


# direct methods
.method public static final fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/harborline/ledger/Reply;
    .registers 5

    const-string v1, "code"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "message"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    new-instance v0, Lcom/harborline/ledger/Reply$Fail;

    invoke-direct {v0, p0, p1, p2}, Lcom/harborline/ledger/Reply$Fail;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lcom/harborline/ledger/Reply;

    return-object v0
.end method

.method public static synthetic fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/harborline/ledger/Reply;
    .registers 6

    .line 13
    and-int/lit8 v0, p3, 0x4

    if-eqz v0, :cond_0

    const/4 p2, 0x0

    :cond_0
    invoke-static {p0, p1, p2}, Lcom/harborline/ledger/ProtocolKt;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/harborline/ledger/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final render(Lcom/harborline/ledger/Reply;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9

    const-string v1, "reply"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    new-instance v5, Landroid/os/Bundle;

    invoke-direct {v5}, Landroid/os/Bundle;-><init>()V

    .line 25
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 26
    if-eqz p1, :cond_0

    const-string v1, "request_id"

    invoke-virtual {v5, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 27
    :cond_0
    move-object v6, p0

    .line 28
    instance-of v0, v6, Lcom/harborline/ledger/Reply$Ok;

    if-eqz v0, :cond_1

    .line 29
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 30
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "inline"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    move-object v4, p0

    check-cast v4, Lcom/harborline/ledger/Reply$Ok;

    invoke-virtual {v4}, Lcom/harborline/ledger/Reply$Ok;->getValue()Ljava/lang/Object;

    move-result-object v4

    const-string v3, "value"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 32
    :cond_1
    instance-of v0, v6, Lcom/harborline/ledger/Reply$Fail;

    if-eqz v0, :cond_2

    .line 33
    const-string v1, "status"

    const-string v2, "error"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 34
    move-object v2, p0

    check-cast v2, Lcom/harborline/ledger/Reply$Fail;

    invoke-virtual {v2}, Lcom/harborline/ledger/Reply$Fail;->getCode()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_code"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 35
    move-object v2, p0

    check-cast v2, Lcom/harborline/ledger/Reply$Fail;

    invoke-virtual {v2}, Lcom/harborline/ledger/Reply$Fail;->getMessage()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_message"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 36
    move-object v2, p0

    check-cast v2, Lcom/harborline/ledger/Reply$Fail;

    invoke-virtual {v2}, Lcom/harborline/ledger/Reply$Fail;->getRetryable()Z

    move-result v2

    const-string v1, "retryable"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    goto :goto_0

    .line 38
    :cond_2
    instance-of v0, v6, Lcom/harborline/ledger/Reply$NeedsUser;

    if-eqz v0, :cond_3

    .line 39
    const-string v1, "status"

    const-string v2, "error"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 40
    const-string v1, "error_code"

    const-string v2, "USER_ACTION_REQUIRED"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 41
    move-object v2, p0

    check-cast v2, Lcom/harborline/ledger/Reply$NeedsUser;

    invoke-virtual {v2}, Lcom/harborline/ledger/Reply$NeedsUser;->getMessage()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_message"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 42
    const-string v1, "retryable"

    const/4 v2, 0x0

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 43
    move-object v2, p0

    check-cast v2, Lcom/harborline/ledger/Reply$NeedsUser;

    invoke-virtual {v2}, Lcom/harborline/ledger/Reply$NeedsUser;->getResolution()Landroid/app/PendingIntent;

    move-result-object v2

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "resolution"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 44
    move-object v2, p0

    check-cast v2, Lcom/harborline/ledger/Reply$NeedsUser;

    invoke-virtual {v2}, Lcom/harborline/ledger/Reply$NeedsUser;->getResumeToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "resume_token"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 27
    :cond_3
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 47
    :goto_0
    return-object v5
.end method
