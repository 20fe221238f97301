# Java sketch (ToolProvider.java), javac + D8: the resolution opens an activity-alias.
#   public class ToolProvider extends ContentProvider {                                        // 10
#       @Override public Bundle call(String method, String arg, Bundle extras) {               // 12
#           if (!"execute_tool".equals(method) || extras == null) return null;                 // 13
#           if (extras.getString("session_token") == null) return null;                        // 14
#           if (extras.getLong("deadline_at_ms") < System.currentTimeMillis()) return null;    // 15
#           if (Binder.getCallingUid() == Process.myUid()) return new Bundle();                // 16
#           Intent i = new Intent().setClassName(getContext(), "com.example.r13a.ConfirmAlias"); // 17
#           PendingIntent pi = PendingIntent.getActivity(getContext(), 0, i,                  // 18
#                   PendingIntent.FLAG_IMMUTABLE);
#           Bundle b = new Bundle();                                                           // 19
#           b.putString("status", "error");                                                    // 20
#           b.putString("error_code", "USER_ACTION_REQUIRED");                                 // 21
#           b.putParcelable("resolution", pi);                                                 // 22
#           b.putString("resume_token", UUID.randomUUID().toString());                         // 23
#           return b;                                                                          // 24
#       }
#   }
.class public Lcom/example/r13a/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.method public constructor <init>()V
    .locals 0
    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

# near miss CETP615 (line 17): the alias is declared. near miss CETP623 (line 18): the alias's
# targetActivity, ConfirmActivity, calls setResult and finish
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4
    .line 13
    const-string p2, "execute_tool"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    const/4 p2, 0x0
    if-eqz p1, :cond_ret
    if-nez p3, :cond_0
    goto :cond_ret
    :cond_0
    .line 14
    const-string p1, "session_token"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_1
    return-object p2
    :cond_1
    .line 15
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gez p1, :cond_2
    return-object p2
    :cond_2
    .line 16
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p1
    invoke-static {}, Landroid/os/Process;->myUid()I
    move-result p3
    if-ne p1, p3, :cond_3
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
    :cond_3
    .line 17
    new-instance p1, Landroid/content/Intent;
    invoke-direct {p1}, Landroid/content/Intent;-><init>()V
    invoke-virtual {p0}, Lcom/example/r13a/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object p2
    const-string p3, "com.example.r13a.ConfirmAlias"
    invoke-virtual {p1, p2, p3}, Landroid/content/Intent;->setClassName(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p1
    .line 18
    invoke-virtual {p0}, Lcom/example/r13a/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object p2
    const/4 p3, 0x0
    const/high16 v0, 0x4000000
    invoke-static {p2, p3, p1, v0}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    .line 19
    new-instance p2, Landroid/os/Bundle;
    invoke-direct {p2}, Landroid/os/Bundle;-><init>()V
    .line 20
    const-string p3, "status"
    const-string v0, "error"
    invoke-virtual {p2, p3, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 21
    const-string p3, "error_code"
    const-string v0, "USER_ACTION_REQUIRED"
    invoke-virtual {p2, p3, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 22
    const-string p3, "resolution"
    invoke-virtual {p2, p3, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 23
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object p1
    invoke-virtual {p1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object p1
    const-string p3, "resume_token"
    invoke-virtual {p2, p3, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 24
    return-object p2
    :cond_ret
    return-object p2
.end method
