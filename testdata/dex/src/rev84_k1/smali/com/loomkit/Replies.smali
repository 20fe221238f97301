.class public interface abstract Lcom/loomkit/Replies;
.super Ljava/lang/Object;
.source "Kit.kt"


.method public ok(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9
    const-string v1, "json"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    move-object v5, v4
    const/4 v0, 0x0
    move v6, v0
    .line 17
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 18
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 19
    const-string v1, "data"
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"kind\":\"inline\",\"value\":"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    const/16 v3, 0x7d
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 20
    nop
    .line 16
    .line 20
    return-object v4
.end method

.method public fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9
    const-string v1, "code"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "message"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    move-object v4, v3
    const/4 v0, 0x0
    move v5, v0
    .line 23
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 24
    const-string v1, "error_code"
    invoke-virtual {v4, v1, v7}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 25
    const-string v1, "error_message"
    invoke-virtual {v4, v1, v8}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 26
    const-string v1, "retryable"
    const/4 v2, 0x0
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 27
    nop
    .line 22
    .line 27
    return-object v3
.end method

.method public needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9
    const-string v1, "resolution"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "resumeToken"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "confirm on the LoomKit screen"
    invoke-interface {v6, v1, v2}, Lcom/loomkit/Replies;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v3, v0
    move-object v4, v3
    const/4 v0, 0x0
    move v5, v0
    .line 31
    const-string v1, "resolution"
    invoke-virtual {v4, v1, v7}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 32
    const-string v1, "resume_token"
    invoke-virtual {v4, v1, v8}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 33
    nop
    .line 30
    .line 33
    return-object v3
.end method

