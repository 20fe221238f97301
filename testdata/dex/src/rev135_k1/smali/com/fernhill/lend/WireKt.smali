.class public final Lcom/fernhill/lend/WireKt;
.super Ljava/lang/Object;
.source "Wire.kt"


# direct methods
.method public static final render(Lcom/fernhill/lend/Reply;Lcom/fernhill/lend/Request;)Landroid/os/Bundle;
    .registers 11

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "request"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    move-object v4, p0

    .line 58
    new-instance v0, Lcom/fernhill/lend/Envelope$Builder;

    iget-object v2, p1, Lcom/fernhill/lend/Request;->method:Ljava/lang/String;

    const-string v3, "negotiate"

    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v2

    if-nez v2, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :cond_0
    const/4 v2, 0x0

    :goto_0
    invoke-virtual {p1}, Lcom/fernhill/lend/Request;->getRequestId()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lcom/fernhill/lend/Envelope$Builder;-><init>(ZLjava/lang/String;)V

    move-object v5, v0

    move-object v6, v5

    const/4 v7, 0x0

    .line 59
    move-object v8, v4

    .line 60
    instance-of v0, v8, Lcom/fernhill/lend/Reply$Ok;

    if-eqz v0, :cond_1

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "kind"

    const-string v3, "inline"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    move-object v3, v4

    check-cast v3, Lcom/fernhill/lend/Reply$Ok;

    invoke-virtual {v3}, Lcom/fernhill/lend/Reply$Ok;->getValue()Lorg/json/JSONObject;

    move-result-object v3

    const-string v2, "value"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v6, v1}, Lcom/fernhill/lend/Envelope$Builder;->setData(Ljava/lang/String;)V

    goto :goto_1

    .line 61
    :cond_1
    instance-of v0, v8, Lcom/fernhill/lend/Reply$Data;

    if-eqz v0, :cond_2

    move-object v1, v4

    check-cast v1, Lcom/fernhill/lend/Reply$Data;

    invoke-virtual {v1}, Lcom/fernhill/lend/Reply$Data;->getData()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v6, v1}, Lcom/fernhill/lend/Envelope$Builder;->setData(Ljava/lang/String;)V

    goto :goto_1

    .line 62
    :cond_2
    instance-of v0, v8, Lcom/fernhill/lend/Reply$Failure;

    if-eqz v0, :cond_3

    .line 63
    const-string v1, "error"

    invoke-virtual {v6, v1}, Lcom/fernhill/lend/Envelope$Builder;->setStatus(Ljava/lang/String;)V

    .line 64
    move-object v1, v4

    check-cast v1, Lcom/fernhill/lend/Reply$Failure;

    invoke-virtual {v1}, Lcom/fernhill/lend/Reply$Failure;->getCode()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v6, v1}, Lcom/fernhill/lend/Envelope$Builder;->setErrorCode(Ljava/lang/String;)V

    .line 65
    move-object v1, v4

    check-cast v1, Lcom/fernhill/lend/Reply$Failure;

    invoke-virtual {v1}, Lcom/fernhill/lend/Reply$Failure;->getMessage()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v6, v1}, Lcom/fernhill/lend/Envelope$Builder;->setErrorMessage(Ljava/lang/String;)V

    .line 66
    move-object v1, v4

    check-cast v1, Lcom/fernhill/lend/Reply$Failure;

    invoke-virtual {v1}, Lcom/fernhill/lend/Reply$Failure;->getRetryable()Z

    move-result v1

    invoke-virtual {v6, v1}, Lcom/fernhill/lend/Envelope$Builder;->setRetryable(Z)V

    goto :goto_1

    .line 68
    :cond_3
    instance-of v0, v8, Lcom/fernhill/lend/Reply$NeedsUser;

    if-eqz v0, :cond_4

    .line 69
    const-string v1, "error"

    invoke-virtual {v6, v1}, Lcom/fernhill/lend/Envelope$Builder;->setStatus(Ljava/lang/String;)V

    .line 70
    move-object v1, v4

    check-cast v1, Lcom/fernhill/lend/Reply$NeedsUser;

    invoke-virtual {v1}, Lcom/fernhill/lend/Reply$NeedsUser;->getCode()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v6, v1}, Lcom/fernhill/lend/Envelope$Builder;->setErrorCode(Ljava/lang/String;)V

    .line 71
    move-object v1, v4

    check-cast v1, Lcom/fernhill/lend/Reply$NeedsUser;

    invoke-virtual {v1}, Lcom/fernhill/lend/Reply$NeedsUser;->getPrompt()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v6, v1}, Lcom/fernhill/lend/Envelope$Builder;->setErrorMessage(Ljava/lang/String;)V

    .line 72
    move-object v1, v4

    check-cast v1, Lcom/fernhill/lend/Reply$NeedsUser;

    invoke-virtual {v1}, Lcom/fernhill/lend/Reply$NeedsUser;->getResolution()Landroid/app/PendingIntent;

    move-result-object v1

    invoke-virtual {v6, v1}, Lcom/fernhill/lend/Envelope$Builder;->setResolution(Landroid/app/PendingIntent;)V

    .line 73
    move-object v1, v4

    check-cast v1, Lcom/fernhill/lend/Reply$NeedsUser;

    invoke-virtual {v1}, Lcom/fernhill/lend/Reply$NeedsUser;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v6, v1}, Lcom/fernhill/lend/Envelope$Builder;->setResumeToken(Ljava/lang/String;)V

    goto :goto_1

    .line 59
    :cond_4
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 76
    :goto_1
    invoke-virtual {v5}, Lcom/fernhill/lend/Envelope$Builder;->build()Landroid/os/Bundle;

    move-result-object v0

    const-string v2, "build(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 58
    return-object v0
.end method
