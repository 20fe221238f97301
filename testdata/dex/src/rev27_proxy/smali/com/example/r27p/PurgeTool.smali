.class final Lcom/example/r27p/PurgeTool;
.super Ljava/lang/Object;
.source "PurgeTool.java"
.implements Lcom/example/r27p/Tool;

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.method constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 2
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r27p/PurgeTool;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-void
.end method

.method public run(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 11
    const-string v0, "folder"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 12
    iget-object v0, p0, Lcom/example/r27p/PurgeTool;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "DELETE FROM notes WHERE folder = '"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v1, "'"
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 13
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r27p/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
