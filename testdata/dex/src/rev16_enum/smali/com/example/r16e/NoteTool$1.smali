.class final enum Lcom/example/r16e/NoteTool$1;
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
    .line 10
    invoke-direct {p0, p1, p2}, Lcom/example/r16e/NoteTool;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method run(Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    # near miss CETP622: the tag is a bound argument
    .line 12
    const/4 v0, 0x1
    new-array v0, v0, [Ljava/lang/String;
    const-string v1, "tag"
    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    const/4 v1, 0x0
    aput-object p2, v0, v1
    const-string p2, "SELECT title FROM notes WHERE tag = ?"
    invoke-virtual {p1, p2, v0}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    .line 13
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "{\"count\":"
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-interface {p1}, Landroid/database/Cursor;->getCount()I
    move-result p1
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string p1, "}"
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r16e/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
