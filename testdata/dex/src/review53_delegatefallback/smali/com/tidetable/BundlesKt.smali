.class public final Lcom/tidetable/BundlesKt;
.super Ljava/lang/Object;
.source "Bundles.kt"


.method public static final getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3
    const-string v1, "<this>"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    const-string v1, "tool_name"
    invoke-virtual {v2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9
    const-string v1, "json"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    move-object v6, v5
    const/4 v0, 0x0
    move v7, v0
    .line 9
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 10
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 11
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
    .line 12
    nop
    .line 8
    .line 12
    return-object v5
.end method

.method public static final errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8
    const-string v1, "code"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "message"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    move-object v4, v3
    const/4 v0, 0x0
    move v5, v0
    .line 15
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 16
    const-string v1, "error_code"
    invoke-virtual {v4, v1, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 17
    const-string v1, "error_message"
    invoke-virtual {v4, v1, v7}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 18
    const-string v1, "retryable"
    const/4 v2, 0x0
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 19
    nop
    .line 14
    .line 19
    return-object v3
.end method

.method public static final needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    const-string v1, "resolution"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "resumeToken"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm on the TideTable screen"
    invoke-static {v0, v1}, Lcom/tidetable/BundlesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v2, v0
    move-object v3, v2
    const/4 v0, 0x0
    move v4, v0
    .line 23
    const-string v1, "resolution"
    invoke-virtual {v3, v1, v5}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 24
    const-string v1, "resume_token"
    invoke-virtual {v3, v1, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 25
    nop
    .line 22
    .line 25
    return-object v2
.end method

