.class public final Lcom/example/r17s/ConfirmsKt;
.super Ljava/lang/Object;
.source "Confirms.kt"

.method public static final confirm(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    const-string v0, "pi"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v1, v0
    const/4 v2, 0x0
    .line 8
    const-string v3, "status"
    const-string v4, "error"
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 9
    const-string v3, "error_code"
    const-string v4, "USER_ACTION_REQUIRED"
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 10
    const-string v3, "error_message"
    const-string v4, "confirm in the app"
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 11
    const-string v3, "retryable"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 12
    const-string v3, "protocol_version"
    const/4 v4, 0x2
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 13
    const-string v3, "resolution"
    check-cast p0, Landroid/os/Parcelable;
    invoke-virtual {v1, v3, p0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 14
    const-string v3, "resume_token"
    invoke-virtual {v1, v3, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 7
    return-object v0
.end method
