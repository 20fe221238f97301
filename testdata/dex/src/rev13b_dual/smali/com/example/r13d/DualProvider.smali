# Java sketch (DualProvider.java), javac + D8:
#   public class DualProvider extends ContentProvider {                                      // 9
#       @Override public Bundle call(String method, String arg, Bundle extras) {             // 11
#           if (!"execute_tool".equals(method) || extras == null) return null;               // 12
#           if (extras.getInt("protocol_version", 1) >= 2                                    // 13
#                   && extras.getString("session_token") == null) return null;
#           if (Binder.getCallingUid() != Process.myUid()) {                                 // 14
#               return AuthReplies.authRequired(getContext(), extras, UUID.randomUUID().toString()); // 15
#           }
#           return new Bundle();                                                             // 17
#       }
#   }
.class public Lcom/example/r13d/DualProvider;
.super Landroid/content/ContentProvider;
.source "DualProvider.java"

.method public constructor <init>()V
    .locals 0
    .line 9
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 3
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
    const-string p1, "protocol_version"
    const/4 v0, 0x1
    invoke-virtual {p3, p1, v0}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I
    move-result p1
    const/4 v0, 0x2
    if-lt p1, v0, :cond_1
    const-string p1, "session_token"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_1
    return-object p2
    :cond_1
    .line 14
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p1
    invoke-static {}, Landroid/os/Process;->myUid()I
    move-result v0
    if-eq p1, v0, :cond_2
    .line 15
    invoke-virtual {p0}, Lcom/example/r13d/DualProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object p2
    invoke-virtual {p2}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-static {p1, p3, p2}, Lcom/example/r13d/AuthReplies;->authRequired(Landroid/content/Context;Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_2
    .line 17
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
    :cond_ret
    return-object p2
.end method
