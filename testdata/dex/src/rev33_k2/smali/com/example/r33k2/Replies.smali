.class public interface abstract Lcom/example/r33k2/Replies;
.super Ljava/lang/Object;
.source "Replies.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r33k2/Replies$DefaultImpls;
    }
.end annotation

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nReplies.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Replies.kt\ncom/example/r33k2/Replies\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,26:1\n1#2:27\n*E\n"
.end annotation

.method public static synthetic access$error$jd(Lcom/example/r33k2/Replies;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3
    .line 8
    invoke-super {p0, p1, p2}, Lcom/example/r33k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public static synthetic access$needsUser$jd(Lcom/example/r33k2/Replies;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3
    .line 8
    invoke-super {p0, p1, p2}, Lcom/example/r33k2/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public static synthetic access$success$jd(Lcom/example/r33k2/Replies;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 2
    .line 8
    invoke-super {p0, p1}, Lcom/example/r33k2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    const-string v0, "code"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const/4 v1, 0x0
    .line 16
    const-string v2, "status"
    const-string v3, "error"
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 17
    const-string v2, "error_code"
    invoke-virtual {v0, v2, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 18
    const-string v2, "error_message"
    invoke-virtual {v0, v2, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    const-string v2, "retryable"
    const-string v3, "UNAVAILABLE"
    invoke-static {p1, v3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 20
    const-string v2, "protocol_version"
    const/4 v3, 0x2
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 21
    nop
    .line 15
    return-object v0
.end method

.method public needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    const-string v0, "resolution"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    const-string v0, "USER_ACTION_REQUIRED"
    invoke-interface {p0, v0, p2}, Lcom/example/r33k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p2
    move-object v0, p2
    .local v0, "$this$needsUser_u24lambda_u242":Landroid/os/Bundle;
    const/4 v1, 0x0
    .line 27
    .local v1, "$i$a$-apply-Replies$needsUser$1":I
    .line 24
    const-string v2, "resolution"
    check-cast p1, Landroid/os/Parcelable;
    invoke-virtual {v0, v2, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    nop
    .end local v0    # "$this$needsUser_u24lambda_u242":Landroid/os/Bundle;
    .end local v1    # "$i$a$-apply-Replies$needsUser$1":I
    return-object p2
.end method

.method public success(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    const-string v0, "json"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const/4 v1, 0x0
    .line 10
    const-string v2, "status"
    const-string v3, "success"
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 11
    const-string v2, "protocol_version"
    const/4 v3, 0x2
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 12
    const-string v2, "data"
    invoke-virtual {v0, v2, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 13
    nop
    .line 9
    return-object v0
.end method
