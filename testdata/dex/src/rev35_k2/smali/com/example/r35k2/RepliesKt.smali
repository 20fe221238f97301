.class public final Lcom/example/r35k2/RepliesKt;
.super Ljava/lang/Object;
.source "Replies.kt"

.field public static final KEY_RESULT_FD:Ljava/lang/String; = "result_fd"

.method public static final errorReply(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    .registers 6
    const-string v0, "code"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 21
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 22
    const-string v1, "error_code"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 23
    const-string p0, "error_message"
    invoke-virtual {v0, p0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 24
    const-string p0, "retryable"
    invoke-virtual {v0, p0, p2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 25
    const-string p0, "protocol_version"
    const/4 p1, 0x2
    invoke-virtual {v0, p0, p1}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 20
    return-object v0
.end method

.method public static final fileReply(J)Landroid/os/Bundle;
    .registers 5
    .line 34
    const-string v0, "null"
    invoke-static {v0}, Lcom/example/r35k2/RepliesKt;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 35
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"kind\":\"file\",\"media_type\":\"application/pdf\",\"size_bytes\":"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, p0, p1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const/16 p0, 0x7d
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    const-string p1, "data"
    invoke-virtual {v0, p1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 34
    return-object v0
.end method

.method public static final needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8
    const-string v0, "resolution"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "resumeToken"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    new-instance v0, Lcom/example/r35k2/Failure$Refused;
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "confirm in Pawprint"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/example/r35k2/Failure$Refused;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/example/r35k2/Failure;
    invoke-static {v0}, Lcom/example/r35k2/RepliesKt;->toBundle(Lcom/example/r35k2/Failure;)Landroid/os/Bundle;
    move-result-object v0
    .line 40
    const-string v1, "resolution"
    check-cast p0, Landroid/os/Parcelable;
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 41
    const-string p0, "resume_token"
    invoke-virtual {v0, p0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 39
    return-object v0
.end method

.method public static final success(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4
    const-string v0, "json"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 29
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 30
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 31
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"kind\":\"inline\",\"value\":"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/16 p0, 0x7d
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    const-string v1, "data"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 28
    return-object v0
.end method

.method public static final toBundle(Lcom/example/r35k2/Failure;)Landroid/os/Bundle;
    .registers 4
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    instance-of v0, p0, Lcom/example/r35k2/Failure$Refused;
    if-eqz v0, :cond_crashed
    move-object v0, p0
    check-cast v0, Lcom/example/r35k2/Failure$Refused;
    invoke-virtual {v0}, Lcom/example/r35k2/Failure$Refused;->getCode()Ljava/lang/String;
    move-result-object v0
    move-object v1, p0
    check-cast v1, Lcom/example/r35k2/Failure$Refused;
    invoke-virtual {v1}, Lcom/example/r35k2/Failure$Refused;->getDetail()Ljava/lang/String;
    move-result-object v1
    check-cast p0, Lcom/example/r35k2/Failure$Refused;
    invoke-virtual {p0}, Lcom/example/r35k2/Failure$Refused;->getRetryable()Z
    move-result p0
    invoke-static {v0, v1, p0}, Lcom/example/r35k2/RepliesKt;->errorReply(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object p0
    goto :goto_ret

    .line 17
    :cond_crashed
    instance-of v0, p0, Lcom/example/r35k2/Failure$Crashed;
    if-eqz v0, :cond_nomatch
    check-cast p0, Lcom/example/r35k2/Failure$Crashed;
    invoke-virtual {p0}, Lcom/example/r35k2/Failure$Crashed;->getCause()Ljava/lang/Throwable;
    move-result-object p0
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "record store failed: "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    const-string v0, "INTERNAL_ERROR"
    const/4 v1, 0x0
    invoke-static {v0, p0, v1}, Lcom/example/r35k2/RepliesKt;->errorReply(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object p0

    .line 18
    :goto_ret
    return-object p0

    .line 15
    :cond_nomatch
    new-instance p0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {p0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw p0
.end method
