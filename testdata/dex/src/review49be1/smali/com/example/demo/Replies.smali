# final class Replies {
#   static Bundle error(String code, String msg) {
#     Bundle b = new Bundle(); b.putString("status", "error"); b.putString("error_code", code); b.putString("error_message", msg); return b;
#   }
#   static Bundle needsUser(PendingIntent pi, String resumeToken) {    // USER_ACTION_REQUIRED: the tool runs on resume
#     Bundle b = error("USER_ACTION_REQUIRED", "confirm"); b.putParcelable("resolution", pi); b.putString("resume_token", resumeToken); return b;
#   }
# }
.class final Lcom/example/demo/Replies;
.super Ljava/lang/Object;
.method static error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    const-string v1, "error_code"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    const-string v1, "error_message"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method
.method static needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm"
    invoke-static {v0, v1}, Lcom/example/demo/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "resolution"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    const-string v1, "resume_token"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method
