.class public final Lcom/plotshare/garden/EnvelopesKt;
.super Ljava/lang/Object;
.source "Envelopes.kt"


.method public static final getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3
    const-string v1, "<this>"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    const-string v1, "tool_name"
    invoke-virtual {v2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L19
    const-string v0, ""
    :L19
    .line 7
    return-object v0
.end method

.method public static final getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3
    const-string v1, "<this>"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    const-string v1, "session_token"
    invoke-virtual {v2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final getDeadlineAt(Landroid/os/Bundle;)J
    .registers 3
    const-string v1, "<this>"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    const-string v1, "deadline_at_ms"
    invoke-virtual {v2, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    return-wide v0
.end method

.method public static final getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3
    const-string v1, "<this>"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    const-string v1, "resume_token"
    invoke-virtual {v2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    .registers 5
    const-string v1, "<this>"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v4, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L23
    const-string v2, "{}"
    :L23
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final plotId(Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 4
    const-string v1, "<this>"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    const-string v1, "plot_id"
    invoke-virtual {v3, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "getString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v0
    .line 13
    return-object v0
.end method

.method public static final okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9
    const-string v1, "value"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    move-object v6, v5
    const/4 v0, 0x0
    move v7, v0
    .line 16
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 17
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 18
    const-string v1, "data"
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"kind\":\"inline\",\"value\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    nop
    .line 15
    .line 19
    return-object v5
.end method

.method public static final fileBundle(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    .registers 7
    const-string v1, "fd"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    move-object v4, v3
    const/4 v0, 0x0
    move v5, v0
    .line 22
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 23
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 24
    const-string v1, "data"
    const-string v2, "{\"kind\":\"file\",\"media_type\":\"image/jpeg\"}"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 25
    const-string v1, "result_fd"
    check-cast v6, Landroid/os/Parcelable;
    invoke-virtual {v4, v1, v6}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 26
    nop
    .line 21
    .line 26
    return-object v3
.end method

.method public static final errorBundle(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    .registers 9
    const-string v1, "code"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "message"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    move-object v4, v3
    const/4 v0, 0x0
    move v5, v0
    .line 29
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 30
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 31
    const-string v1, "error_code"
    invoke-virtual {v4, v1, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 32
    const-string v1, "error_message"
    invoke-virtual {v4, v1, v7}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 33
    const-string v1, "retryable"
    invoke-virtual {v4, v1, v8}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 34
    nop
    .line 28
    .line 34
    return-object v3
.end method

.method public static synthetic errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    .registers 7
    .line 28
    const/4 v1, 0x4
    and-int v0, v5, v1
    if-eqz v0, :L8
    const/4 v0, 0x0
    move v4, v0
    :L8
    invoke-static {v2, v3, v4}, Lcom/plotshare/garden/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

