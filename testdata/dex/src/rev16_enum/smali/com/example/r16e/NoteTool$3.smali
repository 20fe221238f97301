.class final enum Lcom/example/r16e/NoteTool$3;
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
    .line 20
    invoke-direct {p0, p1, p2}, Lcom/example/r16e/NoteTool;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method run(Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    # true positive CETP614: the request says it was confirmed, and the notes go
    .line 22
    const-string v0, "user_confirmed"
    invoke-virtual {p2, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result p2
    if-eqz p2, :cond_0
    .line 23
    const-string p2, "notes"
    const/4 v0, 0x0
    invoke-virtual {p1, p2, v0, v0}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 24
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r16e/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :cond_0
    const-string p1, "INVALID_ARGUMENTS"
    const-string p2, "confirm first"
    invoke-static {p1, p2}, Lcom/example/r16e/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
