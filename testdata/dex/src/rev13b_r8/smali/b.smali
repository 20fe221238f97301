# R8 output of Tasks.java (repackaged, the string concatenation outlined into c.a):
#   final class Tasks {
#       static void remove(Context ctx, String name) {                                       // 12
#           ctx.openOrCreateDatabase("t.db", 0, null)                                        // 13
#               .execSQL("DELETE FROM tasks WHERE name = '" + name);                         // 14
#       }
#   }
.class public final Lb;
.super Ljava/lang/Object;
.source "SourceFile"

# true positive CETP622 at line 14: the request's args reach execSQL through R8's outline c.a
.method public static a(Landroid/content/Context;Ljava/lang/String;)V
    .locals 3
    .line 13
    const-string v0, "t.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p0, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p0
    .line 14
    const-string v0, "DELETE FROM tasks WHERE name = '"
    invoke-static {v0, p1}, Lc;->a(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p0, p1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    return-void
.end method
