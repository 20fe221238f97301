.class final enum Lcom/example/r16e/NoteTool$2;
.super Lcom/example/r16e/NoteTool;
.source "NoteTool.java"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r16e/NoteTool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4010
    name = null
.end annotation

.method constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .line 15
    invoke-direct {p0, p1, p2}, Lcom/example/r16e/NoteTool;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method run(Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    # true positive CETP622: the folder is pasted into the SQL text
    .line 17
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "DELETE FROM notes WHERE folder = '"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, "folder"
    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p2, "'"
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 18
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r16e/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
