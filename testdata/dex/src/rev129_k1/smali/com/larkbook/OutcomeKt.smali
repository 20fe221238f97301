.class public final Lcom/larkbook/OutcomeKt;
.super Ljava/lang/Object;
.source "Outcome.kt"

# direct methods
.method public static final invalid(Ljava/lang/String;)Lcom/larkbook/Outcome;
    .registers 9
    const-string v1, "text"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    new-instance v0, Lcom/larkbook/Outcome$Failed;
    new-instance v2, Lcom/larkbook/Fault;
    move-object v4, p0
    const-string v3, "INVALID_ARGS"
    const/4 v5, 0x0
    const/4 v6, 0x4
    const/4 v7, 0x0
    invoke-direct/range {v2 .. v7}, Lcom/larkbook/Fault;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-direct {v0, v2}, Lcom/larkbook/Outcome$Failed;-><init>(Lcom/larkbook/Fault;)V
    check-cast v0, Lcom/larkbook/Outcome;
    return-object v0
.end method

.method public static final render(Lcom/larkbook/Outcome;Lcom/larkbook/Envelope;)Landroid/os/Bundle;
    .registers 10
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "env"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    move-object v2, p1
    const/4 v3, 0x0
    .line 56
    new-instance v4, Lcom/larkbook/ReplySpec;
    invoke-direct {v4, v2}, Lcom/larkbook/ReplySpec;-><init>(Lcom/larkbook/Envelope;)V
    move-object v5, v4
    const/4 v6, 0x0
    .line 22
    move-object v7, p0
    .line 23
    instance-of v0, v7, Lcom/larkbook/Outcome$Done;
    if-eqz v0, :L60
    move-object v1, v7
    check-cast v1, Lcom/larkbook/Outcome$Done;
    invoke-virtual {v1}, Lcom/larkbook/Outcome$Done;->getValue()Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v5, v1}, Lcom/larkbook/ReplySpec;->inline(Lorg/json/JSONObject;)V
    goto :L234
:L60
    .line 24
    instance-of v0, v7, Lcom/larkbook/Outcome$Info;
    if-eqz v0, :L84
    move-object v1, v7
    check-cast v1, Lcom/larkbook/Outcome$Info;
    invoke-virtual {v1}, Lcom/larkbook/Outcome$Info;->getData()Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v5, v1}, Lcom/larkbook/ReplySpec;->success(Lorg/json/JSONObject;)V
    goto :L234
:L84
    .line 25
    instance-of v0, v7, Lcom/larkbook/Outcome$Failed;
    if-eqz v0, :L107
    new-instance v1, Lcom/larkbook/OutcomeKt$$ExternalSyntheticLambda0;
    invoke-direct {v1, v7}, Lcom/larkbook/OutcomeKt$$ExternalSyntheticLambda0;-><init>(Lcom/larkbook/Outcome;)V
    invoke-virtual {v5, v1}, Lcom/larkbook/ReplySpec;->error(Lkotlin/jvm/functions/Function1;)V
    goto :L234
:L107
    .line 30
    instance-of v0, v7, Lcom/larkbook/Outcome$NeedsUser;
    if-eqz v0, :L130
    new-instance v1, Lcom/larkbook/OutcomeKt$$ExternalSyntheticLambda1;
    invoke-direct {v1, v7}, Lcom/larkbook/OutcomeKt$$ExternalSyntheticLambda1;-><init>(Lcom/larkbook/Outcome;)V
    invoke-virtual {v5, v1}, Lcom/larkbook/ReplySpec;->error(Lkotlin/jvm/functions/Function1;)V
    goto :L234
:L130
    .line 36
    sget-object v1, Lcom/larkbook/Outcome$Cancelled;->INSTANCE:Lcom/larkbook/Outcome$Cancelled;
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L154
    sget-object v1, Lcom/larkbook/OutcomeKt$$ExternalSyntheticLambda2;->INSTANCE:Lcom/larkbook/OutcomeKt$$ExternalSyntheticLambda2;
    invoke-virtual {v5, v1}, Lcom/larkbook/ReplySpec;->error(Lkotlin/jvm/functions/Function1;)V
    goto :L234
:L154
    .line 40
    sget-object v1, Lcom/larkbook/Outcome$NoSession;->INSTANCE:Lcom/larkbook/Outcome$NoSession;
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L178
    sget-object v1, Lcom/larkbook/OutcomeKt$$ExternalSyntheticLambda3;->INSTANCE:Lcom/larkbook/OutcomeKt$$ExternalSyntheticLambda3;
    invoke-virtual {v5, v1}, Lcom/larkbook/ReplySpec;->error(Lkotlin/jvm/functions/Function1;)V
    goto :L234
:L178
    .line 45
    sget-object v1, Lcom/larkbook/Outcome$UnknownTool;->INSTANCE:Lcom/larkbook/Outcome$UnknownTool;
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L202
    sget-object v1, Lcom/larkbook/OutcomeKt$$ExternalSyntheticLambda4;->INSTANCE:Lcom/larkbook/OutcomeKt$$ExternalSyntheticLambda4;
    invoke-virtual {v5, v1}, Lcom/larkbook/ReplySpec;->error(Lkotlin/jvm/functions/Function1;)V
    goto :L234
:L202
    .line 49
    sget-object v1, Lcom/larkbook/Outcome$UnknownMethod;->INSTANCE:Lcom/larkbook/Outcome$UnknownMethod;
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L226
    sget-object v1, Lcom/larkbook/OutcomeKt$$ExternalSyntheticLambda5;->INSTANCE:Lcom/larkbook/OutcomeKt$$ExternalSyntheticLambda5;
    invoke-virtual {v5, v1}, Lcom/larkbook/ReplySpec;->error(Lkotlin/jvm/functions/Function1;)V
    goto :L234
