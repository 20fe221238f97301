# Java sketch (SessionProvider.java), javac 17 + D8:
#   public final class SessionProvider extends ContentProvider {                           // 12
#       @Override public boolean onCreate() { return true; }                         // 14
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           boolean negotiating = "negotiate".equals(method);                        // 17
#           String caller = getCallingPackage();                                     // 18
#           SharedPreferences prefs = getContext().getSharedPreferences("s", 0);     // 19
#           if (negotiating) {                                                       // 20
#               prefs.edit().putString("session", caller).apply();                   // 21
#               return new Bundle();                                                 // 22
#           }
#           if (!"execute_tool".equals(method) || extras == null) return null;       // 24
#           if (extras.getLong("deadline_at_ms") < System.currentTimeMillis()) return null; // 25
#           prefs.edit().putString("last", extras.getString("request_id")).apply(); // 26
#           return new Bundle();                                                     // 27
#       }
#   }
# near miss CETP619: the write at line 21 runs only for negotiate; the comparison is kept
# in a local and tested after other calls (javac keeps it in a register). execute_tool's
# write (line 26) comes after the deadline check.
.class public final Lcom/example/r14s/SessionProvider;
.super Landroid/content/ContentProvider;
.source "SessionProvider.java"

.method public constructor <init>()V
    .registers 1
    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 17
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    .line 18
    invoke-virtual {p0}, Lcom/example/r14s/SessionProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v1
    .line 19
    invoke-virtual {p0}, Lcom/example/r14s/SessionProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    const-string v3, "s"
    const/4 v4, 0x0
    invoke-virtual {v2, v3, v4}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v2
    .line 20
    if-eqz v0, :cond_0
    .line 21
    invoke-interface {v2}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const-string v3, "session"
    invoke-interface {v0, v3, v1}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 22
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
    .line 24
    :cond_0
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    const/4 v1, 0x0
    if-eqz v0, :cond_1
    if-nez p3, :cond_3
    :cond_1
    return-object v1
    :cond_3
    .line 25
    const-string v0, "deadline_at_ms"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    cmp-long v0, v0, v3
    if-gez v0, :cond_2
    const/4 v0, 0x0
    return-object v0
    :cond_2
    .line 26
    invoke-interface {v2}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const-string v1, "last"
    const-string v3, "request_id"
    invoke-virtual {p3, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-interface {v0, v1, v3}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 27
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 14
    const/4 v0, 0x1
    return v0
.end method
