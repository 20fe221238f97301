# Java sketch (OpsProvider.java), javac + D8:
#   public class OpsProvider extends ContentProvider {                                        // 9
#       @Override public Bundle call(String method, String arg, Bundle extras) {              // 11
#           if (extras == null || extras.getString("session_token") == null) return null;     // 12
#           if ("get_operation".equals(method)) {                                               // 13
#               if (extras.getLong("deadline_at_ms") < System.currentTimeMillis()) return null; // 14
#               Bundle b = new Bundle(); b.putString("status", extras.getString("operation_id")); return b; // 15
#           }
#           if (!"execute_tool".equals(method)) return null;                                    // 17
#           Db.open(getContext()).execSQL("DELETE FROM outbox");                                // 18
#           return new Bundle();                                                                // 19
#       }
#   }
.class public Lcom/example/r13h/OpsProvider;
.super Landroid/content/ContentProvider;
.source "OpsProvider.java"

.method public constructor <init>()V
    .locals 0
    .line 9
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

# true positive CETP619 at line 18: only the get_operation branch reads the deadline
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4
    .line 12
    const/4 p2, 0x0
    if-eqz p3, :cond_ret
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :cond_0
    goto :cond_ret
    :cond_0
    .line 13
    const-string v0, "get_operation"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_2
    .line 14
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gez p1, :cond_1
    return-object p2
    :cond_1
    .line 15
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    const-string p2, "operation_id"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    const-string p2, "status"
    invoke-virtual {p1, p2, p3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object p1
    :cond_2
    .line 17
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_3
    return-object p2
    :cond_3
    .line 18
    invoke-virtual {p0}, Lcom/example/r13h/OpsProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r13h/Db;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    const-string p2, "DELETE FROM outbox"
    invoke-virtual {p1, p2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 19
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
    :cond_ret
    return-object p2
.end method
