# Java sketch (WideProvider.java), javac + D8. Only the API 29 overload is overridden.
#   public class WideProvider extends ContentProvider {                                   // 10
#       @Override public Bundle call(String authority, String method, String arg, Bundle extras) { // 12
#           if (!"execute_tool".equals(method) || extras == null) return null;            // 13
#           if (extras.getString("session_token") == null) return null;                   // 14
#           if (extras.getLong("deadline_at_ms") < System.currentTimeMillis()) return null; // 15
#           String args = extras.getString("args");                                        // 16
#           Db.open(getContext()).execSQL("DELETE FROM city WHERE name = '" + args + "'"); // 17
#           return new Bundle();                                                           // 18
#       }
#       // onCreate, getType, query, insert, delete, update: stubs (line 21)
#   }
.class public Lcom/example/r13/WideProvider;
.super Landroid/content/ContentProvider;
.source "WideProvider.java"

.method public constructor <init>()V
    .locals 0
    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

# true positive CETP622 at line 17 (args into execSQL); near miss CETP625/CETP619 (both keys read)
.method public call(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4
    .line 13
    const-string p1, "execute_tool"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    const/4 p2, 0x0
    if-eqz p1, :cond_ret
    if-nez p4, :cond_0
    goto :cond_ret
    :cond_0
    .line 14
    const-string p1, "session_token"
    invoke-virtual {p4, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_1
    return-object p2
    :cond_1
    .line 15
    const-string p1, "deadline_at_ms"
    invoke-virtual {p4, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gez p1, :cond_2
    return-object p2
    :cond_2
    .line 16
    const-string p1, "args"
    invoke-virtual {p4, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 17
    invoke-virtual {p0}, Lcom/example/r13/WideProvider;->getContext()Landroid/content/Context;
    move-result-object p2
    invoke-static {p2}, Lcom/example/r13/Db;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p2
    new-instance p3, Ljava/lang/StringBuilder;
    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V
    const-string p4, "DELETE FROM city WHERE name = '"
    invoke-virtual {p3, p4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p1, "'"
    invoke-virtual {p3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p2, p1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 18
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
    :cond_ret
    return-object p2
.end method
