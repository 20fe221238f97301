# Java sketch (SqlToolHandler.java):
#   final class SqlToolHandler implements ToolHandler {                                  // 6
#       private final SQLiteDatabase db;                                                  // 7
#       SqlToolHandler(SQLiteDatabase db) { this.db = db; }                               // 8
#       @Override public Bundle handle(String tool, String args) {                        // 10
#           db.execSQL("DELETE FROM tasks WHERE label = '" + args + "'");                 // 11
#           return new Bundle();                                                           // 12
#       }
#   }
.class final Lcom/example/r13/SqlToolHandler;
.super Ljava/lang/Object;
.source "SqlToolHandler.java"
.implements Lcom/example/r13/ToolHandler;

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.method constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .locals 0
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r13/SqlToolHandler;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-void
.end method

# true positive CETP622 at line 11 (reached through LateProvider's field set in onCreate)
.method public handle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .locals 3
    .line 11
    iget-object p1, p0, Lcom/example/r13/SqlToolHandler;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "DELETE FROM tasks WHERE label = '"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p2, "'"
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 12
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
.end method