:L226
    .line 22
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L234
    .line 56
    invoke-virtual {v4}, Lcom/larkbook/ReplySpec;->build()Landroid/os/Bundle;
    move-result-object v0
    .line 54
    return-object v0
.end method

.method public static final render$lambda$0$0(Lcom/larkbook/Outcome;Lcom/larkbook/ErrorSpec;)Lkotlin/Unit;
    .registers 4
    const-string v1, "$this$error"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    move-object v1, p0
    check-cast v1, Lcom/larkbook/Outcome$Failed;
    invoke-virtual {v1}, Lcom/larkbook/Outcome$Failed;->getFault()Lcom/larkbook/Fault;
    move-result-object v1
    invoke-virtual {v1}, Lcom/larkbook/Fault;->getCode()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p1, v1}, Lcom/larkbook/ErrorSpec;->setCode(Ljava/lang/String;)V
    .line 27
    move-object v1, p0
    check-cast v1, Lcom/larkbook/Outcome$Failed;
    invoke-virtual {v1}, Lcom/larkbook/Outcome$Failed;->getFault()Lcom/larkbook/Fault;
    move-result-object v1
    invoke-virtual {v1}, Lcom/larkbook/Fault;->getText()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p1, v1}, Lcom/larkbook/ErrorSpec;->setMessage(Ljava/lang/String;)V
    .line 28
    move-object v1, p0
    check-cast v1, Lcom/larkbook/Outcome$Failed;
    invoke-virtual {v1}, Lcom/larkbook/Outcome$Failed;->getFault()Lcom/larkbook/Fault;
    move-result-object v1
    invoke-virtual {v1}, Lcom/larkbook/Fault;->getRetryable()Z
    move-result v1
    invoke-virtual {p1, v1}, Lcom/larkbook/ErrorSpec;->setRetryable(Z)V
    .line 29
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final render$lambda$0$1(Lcom/larkbook/Outcome;Lcom/larkbook/ErrorSpec;)Lkotlin/Unit;
    .registers 4
    const-string v1, "$this$error"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    const-string v1, "USER_ACTION_REQUIRED"
    invoke-virtual {p1, v1}, Lcom/larkbook/ErrorSpec;->setCode(Ljava/lang/String;)V
    .line 32
    move-object v1, p0
    check-cast v1, Lcom/larkbook/Outcome$NeedsUser;
    invoke-virtual {v1}, Lcom/larkbook/Outcome$NeedsUser;->getPrompt()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p1, v1}, Lcom/larkbook/ErrorSpec;->setMessage(Ljava/lang/String;)V
    .line 33
    move-object v1, p0
    check-cast v1, Lcom/larkbook/Outcome$NeedsUser;
    invoke-virtual {v1}, Lcom/larkbook/Outcome$NeedsUser;->getResolution()Landroid/app/PendingIntent;
    move-result-object v1
    invoke-virtual {p1, v1}, Lcom/larkbook/ErrorSpec;->setResolution(Landroid/app/PendingIntent;)V
    .line 34
    move-object v1, p0
    check-cast v1, Lcom/larkbook/Outcome$NeedsUser;
    invoke-virtual {v1}, Lcom/larkbook/Outcome$NeedsUser;->getToken-tAABGJQ()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p1, v1}, Lcom/larkbook/ErrorSpec;->setResumeToken-x9e-g40(Ljava/lang/String;)V
    .line 35
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final render$lambda$0$2(Lcom/larkbook/ErrorSpec;)Lkotlin/Unit;
    .registers 3
    const-string v1, "$this$error"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    const-string v1, "USER_CANCELLED"
    invoke-virtual {p0, v1}, Lcom/larkbook/ErrorSpec;->setCode(Ljava/lang/String;)V
    .line 38
    const-string v1, "The request was not confirmed"
    invoke-virtual {p0, v1}, Lcom/larkbook/ErrorSpec;->setMessage(Ljava/lang/String;)V
    .line 39
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final render$lambda$0$3(Lcom/larkbook/ErrorSpec;)Lkotlin/Unit;
    .registers 3
    const-string v1, "$this$error"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    const-string v1, "NEGOTIATION_REQUIRED"
    invoke-virtual {p0, v1}, Lcom/larkbook/ErrorSpec;->setCode(Ljava/lang/String;)V
    .line 42
    const-string v1, "Negotiate a session first"
    invoke-virtual {p0, v1}, Lcom/larkbook/ErrorSpec;->setMessage(Ljava/lang/String;)V
    .line 43
    const/4 v1, 0x1
    invoke-virtual {p0, v1}, Lcom/larkbook/ErrorSpec;->setRetryable(Z)V
    .line 44
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final render$lambda$0$4(Lcom/larkbook/ErrorSpec;)Lkotlin/Unit;
    .registers 3
    const-string v1, "$this$error"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
    const-string v1, "TOOL_NOT_FOUND"
    invoke-virtual {p0, v1}, Lcom/larkbook/ErrorSpec;->setCode(Ljava/lang/String;)V
    .line 47
    const-string v1, "No tool of that name here"
    invoke-virtual {p0, v1}, Lcom/larkbook/ErrorSpec;->setMessage(Ljava/lang/String;)V
    .line 48
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final render$lambda$0$5(Lcom/larkbook/ErrorSpec;)Lkotlin/Unit;
    .registers 3
    const-string v1, "$this$error"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    const-string v1, "METHOD_NOT_FOUND"
    invoke-virtual {p0, v1}, Lcom/larkbook/ErrorSpec;->setCode(Ljava/lang/String;)V
    .line 51
    const-string v1, "No such method"
    invoke-virtual {p0, v1}, Lcom/larkbook/ErrorSpec;->setMessage(Ljava/lang/String;)V
    .line 52
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method
