# Java sketch (MixedProvider.java), javac + D8: the same dual-stack app, but one answer for both versions
# (it also reads no session_token: CETP625 at line 12 is a true positive of the sketch).
#   public class MixedProvider extends ContentProvider {                                     // 9
#       @Override public Bundle call(String method, String arg, Bundle extras) {             // 11
#           if (!"execute_tool".equals(method) || extras == null) return null;               // 12
#           return authRequired(getContext(), UUID.randomUUID().toString());                 // 13
#       }
#       private static Bundle authRequired(Context ctx, String resumeToken) {
#           PendingIntent pi = PendingIntent.getActivity(ctx, 0,                             // 16
#                   new Intent(ctx, LinkActivity.class), PendingIntent.FLAG_IMMUTABLE);
#           Bundle b = new Bundle();                                                         // 17
#           b.putString("status", "error");                                                  // 18
#           b.putString("error_code", "AUTH_REQUIRED");                                      // 19
#           b.putParcelable("resolution", pi);                                               // 20
#           b.putString("resume_token", resumeToken);                                        // 21
#           b.putParcelable("authorize_intent", pi);                                         // 22
#           return b;                                                                        // 23
#       }
#   }
.class public Lcom/example/r13d/MixedProvider;
.super Landroid/content/ContentProvider;
.source "MixedProvider.java"

.method public constructor <init>()V
    .locals 0
    .line 9
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 1
    .line 12
    const-string p2, "execute_tool"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    const/4 p2, 0x0
    if-eqz p1, :cond_ret
    if-nez p3, :cond_0
    goto :cond_ret
    :cond_0
    .line 13
    invoke-virtual {p0}, Lcom/example/r13d/MixedProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object p2
    invoke-virtual {p2}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-static {p1, p2}, Lcom/example/r13d/MixedProvider;->authRequired(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_ret
    return-object p2
.end method

# true positive CETP509 (line 22): authorize_intent goes on the same Bundle as resolution and resume_token
.method private static authRequired(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;
    .locals 4
    .line 16
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r13d/LinkActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v1, 0x0
    const/high16 v2, 0x4000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    .line 17
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 18
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    const-string v1, "error_code"
    const-string v2, "AUTH_REQUIRED"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 20
    const-string v1, "resolution"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 21
    const-string v1, "resume_token"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 22
    const-string v1, "authorize_intent"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 23
    return-object v0
.end method
