.class public final Lcom/example/dd8/FailKt;
.super Ljava/lang/Object;
.source "Fail.kt"

.method public static final fail(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    .registers 8
    const-string v0, "code"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v1, v0
    const/4 v2, 0x0
    .local v2, "$i$a$-apply-FailKt$fail$1":I
    .line 10
    const-string v3, "status"
    const-string v4, "error"
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    # true positive CETP508: JobsProvider.purge passes USER_ACTION_REQUIRED through fail$default and returns the bundle as it is
    .line 11
    const-string v3, "error_code"
    invoke-virtual {v1, v3, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 12
    const-string v3, "error_message"
    invoke-virtual {v1, v3, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 13
    const-string v3, "retryable"
    invoke-virtual {v1, v3, p2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 14
    const-string v3, "protocol_version"
    const/4 v4, 0x2
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .end local v2    # "$i$a$-apply-FailKt$fail$1":I
    .line 9
    return-object v0
.end method

.method public static synthetic fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    .registers 5
    .line 8
    and-int/lit8 p4, p3, 0x2
    if-eqz p4, :cond_0
    const-string p1, "internal error"
    :cond_0
    and-int/lit8 p3, p3, 0x4
    if-eqz p3, :cond_1
    const/4 p2, 0x0
    :cond_1
    invoke-static {p0, p1, p2}, Lcom/example/dd8/FailKt;->fail(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public static final deny(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    const-string v0, "code"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 19
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    # near miss CETP508: the one caller of deny$default adds resolution and resume_token to what it returns
    .line 20
    const-string v1, "error_code"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 21
    const-string v1, "error_message"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 18
    return-object v0
.end method

.method public static synthetic deny$default(Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    .registers 4
    .line 17
    and-int/lit8 p2, p2, 0x2
    if-eqz p2, :cond_0
    const-string p1, "confirm in the app"
    :cond_0
    invoke-static {p0, p1}, Lcom/example/dd8/FailKt;->deny(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method
