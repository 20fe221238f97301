# R8 output (-repackageclasses '', -allowaccessmodification) of Sessions.java:
#   final class Sessions {
#       static boolean present(Bundle extras) {                                             // 8
#           return extras.getString("session_token") != null;                               // 9
#       }
#   }
.class public final La;
.super Ljava/lang/Object;
.source "SourceFile"

.method public static a(Landroid/os/Bundle;)Z
    .locals 1
    .line 9
    const-string v0, "session_token"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    if-eqz p0, :cond_0
    const/4 p0, 0x1
    goto :goto_0
    :cond_0
    const/4 p0, 0x0
    :goto_0
    return p0
.end method
