# Java sketch (BaseToolProvider.java), a library-style base in the app, javac + D8:
#   public abstract class BaseToolProvider extends ContentProvider {                     // 8
#       protected abstract Bundle onExecute(String tool, String args);                    // 9
#       @Override public final Bundle call(String method, String arg, Bundle extras) {    // 11
#           if (!"execute_tool".equals(method) || extras == null) return null;            // 12
#           if (extras.getString("session_token") == null) return null;                   // 13
#           if (extras.getLong("deadline_at_ms") < System.currentTimeMillis()) return null; // 14
#           return onExecute(extras.getString("tool_name"), extras.getString("args"));     // 15
#       }
#   }
.class public abstract Lcom/example/r13/BaseToolProvider;
.super Landroid/content/ContentProvider;
.source "BaseToolProvider.java"

.method public constructor <init>()V
    .locals 0
    .line 8
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method protected abstract onExecute(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
.end method

.method public final call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4
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
    const-string p1, "session_token"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_1
    return-object p2
    :cond_1
    .line 14
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gez p1, :cond_2
    return-object p2
    :cond_2
    .line 15
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string p2, "args"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p0, p1, p2}, Lcom/example/r13/BaseToolProvider;->onExecute(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_ret
    return-object p2
.end method
