# Java sketch:
#   final class LegacyErrors {
#       // true positive 509: v1's action string in a v2-only provider's answer
#       static void addHint(Bundle out) {
#           out.putString("authorize_intent", "com.example.pc.action.AUTHORIZE");  // 8
#       }
#       // near miss 509: reading the key from another provider's v1 answer puts nothing
#       static String consumerIntent(Bundle v1Response) {
#           return v1Response == null ? null : v1Response.getString("authorize_intent"); // 12
#       }
#       // true positive 508: AUTH_REQUIRED without resolution or resume_token
#       static Bundle authRequired(String message) {
#           Bundle b = new Bundle();                                       // 20
#           b.putString("status", "error");                                // 21
#           b.putString("error_code", "AUTH_REQUIRED");                    // 22
#           b.putString("error_message", message);                         // 23
#           return b;                                                      // 24
#       }
#       // near miss 508: both keys accompany USER_ACTION_REQUIRED
#       static Bundle userActionRequired(PendingIntent resolution, String resumeToken) {
#           Bundle b = new Bundle();                                       // 30
#           b.putString("status", "error");                                // 31
#           b.putString("error_code", "USER_ACTION_REQUIRED");             // 32
#           b.putParcelable("resolution", resolution);                     // 33
#           b.putString("resume_token", resumeToken);                      // 34
#           return b;                                                      // 35
#       }
#   }
.class final Lcom/example/pc/LegacyErrors;
.super Ljava/lang/Object;
.source "LegacyErrors.java"

# true positive 509
.method static addHint(Landroid/os/Bundle;)V
    .locals 2
    .line 8
    const-string v0, "authorize_intent"
    const-string v1, "com.example.pc.action.AUTHORIZE"
    invoke-virtual {p0, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

# near miss CETP509: reading the key from another provider's v1 answer puts nothing
.method static consumerIntent(Landroid/os/Bundle;)Ljava/lang/String;
    .locals 1
    .line 12
    if-nez p0, :cond_0
    const/4 p0, 0x0
    return-object p0
    :cond_0
    const-string v0, "authorize_intent"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

# true positive 508
.method static authRequired(Ljava/lang/String;)Landroid/os/Bundle;
    .locals 3
    .line 20
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 21
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 22
    const-string v1, "error_code"
    const-string v2, "AUTH_REQUIRED"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 23
    const-string v1, "error_message"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 24
    return-object v0
.end method

# near miss CETP508: both keys accompany USER_ACTION_REQUIRED
.method static userActionRequired(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .locals 3
    .line 30
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 31
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 32
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 33
    const-string v1, "resolution"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 34
    const-string v1, "resume_token"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 35
    return-object v0
.end method
