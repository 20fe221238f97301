# Java sketch (AuthReplies.java), javac + D8: one helper answers both protocol versions.
#   final class AuthReplies {                                                               // 9
#       static Bundle authRequired(Context ctx, Bundle request, String resumeToken) {        // 10
#           PendingIntent pi = PendingIntent.getActivity(ctx, 0,                             // 11
#                   new Intent(ctx, LinkActivity.class), PendingIntent.FLAG_IMMUTABLE);
#           Bundle b = new Bundle();                                                         // 12
#           b.putString("status", "error");                                                  // 13
#           b.putString("error_code", "AUTH_REQUIRED");                                      // 14
#           if (request.getInt("protocol_version", 1) >= 2) {                                // 15
#               b.putParcelable("resolution", pi);                                           // 16
#               b.putString("resume_token", resumeToken);                                    // 17
#           } else {
#               b.putParcelable("authorize_intent", pi);                                     // 19
#           }
#           return b;                                                                        // 21
#       }
#   }
.class final Lcom/example/r13d/AuthReplies;
.super Ljava/lang/Object;
.source "AuthReplies.java"

# near miss CETP509 (line 19): authorize_intent only on the v1 branch of a dual-stack provider
# (the v2 keys go on the same Bundle on the other side of the protocol_version branch)
.method static authRequired(Landroid/content/Context;Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    .locals 4
    .line 11
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r13d/LinkActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v1, 0x0
    const/high16 v2, 0x4000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    .line 12
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 13
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 14
    const-string v1, "error_code"
    const-string v2, "AUTH_REQUIRED"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 15
    const-string v1, "protocol_version"
    const/4 v2, 0x1
    invoke-virtual {p1, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I
    move-result p1
    const/4 v1, 0x2
    if-lt p1, v1, :cond_0
    .line 16
    const-string p1, "resolution"
    invoke-virtual {v0, p1, p0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 17
    const-string p0, "resume_token"
    invoke-virtual {v0, p0, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :goto_0
    .line 19
    :cond_0
    const-string p1, "authorize_intent"
    invoke-virtual {v0, p1, p0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 21
    :goto_0
    return-object v0
.end method
