.class public final Lcom/hearthguard/claims/EnvelopesKt;
.super Ljava/lang/Object;
.source "Envelopes.kt"

.method public static final errorBundle(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    .registers 7
    const-string v0, "code"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v1, v0
    .local v1, "$this$errorBundle_u24lambda_u242":Landroid/os/Bundle;
    const/4 v2, 0x0
    .line 22
    .local v2, "$i$a$-apply-EnvelopesKt$errorBundle$1":I
    const-string v3, "status"
    const-string v4, "error"
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 23
    const-string v3, "error_code"
    invoke-virtual {v1, v3, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 24
    const-string p0, "error_message"
    invoke-virtual {v1, p0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 25
    const-string p0, "retryable"
    invoke-virtual {v1, p0, p2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 26
    const-string p0, "protocol_version"
    const/4 p1, 0x2
    invoke-virtual {v1, p0, p1}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 27
    nop
    .end local v1    # "$this$errorBundle_u24lambda_u242":Landroid/os/Bundle;
    .end local v2    # "$i$a$-apply-EnvelopesKt$errorBundle$1":I
    .line 21
    return-object v0
.end method

.method public static synthetic errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    .registers 5
    .line 21
    and-int/lit8 p3, p3, 0x4
    if-eqz p3, :cond_0
    const/4 p2, 0x0
    :cond_0
    invoke-static {p0, p1, p2}, Lcom/hearthguard/claims/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public static final getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    .registers 3
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "args"
    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    if-nez p0, :cond_0
    const-string p0, "{}"
    :cond_0
    invoke-direct {v0, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final getPastDeadline(Landroid/os/Bundle;)Z
    .registers 5
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    const-string v0, "deadline_at_ms"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p0, v0, v2
    if-gtz p0, :cond_0
    const/4 p0, 0x1
    goto :goto_0
    :cond_0
    const/4 p0, 0x0
    :goto_0
    return p0
.end method

.method public static final getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 2
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    const-string v0, "tool_name"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    if-nez p0, :cond_0
    const-string p0, ""
    :cond_0
    return-object p0
.end method

.method public static final okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    const-string v0, "json"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v1, v0
    .local v1, "$this$okBundle_u24lambda_u240":Landroid/os/Bundle;
    const/4 v2, 0x0
    .line 10
    .local v2, "$i$a$-apply-EnvelopesKt$okBundle$1":I
    const-string v3, "status"
    const-string v4, "success"
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 11
    const-string v3, "protocol_version"
    const/4 v4, 0x2
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 12
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"kind\":\"inline\",\"value\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    const/16 v3, 0x7d
    invoke-virtual {p0, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    const-string v3, "data"
    invoke-virtual {v1, v3, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 13
    nop
    .end local v1    # "$this$okBundle_u24lambda_u240":Landroid/os/Bundle;
    .end local v2    # "$i$a$-apply-EnvelopesKt$okBundle$1":I
    .line 9
    return-object v0
.end method

.method public static final okFile(J)Landroid/os/Bundle;
    .registers 7
    .line 15
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v1, v0
    .local v1, "$this$okFile_u24lambda_u241":Landroid/os/Bundle;
    const/4 v2, 0x0
    .line 16
    .local v2, "$i$a$-apply-EnvelopesKt$okFile$1":I
    const-string v3, "status"
    const-string v4, "success"
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 17
    const-string v3, "protocol_version"
    const/4 v4, 0x2
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 18
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"kind\":\"file\",\"media_type\":\"application/json\",\"size_bytes\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3, p0, p1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object p0
    const/16 p1, 0x7d
    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    const-string p1, "data"
    invoke-virtual {v1, p1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    nop
    .end local v1    # "$this$okFile_u24lambda_u241":Landroid/os/Bundle;
    .end local v2    # "$i$a$-apply-EnvelopesKt$okFile$1":I
    .line 15
    return-object v0
.end method

.method public static final text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "key"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    const-string v0, ""
    invoke-virtual {p0, p1, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    const-string p1, "optString(...)"
    invoke-static {p0, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast p0, Ljava/lang/CharSequence;
    invoke-static {p0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method
