.class public final Lcom/quillvault/OutcomeKt;
.super Ljava/lang/Object;
.source "Outcome.kt"

# direct methods
.method private static final error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V
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

.method public static final failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/quillvault/Outcome;
    .registers 6
    const-string v1, "code"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "text"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    new-instance v0, Lcom/quillvault/Outcome$Failed;
    new-instance v2, Lcom/quillvault/Fault;
    invoke-direct {v2, p0, p1, p2}, Lcom/quillvault/Fault;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    invoke-direct {v0, v2}, Lcom/quillvault/Outcome$Failed;-><init>(Lcom/quillvault/Fault;)V
    check-cast v0, Lcom/quillvault/Outcome;
    return-object v0
.end method

.method public static synthetic failed$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/quillvault/Outcome;
    .registers 6
    .line 18
    and-int/lit8 v0, p3, 0x4
    if-eqz v0, :L8
    const/4 p2, 0x0
:L8
    invoke-static {p0, p1, p2}, Lcom/quillvault/OutcomeKt;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/quillvault/Outcome;
    move-result-object v0
    return-object v0
.end method

.method public static final render(Lcom/quillvault/Outcome;Lcom/quillvault/Envelope;)Landroid/os/Bundle;
    .registers 10
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "env"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    new-instance v4, Landroid/os/Bundle;
    invoke-direct {v4}, Landroid/os/Bundle;-><init>()V
    .line 22
    invoke-virtual {p1}, Lcom/quillvault/Envelope;->getMethod()Ljava/lang/String;
    move-result-object v0
    const-string v1, "negotiate"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L65
    .line 23
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 24
    invoke-virtual {p1}, Lcom/quillvault/Envelope;->getRequestId()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L63
    move-object v6, v0
    .line 54
    const/4 v7, 0x0
    .line 24
    const-string v1, "request_id"
    invoke-virtual {v4, v1, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L65
:L63
:L65
    .line 26
    move-object v5, p0
    .line 27
    instance-of v0, v5, Lcom/quillvault/Outcome$Ok;
    if-eqz v0, :L113
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "kind"
    const-string v3, "inline"
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    move-object v3, p0
    check-cast v3, Lcom/quillvault/Outcome$Ok;
    invoke-virtual {v3}, Lcom/quillvault/Outcome$Ok;->getValue()Lorg/json/JSONObject;
    move-result-object v3
    const-string v2, "value"
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v4, v1}, Lcom/quillvault/OutcomeKt;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)V
    goto/16 :L305
:L113
    .line 28
    instance-of v0, v5, Lcom/quillvault/Outcome$Info;
    if-eqz v0, :L134
    move-object v1, p0
    check-cast v1, Lcom/quillvault/Outcome$Info;
    invoke-virtual {v1}, Lcom/quillvault/Outcome$Info;->getData()Lorg/json/JSONObject;
    move-result-object v1
    invoke-static {v4, v1}, Lcom/quillvault/OutcomeKt;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)V
    goto/16 :L305
:L134
    .line 29
    instance-of v0, v5, Lcom/quillvault/Outcome$Failed;
    if-eqz v0, :L178
    move-object v1, p0
    check-cast v1, Lcom/quillvault/Outcome$Failed;
    invoke-virtual {v1}, Lcom/quillvault/Outcome$Failed;->getFault()Lcom/quillvault/Fault;
    move-result-object v1
    invoke-virtual {v1}, Lcom/quillvault/Fault;->getCode()Ljava/lang/String;
    move-result-object v1
    move-object v2, p0
    check-cast v2, Lcom/quillvault/Outcome$Failed;
    invoke-virtual {v2}, Lcom/quillvault/Outcome$Failed;->getFault()Lcom/quillvault/Fault;
    move-result-object v2
    invoke-virtual {v2}, Lcom/quillvault/Fault;->getText()Ljava/lang/String;
    move-result-object v2
    move-object v3, p0
    check-cast v3, Lcom/quillvault/Outcome$Failed;
    invoke-virtual {v3}, Lcom/quillvault/Outcome$Failed;->getFault()Lcom/quillvault/Fault;
    move-result-object v3
    invoke-virtual {v3}, Lcom/quillvault/Fault;->getRetryable()Z
    move-result v3
    invoke-static {v4, v1, v2, v3}, Lcom/quillvault/OutcomeKt;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V
    goto :L305
:L178
    .line 30
    instance-of v0, v5, Lcom/quillvault/Outcome$NeedsUser;
    if-eqz v0, :L231
    .line 31
    move-object v2, p0
    check-cast v2, Lcom/quillvault/Outcome$NeedsUser;
    invoke-virtual {v2}, Lcom/quillvault/Outcome$NeedsUser;->getPrompt()Ljava/lang/String;
    move-result-object v2
    const-string v1, "USER_ACTION_REQUIRED"
    const/4 v3, 0x0
    invoke-static {v4, v1, v2, v3}, Lcom/quillvault/OutcomeKt;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V
    .line 32
    move-object v2, p0
    check-cast v2, Lcom/quillvault/Outcome$NeedsUser;
    invoke-virtual {v2}, Lcom/quillvault/Outcome$NeedsUser;->getResolution()Landroid/app/PendingIntent;
    move-result-object v2
    check-cast v2, Landroid/os/Parcelable;
    const-string v1, "resolution"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 33
    move-object v2, p0
    check-cast v2, Lcom/quillvault/Outcome$NeedsUser;
    invoke-virtual {v2}, Lcom/quillvault/Outcome$NeedsUser;->getToken()Ljava/lang/String;
    move-result-object v2
    const-string v1, "resume_token"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L305
:L231
    .line 35
    sget-object v1, Lcom/quillvault/Outcome$Cancelled;->INSTANCE:Lcom/quillvault/Outcome$Cancelled;
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L253
    const-string v1, "USER_CANCELLED"
    const-string v2, "The request was not confirmed"
    const/4 v3, 0x0
    invoke-static {v4, v1, v2, v3}, Lcom/quillvault/OutcomeKt;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V
    goto :L305
:L253
    .line 36
    sget-object v1, Lcom/quillvault/Outcome$NoSession;->INSTANCE:Lcom/quillvault/Outcome$NoSession;
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L275
    const-string v1, "NEGOTIATION_REQUIRED"
    const-string v2, "Negotiate a session first"
    const/4 v3, 0x1
    invoke-static {v4, v1, v2, v3}, Lcom/quillvault/OutcomeKt;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V
    goto :L305
:L275
    .line 37
    sget-object v1, Lcom/quillvault/Outcome$UnknownMethod;->INSTANCE:Lcom/quillvault/Outcome$UnknownMethod;
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L297
    const-string v1, "METHOD_NOT_FOUND"
    const-string v2, "No such method"
    const/4 v3, 0x0
    invoke-static {v4, v1, v2, v3}, Lcom/quillvault/OutcomeKt;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V
    goto :L305
:L297
    .line 26
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L305
    .line 39
    return-object v4
.end method

.method private static final success(Landroid/os/Bundle;Lorg/json/JSONObject;)V
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
