.class final enum Lcom/example/r16e/NoteTool$4;
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
    .line 27
    invoke-direct {p0, p1, p2}, Lcom/example/r16e/NoteTool;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method run(Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    # near miss CETP614: the flag is echoed back, it decides nothing
    .line 29
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r16e/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 30
    const-string v0, "confirmed"
    invoke-virtual {p2, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result p2
    invoke-virtual {p1, v0, p2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 31
    return-object p1
.end method
