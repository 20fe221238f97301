# Java sketch (PluginProvider.java), javac + D8: the handler class is loaded by name.
#   public class PluginProvider extends ContentProvider {                                 // 8
#       @Override public Bundle call(String method, String arg, Bundle extras) {          // 13
#           if (!"execute_tool".equals(method) || extras == null) return null;            // 14
#           if (extras.getString("session_token") == null) return null;                   // 15
#           if (extras.getLong("deadline_at_ms") < System.currentTimeMillis()) return null; // 16
#           String tool = extras.getString("tool_name"), args = extras.getString("args");  // 17
#           try {
#               Plugin p = (Plugin) Class.forName("com.example.r13.ShellPlugin")           // 18
#                       .getDeclaredConstructor().newInstance();
#               return p.run(tool, args);                                                  // 19
#           } catch (ReflectiveOperationException e) { return null; }                      // 20
#       }
#   }
.class public Lcom/example/r13/PluginProvider;
.super Landroid/content/ContentProvider;
.source "PluginProvider.java"

.method public constructor <init>()V
    .locals 0
    .line 8
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4
    .line 14
    const-string p2, "execute_tool"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    const/4 p2, 0x0
    if-eqz p1, :cond_ret
    if-nez p3, :cond_0
    goto :cond_ret
    :cond_0
    .line 15
    const-string p1, "session_token"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_1
    return-object p2
    :cond_1
    .line 16
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gez p1, :cond_2
    return-object p2
    :cond_2
    .line 17
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string p2, "args"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    .line 18
    :try_start_0
    const-string p3, "com.example.r13.ShellPlugin"
    invoke-static {p3}, Ljava/lang/Class;->forName(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object p3
    const/4 v0, 0x0
    new-array v1, v0, [Ljava/lang/Class;
    invoke-virtual {p3, v1}, Ljava/lang/Class;->getDeclaredConstructor([Ljava/lang/Class;)Ljava/lang/reflect/Constructor;
    move-result-object p3
    new-array v0, v0, [Ljava/lang/Object;
    invoke-virtual {p3, v0}, Ljava/lang/reflect/Constructor;->newInstance([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p3
    check-cast p3, Lcom/example/r13/Plugin;
    .line 19
    invoke-interface {p3, p1, p2}, Lcom/example/r13/Plugin;->run(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catch Ljava/lang/ReflectiveOperationException; {:try_start_0 .. :try_end_0} :catch_0
    return-object p1
    :catch_0
    .line 20
    const/4 p1, 0x0
    return-object p1
    :cond_ret
    return-object p2
.end method
