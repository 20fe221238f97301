# Java sketch (NotesToolProvider.java), javac + D8:
#   public final class NotesToolProvider extends BaseToolProvider {                       // 6
#       @Override protected Bundle onExecute(String tool, String args) {                  // 8
#           if ("delete_note".equals(tool)) {                                              // 9
#               Db.open(getContext()).execSQL("DELETE FROM notes WHERE title = '" + args + "'"); // 10
#           }
#           return new Bundle();                                                           // 12
#       }
#   }
.class public final Lcom/example/r13/NotesToolProvider;
.super Lcom/example/r13/BaseToolProvider;
.source "NotesToolProvider.java"

.method public constructor <init>()V
    .locals 0
    .line 6
    invoke-direct {p0}, Lcom/example/r13/BaseToolProvider;-><init>()V
    return-void
.end method

# true positive CETP622 at line 10: the base class's call() hands args to this override
.method protected onExecute(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .locals 2
    .line 9
    const-string v0, "delete_note"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_0
    .line 10
    invoke-virtual {p0}, Lcom/example/r13/NotesToolProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r13/Db;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "DELETE FROM notes WHERE title = '"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p2, "'"
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 12
    :cond_0
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
.end method
