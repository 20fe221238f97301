.class public final Lcom/tidelog/ToolKt;
.super Ljava/lang/Object;
.source "Tool.kt"


.method public static final getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3
    const-string v1, "<this>"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    const-string v1, "tool_name"
    invoke-virtual {v2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final argString(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    const-string v1, "<this>"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "key"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v4, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L29
    const-string v2, "{}"
    :L29
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "optString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public static final argFlag(Landroid/os/Bundle;Ljava/lang/String;)Z
    .registers 6
    const-string v1, "<this>"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "key"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v4, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L29
    const-string v2, "{}"
    :L29
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, v5}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

.method public static final toBundle(Lcom/tidelog/ToolResult;)Landroid/os/Bundle;
    .registers 9
    const-string v1, "<this>"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    move-object v5, v4
    const/4 v0, 0x0
    move v6, v0
    .line 23
    move-object v7, v8
    .line 24
    instance-of v0, v7, Lcom/tidelog/ToolResult$Ok;
    if-eqz v0, :L76
    .line 25
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 26
    const-string v1, "data"
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"kind\":\"inline\",\"value\":"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    check-cast v8, Lcom/tidelog/ToolResult$Ok;
    invoke-virtual {v8}, Lcom/tidelog/ToolResult$Ok;->getJson()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    const/16 v3, 0x7d
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L250
    :L76
    .line 28
    instance-of v0, v7, Lcom/tidelog/ToolResult$Failed;
    if-eqz v0, :L121
    .line 29
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 30
    const-string v1, "error_code"
    check-cast v8, Lcom/tidelog/ToolResult$Failed;
    invoke-virtual {v8}, Lcom/tidelog/ToolResult$Failed;->getCode()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 31
    const-string v1, "error_message"
    check-cast v8, Lcom/tidelog/ToolResult$Failed;
    invoke-virtual {v8}, Lcom/tidelog/ToolResult$Failed;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L250
    :L121
    .line 33
    instance-of v0, v7, Lcom/tidelog/ToolResult$NeedsUser;
    if-eqz v0, :L185
    .line 34
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 35
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 36
    const-string v1, "error_message"
    const-string v2, "confirm on the TideLog screen"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 37
    const-string v1, "resolution"
    check-cast v8, Lcom/tidelog/ToolResult$NeedsUser;
    invoke-virtual {v8}, Lcom/tidelog/ToolResult$NeedsUser;->getResolution()Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 38
    const-string v1, "resume_token"
    check-cast v8, Lcom/tidelog/ToolResult$NeedsUser;
    invoke-virtual {v8}, Lcom/tidelog/ToolResult$NeedsUser;->getResumeToken()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L250
    :L185
    .line 40
    instance-of v0, v7, Lcom/tidelog/ToolResult$FileOut;
    if-eqz v0, :L220
    .line 41
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 42
    const-string v1, "result_fd"
    check-cast v8, Lcom/tidelog/ToolResult$FileOut;
    invoke-virtual {v8}, Lcom/tidelog/ToolResult$FileOut;->getFd()Landroid/os/ParcelFileDescriptor;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    goto :L250
    :L220
    .line 44
    sget-object v1, Lcom/tidelog/ToolResult$Proceed;->INSTANCE:Lcom/tidelog/ToolResult$Proceed;
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L242
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L250
    :L242
    .line 23
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L250
    .line 46
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 47
    nop
    .line 22
    .line 47
    return-object v4
.end method

