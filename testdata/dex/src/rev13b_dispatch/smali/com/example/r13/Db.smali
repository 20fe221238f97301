# Java sketch (Db.java):
#   final class Db {                                                                  // 5
#       static SQLiteDatabase open(Context c) {                                       // 6
#           return c.openOrCreateDatabase("r13.db", 0, null);                          // 7
#       }
#   }
.class final Lcom/example/r13/Db;
.super Ljava/lang/Object;
.source "Db.java"

.method static open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    .locals 3
    .line 7
    const-string v0, "r13.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p0, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p0
    return-object p0
.end method
