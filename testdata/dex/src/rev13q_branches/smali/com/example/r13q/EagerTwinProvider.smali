# Java sketch (EagerTwinProvider.java), javac + D8: both call() overloads overridden; the API 29 one
# writes preferences itself before it forwards, the 3-argument one checks the deadline first.
#   public class EagerTwinProvider extends ContentProvider {                                  // 9
#       @Override public Bundle call(String authority, String method, String arg, Bundle extras) { // 11
#           getContext().getSharedPreferences("t", 0).edit().putString("via", authority).apply(); // 12
#           return call(method, arg, extras);                                                  // 13
#       }
#       @Override public Bundle call(String method, String arg, Bundle extras) {               // 16
#           if (!"execute_tool".equals(method) || extras == null) return null;                 // 17
#           if (extras.getString("session_token") == null) return null;                        // 18
#           if (extras.getLong("deadline_at_ms") < System.currentTimeMillis()) return null;    // 19
#           getContext().getSharedPreferences("t", 0).edit()                                   // 20
#                   .putString("last", extras.getString("args")).apply();
#           return new Bundle();                                                               // 21
#       }
#   }
.class public Lcom/example/r13q/EagerTwinProvider;
.super Landroid/content/ContentProvider;
.source "EagerTwinProvider.java"

.method public constructor <init>()V
    .locals 0
    .line 9
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

# true positive CETP619 (line 12): this overload's own write precedes the forward, so it is
# reported here even though it forwards to the other call()
.method public call(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 2
    .line 12
    invoke-virtual {p0}, Lcom/example/r13q/EagerTwinProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "t"
    const/4 p3, 0x0
    invoke-virtual {v0, v1, p3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const-string v1, "via"
    invoke-interface {v0, v1, p1}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 13
    const/4 p3, 0x0
    invoke-virtual {p0, p2, p3, p4}, Lcom/example/r13q/EagerTwinProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

# near miss CETP619: the deadline is read (line 19) before the write (line 20)
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4
    .line 17
    const-string p2, "execute_tool"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    const/4 p2, 0x0
    if-eqz p1, :cond_ret
    if-nez p3, :cond_0
    goto :cond_ret
    :cond_0
    .line 18
    const-string p1, "session_token"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_1
    return-object p2
    :cond_1
    .line 19
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gez p1, :cond_2
    return-object p2
    :cond_2
    .line 20
    invoke-virtual {p0}, Lcom/example/r13q/EagerTwinProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    const-string p2, "t"
    const/4 v0, 0x0
    invoke-virtual {p1, p2, v0}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    const-string p2, "args"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    const-string v0, "last"
    invoke-interface {p1, v0, p2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 21
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
    :cond_ret
    return-object p2
.end method
