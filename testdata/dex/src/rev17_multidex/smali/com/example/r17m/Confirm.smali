.class final Lcom/example/r17m/Confirm;
.super Ljava/lang/Object;
.source "Confirm.java"

.method static error(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4
    .line 8
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm in the app"
    invoke-static {v0, v1}, Lcom/example/r17m/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 9
    const-string v1, "resolution"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 10
    const-string v1, "resume_token"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 11
    return-object v0
.end method
