# Java sketch (LedgerProvider.java), javac + D8:
#   public class LedgerProvider extends ContentProvider {                                      // 10
#       @Override public Bundle call(String method, String arg, Bundle extras) {              // 12
#           if (extras == null) return null;                                                   // 13
#           if ("negotiate".equals(method)) {                                                  // 14
#               String session = UUID.randomUUID().toString();                                 // 15
#               getContext().getSharedPreferences("sessions", 0).edit()                        // 16
#                       .putLong(session, System.currentTimeMillis()).apply();
#               Bundle b = new Bundle(); b.putString("session_token", session); return b;      // 17
#           }
#           if (!"execute_tool".equals(method)) return null;                                   // 19
#           if (extras.getString("session_token") == null) return null;                        // 20
#           if (extras.getLong("deadline_at_ms") < System.currentTimeMillis()) return null;    // 21
#           JSONObject args;
#           try { args = new JSONObject(extras.getString("args")); }                           // 23
#           catch (JSONException e) { return null; }                                           // 24
#           SQLiteDatabase db = Db.open(getContext());                                         // 25
#           long id = args.optLong("entry_id");                                                // 26
#           db.execSQL("DELETE FROM ledger WHERE _id = " + id);                                // 27
#           String memo = DatabaseUtils.sqlEscapeString(args.optString("memo"));               // 28
#           db.execSQL("UPDATE ledger SET memo = " + memo + " WHERE _id = " + id);              // 29
#           return new Bundle();                                                               // 30
#       }
#   }
.class public Lcom/example/r13h/LedgerProvider;
.super Landroid/content/ContentProvider;
.source "LedgerProvider.java"

.method public constructor <init>()V
    .locals 0
    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

# near miss CETP619 (line 16): the negotiate answer stores the new session (not execute_tool's effect);
# execute_tool reads the deadline (line 21) before its statements
# near miss CETP622 (lines 27, 29): a long and an escaped SQL literal are built into the statements
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 6
    .line 13
    const/4 p2, 0x0
    if-nez p3, :cond_0
    return-object p2
    :cond_0
    .line 14
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    .line 15
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object p1
    invoke-virtual {p1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object p1
    .line 16
    invoke-virtual {p0}, Lcom/example/r13h/LedgerProvider;->getContext()Landroid/content/Context;
    move-result-object p2
    const-string p3, "sessions"
    const/4 v0, 0x0
    invoke-virtual {p2, p3, v0}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p2
    invoke-interface {p2}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    invoke-interface {p2, p1, v0, v1}, Landroid/content/SharedPreferences$Editor;->putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;
    move-result-object p2
    invoke-interface {p2}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 17
    new-instance p2, Landroid/os/Bundle;
    invoke-direct {p2}, Landroid/os/Bundle;-><init>()V
    const-string p3, "session_token"
    invoke-virtual {p2, p3, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object p2
    :cond_1
    .line 19
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_2
    return-object p2
    :cond_2
    .line 20
    const-string p1, "session_token"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_3
    return-object p2
    :cond_3
    .line 21
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gez p1, :cond_4
    return-object p2
    :cond_4
    .line 23
    :try_start_0
    new-instance p1, Lorg/json/JSONObject;
    const-string v0, "args"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    invoke-direct {p1, p3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .line 25
    invoke-virtual {p0}, Lcom/example/r13h/LedgerProvider;->getContext()Landroid/content/Context;
    move-result-object p2
    invoke-static {p2}, Lcom/example/r13h/Db;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p2
    .line 26
    const-string p3, "entry_id"
    invoke-virtual {p1, p3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    .line 27
    new-instance p3, Ljava/lang/StringBuilder;
    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "DELETE FROM ledger WHERE _id = "
    invoke-virtual {p3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p3, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {p3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p3
    invoke-virtual {p2, p3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 28
    const-string p3, "memo"
    invoke-virtual {p1, p3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Landroid/database/DatabaseUtils;->sqlEscapeString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    new-instance p3, Ljava/lang/StringBuilder;
    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "UPDATE ledger SET memo = "
    invoke-virtual {p3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p1, " WHERE _id = "
    invoke-virtual {p3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p3, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {p3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p2, p1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 30
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
    :catch_0
    .line 24
    return-object p2
.end method
