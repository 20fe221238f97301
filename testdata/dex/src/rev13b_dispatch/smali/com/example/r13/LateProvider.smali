# Java sketch (LateProvider.java), javac + D8: the handler is made in onCreate, not the constructor.
#   public class LateProvider extends ContentProvider {                                   // 8
#       private ToolHandler handler;                                                       // 9
#       @Override public boolean onCreate() {                                              // 10
#           handler = new SqlToolHandler(Db.open(getContext()));                           // 11
#           return true;                                                                   // 12
#       }
#       @Override public Bundle call(String method, String arg, Bundle extras) {          // 13
#           if (!"execute_tool".equals(method) || extras == null) return null;            // 14
#           if (extras.getString("session_token") == null) return null;                   // 15
#           if (extras.getLong("deadline_at_ms") < System.currentTimeMillis()) return null; // 16
#           return handler.handle(extras.getString("tool_name"), extras.getString("args")); // 17
#       }
#   }
.class public Lcom/example/r13/LateProvider;
.super Landroid/content/ContentProvider;
.source "LateProvider.java"

.field private handler:Lcom/example/r13/ToolHandler;

.method public constructor <init>()V
    .locals 0
    .line 8
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .locals 2
    .line 11
    new-instance v0, Lcom/example/r13/SqlToolHandler;
    invoke-virtual {p0}, Lcom/example/r13/LateProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lcom/example/r13/Db;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/example/r13/SqlToolHandler;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    iput-object v0, p0, Lcom/example/r13/LateProvider;->handler:Lcom/example/r13/ToolHandler;
    .line 12
    const/4 v0, 0x1
    return v0
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
    iget-object p3, p0, Lcom/example/r13/LateProvider;->handler:Lcom/example/r13/ToolHandler;
    invoke-interface {p3, p1, p2}, Lcom/example/r13/ToolHandler;->handle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_ret
    return-object p2
.end method
