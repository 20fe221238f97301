.class public final Lcom/brambleway/ReplyKt;
.super Ljava/lang/Object;
.source "Reply.kt"

# direct methods
.method private static final putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 6
    .line 48
    const-string v0, "status"
    const-string v1, "error"
    invoke-virtual {p0, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 49
    const-string v0, "error_code"
    invoke-virtual {p0, v0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 50
    const-string v0, "error_message"
    invoke-virtual {p0, v0, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 51
    const-string v0, "retryable"
    invoke-virtual {p0, v0, p3}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 52
    return-void
.end method

.method private static final putSuccess(Landroid/os/Bundle;Lorg/json/JSONObject;)V
    .registers 4
    .line 43
    const-string v0, "status"
    const-string v1, "success"
    invoke-virtual {p0, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 44
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v0, "data"
    invoke-virtual {p0, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 45
    return-void
.end method

.method public static final render(Lcom/brambleway/Reply;Lcom/brambleway/Request;)Landroid/os/Bundle;
    .registers 13
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "request"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    new-instance v4, Landroid/os/Bundle;
    invoke-direct {v4}, Landroid/os/Bundle;-><init>()V
    move-object v5, v4
    const/4 v6, 0x0
    .line 23
    invoke-virtual {p1}, Lcom/brambleway/Request;->getMethod()Ljava/lang/String;
    move-result-object v0
    const-string v1, "negotiate"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L70
    .line 24
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 25
    invoke-virtual {p1}, Lcom/brambleway/Request;->getRequestId()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L68
    move-object v7, v0
    .line 54
    const/4 v8, 0x0
    .line 25
    const-string v1, "request_id"
    invoke-virtual {v5, v1, v7}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L70
:L68
:L70
    .line 27
    move-object v9, p0
    .line 28
    instance-of v0, v9, Lcom/brambleway/Reply$Ok;
    if-eqz v0, :L120
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "kind"
    const-string v3, "inline"
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    move-object v3, p0
    check-cast v3, Lcom/brambleway/Reply$Ok;
    invoke-virtual {v3}, Lcom/brambleway/Reply$Ok;->getValue()Lorg/json/JSONObject;
    move-result-object v3
    const-string v2, "value"
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v5, v1}, Lcom/brambleway/ReplyKt;->putSuccess(Landroid/os/Bundle;Lorg/json/JSONObject;)V
    goto/16 :L324
:L120
    .line 29
    instance-of v0, v9, Lcom/brambleway/Reply$Data;
    if-eqz v0, :L142
    move-object v1, p0
    check-cast v1, Lcom/brambleway/Reply$Data;
    invoke-virtual {v1}, Lcom/brambleway/Reply$Data;->getData()Lorg/json/JSONObject;
    move-result-object v1
    invoke-static {v5, v1}, Lcom/brambleway/ReplyKt;->putSuccess(Landroid/os/Bundle;Lorg/json/JSONObject;)V
    goto/16 :L324
:L142
    .line 30
    instance-of v0, v9, Lcom/brambleway/Reply$Failure;
    if-eqz v0, :L178
    move-object v1, p0
    check-cast v1, Lcom/brambleway/Reply$Failure;
    invoke-virtual {v1}, Lcom/brambleway/Reply$Failure;->getCode()Ljava/lang/String;
    move-result-object v1
    move-object v2, p0
    check-cast v2, Lcom/brambleway/Reply$Failure;
    invoke-virtual {v2}, Lcom/brambleway/Reply$Failure;->getMessage()Ljava/lang/String;
    move-result-object v2
    move-object v3, p0
    check-cast v3, Lcom/brambleway/Reply$Failure;
    invoke-virtual {v3}, Lcom/brambleway/Reply$Failure;->getRetryable()Z
    move-result v3
    invoke-static {v5, v1, v2, v3}, Lcom/brambleway/ReplyKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V
    goto :L324
:L178
    .line 31
    instance-of v0, v9, Lcom/brambleway/Reply$NeedsUser;
    if-eqz v0, :L247
    move-object v10, v5
    const/4 v7, 0x0
    .line 32
    move-object v1, p0
    check-cast v1, Lcom/brambleway/Reply$NeedsUser;
    invoke-virtual {v1}, Lcom/brambleway/Reply$NeedsUser;->getCode()Ljava/lang/String;
    move-result-object v1
    move-object v2, p0
    check-cast v2, Lcom/brambleway/Reply$NeedsUser;
    invoke-virtual {v2}, Lcom/brambleway/Reply$NeedsUser;->getPrompt()Ljava/lang/String;
    move-result-object v2
    const/4 v3, 0x0
    invoke-static {v10, v1, v2, v3}, Lcom/brambleway/ReplyKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V
    .line 33
    move-object v2, p0
    check-cast v2, Lcom/brambleway/Reply$NeedsUser;
    invoke-virtual {v2}, Lcom/brambleway/Reply$NeedsUser;->getResolution()Landroid/app/PendingIntent;
    move-result-object v2
    check-cast v2, Landroid/os/Parcelable;
    const-string v1, "resolution"
    invoke-virtual {v10, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 34
    move-object v2, p0
    check-cast v2, Lcom/brambleway/Reply$NeedsUser;
    invoke-virtual {v2}, Lcom/brambleway/Reply$NeedsUser;->getToken-UQajaAk()Ljava/lang/String;
    move-result-object v2
    const-string v1, "resume_token"
    invoke-virtual {v10, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 31
    goto :L324
:L247
    .line 36
    sget-object v1, Lcom/brambleway/Reply$Cancelled;->INSTANCE:Lcom/brambleway/Reply$Cancelled;
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L270
    const-string v1, "USER_CANCELLED"
    const-string v2, "The user did not confirm"
    const/4 v3, 0x0
    invoke-static {v5, v1, v2, v3}, Lcom/brambleway/ReplyKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V
    goto :L324
:L270
    .line 37
    sget-object v1, Lcom/brambleway/Reply$NoSession;->INSTANCE:Lcom/brambleway/Reply$NoSession;
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L293
    const-string v1, "NEGOTIATION_REQUIRED"
    const-string v2, "Negotiate a session first"
    const/4 v3, 0x1
    invoke-static {v5, v1, v2, v3}, Lcom/brambleway/ReplyKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V
    goto :L324
:L293
    .line 38
    sget-object v1, Lcom/brambleway/Reply$UnknownMethod;->INSTANCE:Lcom/brambleway/Reply$UnknownMethod;
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L316
    const-string v1, "METHOD_NOT_FOUND"
    const-string v2, "No such method"
    const/4 v3, 0x0
    invoke-static {v5, v1, v2, v3}, Lcom/brambleway/ReplyKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V
    goto :L324
:L316
    .line 27
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L324
    .line 40
    return-object v4
.end method
