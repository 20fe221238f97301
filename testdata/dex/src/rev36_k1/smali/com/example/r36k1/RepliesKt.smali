.class public final Lcom/example/r36k1/RepliesKt;
.super Ljava/lang/Object;
.source "Replies.kt"


.method public static final ok(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    const-string v0, "json"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const/4 v1, 0x0
    .line 8
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 9
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 10
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "{\"kind\":\"inline\",\"value\":"
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    const/16 v1, 0x7d
    invoke-virtual {p0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    const-string v1, "data"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 7
    return-object v0
.end method

.method public static final fail(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    .registers 6
    const-string v0, "code"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const/4 v1, 0x0
    .line 14
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 15
    const-string v1, "error_code"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 16
    const-string p0, "error_message"
    invoke-virtual {v0, p0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 17
    const-string p0, "retryable"
    invoke-virtual {v0, p0, p2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 18
    const-string p0, "protocol_version"
    const/4 p1, 0x2
    invoke-virtual {v0, p0, p1}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 13
    return-object v0
.end method

.method public static synthetic fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    .registers 5
    .line 13
    and-int/lit8 p3, p3, 0x4
    if-eqz p3, :cond_0
    const/4 p2, 0x0
    :cond_0
    invoke-static {p0, p1, p2}, Lcom/example/r36k1/RepliesKt;->fail(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method
